import { checkRequired } from '@kyc/validators';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SelectField } from './SelectField';

const meta = {
  title: 'Forms/SelectField',
  component: SelectField,
  args: {
    label: '所属行业 Industry',
    placeholder: '请选择',
    options: [
      { value: 'banking', label: '银行 Banking' },
      { value: 'payments', label: '支付 Payments' },
      { value: 'manufacturing', label: '制造业 Manufacturing' },
      { value: 'corporate-services', label: '企业服务 Corporate services' },
    ],
    validate: (value: string) => checkRequired(value, '请选择所属行业'),
  },
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const RequiredMessage: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: /所属行业/ });
    await userEvent.click(select);
    await userEvent.tab();
    await expect(select).toHaveAccessibleDescription('请选择所属行业');
    await userEvent.selectOptions(select, 'payments');
    await expect(select).toHaveValue('payments');
    await expect(select).not.toHaveAttribute('aria-invalid');
  },
};

export const Selected: Story = { args: { defaultValue: 'banking' } };

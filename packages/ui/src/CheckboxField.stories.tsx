import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CheckboxField } from './CheckboxField';

const meta = {
  title: 'Forms/CheckboxField',
  component: CheckboxField,
  args: {
    label: '我已阅读并同意《用户协议》',
    validate: (checked: boolean) => (checked ? undefined : '请先同意用户协议'),
  },
} satisfies Meta<typeof CheckboxField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};

export const Checked: Story = { args: { defaultChecked: true } };

export const MustAgree: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: /用户协议/ });
    await userEvent.click(box);
    await userEvent.click(box);
    await expect(box).not.toBeChecked();
    await expect(box).toHaveAccessibleDescription('请先同意用户协议');
  },
};

export const LongText: Story = {
  args: {
    label:
      'I have read and agree to the Terms & Conditions and the Privacy Policy, and consent to the processing of company and ownership data for compliance purposes. 我已阅读并同意用户协议与隐私政策。',
  },
};

import { checkEmail } from '@kyc/validators';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyLocale } from '../.storybook/locale';
import { TextField } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: '邮箱 Email', name: 'email', type: 'email', validate: checkEmail },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithHint: Story = {
  args: { hint: '用于接收报告 · Reports are sent here', required: true },
};

export const ShowsValidatorMessage: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: /邮箱/ });
    await userEvent.type(input, 'not-an-email');
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      String(checkEmail('not-an-email', { locale: storyLocale(globals) })),
    );
    await userEvent.clear(input);
    await userEvent.type(input, 'ops@example.com');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const ErrorFromServer: Story = {
  args: {
    defaultValue: 'taken@example.com',
    error: '该邮箱已注册 · This email is already registered',
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'ops@example.com' } };

export const LongText: Story = {
  args: {
    label: '企业注册地址（请填写营业执照上的完整地址，包括省、市、区和街道门牌号）',
    hint: 'Enter the full registered address exactly as printed on the business licence, including province, city, district and street number.',
    type: 'text',
    validate: undefined,
    defaultValue: '广东省深圳市南山区粤海街道科技园社区科苑路 8 号讯美科技广场 3 号楼 16 层',
  },
};

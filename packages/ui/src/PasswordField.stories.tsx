import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  args: { label: '密码 Password', name: 'password' },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const ToggleAndValidate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/密码/);
    await userEvent.type(input, 'abcdef');
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription('必须包含数字和字母，且不少于6个字符。');
    const toggle = canvas.getByRole('button', { name: '显示密码' });
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Password' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Password');
    await userEvent.type(input, 'abcdef');
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription(
      'Must include numbers, letters, and longer than 6 characters.',
    );
  },
};

import { checkPassword } from '@kyc/validators';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyLocale, textOf } from '../.storybook/locale';
import { PasswordField } from './PasswordField';

/** The toggle's name (see `PasswordField.tsx`). */
const SHOW = { 'zh-CN': '显示密码', en: 'Show password' };

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  args: { label: '密码 Password', name: 'password' },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const ToggleAndValidate: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/Password/);
    await userEvent.type(input, 'abcdef');
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription(
      String(checkPassword('abcdef', { locale: storyLocale(globals) })),
    );
    const toggle = canvas.getByRole('button', { name: textOf(globals, SHOW) });
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Password' },
  play: async ({ canvasElement, globals }) => {
    const input = within(canvasElement).getByLabelText('Password');
    await userEvent.type(input, 'abcdef');
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription(
      String(checkPassword('abcdef', { locale: storyLocale(globals) })),
    );
  },
};

import { checkMobilePhone } from '@kyc/validators';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyLocale } from '../.storybook/locale';
import { PhoneField } from './PhoneField';

const meta = {
  title: 'Forms/PhoneField',
  component: PhoneField,
  args: { label: '手机号', name: 'phone', required: true },
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Required: Story = {
  play: async ({ canvasElement, globals }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /手机号/ });
    await userEvent.click(input);
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription(
      String(checkMobilePhone('', { locale: storyLocale(globals) })),
    );
  },
};

export const WrongNumber: Story = {
  play: async ({ canvasElement, globals }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /手机号/ });
    await userEvent.type(input, '1380013800');
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription(
      String(checkMobilePhone('1380013800', { locale: storyLocale(globals) })),
    );
    await userEvent.type(input, '0');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Mobile phone' },
  play: async ({ canvasElement, globals }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Mobile phone/ });
    await userEvent.type(input, '123');
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription(
      String(checkMobilePhone('123', { locale: storyLocale(globals) })),
    );
  },
};

import { checkEmail, checkMobilePhone } from '@kyc/validators';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type FormEvent, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { storyLocale, textOf } from '../.storybook/locale';
import { Button } from './Button';
import { ErrorSummary, type FormError } from './ErrorSummary';
import { PhoneField } from './PhoneField';
import { TextField } from './TextField';
import { useLocale } from './useLocale';

/** The demo form's words. */
const FORM_TEXT = {
  'zh-CN': { phone: '手机号', email: '邮箱', submit: '提交' },
  en: { phone: 'Mobile phone', email: 'Email', submit: 'Submit' },
};

const meta = {
  title: 'Forms/ErrorSummary',
  component: ErrorSummary,
  args: {
    errors: [
      { fieldId: 'phone', message: '手机格式不正确，请重新输入' },
      { fieldId: 'email', message: '邮箱格式不正确。' },
    ],
    focusOnShow: false,
  },
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithErrors: Story = {};

export const NoErrors: Story = { args: { errors: [] } };

function DemoRequestForm() {
  const locale = useLocale();
  const [errors, setErrors] = useState<FormError[]>([]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const found: FormError[] = [];
    const phone = checkMobilePhone(data.get('phone'), { locale });
    if (phone) found.push({ fieldId: 'phone', message: phone });
    const email = checkEmail(data.get('email'), { locale });
    if (email) found.push({ fieldId: 'email', message: email });
    setErrors(found);
  };
  const errorOf = (id: string) => errors.find((error) => error.fieldId === id)?.message;
  return (
    <form onSubmit={submit} noValidate style={{ maxWidth: 420 }}>
      <ErrorSummary errors={errors} />
      <PhoneField
        id="phone"
        name="phone"
        label={FORM_TEXT[locale].phone}
        error={errorOf('phone')}
      />
      <TextField
        id="email"
        name="email"
        type="email"
        label={FORM_TEXT[locale].email}
        error={errorOf('email')}
      />
      <Button type="submit">{FORM_TEXT[locale].submit}</Button>
    </form>
  );
}

export const InAForm: Story = {
  render: () => <DemoRequestForm />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const locale = storyLocale(globals);
    const text = textOf(globals, FORM_TEXT);
    await userEvent.click(canvas.getByRole('button', { name: text.submit }));
    const summary = canvas.getByRole('alert');
    await expect(summary).toHaveFocus();
    // The messages of the validators the form uses, in the story's language.
    const phone = String(checkMobilePhone('', { locale }));
    const email = String(checkEmail('', { locale }));
    await expect(within(summary).getByRole('link', { name: phone })).toBeInTheDocument();
    await userEvent.click(within(summary).getByRole('link', { name: email }));
    await expect(canvas.getByRole('textbox', { name: text.email })).toHaveFocus();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    errors: [
      { fieldId: 'phone', message: 'Please enter a mobile phone number' },
      { fieldId: 'email', message: 'Incorrect email format.' },
    ],
  },
};

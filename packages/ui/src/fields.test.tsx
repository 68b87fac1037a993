import { checkEmail } from '@kyc/validators';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CheckboxField } from './CheckboxField';
import { LocaleProvider } from './LocaleProvider';
import { PasswordField } from './PasswordField';
import { PhoneField } from './PhoneField';
import { SelectField } from './SelectField';
import { TextareaField } from './TextareaField';
import { TextField } from './TextField';

describe('form fields', () => {
  it('show no message until the field is left, then follow every change', async () => {
    render(<TextField label="邮箱" validate={checkEmail} />);
    const input = screen.getByRole('textbox', { name: '邮箱' });
    await userEvent.type(input, 'a@');
    expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('邮箱格式不正确。');
    await userEvent.type(input, 'b.cn');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it.each([
    ['zh-CN', '', '请输入手机号'],
    ['zh-CN', '1234', '手机格式不正确，请重新输入'],
    ['en', '', 'Please enter a mobile phone number'],
    ['zh-CN', '13800138000', ''],
  ] as const)('PhoneField in %s with %j says %j', async (locale, typed, message) => {
    render(
      <LocaleProvider locale={locale}>
        <PhoneField label="phone" />
      </LocaleProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'phone' });
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.click(input);
    if (typed) await userEvent.type(input, typed);
    await userEvent.tab();
    expect(input).toHaveAccessibleDescription(message);
  });

  it('PasswordField checks with checkPassword and toggles visibility', async () => {
    render(<PasswordField label="pw" locale="en" />);
    const input = screen.getByLabelText('pw');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.type(input, 'abc');
    await userEvent.tab();
    expect(input).toHaveAccessibleDescription(
      'Must include numbers, letters, and longer than 6 characters.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
  });

  it('an error from outside wins over the own check and joins the hint', () => {
    render(<TextField label="名称" hint="1~30 位" error="分组名称已存在" />);
    const input = screen.getByRole('textbox', { name: '名称' });
    expect(input).toHaveAccessibleDescription('1~30 位 分组名称已存在');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('SelectField, TextareaField and CheckboxField validate their own values', async () => {
    render(
      <>
        <SelectField
          label="行业"
          placeholder="请选择"
          options={[{ value: 'bank', label: '银行' }]}
          validate={(value) => (value ? undefined : '请选择行业')}
        />
        <TextareaField
          label="地址"
          validate={(value) => (value.trim() ? undefined : '请输入地址')}
        />
        <CheckboxField label="同意" validate={(on) => (on ? undefined : '请先同意')} />
      </>,
    );
    const select = screen.getByRole('combobox', { name: '行业' });
    await userEvent.click(select);
    await userEvent.tab();
    expect(select).toHaveAccessibleDescription('请选择行业');
    await userEvent.selectOptions(select, 'bank');
    expect(select).toHaveAccessibleDescription('');

    const area = screen.getByRole('textbox', { name: '地址' });
    await userEvent.click(area);
    await userEvent.tab();
    expect(area).toHaveAccessibleDescription('请输入地址');

    const box = screen.getByRole('checkbox', { name: '同意' });
    await userEvent.click(box);
    expect(box).toHaveAccessibleDescription('');
    await userEvent.click(box);
    expect(box).toHaveAccessibleDescription('请先同意');
  });

  it('marks required fields for assistive technology', () => {
    render(<TextField label="姓名" required />);
    expect(screen.getByRole('textbox', { name: '姓名' })).toBeRequired();
  });
});

import { checkEmail } from '@kyc/validators';
import { describe, expect, it } from 'vitest';
import { checkFields, fieldMessagesFromApi, summaryOf } from './formErrors';

describe('form errors', () => {
  it('runs each check on its field', () => {
    expect(
      checkFields(
        { email: 'a@', name: 'Ann', phone: '' },
        { email: (value) => checkEmail(value, { locale: 'en' }), name: () => undefined },
      ),
    ).toEqual({ email: 'Incorrect email format.' });
  });

  it('puts API messages on the form’s fields, renaming aliases and keeping the rest apart', () => {
    expect(
      fieldMessagesFromApi(
        { loginName: '请输入登录用户名', password: '请输入密码', country: 'Too long' },
        ['account', 'password'] as const,
        { loginName: 'account', phone: 'account' },
      ),
    ).toEqual({
      messages: { account: '请输入登录用户名', password: '请输入密码' },
      other: ['Too long'],
    });
  });

  it('lists the summary in field order, linking each message to its field id', () => {
    expect(
      summaryOf(
        { phone: 'P', name: 'N' },
        ['name', 'email', 'phone'] as const,
        (field) => `f-${field}`,
      ),
    ).toEqual([
      { fieldId: 'f-name', message: 'N' },
      { fieldId: 'f-phone', message: 'P' },
    ]);
  });
});

import type { Locale } from '@kyc/content';
import { loginForm } from '@kyc/content/interface';
import { checkMobilePhone, checkPassword, checkUsername } from '@kyc/validators';
import type { ApiFailure } from './apiClient';
import { checkFields, type FormMessages, fieldMessagesFromApi } from './formErrors';

// The login form's rules, shared by the form in the browser (LoginForm) and the login page's
// action, which takes the same form posted without JavaScript: one set of checks and one
// reading of apps/api's answers, whichever side sends it.

export type LoginField = 'account' | 'password' | 'totpCode';
export const LOGIN_FIELDS: readonly LoginField[] = ['account', 'password', 'totpCode'];
/** The password first; the authenticator code when the account has MFA bound. */
export type LoginStep = 'password' | 'mfa';

/** Digits only: a mobile number (checked as one); anything else is a login name. */
const looksLikePhone = (account: string) => /^\d+$/.test(account);

/**
 * The form's own checks of what was typed, at `step`: the account (a mobile number or a login
 * name), the password, and at the MFA step the six-digit code.
 *
 * @example checkLogin({ account: 'demo', password: '', totpCode: '' }, 'password', 'en').password // 'Please enter password'
 */
export function checkLogin(
  values: Record<LoginField, string>,
  step: LoginStep,
  locale: Locale,
): FormMessages<LoginField> {
  return checkFields(values, {
    account: (value) =>
      looksLikePhone(value.trim())
        ? checkMobilePhone(value.trim(), { locale })
        : checkUsername(value.trim(), { locale }),
    password: (value) => checkPassword(value, { locale }),
    ...(step === 'mfa'
      ? {
          totpCode: (value: string) =>
            /^\d{6}$/.test(value.trim()) ? undefined : loginForm[locale].totpInvalid,
        }
      : {}),
  });
}

/**
 * The body of `POST /webapi/saas/user/login` for what was typed: a mobile number as `phone`,
 * anything else as `loginName`, the code at the MFA step.
 *
 * @example loginBody({ account: 'demo', password: 'pw1234', totpCode: '' }, 'password') // { loginName: 'demo', password: 'pw1234' }
 */
export function loginBody(values: Record<LoginField, string>, step: LoginStep) {
  const account = values.account.trim();
  return {
    ...(looksLikePhone(account) ? { phone: account } : { loginName: account }),
    password: values.password,
    ...(step === 'mfa' ? { totpCode: values.totpCode.trim() } : {}),
  };
}

/** What the form shows after apps/api refused a login. */
export interface LoginRefusal {
  /** The step the form is at now (a wrong password goes back to the password). */
  step: LoginStep;
  messages: FormMessages<LoginField>;
  /** A message above the form (wrong password, a lock, no network). */
  alert: string;
  /** apps/api's ACCOUNT_INACTIVE message: the account has no password until it is activated. */
  inactive: string;
}

/**
 * apps/api's refusal of a login made at `step`, as the form shows it: field messages beside
 * their fields, the MFA step when the account needs its code, the code's message when it was
 * wrong, the activation way for an inactive account, anything else above the form.
 *
 * @example loginRefusal({ ok: false, kind: 'unauthorized', status: 401, code: 'MFA_REQUIRED', message: '…' }, 'password').step // 'mfa'
 */
export function loginRefusal(result: ApiFailure, step: LoginStep): LoginRefusal {
  const none = { messages: {}, alert: '', inactive: '' };
  if (result.kind === 'fields') {
    const mapped = fieldMessagesFromApi(result.fieldErrors, LOGIN_FIELDS, {
      loginName: 'account',
      phone: 'account',
    });
    return {
      ...none,
      step: mapped.messages.account || mapped.messages.password ? 'password' : step,
      messages: mapped.messages,
      alert: mapped.other.join(' '),
    };
  }
  if (result.kind === 'unauthorized' && result.code === 'MFA_REQUIRED') {
    return { ...none, step: 'mfa' };
  }
  if (result.kind === 'unauthorized' && result.code === 'MFA_INVALID') {
    return { ...none, step: 'mfa', messages: { totpCode: result.message } };
  }
  // Not activated yet: whatever password was typed, the way in is the activation link.
  if (result.code === 'ACCOUNT_INACTIVE') return { ...none, step, inactive: result.message };
  // Wrong password, locked account, too many attempts, no network.
  return { ...none, step, alert: result.message };
}

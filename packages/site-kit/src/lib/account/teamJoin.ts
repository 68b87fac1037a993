import type { Locale } from '@kyc/content';
import { checkPassword, checkUsername } from '@kyc/validators';
import { checkFields, type FormMessages } from './formErrors';

// The invitation page's form, checked the same way in the browser (team-join.tsx) and by the
// page's action, which takes the form posted without JavaScript.

export type JoinField = 'loginName' | 'password' | 'totpCode';
export const JOIN_FIELDS: readonly JoinField[] = ['loginName', 'password', 'totpCode'];

/**
 * The join form's own checks: a login name and a password as the validators want them and,
 * where the team requires MFA, the six-digit code of the authenticator just bound
 * (`codeMessage` says so, in the page's words).
 *
 * @example checkJoin({ loginName: 'li.na', password: 'Colleague2026', totpCode: '12' }, { locale: 'en', requireMfa: true, codeMessage: 'Enter the six-digit code' }).totpCode // 'Enter the six-digit code'
 */
export function checkJoin(
  values: Record<JoinField, string>,
  options: { locale: Locale; requireMfa: boolean; codeMessage: string },
): FormMessages<JoinField> {
  const { locale, requireMfa, codeMessage } = options;
  return checkFields(values, {
    loginName: (value) => checkUsername(value.trim(), { locale }),
    password: (value) => checkPassword(value, { locale }),
    ...(requireMfa
      ? { totpCode: (value: string) => (/^\d{6}$/.test(value.trim()) ? undefined : codeMessage) }
      : {}),
  });
}

/**
 * What the join form sends apps/api (`POST /webapi/team/invitation/accept`): the code only
 * where one was typed.
 *
 * @example joinBody('t0k3n', { loginName: ' li.na ', password: 'x', totpCode: '' }) // { token: 't0k3n', loginName: 'li.na', password: 'x' }
 */
export function joinBody(
  token: string,
  values: Record<JoinField, string>,
): { token: string; loginName: string; password: string; totpCode?: string } {
  const code = values.totpCode.trim();
  return {
    token,
    loginName: values.loginName.trim(),
    password: values.password,
    ...(code ? { totpCode: code } : {}),
  };
}

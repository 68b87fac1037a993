import { normalizeLoginInfo } from './normalizeLoginInfo';
import type { Locale, LoginInfoInput } from './types';

/**
 * Text of the front page's apply button: '立即使用' ('Use now') when logged in through
 * the real login, otherwise '申请试用' ('Apply for trial'). Chinese unless `locale` is `'en'`;
 * `info` may be raw or already normalized.
 *
 * @param info - Front-page login info, raw or normalized.
 * @param options - `locale`: 'zh-CN' (default) or 'en'.
 * @returns The button text.
 * @example applyButtonText({ isLogin: true, options: { realLogin: true } }) // '立即使用'
 */
export function applyButtonText(info: LoginInfoInput, options?: { locale?: Locale }): string {
  const { isLogin, options: loginOptions } = normalizeLoginInfo(info);
  const english = options?.locale === 'en';
  return isLogin && loginOptions.realLogin
    ? english
      ? 'Use now'
      : '立即使用'
    : english
      ? 'Apply for trial'
      : '申请试用';
}

import { serializeCookie } from './_lib/serializeCookie';
import { SESSION_COOKIE_MAX_AGE, SESSION_COOKIE_NAME } from './constants';
import { sessionCookieValue } from './sessionCookieValue';
import type { UserInput } from './types';

/**
 * The Set-Cookie string that logs a user in: 365 days, `Secure`, `Path=/`,
 * `SameSite=Strict`. Usable as a response header and as a `document.cookie` assignment.
 * `undefined` when the user lacks uuid, token or secret key.
 *
 * @param user - The stored user (`null` or `undefined` for nobody); fields of the wrong type count
 *   as missing.
 * @returns The Set-Cookie string, or `undefined` when the user lacks a valid uuid, token or secret
 *   key.
 * @example serializeSessionCookie({ uuid: 'u1', accessToken: 't1', accessSecretKey: 's1' })
 * // 'kyc_session=u1___t1___s1; Max-Age=31536000; Secure; Path=/; SameSite=Strict'
 */
export function serializeSessionCookie(user: UserInput): string | undefined {
  const value = sessionCookieValue(user);
  return value && serializeCookie(SESSION_COOKIE_NAME, value, SESSION_COOKIE_MAX_AGE);
}

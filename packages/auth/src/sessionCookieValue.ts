import { text } from './_lib/text';
import { parseSessionCookie } from './parseSessionCookie';
import type { UserInput } from './types';

/**
 * The session cookie value: uuid, access token and secret key joined by `___`.
 * `undefined` unless all three are non-empty strings that read back unchanged through
 * `parseSessionCookie` (so a part holding `___`, white space or `;` never makes a cookie).
 *
 * @param user - The stored user (`null` or `undefined` for nobody); fields of the wrong type count
 *   as missing.
 * @returns `'uuid___token___secret'`, or `undefined`.
 * @example sessionCookieValue({ uuid: 'u1', accessToken: 't1', accessSecretKey: 's1' }) // 'u1___t1___s1'
 */
export function sessionCookieValue(user: UserInput): string | undefined {
  const parts = [user?.uuid, user?.accessToken, user?.accessSecretKey].map(text);
  // A missing part leaves an empty one, which parseSessionCookie refuses.
  const value = parts.join('___');
  const read = parseSessionCookie(value);
  // Same uuid and token in the same string leave the same secret key.
  return read && read.uuid === parts[0] && read.token === parts[1] ? value : undefined;
}

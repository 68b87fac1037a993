import { text } from './_lib/text';

/** The three parts of the session cookie. */
export interface SessionCookieParts {
  uuid: string;
  token: string;
  secretKey: string;
}

/** What a cookie value cannot hold unquoted (RFC 6265): white space, `"`, `,`, `;` and `\`. */
const COOKIE_VALUE = /^[^\s",;\\]+$/;

/**
 * Reads a session cookie value `uuid___token___secret` back into its parts. Anything else
 * (not a string, white space, `"`, `,`, `;` or `\`, not exactly three non-empty parts) gives
 * `null`.
 *
 * @param value - The cookie value (anything).
 * @returns Its three parts, or `null` when malformed.
 * @example parseSessionCookie('u1___t1___s1') // { uuid: 'u1', token: 't1', secretKey: 's1' }
 */
export function parseSessionCookie(value: unknown): SessionCookieParts | null {
  const cookie = text(value);
  const parts = COOKIE_VALUE.test(cookie) ? cookie.split('___') : [];
  const [uuid, token, secretKey] = parts;
  return parts.length === 3 && uuid && token && secretKey ? { uuid, token, secretKey } : null;
}

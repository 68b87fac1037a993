import { ALIVE_COOKIE_NAME, SESSION_COOKIE_NAME } from '@kyc/auth';

/** The value of one cookie in a request's Cookie header, or `undefined`. */
export function readCookie(header: unknown, name: string): string | undefined {
  if (typeof header !== 'string') return undefined;
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq > -1 && pair.slice(0, eq).trim() === name) return pair.slice(eq + 1).trim();
  }
  return undefined;
}

/**
 * Set-Cookie strings that delete the session and alive cookies (SPEC §4): the attributes of
 * @kyc/auth's session cookie with Max-Age=0, since a browser deletes only a matching cookie.
 */
export function logoutCookies(): string[] {
  return [SESSION_COOKIE_NAME, ALIVE_COOKIE_NAME].map(
    (name) => `${name}=; Max-Age=0; Secure; Path=/; SameSite=Strict`,
  );
}

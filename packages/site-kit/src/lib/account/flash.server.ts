import { randomBytes } from 'node:crypto';
import { redirect } from 'react-router';
import { readCookie } from '../session.server';

/**
 * The outcome of a form posted without JavaScript, for the page its action redirects to
 * (post/redirect/get) when the address alone cannot show it truly: a lead sent, an account
 * activated, an authorisation answered, an authenticator being bound. The cookie holds the
 * outcome for that page's path only, for ten minutes; the address carries its id
 * (`?done=<id>`), so the page shows it again on a reload, but never for an address someone
 * made up or a visit of the page later on.
 */
export const FLASH_COOKIE = 'kyc_flash';
/** The query parameter naming the outcome the flash cookie holds. */
export const FLASH_PARAM = 'done';
/** Long enough for a reload or Back; short enough not to outlive the visit. */
const FLASH_MAX_AGE_S = 600;

/** The Set-Cookie header of a flash for `path` (Max-Age 0: gone). */
function flashCookie(path: string, value: string, maxAge: number): string {
  return `${FLASH_COOKIE}=${value}; Max-Age=${maxAge}; Path=${path}; HttpOnly; Secure; SameSite=Lax`;
}

/**
 * A 303 redirect to `to` (a path of this site, with its query) that shows `outcome` there:
 * the outcome in a cookie for that path, its id in the address.
 *
 * @example return flashRedirect('/demo-request?lang=en', { sent: true });
 */
export function flashRedirect(
  to: string,
  outcome: Record<string, unknown>,
  headers: Headers = new Headers(),
): Response {
  const id = randomBytes(9).toString('base64url');
  const target = new URL(to, 'http://site.invalid');
  target.searchParams.set(FLASH_PARAM, id);
  const value = Buffer.from(JSON.stringify({ id, outcome })).toString('base64url');
  headers.append('Set-Cookie', flashCookie(target.pathname, value, FLASH_MAX_AGE_S));
  return redirect(`${target.pathname}${target.search}${target.hash}`, { status: 303, headers });
}

/**
 * The outcome the flash cookie holds for this request's page, when the address names it;
 * null otherwise (no cookie, another id, unreadable).
 *
 * @example const sent = readFlash<{ sent: boolean }>(request)?.sent === true;
 */
export function readFlash<T extends Record<string, unknown>>(request: Request): T | null {
  const id = new URL(request.url).searchParams.get(FLASH_PARAM);
  const value = readCookie(request, FLASH_COOKIE);
  if (!id || !value) return null;
  try {
    const flash = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as {
      id?: unknown;
      outcome?: unknown;
    };
    if (flash.id !== id || typeof flash.outcome !== 'object' || flash.outcome === null) return null;
    return flash.outcome as T;
  } catch {
    return null;
  }
}

/**
 * The Set-Cookie header that ends this page's flash (an outcome that must not be shown again:
 * the authenticator's key once it is bound).
 *
 * @example headers.append('Set-Cookie', clearFlash('/bind-mfa'));
 */
export function clearFlash(path: string): string {
  return flashCookie(path, '', 0);
}

import { loginRedirect, SESSION_COOKIE_NAME, type UserStore } from '@kyc/auth';

/**
 * SPEC §2's login redirect in the browser: a stored access token without the session cookie
 * sends the visitor to `/kyc` (not from `/terms-conditions`, nor from `/kyc` itself). When it
 * does, the stored user is forgotten first. Shared by the app's route effects and the static
 * pages' enhancer.
 *
 * @example const target = staleLoginTarget(location.pathname, document.cookie, users); // '/kyc' | null
 */
export function staleLoginTarget(
  pathname: string,
  cookie: string,
  users: UserStore | null | undefined,
): '/kyc' | null {
  if (pathname === '/kyc') return null;
  const hasSessionCookie = cookie
    .split(/;\s*/)
    .some((part) => part.startsWith(`${SESSION_COOKIE_NAME}=`));
  const target = loginRedirect({
    pathname,
    hasStoredToken: users?.get()?.accessToken,
    hasSessionCookie,
  });
  if (target) users?.remove();
  return target;
}

/** What `loginRedirect` looks at. */
export interface LoginRedirectInput {
  /** Current path, e.g. `/products-api`. */
  pathname?: string;
  /** Local storage holds a user with an access token (truthy counts). */
  hasStoredToken?: unknown;
  /** The session cookie is present (truthy counts). */
  hasSessionCookie?: unknown;
}

/**
 * Where to send the visitor before a route renders: `'/kyc'` when a token is stored
 * but the session cookie is gone, except on `/terms-conditions`; otherwise `null` (stay).
 *
 * @param input - The path about to render and whether a token and the session cookie exist.
 * @returns `'/kyc'` where to send the visitor, or `null` to stay.
 * @example loginRedirect({ pathname: '/', hasStoredToken: true, hasSessionCookie: false }) // '/kyc'
 */
export function loginRedirect(input: LoginRedirectInput): '/kyc' | null {
  return input?.hasStoredToken && !input.hasSessionCookie && input.pathname !== '/terms-conditions'
    ? '/kyc'
    : null;
}

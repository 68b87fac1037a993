import type { StoredUser } from '@kyc/auth';
import type { PublicUser } from '../session.server';

/**
 * The stored user without its token and secret: what the client state and the page may hold.
 * (The browser's twin of session.server's `toPublicUser`.)
 *
 * @example publicUserOf(loginResponse.user).loginName
 */
export function publicUserOf(user: StoredUser): PublicUser {
  const { accessToken: _token, accessSecretKey: _secret, ...rest } = user;
  return rest;
}

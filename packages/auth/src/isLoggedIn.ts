import { text } from './_lib/text';
import type { StoredUser, UserInput } from './types';

/**
 * Logged in means the stored user has an access token: a non-empty string.
 *
 * @param user - The stored user (`null` or `undefined` for nobody); fields of the wrong type count
 *   as missing.
 * @returns `true` when `user.accessToken` is a non-empty string; TypeScript then knows `user`
 * is not null and its `accessToken` is a `string`.
 * @example isLoggedIn(store.get()) // false before login
 */
export function isLoggedIn(user: UserInput): user is StoredUser & { accessToken: string } {
  return text(user?.accessToken) !== '';
}

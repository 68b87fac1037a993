import { text } from './_lib/text';
import type { UserInput } from './types';

/**
 * Logged in means the stored user has an access token (SPEC §4).
 *
 * @example isLoggedIn(store.get()) // false before login
 */
export function isLoggedIn(user: UserInput): boolean {
  return text(user?.accessToken) !== '';
}

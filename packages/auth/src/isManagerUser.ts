import { hasCompRole } from './_lib/hasCompRole';
import type { UserInput } from './types';

/**
 * Manager user: `compRoleIds` 3, as a number or a string.
 *
 * @param user - The stored user (`null` or `undefined` for nobody); fields of the wrong type count
 *   as missing.
 * @returns Whether `compRoleIds` is 3.
 * @example isManagerUser({ compRoleIds: 3 }) // true
 */
export function isManagerUser(user: UserInput): boolean {
  return hasCompRole(user, [3, '3']);
}

import { hasCompRole } from './_lib/hasCompRole';
import type { UserInput } from './types';

/**
 * Business manager: `compRoleIds` 2, as a number or a string.
 *
 * @param user - The stored user (`null` or `undefined` for nobody); fields of the wrong type count
 *   as missing.
 * @returns Whether `compRoleIds` is 2.
 * @example isBusinessManager({ compRoleIds: '2' }) // true
 */
export function isBusinessManager(user: UserInput): boolean {
  return hasCompRole(user, [2, '2']);
}

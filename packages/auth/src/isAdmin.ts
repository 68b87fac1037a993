import { hasPermission } from './hasPermission';
import type { UserInput } from './types';

/**
 * Platform admin: holds `sys:platform_mgnt_admin:view`, reversals applied.
 *
 * @param user - The stored user (`null` or `undefined` for nobody); fields of the wrong type count
 *   as missing.
 * @returns Whether the user is a platform admin.
 * @example isAdmin({ permissionList: ['sys:platform_mgnt_admin:view'] }) // true
 */
export function isAdmin(user: UserInput): boolean {
  return hasPermission(user, 'sys:platform_mgnt_admin:view');
}

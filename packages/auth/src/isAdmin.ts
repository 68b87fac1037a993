import { hasPermission } from './hasPermission';
import type { UserInput } from './types';

/**
 * Platform admin: holds `sys:platform_mgnt_admin:view` (SPEC §6), reversals applied.
 *
 * @example isAdmin({ permissionList: ['sys:platform_mgnt_admin:view'] }) // true
 */
export function isAdmin(user: UserInput): boolean {
  return hasPermission(user, 'sys:platform_mgnt_admin:view');
}

import { hasCompRole } from './_lib/hasCompRole';
import type { UserInput } from './types';

const COMPANY_ASSIGNMENT = 'comp_asgn:';

function listed(list: unknown, permission: string): boolean {
  return Array.isArray(list) && list.includes(permission);
}

/**
 * Whether the user holds a permission. An array passes when any one of its
 * permissions passes. A permission passes when `permissionList` has it and
 * `reversalPermissionList` does not (a reversal always beats a grant); a `comp_asgn:`
 * permission also needs `compRoleIds` 1 or 2.
 *
 * @param user - The stored user (`null` or `undefined` for nobody); fields of the wrong type count
 *   as missing.
 * @param permission - One permission, or several of which any one suffices.
 * @returns Whether the user holds it.
 * @example hasPermission(user, ['report:order', 'report:view'])
 */
export function hasPermission(user: UserInput, permission: string | readonly string[]): boolean {
  return [permission]
    .flat()
    .some(
      (p) =>
        typeof p === 'string' &&
        listed(user?.permissionList, p) &&
        !listed(user?.reversalPermissionList, p) &&
        (!p.startsWith(COMPANY_ASSIGNMENT) || hasCompRole(user, [1, 2, '1', '2'])),
    );
}

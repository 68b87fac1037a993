import { hasPermission } from '../hasPermission';
import { useUser } from './useUser';

/**
 * Whether the logged-in user holds `permission` (any one of an array), with `hasPermission`'s rules.
 *
 * @example const canOrder = usePermission('report:order');
 */
export function usePermission(permission: string | readonly string[]): boolean {
  return hasPermission(useUser(), permission);
}

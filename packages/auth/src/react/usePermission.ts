import { hasPermission } from '../hasPermission';
import { useUser } from './useUser';

/**
 * Whether the logged-in user holds `permission` (any one of an array), with `hasPermission`'s rules.
 *
 * @param permission - One permission, or several of which any one suffices.
 * @returns Whether the provider's user holds it.
 * @example const canOrder = usePermission('report:order');
 */
export function usePermission(permission: string | readonly string[]): boolean {
  return hasPermission(useUser(), permission);
}

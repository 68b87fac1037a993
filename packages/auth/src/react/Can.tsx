import type { ReactNode } from 'react';
import { usePermission } from './usePermission';

export interface CanProps {
  /** The permission needed; with an array, any one of them. */
  permission: string | readonly string[];
  /** Shown when the user holds the permission. */
  children?: ReactNode;
  /**
   * Shown otherwise; nothing by default.
   *
   * @default null
   */
  fallback?: ReactNode;
}

/**
 * Renders its children only for users holding `permission`, else `fallback`.
 *
 * @param props - {@link CanProps}.
 * @example <Can permission="report:order" fallback={<Upgrade />}><OrderButton /></Can>
 */
export function Can({ permission, children, fallback = null }: CanProps) {
  return <>{usePermission(permission) ? children : fallback}</>;
}

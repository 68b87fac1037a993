import type { UserInput } from './types';

/**
 * Security policy `ADV` turns on the user-alive check.
 *
 * @param user - The stored user (`null` or `undefined` for nobody); fields of the wrong type count
 *   as missing.
 * @returns Whether `securityPolicy` is 'ADV'.
 * @example needsAliveCheck({ securityPolicy: 'ADV' }) // true
 */
export function needsAliveCheck(user: UserInput): boolean {
  return user?.securityPolicy === 'ADV';
}

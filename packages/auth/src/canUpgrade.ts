import { isYes } from './_lib/isYes';
import type { UserInput } from './types';

/**
 * Upgrading a package needs `canUpgrade` `Y`.
 *
 * @param user - The stored user (`null` or `undefined` for nobody); fields of the wrong type count
 *   as missing.
 * @returns Whether the user may upgrade the package.
 * @example canUpgrade({ canUpgrade: 'Y' }) // true
 */
export function canUpgrade(user: UserInput): boolean {
  return isYes(user?.canUpgrade);
}

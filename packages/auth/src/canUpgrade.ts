import { isYes } from './_lib/isYes';
import type { UserInput } from './types';

/**
 * Upgrading a package needs `canUpgrade` `Y` (SPEC §6).
 *
 * @example canUpgrade({ canUpgrade: 'Y' }) // true
 */
export function canUpgrade(user: UserInput): boolean {
  return isYes(user?.canUpgrade);
}

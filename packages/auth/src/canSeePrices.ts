import { isYes } from './_lib/isYes';
import type { UserInput } from './types';

/**
 * Prices are visible to the main user (`mainUserFlag`) or when `showCredit` is `Y`.
 * Flags count as on for `Y`/`y`, `true`, `1`, `true` and 1.
 *
 * @param user - The stored user (`null` or `undefined` for nobody); fields of the wrong type count
 *   as missing.
 * @returns Whether prices may be shown to the user.
 * @example canSeePrices({ mainUserFlag: 'N', showCredit: 'Y' }) // true
 */
export function canSeePrices(user: UserInput): boolean {
  return isYes(user?.mainUserFlag) || isYes(user?.showCredit);
}

import { isYes } from './_lib/isYes';
import type { UserInput } from './types';

/**
 * Prices are visible to the main user (`mainUserFlag`) or when `showCredit` is `Y` (SPEC §6).
 * Flags count as on for `Y`/`y`, `true`, `1`, `true` and 1.
 *
 * @example canSeePrices({ mainUserFlag: 'N', showCredit: 'Y' }) // true
 */
export function canSeePrices(user: UserInput): boolean {
  return isYes(user?.mainUserFlag) || isYes(user?.showCredit);
}

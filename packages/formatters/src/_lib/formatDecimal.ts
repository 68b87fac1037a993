import type { Big } from 'big.js';
import { groupThousands } from './groupThousands';

/**
 * Writes a decimal with thousands separators, rounded half up to `decimals` places, or with
 * all its digits when `decimals` is `undefined`. Never exponential notation. A value that
 * rounds to zero gets no sign, so `-0` and `-0.001` at two places both give '0.00'.
 */
export function formatDecimal(
  value: Big,
  decimals: number | undefined,
  /**
   * Marks a negative number with parentheses, as accountants write it, instead of a minus. A
   * flag, not a style name: the bytes of a name count against formatAmount's 4 KB budget.
   */
  parentheses: boolean,
): string {
  // big.js rounds and pads. Padding by hand when no rounding is needed measured ~13% faster,
  // but its ~50 B do not fit formatAmount's 4 KB budget (see README, Size).
  const fixed = value.toFixed(decimals).replace('-', '');
  const text = groupThousands(fixed);
  if (value.s > 0 || !NON_ZERO_DIGIT.test(fixed)) return text;
  return parentheses ? `(${text})` : `-${text}`;
}

const NON_ZERO_DIGIT = /[1-9]/;

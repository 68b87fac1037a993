import type Big from 'big.js';
import { groupThousands } from './groupThousands';

/** How a negative number is marked: a leading minus, or parentheses as accountants write it. */
export type NegativeStyle = 'minus' | 'parentheses';

/**
 * Writes a decimal with thousands separators, rounded half up to `decimals` places, or with
 * all its digits when `decimals` is `undefined`. Never exponential notation. A value that
 * rounds to zero gets no sign, so `-0` and `-0.001` at two places both give '0.00'.
 */
export function formatDecimal(
  value: Big,
  decimals: number | undefined,
  negativeStyle: NegativeStyle,
): string {
  // Most amounts need no rounding (1234.5 at 2 places): then big.js writes the digits without
  // the copy that rounding costs, and the zeros are added here.
  const places = Math.max(0, value.c.length - value.e - 1);
  const rounds = decimals !== undefined && places > decimals;
  let fixed = rounds ? value.toFixed(decimals) : value.toFixed();
  if (fixed[0] === '-') fixed = fixed.slice(1);
  const point = fixed.indexOf('.');
  let text =
    point < 0 ? groupThousands(fixed) : groupThousands(fixed.slice(0, point)) + fixed.slice(point);
  if (!rounds && decimals !== undefined && decimals > places) {
    text += (places ? '' : '.') + '0'.repeat(decimals - places);
  }
  if (value.s > 0 || !NON_ZERO_DIGIT.test(fixed)) return text;
  return negativeStyle === 'minus' ? `-${text}` : `(${text})`;
}

const NON_ZERO_DIGIT = /[1-9]/;

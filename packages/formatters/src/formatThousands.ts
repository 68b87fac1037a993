import { formatDecimal } from './_lib/formatDecimal';
import { readDecimals } from './_lib/options';
import { parseAmount } from './parseAmount';

/**
 * Options of {@link formatThousands}.
 *
 * @example formatThousands(1234.567, { decimals: 1 }) // '1,234.6'
 */
export interface FormatThousandsOptions {
  /**
   * Decimal places, 0–60, rounded half up.
   *
   * @default every digit the value has
   */
  decimals?: number;
}

/**
 * A number with thousands separators, its digits kept as they are (no rounding, never
 * exponential notation) unless `decimals` is given; negatives with a minus. Reads what
 * {@link parseAmount} reads; no number gives `'-'`.
 *
 * @param value - A number, bigint, decimal object or text.
 * @param options - `decimals` to round to; every digit is kept without it.
 * @returns The number with thousands separators, or `'-'`.
 * @example formatThousands(1234567.891) // '1,234,567.891'
 */
export function formatThousands(value: unknown, options?: FormatThousandsOptions): string {
  const amount = parseAmount(value);
  return amount === null ? '-' : formatDecimal(amount, readDecimals(options, undefined), false);
}

import { formatDecimal } from './_lib/formatDecimal';
import { readDecimals, readFlag } from './_lib/options';
import { parseAmount } from './parseAmount';

/**
 * Options of {@link formatPercent}.
 *
 * @example formatPercent(0.5, { sign: false, decimals: 0 }) // '50'
 */
export interface FormatPercentOptions {
  /**
   * Append the % sign.
   *
   * @default true
   */
  sign?: boolean;
  /**
   * Decimal places, 0–60, rounded half up.
   *
   * @default 2
   */
  decimals?: number;
}

/**
 * A ratio as a percentage: multiplied by 100 exactly, 2 decimals, thousands separators,
 * a % sign unless `sign: false`. Reads what {@link parseAmount} reads; no number gives `'-'`.
 *
 * @param value - A ratio (0.12 is 12%): a number, bigint, decimal object or text.
 * @param options - `decimals` and `sign`.
 * @returns The percentage for display, or `'-'`.
 * @example formatPercent(0.12345) // '12.35%'
 */
export function formatPercent(value: unknown, options?: FormatPercentOptions): string {
  const ratio = parseAmount(value);
  if (ratio === null) return '-';
  const text = formatDecimal(ratio.times(100), readDecimals(options, 2), false);
  return readFlag(options, 'sign', true) ? `${text}%` : text;
}

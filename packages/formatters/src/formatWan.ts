import { formatDecimal } from './_lib/formatDecimal';
import { readDecimals } from './_lib/options';
import { parseAmount } from './parseAmount';

/**
 * Options of {@link formatWan}.
 *
 * @example formatWan(0.123456, { decimals: 0 }) // '1,235'
 */
export interface FormatWanOptions {
  /**
   * Decimal places, 0–60, rounded half up.
   *
   * @default 2
   */
  decimals?: number;
}

/**
 * A value counted in 万 (ten thousands), as registers give registered capital, written out
 * in full: multiplied by 10 000 exactly, thousands separators, 2 decimals. Reads what
 * {@link parseAmount} reads (a unit word in the text multiplies too); no number gives `'-'`.
 *
 * @param value - A value counted in 万 (ten thousands).
 * @param options - `decimals`.
 * @returns The value × 10 000 for display, or `'-'`.
 * @example formatWan(1.5) // '15,000.00'
 */
export function formatWan(value: unknown, options?: FormatWanOptions): string {
  const wan = parseAmount(value);
  return wan === null ? '-' : formatDecimal(wan.times(10000), readDecimals(options, 2), false);
}

import { formatDecimal } from './_lib/formatDecimal';
import { readDecimals } from './_lib/options';
import { parseAmount } from './parseAmount';

/**
 * Options of {@link formatAmount}.
 *
 * @example formatAmount(1234.5, { currency: 'CNY', decimals: 0 }) // 'CNY 1,235'
 */
export interface FormatAmountOptions {
  /**
   * Currency name shown before the amount, exactly as given ('人民币', 'CNY'). To show a
   * Chinese name as its ISO code, pass `currencyCode(name)`, or use {@link formatUnitMoney},
   * which translates names and codes by locale.
   */
  currency?: string;
  /** Decimal places, 0–60, rounded half up; default 2. */
  decimals?: number;
}

/**
 * An amount for display: thousands separators, 2 decimals (rounded half up), the currency
 * name prefixed, negatives in parentheses. The value is a number, a decimal string, a Big,
 * or any text {@link parseAmount} reads ('-1,234.5', '500万'); no number in it gives `'-'`.
 *
 * @example formatAmount('-1,234.5', { currency: '人民币' }) // '人民币 (1,234.50)'
 */
export function formatAmount(value: unknown, options?: FormatAmountOptions): string {
  const amount = parseAmount(value);
  if (amount === null) return '-';
  const text = formatDecimal(amount, readDecimals(options, 2), 'parentheses');
  const currency = (options as FormatAmountOptions | null | undefined)?.currency;
  const label = typeof currency === 'string' ? currency.trim() : '';
  return label === '' ? text : `${label} ${text}`;
}

import { type LocaleOptions, readLocale } from './_lib/options';
import { type FormatThousandsOptions, formatThousands } from './formatThousands';

/**
 * Options of {@link formatShares}.
 *
 * @example formatShares(1234.5, { decimals: 0, locale: 'zh-CN' }) // '1,235股'
 */
export interface FormatSharesOptions extends FormatThousandsOptions, LocaleOptions {}

/**
 * A share count: thousands separators and the word 'shares' ('share' for exactly 1), or
 * '股' with `locale: 'zh-CN'`. Digits are kept as given unless `decimals` is set. Reads what
 * {@link parseAmount} reads; no number gives `'-'`.
 *
 * @param value - A share count: a number, bigint, decimal object or text.
 * @param options - `decimals` and `locale`.
 * @returns The count for display with its unit word, or `'-'`.
 * @example formatShares(1000000) // '1,000,000 shares'
 */
export function formatShares(value: unknown, options?: FormatSharesOptions): string {
  const count = formatThousands(value, options);
  if (count === '-') return count;
  if (readLocale(options) === 'zh-CN') return `${count}股`;
  return count === '1' ? '1 share' : `${count} shares`;
}

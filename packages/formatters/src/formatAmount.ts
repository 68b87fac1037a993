import { COMMON_CURRENCIES } from './_lib/commonCurrencies';
import { formatDecimal } from './_lib/formatDecimal';
import { localCurrency } from './_lib/localCurrency';
import { type Locale, type LocaleOptions, readDecimals, readOption } from './_lib/options';
import { parseAmount } from './parseAmount';

/**
 * Options of {@link formatAmount}.
 *
 * @example formatAmount(1234.5, { currency: 'CNY', decimals: 0 }) // 'CNY 1,235'
 */
export interface FormatAmountOptions extends LocaleOptions {
  /** Currency shown before the amount ('人民币', 'CNY'): as given, unless `locale` is set. */
  currency?: string;
  /**
   * Decimal places, 0–60, rounded half up.
   *
   * @default 2
   */
  decimals?: number;
  /**
   * Shows a common currency in the locale's form: 'en' its ISO code, 'zh-CN' its usual
   * Chinese name. Known under any of these names (codes in any case): 人民币 CNY RMB, 美元 USD,
   * 港元 港币 HKD, 欧元 EUR, 日元 JPY, 英镑 GBP. Any other currency is shown as given; so is
   * every currency without a locale (the spec's form). For any name of {@link CURRENCY_CODES},
   * pass `currencyCode(name)` as the currency, or use {@link formatUnitMoney}: both bring the
   * whole table, about 1.3 KB min+gzip that `formatAmount` alone does not carry.
   *
   * @example formatAmount('-1,234.5', { currency: '港币', locale: 'en' }) // 'HKD (1,234.50)'
   */
  locale?: Locale;
}

/**
 * An amount for display: thousands separators, 2 decimals (rounded half up), the currency
 * prefixed, negatives in parentheses. The value is a number, a decimal string, a Big, or any
 * text {@link parseAmount} reads ('-1,234.5', '500万'); no number in it gives `'-'`. The
 * currency is shown as given, or with `locale` in that locale's form (see
 * {@link FormatAmountOptions.locale}).
 *
 * @param value - The amount: a number, bigint, decimal object or text.
 * @param options - Currency, decimals and locale.
 * @returns The amount for display, or `'-'` when there is no amount.
 * @example formatAmount('-1,234.5', { currency: '人民币' }) // '人民币 (1,234.50)'
 * @example formatAmount(5e6, { currency: 'CNY', locale: 'zh-CN' }) // '人民币 5,000,000.00'
 */
export function formatAmount(value: unknown, options?: FormatAmountOptions): string {
  const amount = parseAmount(value);
  if (amount === null) return '-';
  const text = formatDecimal(amount, readDecimals(options, 2), true);
  const currency = readOption(options, 'currency');
  const given = typeof currency === 'string' ? currency.trim() : '';
  if (given === '') return text;
  // localCurrency checks the locale itself: a missing or unknown one shows `given` unchanged
  return `${localCurrency(given, readOption(options, 'locale'), COMMON_CURRENCIES)} ${text}`;
}

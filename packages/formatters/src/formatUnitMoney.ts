import { formatDecimal } from './_lib/formatDecimal';
import { localCurrency } from './_lib/localCurrency';
import { type LocaleOptions, readFlag, readLocale, readOption } from './_lib/options';
import { findCurrencyIn, registerCurrencies, toCurrencyCode } from './_lib/registerCurrencies';
import { parseAmount } from './parseAmount';

/**
 * Options of {@link formatUnitMoney}.
 *
 * @example formatUnitMoney('1.5亿', { code: 'HKD', short: true }) // 'HKD 150,000,000'
 */
export interface FormatUnitMoneyOptions extends LocaleOptions {
  /**
   * ISO 4217 code ('CNY'), or a Chinese name from {@link CURRENCY_CODES}. Without it, the
   * currency named in the text is used ('500万美元' is USD); none found shows no code.
   */
  code?: string;
  /**
   * No decimals (rounded half up) instead of two.
   *
   * @default false
   */
  short?: boolean;
}

/**
 * An amount written with Chinese (or English) unit words, shown in full with its ISO code,
 * thousands separators and two decimals, or none in short mode; negatives in parentheses.
 * `locale: 'zh-CN'` shows the usual Chinese currency name instead of the code, `'en'` the code
 * (RMB shows as CNY with a locale, as it does in {@link formatAmount}). No number gives `'-'`.
 *
 * @param text - An amount with Chinese unit words (500万元人民币) or any value {@link parseAmount}
 *   reads.
 * @param options - `code`, `short` and `locale`.
 * @returns The amount in full with its currency, or `'-'`.
 * @example formatUnitMoney('100万', { code: 'CNY' }) // 'CNY 1,000,000.00'
 * @example formatUnitMoney('100万港币', { locale: 'zh-CN' }) // '港元 1,000,000.00'
 */
export function formatUnitMoney(text: unknown, options?: FormatUnitMoneyOptions): string {
  const amount = parseAmount(text);
  if (amount === null) return '-';
  const formatted = formatDecimal(amount, readFlag(options, 'short', false) ? 0 : 2, true);
  const given = readOption(options, 'code');
  const code =
    typeof given === 'string' && given.trim() !== ''
      ? toCurrencyCode(given.trim())
      : findCurrencyIn(text);
  const locale = readLocale(options);
  const label = locale && code ? localCurrency(code, locale, registerCurrencies()) : code;
  return label === '' ? formatted : `${label} ${formatted}`;
}

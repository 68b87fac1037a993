import { lookupCurrency } from './_lib/lookupCurrency';

/**
 * The ISO 4217 code of a Chinese currency name from {@link CURRENCY_CODES}. White space and
 * joining marks are ignored ('港币、人民币' is the combination 港币人民币). A generic or
 * combined name, an unknown name or a non-string gives `''`.
 *
 * @param chineseName - A currency name as registers write it (人民币, 港币…).
 * @returns The ISO 4217 code, or `''`.
 * @example currencyCode('港币') // 'HKD'
 */
export function currencyCode(chineseName: unknown): string {
  return typeof chineseName === 'string' ? (lookupCurrency(chineseName) ?? '') : '';
}

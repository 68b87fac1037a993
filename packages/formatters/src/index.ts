/**
 * Money (exact decimals with big.js), Chinese unit words, currency codes, percentages, share counts,
 * dates in Asia/Shanghai, names in two languages, HTML escaping and decimal arithmetic. Display
 * functions never throw: bad input gives their documented fallback.
 *
 * @packageDocumentation
 * @module @kyc/formatters
 */
export type { Locale, LocaleOptions } from './_lib/options';
export type { DateReadOptions } from './_lib/shanghaiDateTime';
export { add } from './add';
export { addDaysFromToday } from './addDaysFromToday';
export { addYearsFromToday } from './addYearsFromToday';
export { CURRENCY_CODES } from './CURRENCY_CODES';
export { currencyCode } from './currencyCode';
export { DecimalError, type DecimalErrorCode } from './DecimalError';
export { divide } from './divide';
export { escapeHtml } from './escapeHtml';
export { type FormatAmountOptions, formatAmount } from './formatAmount';
export { type FormatCalendarDateOptions, formatCalendarDate } from './formatCalendarDate';
export { formatCompactTimestamp } from './formatCompactTimestamp';
export { type FormatDateOptions, formatDate } from './formatDate';
export { formatName } from './formatName';
export { type FormatPercentOptions, formatPercent } from './formatPercent';
export { formatPlainDate } from './formatPlainDate';
export { formatRegNo } from './formatRegNo';
export { type FormatSharesOptions, formatShares } from './formatShares';
export { type FormatThousandsOptions, formatThousands } from './formatThousands';
export { type FormatUnitMoneyOptions, formatUnitMoney } from './formatUnitMoney';
export { type FormatWanOptions, formatWan } from './formatWan';
export { multiply } from './multiply';
export { nl2br } from './nl2br';
export { parseAmount } from './parseAmount';
export { subtract } from './subtract';
export { type NameItem, type NameObject, toNameObject } from './toNameObject';

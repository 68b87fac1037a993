import { type LocaleOptions, readFlag, readLocale } from './_lib/options';
import { type DateReadOptions, shanghaiDateTime } from './_lib/shanghaiDateTime';

/**
 * Options of {@link formatDate}.
 *
 * @example formatDate(1700000000, { short: true, locale: 'zh-CN' }) // '2023年11月'
 */
export interface FormatDateOptions extends DateReadOptions, LocaleOptions {
  /** Month and year only: 'MMM YYYY' ('Nov 2023'). */
  short?: boolean;
}

/**
 * A date for display in Asia/Shanghai, whatever the machine's zone: 'DD MMM YYYY'
 * ('15 Nov 2023'), or 'MMM YYYY' with `short`. `locale: 'zh-CN'` gives '2023年11月15日' /
 * '2023年11月'. Numbers are seconds unless `ms` is set; texts may be ISO 8601, SQL, RFC 2822,
 * 'yyyy/M/d' or Chinese ('2023年11月15日'), read as Shanghai time unless they carry an
 * offset; `Date` objects are accepted. `0`, `'0'`, invalid or missing input gives `'-'`.
 *
 * @param value - A timestamp (seconds, or ms with `ms: true`), a date text, a `Date` or a luxon
 *   `DateTime`.
 * @param options - `short`, `ms` and `locale`.
 * @returns The date for display in Shanghai, or `'-'`.
 * @example formatDate(1700000000) // '15 Nov 2023'
 */
export function formatDate(value: unknown, options?: FormatDateOptions): string {
  const date = shanghaiDateTime(value, options);
  if (date === null) return '-';
  const short = readFlag(options, 'short', false);
  if (readLocale(options) === 'zh-CN') {
    return date.toFormat(short ? "yyyy'年'M'月'" : "yyyy'年'M'月'd'日'");
  }
  return date.toFormat(short ? 'LLL yyyy' : 'dd LLL yyyy');
}

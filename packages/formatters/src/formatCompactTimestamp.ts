import { type DateReadOptions, shanghaiDateTime } from './_lib/shanghaiDateTime';

/**
 * A 14-digit timestamp 'yyyyMMddHHmmss' in Asia/Shanghai (for file names and request ids),
 * whatever the machine's zone. Reads what {@link formatDate} reads (numbers are seconds
 * unless `ms` is set); `0`, `'0'`, invalid or missing input gives `'-'`.
 *
 * @param date - A timestamp (seconds, or ms with `ms: true`), a date text, a `Date` or a luxon
 *   `DateTime`.
 * @param options - `ms: true` reads numbers as milliseconds.
 * @returns The 14 digits 'yyyyMMddHHmmss' in Shanghai time, or `'-'`.
 * @example formatCompactTimestamp(new Date('2023-11-14T22:13:20Z')) // '20231115061320'
 */
export function formatCompactTimestamp(date: unknown, options?: DateReadOptions): string {
  return shanghaiDateTime(date, options)?.toFormat('yyyyMMddHHmmss') ?? '-';
}

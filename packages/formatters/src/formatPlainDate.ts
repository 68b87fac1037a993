import { type DateReadOptions, shanghaiDateTime } from './_lib/shanghaiDateTime';

/**
 * The calendar date in Asia/Shanghai as 'yyyy-MM-dd', whatever the machine's zone. Reads
 * what {@link formatDate} reads (numbers are seconds unless `ms` is set); `0`, `'0'`,
 * invalid or missing input gives `'-'`.
 *
 * @param date - A timestamp (seconds, or ms with `ms: true`), a date text, a `Date` or a luxon
 *   `DateTime`.
 * @param options - `ms: true` reads numbers as milliseconds.
 * @returns The Shanghai date as 'yyyy-MM-dd', or `'-'`.
 * @example formatPlainDate(new Date('2023-11-15T16:30:00Z')) // '2023-11-16'
 */
export function formatPlainDate(date: unknown, options?: DateReadOptions): string {
  return shanghaiDateTime(date, options)?.toFormat('yyyy-MM-dd') ?? '-';
}

import { type DateReadOptions, shanghaiDateTime } from './_lib/shanghaiDateTime';

/**
 * A 14-digit timestamp 'yyyyMMddHHmmss' in Asia/Shanghai (for file names and request ids),
 * whatever the machine's zone. Reads what {@link formatDate} reads (numbers are seconds
 * unless `ms` is set); `0`, `'0'`, invalid or missing input gives `'-'`.
 *
 * @example formatCompactTimestamp(new Date('2023-11-14T22:13:20Z')) // '20231115061320'
 */
export function formatCompactTimestamp(date: unknown, options?: DateReadOptions): string {
  return shanghaiDateTime(date, options)?.toFormat('yyyyMMddHHmmss') ?? '-';
}

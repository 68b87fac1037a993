import { endDayNumber, shanghaiDayNumber } from './_lib/dayNumber';
import type { UserInput } from './types';

/**
 * Calendar days from today to the user's `endDate`, both in Asia/Shanghai: 0 on the
 * last day, negative once expired. `endDate` is a `yyyy-MM-dd` string (a time after it is
 * ignored) or a timestamp in seconds. `null` when `endDate` or `now`
 * is missing or invalid.
 *
 * @param user - The stored user (`null` or `undefined` for nobody); fields of the wrong type count
 *   as missing.
 * @param now - The moment to count from (ms since 1970 or a `Date`).
 * @returns Calendar days left (0 on the last day, negative once expired), or `null`.
 * @example daysUntilExpiry({ endDate: '2025-03-31' }, new Date('2025-03-01T12:00:00+08:00')) // 30
 */
export function daysUntilExpiry(user: UserInput, now: number | Date = Date.now()): number | null {
  const days = endDayNumber(user?.endDate) - shanghaiDayNumber(Number(now));
  return Number.isFinite(days) ? days : null;
}

const DAY_MS = 864e5;
const DATE_PREFIX = /^(\d{4})[-/.](0?[1-9]|1[0-2])[-/.](\d\d?)(?!\d)/;

/**
 * Calendar day (days since 1970-01-01) of a moment as seen in Asia/Shanghai, NaN for NaN.
 * China has kept UTC+8 without daylight saving since 1991, so adding 8 hours is exact.
 */
export function shanghaiDayNumber(ms: number): number {
  return Math.floor((ms + 288e5) / DAY_MS);
}

/**
 * Calendar day of an `endDate`: a `yyyy-MM-dd` string (also with `/` or `.`, with or without a
 * time after it) is that Shanghai date; a number is a timestamp in seconds. Anything
 * else, and impossible dates such as 2025-02-30 or 2025-13-01, give NaN.
 */
export function endDayNumber(value: unknown): number {
  const match = typeof value === 'string' && DATE_PREFIX.exec(value);
  if (!match) {
    return typeof value === 'number' ? shanghaiDayNumber(value * 1000) : NaN;
  }
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const ms = Date.UTC(year, month - 1, day);
  // A day past the month's end (30 February) rolls into the next month: refuse it.
  return new Date(ms).getUTCDate() === day ? ms / DAY_MS : NaN;
}

import { plainDateFromToday } from './_lib/plainDateFromToday';

/**
 * The date `days` days from today in Asia/Shanghai (negative for the past), as 'yyyy-MM-dd',
 * whatever the machine's zone. Fractions are cut; a non-number, `NaN`, `Infinity` or a
 * result outside years 1–9999 gives `'-'`.
 *
 * @param days - Whole days to move (negative for the past); fractions are cut.
 * @returns The date as 'yyyy-MM-dd', or `'-'`.
 * @example addDaysFromToday(30) // '2023-12-15' when it is 15 Nov 2023 in Shanghai
 */
export function addDaysFromToday(days: unknown): string {
  return plainDateFromToday(days, 'days');
}

import { plainDateFromToday } from './_lib/plainDateFromToday';

/**
 * The date `years` years from today in Asia/Shanghai (negative for the past), as
 * 'yyyy-MM-dd', whatever the machine's zone; from 29 February it lands on 28 February.
 * Fractions are cut; a non-number, `NaN`, `Infinity` or a result outside years 1–9999
 * gives `'-'`.
 *
 * @param years - Whole years to move (negative for the past); fractions are cut.
 * @returns The date as 'yyyy-MM-dd', or `'-'`.
 * @example addYearsFromToday(1) // '2024-11-15' when it is 15 Nov 2023 in Shanghai
 */
export function addYearsFromToday(years: unknown): string {
  return plainDateFromToday(years, 'years');
}

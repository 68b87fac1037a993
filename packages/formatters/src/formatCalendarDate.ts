import { type LocaleOptions, readFlag, readLocale } from './_lib/options';

/**
 * Options of {@link formatCalendarDate}.
 *
 * @example formatCalendarDate('2014-10-09', { short: true, locale: 'zh-CN' }) // '2014年10月'
 */
export interface FormatCalendarDateOptions extends LocaleOptions {
  /** Month and year only: 'MMM YYYY' ('Oct 2014'). */
  short?: boolean;
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A calendar date — a day with no time and no zone, such as a company's date of incorporation,
 * 'yyyy-MM-dd' as PostgreSQL and ISO 8601 write it — shown exactly as {@link formatDate} shows
 * it: '09 Oct 2014', or '2014年10月9日' with `locale: 'zh-CN'`; 'Oct 2014' / '2014年10月' with
 * `short`. A day needs no time-zone arithmetic, so this function carries no date library (a few
 * hundred bytes instead of luxon's 22 KB) — for browser code that only shows such dates. Any
 * other input, an impossible day ('2023-02-29') or a year outside 1–9999 gives `'-'`.
 *
 * @param value - A calendar date written 'yyyy-MM-dd'.
 * @param options - `short` for month and year only; `locale`.
 * @returns The date for display, or `'-'`.
 * @example formatCalendarDate('2014-10-09') // '09 Oct 2014'
 */
export function formatCalendarDate(value: unknown, options?: FormatCalendarDateOptions): string {
  const match = typeof value === 'string' ? CALENDAR_DATE.exec(value.trim()) : null;
  if (!match) return '-';
  const [, yearText = '', monthText = '', dayText = ''] = match;
  const year = Number(yearText);
  const month = Number(monthText);
  const day = Number(dayText);
  // Date.UTC reads years 0–99 as 1900–1999; setting the full year avoids that.
  const check = new Date(Date.UTC(2000, month - 1, day));
  check.setUTCFullYear(year);
  const real = check.getUTCMonth() === month - 1 && check.getUTCDate() === day;
  if (year < 1 || month < 1 || month > 12 || !real) return '-';
  const short = readFlag(options, 'short', false);
  if (readLocale(options) === 'zh-CN') {
    return short ? `${yearText}年${month}月` : `${yearText}年${month}月${day}日`;
  }
  const monthName = MONTHS[month - 1];
  return short ? `${monthName} ${yearText}` : `${dayText} ${monthName} ${yearText}`;
}

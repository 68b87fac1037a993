import { DateTime } from 'luxon';
import { readOption } from './options';

/** The product's time zone. China has no daylight saving. */
export const SHANGHAI = 'Asia/Shanghai';

/**
 * Fixed formatting locale: month names and digits must not follow the machine's default
 * locale (luxon would otherwise use it).
 */
const OUTPUT_LOCALE = { locale: 'en-US', numberingSystem: 'latn' } as const;
// Written out rather than spread from OUTPUT_LOCALE: a spread is a top-level operation bundlers
// keep, and this module must vanish from bundles that use no date function.
const IN_SHANGHAI = { zone: SHANGHAI, locale: 'en-US', numberingSystem: 'latn' } as const;

/**
 * Options of the functions that read a date.
 *
 * @example formatPlainDate(1700000000000, { ms: true }) // '2023-11-15'
 */
export interface DateReadOptions {
  /**
   * Numbers (and digit-only texts, except 8- and 14-digit compact dates) are milliseconds
   * instead of seconds.
   */
  ms?: boolean;
}

const NUMERIC_TEXT = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)$/;
/** 'yyyyMMdd', or 'yyyyMMddHHmmss' as formatCompactTimestamp writes it. */
const COMPACT_DATE = /^\d{8}(?:\d{6})?$/;
const CHINESE_DATE_CHARACTER = /[年月日]/g;
const DASHES_BEFORE_SPACE_OR_END = /-+(?=\s|$)/g;
const LONGEST_DATE_TEXT = 100;
const TEXT_FORMATS = [
  'yyyy-M-d',
  'yyyy-M',
  'yyyy/M/d',
  'yyyy.M.d',
  'yyyy-M-d H:m',
  'yyyy-M-d H:m:s',
  'yyyy/M/d H:m',
  'yyyy/M/d H:m:s',
  'd LLL yyyy',
  'LLL yyyy',
];

/**
 * A date read as the product reads it, in Asia/Shanghai whatever the machine's zone:
 * numbers are seconds since 1970 (milliseconds with `ms`); texts are ISO 8601, SQL,
 * RFC 2822, HTTP, 'yyyy/M/d', '2023年11月15日' (年 月 日 become dashes), '15 Nov 2023',
 * or compact 'yyyyMMdd' / 'yyyyMMddHHmmss' ('20231115', '20231115061320'), read in
 * Shanghai time unless they carry an offset; other digit-only texts are timestamps like
 * numbers; `Date` objects and luxon `DateTime`s are taken as the instant they are.
 * `0`, `'0'`, blank, unreadable, out of years 1–9999, or any other input gives `null`.
 */
export function shanghaiDateTime(value: unknown, options?: DateReadOptions): DateTime | null {
  const ms = readOption(options, 'ms') === true;
  let date: DateTime | null = null;
  // Date functions display, and display never throws: a revoked Proxy, a throwing getter or
  // an object posing as a Date (luxon rejects it) is simply not a date.
  try {
    if (typeof value === 'number') date = fromTimestamp(value, ms);
    else if (typeof value === 'string') date = fromText(value, ms);
    else if (value instanceof Date) date = DateTime.fromJSDate(value, IN_SHANGHAI);
    else if (DateTime.isDateTime(value)) date = value.setZone(SHANGHAI).reconfigure(OUTPUT_LOCALE);
  } catch {
    return null;
  }
  return date?.isValid && date.year >= 1 && date.year <= 9999 ? date : null;
}

/** Now, in Shanghai. */
export function shanghaiNow(): DateTime {
  return DateTime.now().setZone(SHANGHAI).reconfigure(OUTPUT_LOCALE);
}

function fromTimestamp(value: number, ms: boolean): DateTime | null {
  if (!Number.isFinite(value) || value === 0) return null;
  return DateTime.fromMillis(ms ? value : value * 1000, IN_SHANGHAI);
}

function fromText(raw: string, ms: boolean): DateTime | null {
  const text = raw.trim();
  if (text === '' || text.length > LONGEST_DATE_TEXT) return null;
  // Before timestamps: read as one, 8 digits fall in 1970–1973 and 14 digits after 2286 (as
  // milliseconds; beyond 9999 as seconds), never a date a register shows. So such a text is a
  // compact date, and an impossible one ('20231345') is no date rather than a timestamp.
  if (COMPACT_DATE.test(text)) {
    return DateTime.fromFormat(
      text,
      text.length === 8 ? 'yyyyMMdd' : 'yyyyMMddHHmmss',
      IN_SHANGHAI,
    );
  }
  if (NUMERIC_TEXT.test(text)) return fromTimestamp(Number(text), ms);
  const dashed = text
    .replace(CHINESE_DATE_CHARACTER, '-')
    .replace(DASHES_BEFORE_SPACE_OR_END, '')
    .replace(/\s+/g, ' ');
  for (const read of READERS) {
    const date = read(dashed);
    if (date.isValid) return date;
  }
  for (const format of TEXT_FORMATS) {
    const date = DateTime.fromFormat(dashed, format, IN_SHANGHAI);
    if (date.isValid) return date;
  }
  return null;
}

const READERS: ReadonlyArray<(text: string) => DateTime> = [
  (text) => DateTime.fromISO(text, IN_SHANGHAI),
  (text) => DateTime.fromSQL(text, IN_SHANGHAI),
  (text) => DateTime.fromRFC2822(text, IN_SHANGHAI),
  (text) => DateTime.fromHTTP(text, IN_SHANGHAI),
];

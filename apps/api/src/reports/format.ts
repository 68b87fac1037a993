import type { ReportLocale } from './words';

/** Reports show every time as the product's users read it: in China Standard Time. */
export const REPORT_TIME_ZONE = 'Asia/Shanghai';

const dateTimeFormats = {
  'zh-CN': new Intl.DateTimeFormat('zh-CN', {
    timeZone: REPORT_TIME_ZONE,
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }),
  en: new Intl.DateTimeFormat('en-GB', {
    timeZone: REPORT_TIME_ZONE,
    year: 'numeric',
    month: 'short',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }),
} as const;

/**
 * A moment as a date and time in Asia/Shanghai, in the report's language.
 *
 * @example reportDateTime(new Date('2026-11-25T09:40:00Z'), 'en') // '25 Nov 2026, 17:40'
 */
export function reportDateTime(value: Date | string | null | undefined, locale: ReportLocale) {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormats[locale].format(date);
}

/**
 * A register's calendar date ('2015-03-02') in the report's language, as the site writes it:
 * '2015年3月2日' or '02 Mar 2015'. It is a day, not a moment, so no time zone moves it.
 *
 * @example calendarDate('2015-03-02', 'en') // '02 Mar 2015'
 */
export function calendarDate(value: string | null | undefined, locale: ReportLocale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  if (!match) return '';
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  if (locale === 'zh-CN') return `${year}年${month}月${day}日`;
  const name = new Intl.DateTimeFormat('en-GB', { month: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
  return `${String(day).padStart(2, '0')} ${name} ${year}`;
}

/**
 * A percentage (0–100) as short as it reads: '45%', '9.69%', '27.5%'; a share too small for two
 * decimals is '<0.01%'. The same rule as the site's company page.
 *
 * @example percent(27.5, 'en') // '27.5%'
 */
export function percent(value: number | null | undefined, locale: ReportLocale): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  if (value > 0 && value < 0.005) return '<0.01%';
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  return `${number.format(Math.round(value * 100) / 100)}%`;
}

/**
 * An amount of money with its currency code, in whole units: 'CNY 5,000,000'.
 *
 * @example money(5_000_000, 'CNY', 'en') // 'CNY 5,000,000'
 */
export function money(amount: number, currency: string | null | undefined, locale: ReportLocale) {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(amount);
  return currency ? `${currency} ${number}` : number;
}

const HAN = /[\u3400-\u9fff]/;

/** True when the text holds Chinese characters. */
export function hasHan(value: string | null | undefined): boolean {
  return HAN.test(value ?? '');
}

/**
 * A name in both languages, the report's language first: '高磊 (Gao Lei)' in a Chinese
 * report, 'Gao Lei (高磊)' in an English one; one name when both are the same or one is missing.
 *
 * @example displayName('高磊', 'Gao Lei', 'en') // 'Gao Lei (高磊)'
 */
export function displayName(
  localName: string | null | undefined,
  englishName: string | null | undefined,
  locale: ReportLocale,
): string {
  const local = localName?.trim() ?? '';
  const english = englishName?.trim() ?? '';
  const [first, second] = locale === 'en' ? [english, local] : [local, english];
  if (!first) return second;
  if (!second || second === first) return first;
  return `${first} (${second})`;
}

/**
 * A name in the report's language only (else the other one): for maps and chains, where
 * both would be long.
 *
 * @example shortName('高磊', 'Gao Lei', 'zh-CN') // '高磊'
 */
export function shortName(
  localName: string | null | undefined,
  englishName: string | null | undefined,
  locale: ReportLocale,
): string {
  const local = localName?.trim() ?? '';
  const english = englishName?.trim() ?? '';
  return (locale === 'en' ? english || local : local || english) || '';
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCalendarDate } from './formatCalendarDate';
import { formatDate } from './formatDate';

describe('formatCalendarDate', () => {
  it.each([
    ['2014-10-09', undefined, '09 Oct 2014'],
    ['2014-10-09', { locale: 'en' as const }, '09 Oct 2014'],
    ['2014-10-09', { locale: 'zh-CN' as const }, '2014年10月9日'],
    ['2014-10-09', { short: true }, 'Oct 2014'],
    ['2014-10-09', { short: true, locale: 'zh-CN' as const }, '2014年10月'],
    ['2024-02-29', undefined, '29 Feb 2024'],
    ['0999-01-05', { locale: 'zh-CN' as const }, '0999年1月5日'],
    ['0001-01-01', undefined, '01 Jan 0001'],
    ['9999-12-31', undefined, '31 Dec 9999'],
    [' 2014-10-09 ', undefined, '09 Oct 2014'],
  ])('%j %j → %s', (value, options, expected) => {
    expect(formatCalendarDate(value, options)).toBe(expected);
  });

  it.each([
    ['an impossible day', '2023-02-29'],
    ['day 31 of a 30-day month', '2023-04-31'],
    ['month 13', '2023-13-01'],
    ['month 0', '2023-00-10'],
    ['day 0', '2023-01-00'],
    ['year 0', '0000-06-01'],
    ['a time of day', '2023-11-15T10:00:00'],
    ['no padding', '2023-1-5'],
    ['slashes', '2023/01/05'],
    ['empty', ''],
    ['a number', 1700000000],
    ['null', null],
    ['undefined', undefined],
    ['a Date', new Date(0)],
  ])('shows a dash for %s', (_case, value) => {
    expect(formatCalendarDate(value)).toBe('-');
  });

  it('shows every day of years 1–9999 exactly as formatDate does, in both languages and forms', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('0001-01-01T00:00:00Z'),
          max: new Date('9999-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom(undefined, 'en' as const, 'zh-CN' as const),
        fc.boolean(),
        (date, locale, short) => {
          const day = date.toISOString().slice(0, 10);
          const options = { locale, short };
          expect(formatCalendarDate(day, options)).toBe(formatDate(day, options));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('never throws, and whatever it shows formatDate shows too', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^\d{4}-\d{2}-\d{2}$/)), (text) => {
        const shown = formatCalendarDate(text);
        if (shown !== '-') expect(shown).toBe(formatDate(text));
      }),
      { numRuns: 2000 },
    );
  });
});

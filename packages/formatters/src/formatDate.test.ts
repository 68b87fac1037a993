import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { THROWING_VALUES } from '../test/hostileValues';
import { formatDate } from './formatDate';

/** Seconds since 1970 of a UTC wall-clock time, so each row says which instant it probes. */
const utcSeconds = (...parts: [number, number, number, number?, number?, number?]) =>
  Date.UTC(...parts) / 1000;

describe('formatDate', () => {
  it.each([
    ['a plain instant', utcSeconds(2023, 10, 14, 22, 13, 20), '15 Nov 2023', 'Nov 2023'],
    [
      'Shanghai midnight (16:00 UTC the day before)',
      utcSeconds(2023, 10, 14, 16),
      '15 Nov 2023',
      'Nov 2023',
    ],
    [
      'one second before Shanghai midnight',
      utcSeconds(2023, 10, 14, 15, 59, 59),
      '14 Nov 2023',
      'Nov 2023',
    ],
    [
      'one second before midnight UTC',
      utcSeconds(2023, 10, 14, 23, 59, 59),
      '15 Nov 2023',
      'Nov 2023',
    ],
    ['midnight UTC', utcSeconds(2023, 10, 15), '15 Nov 2023', 'Nov 2023'],
    [
      'New Year in Shanghai, still 2023 in UTC and New York',
      utcSeconds(2023, 11, 31, 16),
      '01 Jan 2024',
      'Jan 2024',
    ],
    ['a leap day', utcSeconds(2024, 1, 28, 20), '29 Feb 2024', 'Feb 2024'],
    ['a negative timestamp', -1, '01 Jan 1970', 'Jan 1970'],
    ['a fractional timestamp', utcSeconds(2023, 10, 14, 16) + 0.5, '15 Nov 2023', 'Nov 2023'],
  ])('shows %s in Shanghai', (_, seconds, long, short) => {
    expect(formatDate(seconds)).toBe(long);
    expect(formatDate(seconds, { short: true })).toBe(short);
    expect(formatDate(seconds * 1000, { ms: true })).toBe(long);
    expect(formatDate(String(seconds))).toBe(long);
  });

  it.each([
    ['2023-11-15', '15 Nov 2023'],
    ['2023-11-15T00:30:00', '15 Nov 2023'],
    ['2023-11-14T16:30:00Z', '15 Nov 2023'],
    ['2023-11-14T16:30:00.000+00:00', '15 Nov 2023'],
    ['2023-11-15T10:00:00-05:00', '15 Nov 2023'],
    ['2023-11-15T23:30:00+08:00', '15 Nov 2023'],
    ['2023-11-15 23:30:00', '15 Nov 2023'],
    ['2023-11-15 23:30', '15 Nov 2023'],
    ['2023-11', '01 Nov 2023'],
    ['2023年11月15日', '15 Nov 2023'],
    ['2023年1月5日', '05 Jan 2023'],
    ['2023年11月', '01 Nov 2023'],
    ['2023年11月15日 23:30', '15 Nov 2023'],
    [' 2023年11月15日 ', '15 Nov 2023'],
    ['2023/11/15', '15 Nov 2023'],
    ['2023/1/5 8:05', '05 Jan 2023'],
    ['2023.11.15', '15 Nov 2023'],
    ['Tue, 14 Nov 2023 16:30:00 GMT', '15 Nov 2023'],
    ['Tue, 14 Nov 2023 16:30:00 +0000', '15 Nov 2023'],
    ['15 Nov 2023', '15 Nov 2023'],
    ['Nov 2023', '01 Nov 2023'],
    ['0001-01-01', '01 Jan 0001'],
    ['9999-12-31', '31 Dec 9999'],
  ])('reads the text %j as %s', (text, expected) => {
    expect(formatDate(text)).toBe(expected);
  });

  it.each([
    ['20231115', '15 Nov 2023'],
    [' 20231115 ', '15 Nov 2023'],
    ['20240229', '29 Feb 2024'],
    ['00010101', '01 Jan 0001'],
    ['20231115061320', '15 Nov 2023'],
    ['20231231235959', '31 Dec 2023'],
    ['20240101000000', '01 Jan 2024'],
  ])('reads the compact Shanghai date %j as %s, not as a timestamp', (text, expected) => {
    expect(formatDate(text)).toBe(expected);
    expect(formatDate(text, { ms: true })).toBe(expected);
  });

  it.each([
    ['a Date', new Date(Date.UTC(2023, 10, 14, 16, 30))],
    ['a luxon DateTime in UTC', DateTime.fromISO('2023-11-14T16:30:00Z', { zone: 'utc' })],
    [
      'a luxon DateTime in New York',
      DateTime.fromISO('2023-11-14T11:30:00', { zone: 'America/New_York' }),
    ],
  ])('reads %s as the instant it is', (_, value) => {
    expect(formatDate(value)).toBe('15 Nov 2023');
  });

  it.each([
    [{ locale: 'zh-CN' }, '2023年11月15日'],
    [{ locale: 'zh-CN', short: true }, '2023年11月'],
    [{ locale: 'en' }, '15 Nov 2023'],
    [{ locale: 'en', short: true }, 'Nov 2023'],
    [{ locale: 'ja' }, '15 Nov 2023'],
    [{ short: 'yes' }, '15 Nov 2023'],
    [{ ms: 1 }, '15 Nov 2023'],
  ])('formats with %j as %s', (options, expected) => {
    expect(formatDate('2023-11-15', options as never)).toBe(expected);
  });

  it.each([
    ['0', 0],
    ["'0'", '0'],
    ['-0', -0],
    ['an empty text', ''],
    ['blanks', '   '],
    ['no date', 'abc'],
    ['month 13', '2023-13-01'],
    ['day 45', '2023年11月45日'],
    ['year 10000', '10000-01-01'],
    ['a timestamp past year 9999', utcSeconds(10000, 0, 1)],
    ['milliseconds read as seconds', 1_700_000_000_000],
    ['NaN', NaN],
    ['Infinity', Infinity],
    ['null', null],
    ['undefined', undefined],
    ['an object', {}],
    ['an array', [2023, 11, 15]],
    ['an invalid Date', new Date('nope')],
    ['an invalid DateTime', DateTime.invalid('test')],
    ['an impossible compact date (month 13)', '20231345'],
    ['an impossible compact date (29 Feb 2023)', '20230229'],
    ['an impossible compact date (year 0)', '00000101'],
    ['an impossible compact timestamp (hour 25)', '20231115250000'],
    ['an impossible compact timestamp (second 60)', '20231115235960'],
    ['a 100 000-character text', '2'.repeat(100_000)],
    ['100 000 date characters', '年'.repeat(100_000)],
  ])('gives a dash for %s', (_, value) => {
    expect(formatDate(value)).toBe('-');
    expect(formatDate(value, { short: true, locale: 'zh-CN' })).toBe('-');
  });

  it('gives a dash when called with nothing', () => {
    expect((formatDate as (value?: unknown) => string)()).toBe('-');
  });

  it.each(THROWING_VALUES)(
    'gives a dash, not an error, for %s as value or options',
    (_, hostile) => {
      expect(formatDate(hostile)).toBe('-');
      expect(formatDate(hostile, hostile as never)).toBe('-');
      expect(formatDate('2023-11-15', hostile as never)).not.toBe('-');
    },
  );
});

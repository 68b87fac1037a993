import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
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
    ['a 100 000-character text', '2'.repeat(100_000)],
    ['100 000 date characters', '年'.repeat(100_000)],
  ])('gives a dash for %s', (_, value) => {
    expect(formatDate(value)).toBe('-');
    expect(formatDate(value, { short: true, locale: 'zh-CN' })).toBe('-');
  });

  it('gives a dash when called with nothing', () => {
    expect((formatDate as (value?: unknown) => string)()).toBe('-');
  });
});

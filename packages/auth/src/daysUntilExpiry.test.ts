import { afterEach, describe, expect, it, vi } from 'vitest';
import { daysUntilExpiry } from './daysUntilExpiry';

/** A moment given as Shanghai wall-clock time. */
const shanghai = (date: string, time = '12:00') => Date.parse(`${date}T${time}:00+08:00`);

describe('daysUntilExpiry', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
  });

  it.each([
    ['2025-03-01', 0, 'the day of expiry'],
    ['2025-03-02', 1, 'tomorrow'],
    ['2025-02-28', -1, 'expired yesterday'],
    ['2025-03-31', 30, 'thirty days'],
    ['2025-05-30', 90, 'ninety days'],
    ['2025-05-31', 91, 'ninety-one days'],
    ['2026-03-01', 365, 'a year'],
    ['2024-02-29', -366, 'a leap day, long past'],
  ])('endDate %s from 2025-03-01 → %i (%s)', (endDate, expected) => {
    expect(daysUntilExpiry({ endDate }, shanghai('2025-03-01'))).toBe(expected);
  });

  it.each([
    ['00:00', 0],
    ['00:30', 0],
    ['07:59', 0],
    ['08:00', 0],
    ['23:59', 0],
  ])('counts Shanghai calendar days: at %s on the last day it is still %i', (time, expected) => {
    expect(daysUntilExpiry({ endDate: '2025-03-01' }, shanghai('2025-03-01', time))).toBe(expected);
  });

  it('turns the day at Shanghai midnight, not UTC midnight', () => {
    const justBefore = shanghai('2025-02-28', '23:59');
    const justAfter = shanghai('2025-03-01', '00:00');
    expect(daysUntilExpiry({ endDate: '2025-03-01' }, justBefore)).toBe(1);
    expect(daysUntilExpiry({ endDate: '2025-03-01' }, justAfter)).toBe(0);
  });

  it.each(['UTC', 'America/Los_Angeles', 'Asia/Tokyo', 'Pacific/Kiritimati'])(
    'gives the same answer when the machine runs in %s',
    (zone) => {
      vi.stubEnv('TZ', zone);
      expect(daysUntilExpiry({ endDate: '2025-03-02' }, shanghai('2025-03-01', '00:30'))).toBe(1);
      expect(daysUntilExpiry({ endDate: '2025-03-02' }, shanghai('2025-03-01', '23:30'))).toBe(1);
    },
  );

  it.each([
    ['2025-03-31 23:59:59', 30, 'a time after the date'],
    ['2025-03-31T00:00:00', 30, 'ISO with T'],
    ['2025/03/31', 30, 'slashes'],
    ['2025.3.31', 30, 'dots, one-digit month'],
    ['2025-3-1', 0, 'one-digit month and day'],
  ])('reads %j → %i (%s)', (endDate, expected) => {
    expect(daysUntilExpiry({ endDate }, shanghai('2025-03-01'))).toBe(expected);
  });

  it('reads a numeric endDate as a timestamp in seconds (SPEC §9)', () => {
    const endOfMarch = shanghai('2025-03-31', '10:00') / 1000;
    expect(daysUntilExpiry({ endDate: endOfMarch }, shanghai('2025-03-01'))).toBe(30);
  });

  it('accepts now as a Date', () => {
    expect(daysUntilExpiry({ endDate: '2025-03-11' }, new Date(shanghai('2025-03-01')))).toBe(10);
  });

  it('defaults now to the clock', () => {
    vi.useFakeTimers({ now: shanghai('2025-03-01', '09:00') });
    expect(daysUntilExpiry({ endDate: '2025-03-04' })).toBe(3);
  });

  it.each([
    [undefined, 'missing'],
    [null, 'null'],
    ['', 'empty'],
    ['soon', 'words'],
    ['2025-02-30', 'no such day'],
    ['2025-02-29', 'not a leap year'],
    ['2025-13-01', 'month 13'],
    ['2025-00-10', 'month 0'],
    ['2025-01-00', 'day 0'],
    ['0000-00-00', 'the zero date'],
    ['31/03/2025', 'day first'],
    ['20250331', 'no separators'],
    ['2025-03-311', 'a three-digit day'],
    [Number.NaN, 'NaN'],
    [Number.POSITIVE_INFINITY, 'infinity'],
    [{}, 'an object'],
    [['2025-03-31'], 'an array'],
    [true, 'a boolean'],
  ])('gives null for endDate %j (%s)', (endDate, _why) => {
    expect(daysUntilExpiry({ endDate } as never, shanghai('2025-03-01'))).toBeNull();
  });

  it.each([Number.NaN, new Date('nope')])('gives null for an invalid now (%j)', (now) => {
    expect(daysUntilExpiry({ endDate: '2025-03-31' }, now)).toBeNull();
  });

  it.each([null, undefined])('gives null without a user (%j)', (user) => {
    expect(daysUntilExpiry(user, shanghai('2025-03-01'))).toBeNull();
  });
});

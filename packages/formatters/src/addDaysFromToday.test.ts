import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDaysFromToday } from './addDaysFromToday';

describe('addDaysFromToday', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 00:30 on 15 Nov in Shanghai, while it is still 14 Nov in UTC and in New York
    vi.setSystemTime(new Date(Date.UTC(2023, 10, 14, 16, 30)));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    [0, '2023-11-15'],
    [1, '2023-11-16'],
    [30, '2023-12-15'],
    [46, '2023-12-31'],
    [47, '2024-01-01'],
    [-15, '2023-10-31'],
    [-365, '2022-11-15'],
    [1.9, '2023-11-16'],
    [-0.5, '2023-11-15'],
    [-0, '2023-11-15'],
  ])('adds %d days to today in Shanghai', (days, expected) => {
    expect(addDaysFromToday(days)).toBe(expected);
  });

  it('crosses the end of February in a leap year', () => {
    vi.setSystemTime(new Date(Date.UTC(2024, 1, 27, 16, 30)));
    expect([addDaysFromToday(0), addDaysFromToday(1)]).toEqual(['2024-02-28', '2024-02-29']);
    expect(addDaysFromToday(2)).toBe('2024-03-01');
  });

  it.each([NaN, Infinity, -Infinity, '5', null, undefined, {}, 1e9, -1e9])(
    'gives a dash for %j',
    (days) => {
      expect(addDaysFromToday(days)).toBe('-');
    },
  );
});

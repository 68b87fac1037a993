import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addYearsFromToday } from './addYearsFromToday';

describe('addYearsFromToday', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 00:30 on 29 Feb 2024 in Shanghai, still 28 Feb in UTC and in New York
    vi.setSystemTime(new Date(Date.UTC(2024, 1, 28, 16, 30)));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    [0, '2024-02-29'],
    [1, '2025-02-28'],
    [4, '2028-02-29'],
    [-1, '2023-02-28'],
    [10, '2034-02-28'],
    [1.7, '2025-02-28'],
    [7975, '9999-02-28'],
  ])('adds %d years to today in Shanghai', (years, expected) => {
    expect(addYearsFromToday(years)).toBe(expected);
  });

  it.each([NaN, Infinity, '1', null, undefined, [], 7976, -2024, 1e12])(
    'gives a dash for %j',
    (years) => {
      expect(addYearsFromToday(years)).toBe('-');
    },
  );
});

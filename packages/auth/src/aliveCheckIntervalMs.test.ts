import { describe, expect, it } from 'vitest';
import { aliveCheckIntervalMs } from './aliveCheckIntervalMs';

describe('aliveCheckIntervalMs', () => {
  it.each([
    [30, 30_000],
    [600, 600_000],
    [1.5, 1_500],
    ['45', 45_000],
    [2_000_000, 2_000_000_000],
  ])('refreshIntervalSec %j → %i ms', (refreshIntervalSec, expected) => {
    expect(aliveCheckIntervalMs({ refreshIntervalSec })).toBe(expected);
  });
  it.each([
    [undefined, 'missing'],
    [0, 'zero'],
    [-5, 'negative'],
    ['', 'empty string'],
    ['  ', 'blank string'],
    ['ten', 'not a number'],
    [Number.NaN, 'NaN'],
    [Number.POSITIVE_INFINITY, 'infinite'],
    [2_000_001, 'longer than timers allow'],
    [true, 'a boolean'],
    [[30], 'an array'],
  ])('falls back to 600 s for %j (%s)', (refreshIntervalSec, _why) => {
    expect(aliveCheckIntervalMs({ refreshIntervalSec } as never)).toBe(600_000);
  });
  it('falls back to 600 s without a user', () => {
    expect(aliveCheckIntervalMs(null)).toBe(600_000);
  });
});

import { describe, expect, it } from 'vitest';
import { screenClass } from './screenClass';

describe('screenClass', () => {
  it.each([
    [1920, 'wide'],
    [1450, 'wide'],
    [1449, 'mini'],
    [1367, 'mini'],
    [1366, '1366'],
    [375, '1366'],
    [Number.NaN, 'wide'],
    [Number.POSITIVE_INFINITY, 'wide'],
  ])('%s px is %s', (width, expected) => {
    expect(screenClass(width)).toBe(expected);
  });
});

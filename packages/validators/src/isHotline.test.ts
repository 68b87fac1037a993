import { describe, expect, it } from 'vitest';
import { isHotline } from './isHotline';

describe('isHotline', () => {
  it.each(['400-810-8888', '4008108888', '800 820 8820', '8008208820'])('accepts %s', (value) => {
    expect(isHotline(value)).toBe(true);
  });
  it.each([
    ['400-810 8888', 'mixed separators'],
    ['500-810-8888', 'not 400 or 800'],
    ['400-810-888', 'too short'],
    ['400-8108-8888', 'too long'],
    ['', 'empty'],
  ])('rejects %j (%s)', (value) => {
    expect(isHotline(value)).toBe(false);
  });
  it.each([4008108888, null])('rejects non-string %j', (value) => {
    expect(isHotline(value)).toBe(false);
  });
});

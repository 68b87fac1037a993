import { describe, expect, it } from 'vitest';
import { isUsername } from './isUsername';

describe('isUsername', () => {
  it.each(['a', 'li_wei', 'li.wei@acme', 'User_01', 'x'.repeat(50)])('accepts %j', (value) => {
    expect(isUsername(value)).toBe(true);
  });
  it.each([
    ['x'.repeat(51), '51 characters'],
    ['li wei', 'space'],
    ['li-wei', 'hyphen'],
    ['李伟', 'Chinese'],
    ['ｌｉ', 'full-width'],
    ['', 'empty'],
  ])('rejects %j (%s)', (value) => {
    expect(isUsername(value)).toBe(false);
  });
  it.each([12345, null, {}])('rejects non-string %j', (value) => {
    expect(isUsername(value)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { isPassword } from './isPassword';

describe('isPassword', () => {
  it.each(['abc123', 'A1b2c3d4', '1a1a1a', 'pass word 1', '密码abc123'])('accepts %j', (value) => {
    expect(isPassword(value)).toBe(true);
  });
  it.each([
    ['abc12', '5 characters'],
    ['abcdef', 'no digit'],
    ['123456', 'no letter'],
    ['密码密码密码1', 'no Latin letter'],
    ['ａｂｃ１２３', 'full-width'],
    ['', 'empty'],
  ])('rejects %j (%s)', (value) => {
    expect(isPassword(value)).toBe(false);
  });
  it('draws the line between 5 and 6 characters', () => {
    expect(isPassword('a1b2c')).toBe(false);
    expect(isPassword('a1b2c3')).toBe(true);
  });
  it.each([123456, null, undefined, { length: 8 }])('rejects non-string %j', (value) => {
    expect(isPassword(value)).toBe(false);
  });
});

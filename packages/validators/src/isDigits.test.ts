import { describe, expect, it } from 'vitest';
import { isDigits } from './isDigits';

describe('isDigits', () => {
  it.each(['0', '0123', '9'.repeat(40)])('accepts %j', (value) => {
    expect(isDigits(value)).toBe(true);
  });
  it.each(['', '-1', '1.5', '1e3', ' 1', '１２', 12, null])('rejects %j', (value) => {
    expect(isDigits(value)).toBe(false);
  });
});

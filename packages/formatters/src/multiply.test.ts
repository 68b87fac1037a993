import { describe, expect, it } from 'vitest';
import { DecimalError } from './DecimalError';
import { multiply } from './multiply';

describe('multiply', () => {
  it.each([
    ['1.1', '1.1', '1.21'],
    [0.1, 3, '0.3'],
    ['-2', '3.5', '-7'],
    ['-2', '0', '0'],
    [-0, 5, '0'],
    ['1e-500', '1e-500', `0.${'0'.repeat(999)}1`],
    ['9'.repeat(1000), '9'.repeat(1000), `${'9'.repeat(999)}8${'0'.repeat(999)}1`],
    ['12345678901234567890', '98765432109876543210', '1219326311370217952237463801111263526900'],
  ])('multiplies %s × %s', (a, b, expected) => {
    expect(multiply(a, b)).toBe(expected);
  });

  it.each([
    ['9'.repeat(1001), 2, /more than 1000 significant digits/],
    [2, 'Infinity', /is not a decimal number/],
    [Symbol('x'), 2, /a symbol is not a decimal number/],
  ])('throws a DecimalError for %s × %s', (a, b, message) => {
    expect(() => multiply(a, b)).toThrow(DecimalError);
    expect(() => multiply(a, b)).toThrow(message);
  });
});

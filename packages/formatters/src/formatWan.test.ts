import { describe, expect, it } from 'vitest';
import { formatWan } from './formatWan';

describe('formatWan', () => {
  it.each([
    [1.5, undefined, '15,000.00'],
    [500, undefined, '5,000,000.00'],
    ['1,000', undefined, '10,000,000.00'],
    [-2.5, undefined, '-25,000.00'],
    [0.00001, undefined, '0.10'],
    [0, undefined, '0.00'],
    [-0, undefined, '0.00'],
    [0.123456, { decimals: 0 }, '1,235'],
    [0.12345678, { decimals: 4 }, '1,234.5678'],
    [1e300, undefined, `1${'0'.repeat(304)}`.replace(/\B(?=(\d{3})+$)/g, ',').concat('.00')],
  ])('formats %j with %j as %s', (value, options, expected) => {
    expect(formatWan(value, options)).toBe(expected);
  });

  it.each([[NaN], ['万'], [null], [[]]])('gives a dash for %j', (value) => {
    expect(formatWan(value)).toBe('-');
  });
});

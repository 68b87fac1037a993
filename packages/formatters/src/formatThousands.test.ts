import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { formatThousands } from './formatThousands';

describe('formatThousands', () => {
  it.each([
    [0, '0'],
    [-0, '0'],
    [12, '12'],
    [123, '123'],
    [1234, '1,234'],
    [-1234, '-1,234'],
    [123456, '123,456'],
    [1234567.891, '1,234,567.891'],
    ['-1,234,567.891', '-1,234,567.891'],
    ['500万', '5,000,000'],
    [new Big('1e25'), '10,000,000,000,000,000,000,000,000'],
    [1e-7, '0.0000001'],
    [0.1 + 0.2, '0.30000000000000004'],
  ])('formats %j as %s', (value, expected) => {
    expect(formatThousands(value)).toBe(expected);
  });

  it.each([
    [1234.5678, 2, '1,234.57'],
    [1234.5, 0, '1,235'],
    [-1234.5, 0, '-1,235'],
    [-0.4, 0, '0'],
    [1, 3, '1.000'],
  ])('formats %j with %i decimals as %s', (value, decimals, expected) => {
    expect(formatThousands(value, { decimals })).toBe(expected);
  });

  it.each([[NaN], ['abc'], [null], [{}]])('gives a dash for %j', (value) => {
    expect(formatThousands(value)).toBe('-');
  });
});

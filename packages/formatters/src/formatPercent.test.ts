import { describe, expect, it } from 'vitest';
import { formatPercent } from './formatPercent';

describe('formatPercent', () => {
  it.each([
    [0.12345, undefined, '12.35%'],
    [0.5, undefined, '50.00%'],
    [1, undefined, '100.00%'],
    [0, undefined, '0.00%'],
    [-0, undefined, '0.00%'],
    [-0.5, undefined, '-50.00%'],
    [-0.00001, undefined, '0.00%'],
    ['0.3', undefined, '30.00%'],
    [0.07, undefined, '7.00%'],
    [123.456, undefined, '12,345.60%'],
    [0.12345, { sign: false }, '12.35'],
    [0.12345, { decimals: 0 }, '12%'],
    [0.12345, { decimals: 3, sign: false }, '12.345'],
    [0.12345, { sign: 'no' }, '12.35%'],
    [1e-20, { decimals: 18 }, '0.000000000000000001%'],
  ])('formats %j with %j as %s', (value, options, expected) => {
    expect(formatPercent(value, options as never)).toBe(expected);
  });

  it.each([[NaN], [Infinity], ['%'], [null], [{}]])('gives a dash for %j', (value) => {
    expect(formatPercent(value)).toBe('-');
  });
});

import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { formatAmount } from './formatAmount';

describe('formatAmount', () => {
  it.each([
    [1234.5, '1,234.50'],
    [-1234.5, '(1,234.50)'],
    ['-1,234.5', '(1,234.50)'],
    ['500万', '5,000,000.00'],
    ['注册资本 500万元人民币', '5,000,000.00'],
    ['注册资本 -1.5亿', '(150,000,000.00)'],
    [new Big('1234567.891'), '1,234,567.89'],
    ['1234567.891', '1,234,567.89'],
    [0, '0.00'],
    [-0, '0.00'],
    ['-0', '0.00'],
    [-0.001, '0.00'],
    [-0.005, '(0.01)'],
    [0.005, '0.01'],
    [1.005, '1.01'],
    [2.675, '2.68'],
    [999.995, '1,000.00'],
    [100, '100.00'],
    [1e21, '1,000,000,000,000,000,000,000.00'],
    [Number.MAX_VALUE, `179,769,313,486,231,570${',000'.repeat(97)}.00`],
    [5e-324, '0.00'],
    [12345678901234567890n, '12,345,678,901,234,567,890.00'],
  ])('formats %s as %s', (value, expected) => {
    expect(formatAmount(value)).toBe(expected);
  });

  it.each([
    [1234.5, { currency: '人民币' }, '人民币 1,234.50'],
    [-1234.5, { currency: 'CNY' }, 'CNY (1,234.50)'],
    ['500万', { currency: ' 美元 ' }, '美元 5,000,000.00'],
    [1234.5, { currency: '' }, '1,234.50'],
    [1234.5, { currency: '   ' }, '1,234.50'],
    [1234.5678, { decimals: 0 }, '1,235'],
    [1234.5678, { decimals: 3 }, '1,234.568'],
    [0.1, { decimals: 20 }, '0.10000000000000000000'],
    [1, { decimals: 1000 }, `1.${'0'.repeat(60)}`],
    [1.25, { decimals: -3 }, '1'],
    [1.25, { decimals: 1.9 }, '1.3'],
    [1.25, { decimals: NaN }, '1.25'],
    [1.25, { decimals: '4' }, '1.25'],
    [1.25, { currency: 5 }, '1.25'],
  ])('formats %j with %j as %s', (value, options, expected) => {
    expect(formatAmount(value, options as never)).toBe(expected);
  });

  it.each([['abc'], [''], [NaN], [Infinity], [-Infinity], [null], [undefined], [{}], [[]], [true]])(
    'gives a dash for %j',
    (value) => {
      expect(formatAmount(value)).toBe('-');
    },
  );

  it('formats a 100 000-digit amount without exponent', () => {
    const text = formatAmount('9'.repeat(100_000));
    expect(text).toHaveLength(100_000 + 33_333 + 3);
    expect(text.endsWith('999,999.00')).toBe(true);
  });

  it.each([null, 5, 'options', [], { decimals: {} }])('ignores unusable options %j', (options) => {
    expect(formatAmount(1234.5, options as never)).toBe('1,234.50');
  });
});

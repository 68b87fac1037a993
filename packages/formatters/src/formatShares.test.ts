import { describe, expect, it } from 'vitest';
import { formatShares } from './formatShares';

describe('formatShares', () => {
  it.each([
    [1000000, undefined, '1,000,000 shares'],
    ['1,000,000', undefined, '1,000,000 shares'],
    ['100万', undefined, '1,000,000 shares'],
    [1, undefined, '1 share'],
    [0, undefined, '0 shares'],
    [1.5, undefined, '1.5 shares'],
    [-2000, undefined, '-2,000 shares'],
    [1234.567, { decimals: 0 }, '1,235 shares'],
    [1000000, { locale: 'en' }, '1,000,000 shares'],
    [1000000, { locale: 'zh-CN' }, '1,000,000股'],
    [1, { locale: 'zh-CN' }, '1股'],
    [1000, { locale: 'de' }, '1,000 shares'],
  ])('formats %j with %j as %s', (value, options, expected) => {
    expect(formatShares(value, options as never)).toBe(expected);
  });

  it.each([[NaN], ['shares'], [undefined], [{}]])('gives a dash for %j', (value) => {
    expect(formatShares(value)).toBe('-');
    expect(formatShares(value, { locale: 'zh-CN' })).toBe('-');
  });
});

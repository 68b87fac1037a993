import { describe, expect, it } from 'vitest';
import { formatUnitMoney } from './formatUnitMoney';

describe('formatUnitMoney', () => {
  it.each([
    ['100万', { code: 'CNY' }, 'CNY 1,000,000.00'],
    ['100万', { code: 'CNY', short: true }, 'CNY 1,000,000'],
    ['1.23456万', { code: 'USD', short: true }, 'USD 12,346'],
    ['5千', { code: 'HKD' }, 'HKD 5,000.00'],
    ['5仟', { code: 'HKD' }, 'HKD 5,000.00'],
    ['2百万', { code: 'EUR' }, 'EUR 2,000,000.00'],
    ['3千万', { code: 'JPY' }, 'JPY 30,000,000.00'],
    ['1.5亿', { code: 'GBP' }, 'GBP 150,000,000.00'],
    ['-100万', { code: 'CNY' }, 'CNY (1,000,000.00)'],
    ['1234', { code: 'CNY' }, 'CNY 1,234.00'],
    ['100万', { code: 'cny' }, 'CNY 1,000,000.00'],
    ['100万', { code: '港币' }, 'HKD 1,000,000.00'],
    ['100万', { code: '其他币种' }, '1,000,000.00'],
    ['100万', { code: 'XYZ' }, 'XYZ 1,000,000.00'],
    ['100万', { code: '比特币' }, '比特币 1,000,000.00'],
  ])('formats %j with %j as %s', (text, options, expected) => {
    expect(formatUnitMoney(text, options)).toBe(expected);
  });

  it.each([
    ['注册资本 500万元人民币', 'CNY 5,000,000.00'],
    ['500万美元', 'USD 5,000,000.00'],
    ['1,000万港币', 'HKD 10,000,000.00'],
    ['1.5 million USD', 'USD 1,500,000.00'],
    ['500万港币人民币', '5,000,000.00'],
    ['500万其他币种', '5,000,000.00'],
    ['500万', '5,000,000.00'],
    ['500万 ABC', '5,000,000.00'],
    ['(500万元人民币)', 'CNY (5,000,000.00)'],
    ['人民币 (46.5万元)', 'CNY (465,000.00)'],
    ['(1,234.50 USD)', 'USD (1,234.50)'],
    ['１，２３４万美元', 'USD 12,340,000.00'],
  ])('finds the currency in %j when no code is given', (text, expected) => {
    expect(formatUnitMoney(text)).toBe(expected);
  });

  it.each([
    ['100万', { code: 'CNY', locale: 'zh-CN' }, '人民币 1,000,000.00'],
    ['100万', { code: 'HKD', locale: 'zh-CN' }, '港元 1,000,000.00'],
    ['100万港币', { locale: 'zh-CN' }, '港元 1,000,000.00'],
    ['100万港币', { locale: 'en' }, 'HKD 1,000,000.00'],
    ['100万', { code: 'XYZ', locale: 'zh-CN' }, 'XYZ 1,000,000.00'],
    ['100万', { code: 'CNY', locale: 'fr' }, 'CNY 1,000,000.00'],
    ['100万', { code: 'SGD', locale: 'zh-CN' }, '新加坡元 1,000,000.00'],
    ['100万澳门币', { locale: 'zh-CN' }, '澳门元 1,000,000.00'],
    ['100万', { code: '澳元', locale: 'en' }, 'AUD 1,000,000.00'],
    ['100万', { code: 'RMB', locale: 'zh-CN' }, '人民币 1,000,000.00'],
    ['100万', { code: 'rmb', locale: 'en' }, 'CNY 1,000,000.00'],
    ['100万', { code: 'RMB' }, 'RMB 1,000,000.00'],
    ['-100万', { code: '人民币元', locale: 'zh-CN' }, '人民币 (1,000,000.00)'],
    ['100万', { code: '比特币', locale: 'en' }, '比特币 1,000,000.00'],
  ])('formats %j with %j as %s', (text, options, expected) => {
    expect(formatUnitMoney(text, options as never)).toBe(expected);
  });

  it.each([[''], ['万元'], [NaN], [null], [undefined], [{}]])('gives a dash for %j', (text) => {
    expect(formatUnitMoney(text, { code: 'CNY' })).toBe('-');
  });

  it('reads a 100 000-character text', () => {
    expect(formatUnitMoney(`${'币'.repeat(100_000)}5万美元`)).toBe('USD 50,000.00');
  });
});

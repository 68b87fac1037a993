import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES } from './CURRENCY_CODES';

describe('CURRENCY_CODES', () => {
  it('holds at least 40 names', () => {
    expect(Object.keys(CURRENCY_CODES).length).toBeGreaterThanOrEqual(40);
  });

  it.each([
    ['人民币', 'CNY'],
    ['美元', 'USD'],
    ['港元', 'HKD'],
    ['港币', 'HKD'],
    ['欧元', 'EUR'],
    ['日元', 'JPY'],
    ['英镑', 'GBP'],
    ['新台币', 'TWD'],
    ['澳门元', 'MOP'],
    ['新加坡元', 'SGD'],
    ['澳大利亚元', 'AUD'],
    ['加拿大元', 'CAD'],
    ['瑞士法郎', 'CHF'],
    ['韩元', 'KRW'],
    ['卢布', 'RUB'],
    ['泰铢', 'THB'],
    ['马来西亚林吉特', 'MYR'],
    ['其他币种', ''],
    ['其它币种', ''],
    ['港币人民币', ''],
    ['港元人民币', ''],
  ])('maps %s to %j', (name, code) => {
    expect(CURRENCY_CODES[name]).toBe(code);
  });

  it('maps every name to an ISO 4217 code or to the empty code', () => {
    for (const code of Object.values(CURRENCY_CODES)) expect(code).toMatch(/^(?:[A-Z]{3})?$/);
  });

  it('is frozen', () => {
    expect(Object.isFrozen(CURRENCY_CODES)).toBe(true);
  });
});

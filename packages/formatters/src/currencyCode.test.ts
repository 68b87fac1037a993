import { describe, expect, it } from 'vitest';
import { currencyCode } from './currencyCode';

describe('currencyCode', () => {
  it.each([
    ['人民币', 'CNY'],
    ['港币', 'HKD'],
    ['港元', 'HKD'],
    [' 美元 ', 'USD'],
    ['澳门元', 'MOP'],
    ['德国马克', 'DEM'],
    ['港币、人民币', ''],
    ['港币/人民币', ''],
    ['港元 和 人民币', ''],
    ['其他币种', ''],
    ['其它币种', ''],
    ['比特币', ''],
    ['CNY', ''],
    ['', ''],
    ['constructor', ''],
    ['__proto__', ''],
    ['toString', ''],
  ])('maps %j to %j', (name, code) => {
    expect(currencyCode(name)).toBe(code);
  });

  it.each([null, undefined, 5, NaN, {}, ['人民币'], Symbol('人民币')])(
    'gives "" for %s',
    (value) => {
      expect(currencyCode(value)).toBe('');
    },
  );
});

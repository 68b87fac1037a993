import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMMON_CURRENCIES } from './_lib/commonCurrencies';
import { formatAmount } from './formatAmount';
import { formatUnitMoney } from './formatUnitMoney';

describe('formatAmount', () => {
  it.each([
    [1234.5, '1,234.50'],
    [-1234.5, '(1,234.50)'],
    ['-1,234.5', '(1,234.50)'],
    ['500万', '5,000,000.00'],
    ['注册资本 500万元人民币', '5,000,000.00'],
    ['注册资本 -1.5亿', '(150,000,000.00)'],
    ['(500万元)', '(5,000,000.00)'],
    ['人民币 (46.5万元)', '(465,000.00)'],
    ['(1,234.50 USD)', '(1,234.50)'],
    ['１，２３４．５', '1,234.50'],
    ['1，234.5', '1,234.50'],
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

  describe('with a locale', () => {
    it.each([
      // a Chinese name in
      ['人民币', 'en', 'CNY 1,234.50'],
      ['人民币', 'zh-CN', '人民币 1,234.50'],
      ['美元', 'en', 'USD 1,234.50'],
      ['港币', 'en', 'HKD 1,234.50'],
      ['港币', 'zh-CN', '港元 1,234.50'],
      ['港元', 'en', 'HKD 1,234.50'],
      ['欧元', 'en', 'EUR 1,234.50'],
      ['日元', 'en', 'JPY 1,234.50'],
      ['英镑', 'en', 'GBP 1,234.50'],
      [' 美元 ', 'en', 'USD 1,234.50'],
      // an ISO code in, in any case, and RMB
      ['USD', 'zh-CN', '美元 1,234.50'],
      ['USD', 'en', 'USD 1,234.50'],
      ['hkd', 'zh-CN', '港元 1,234.50'],
      ['eur', 'en', 'EUR 1,234.50'],
      ['JPY', 'zh-CN', '日元 1,234.50'],
      ['GBP', 'zh-CN', '英镑 1,234.50'],
      ['CNY', 'zh-CN', '人民币 1,234.50'],
      ['RMB', 'en', 'CNY 1,234.50'],
      ['rmb', 'zh-CN', '人民币 1,234.50'],
      // not a common currency: shown as given
      ['新加坡元', 'en', '新加坡元 1,234.50'],
      ['SGD', 'zh-CN', 'SGD 1,234.50'],
      ['sgd', 'en', 'sgd 1,234.50'],
      ['比特币', 'en', '比特币 1,234.50'],
      ['其他币种', 'zh-CN', '其他币种 1,234.50'],
      ['港币、人民币', 'en', '港币、人民币 1,234.50'],
      ['US$', 'zh-CN', 'US$ 1,234.50'],
      ['人民币元', 'en', '人民币元 1,234.50'],
    ])('shows the currency %j in %s: %s', (currency, locale, expected) => {
      expect(formatAmount(1234.5, { currency, locale: locale as 'en' })).toBe(expected);
    });

    it.each([
      [-1234.5, { currency: '港币', locale: 'en' }, 'HKD (1,234.50)'],
      [-1234.5, { currency: 'USD', locale: 'zh-CN' }, '美元 (1,234.50)'],
      ['注册资本 -500万元人民币', { currency: '人民币', locale: 'en' }, 'CNY (5,000,000.00)'],
      ['(1,234.5)', { currency: 'cny', locale: 'zh-CN' }, '人民币 (1,234.50)'],
      [-0.001, { currency: 'USD', locale: 'zh-CN' }, '美元 0.00'],
      [1234.5678, { currency: 'JPY', locale: 'zh-CN', decimals: 0 }, '日元 1,235'],
      ['1.5亿', { currency: '英镑', locale: 'en', decimals: 1 }, 'GBP 150,000,000.0'],
    ])('formats %j with %j as %s', (value, options, expected) => {
      expect(formatAmount(value, options as never)).toBe(expected);
    });

    it.each([
      [{ currency: '港币' }, '港币 1,234.50'],
      [{ currency: 'usd' }, 'usd 1,234.50'],
      [{ currency: 'RMB' }, 'RMB 1,234.50'],
      [{ currency: '港币', locale: undefined }, '港币 1,234.50'],
      [{ currency: '港币', locale: 'fr' }, '港币 1,234.50'],
      [{ currency: '港币', locale: 'EN' }, '港币 1,234.50'],
      [{ currency: '港币', locale: 'zh' }, '港币 1,234.50'],
      [{ currency: '港币', locale: '' }, '港币 1,234.50'],
      [{ currency: '港币', locale: null }, '港币 1,234.50'],
      [{ currency: '港币', locale: 0 }, '港币 1,234.50'],
      [{ currency: '港币', locale: ['en'] }, '港币 1,234.50'],
      [{ currency: '港币', locale: { toString: () => 'en' } }, '港币 1,234.50'],
      [{ locale: 'en' }, '1,234.50'],
      [{ currency: '', locale: 'zh-CN' }, '1,234.50'],
      [{ currency: '  ', locale: 'en' }, '1,234.50'],
      [{ currency: 5, locale: 'en' }, '1,234.50'],
      [{ currency: null, locale: 'zh-CN' }, '1,234.50'],
    ])('shows the currency as given without a known locale: %j gives %s', (options, expected) => {
      expect(formatAmount(1234.5, options as never)).toBe(expected);
    });

    it.each([
      ['constructor'],
      ['__proto__'],
      ['toString'],
      ['hasOwnProperty'],
      ['length'],
      ['0'],
      ['NaN'],
      ['人民币'.repeat(33_334)],
      ['x'.repeat(100_000)],
    ])('never throws on the currency name %s, and shows it as given', (currency) => {
      for (const locale of ['en', 'zh-CN'] as const) {
        expect(formatAmount(1, { currency, locale })).toBe(`${currency} 1.00`);
      }
    });

    it.each([[NaN], ['abc'], [null], [{}], [Infinity]])('still gives a dash for %j', (value) => {
      expect(formatAmount(value, { currency: '人民币', locale: 'en' })).toBe('-');
    });

    it.each(
      COMMON_CURRENCIES.flatMap((names) =>
        names.flatMap((name) => [
          [name, 'en'],
          [name, 'zh-CN'],
        ]),
      ),
    )('shows %s in %s as formatUnitMoney does', (name, locale) => {
      const options = { locale: locale as 'en' | 'zh-CN' };
      expect(formatAmount(-1e6, { ...options, currency: name })).toBe(
        formatUnitMoney('-100万', { ...options, code: name }),
      );
    });

    it('changes only the currency, and only for a common currency (property)', () => {
      const commonName = fc.constantFrom(...COMMON_CURRENCIES.flat());
      const currency = fc.oneof(
        fc.string(),
        commonName,
        commonName.map((name) => ` ${name.toLowerCase()} `),
      );
      const amount = fc.oneof(
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.bigInt(),
        fc.stringMatching(/^-?[\d,]{1,15}(\.\d{0,6})?(万|亿)?$/),
      );
      fc.assert(
        fc.property(
          amount,
          currency,
          fc.constantFrom('en', 'zh-CN' as const),
          (x, name, locale) => {
            const shown = formatAmount(x, { currency: name, locale });
            const asGiven = formatAmount(x, { currency: name });
            const names = COMMON_CURRENCIES.find((known) =>
              known.includes(name.trim().toUpperCase()),
            );
            if (formatAmount(x) === '-') {
              expect(shown).toBe('-');
            } else if (names === undefined) {
              expect(shown).toBe(asGiven);
            } else {
              expect(shown).toBe(`${names[locale === 'en' ? 0 : 1]} ${formatAmount(x)}`);
            }
          },
        ),
      );
    });
  });
});

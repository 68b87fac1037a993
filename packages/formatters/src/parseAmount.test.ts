import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatThousands } from './formatThousands';
import { parseAmount } from './parseAmount';

const read = (value: unknown) => parseAmount(value)?.toFixed() ?? null;

describe('parseAmount', () => {
  it.each([
    ['1234.5', '1234.5'],
    ['-1,234.5', '-1234.5'],
    ['1,234,567.891', '1234567.891'],
    ['500万', '5000000'],
    ['注册资本 500万元人民币', '5000000'],
    ['1.5亿元', '150000000'],
    ['3千', '3000'],
    ['3仟元', '3000'],
    ['2百万', '2000000'],
    ['2千万', '20000000'],
    ['1.2万亿', '1200000000000'],
    ['1,000萬', '10000000'],
    ['5億', '500000000'],
    ['500 万', '5000000'],
    ['1.5 million', '1500000'],
    ['2 Billion USD', '2000000000'],
    ['3 thousand', '3000'],
    ['4 thousands', '4000'],
    ['1 trillion', '1000000000000'],
    ['3 thousandfold', '3'],
    ['USD 1,000', '1000'],
    ['-CNY 1,000', '-1000'],
    ['  -12', '-12'],
    ['注册资本 -500万', '-5000000'],
    ['注册资本：-500万', '-5000000'],
    ['- 5', '-5'],
    ['−7', '-7'],
    ['－８', '-8'],
    ['１２３万', '1230000'],
    ['１２．５', '12.5'],
    ['(1,234.50)', '-1234.5'],
    ['人民币 (1,234.50)', '-1234.5'],
    ['（500万）', '-5000000'],
    ['(500万', '5000000'],
    ['(500万元)', '-5000000'],
    ['(46.5万元)', '-465000'],
    ['人民币 (500万元)', '-5000000'],
    ['（500万元人民币）', '-5000000'],
    ['(1,234.50 USD)', '-1234.5'],
    ['(1.5 million US dollars)', '-1500000'],
    ['(500万元', '5000000'],
    ['500万元 (人民币)', '5000000'],
    ['(500万元 和 300万元)', '5000000'],
    ['(500万元(注))', '5000000'],
    ['１，２３４．５', '1234.5'],
    ['1，234.5', '1234.5'],
    ['１，２３４万元', '12340000'],
    ['（１，２３４．５０）', '-1234.5'],
    ['A-1', '1'],
    ['2023-11-15', '2023'],
    ['.5', '0.5'],
    ['5.', '5'],
    ['007', '7'],
    ['1e5', '1'],
    ['12 and 34', '12'],
    ['-0', '0'],
    ['-0.00万', '0'],
    ['0', '0'],
    [`${'9'.repeat(40)}.${'1'.repeat(40)}`, `${'9'.repeat(40)}.${'1'.repeat(40)}`],
    ['0.000000000000000000000001', '0.000000000000000000000001'],
    ['5.万', '50000'],
    ['.5万', '5000'],
    ['0.0001亿', '10000'],
    ['1.23456789万亿', '1234567890000'],
    ['0万', '0'],
  ])('reads %j as %s', (text, expected) => {
    expect(read(text)).toBe(expected);
  });

  it.each([
    [1234.5, '1234.5'],
    [-1234.5, '-1234.5'],
    [0, '0'],
    [-0, '0'],
    [0.1, '0.1'],
    [1e21, '1000000000000000000000'],
    [-1e-7, '-0.0000001'],
    [Number.MAX_SAFE_INTEGER, '9007199254740991'],
    [5e-324, `0.${'0'.repeat(323)}5`],
    [123456789012345678901234567890n, '123456789012345678901234567890'],
    [-5n, '-5'],
    [new Big('-1234.5'), '-1234.5'],
    [new Big('1e30'), '1000000000000000000000000000000'],
    [new Big('-0'), '0'],
    [new (Big())('5e-10'), '0.0000000005'],
    [{ toFixed: () => '42.5' }, '42.5'],
    [
      {
        digits: '7.25',
        toFixed(this: { digits: string }): string {
          return this.digits;
        },
      },
      '7.25',
    ],
  ])('reads the value %s as %s', (value, expected) => {
    expect(read(value)).toBe(expected);
  });

  it('never returns -0', () => {
    for (const value of [-0, '-0', '-0.0', new Big('-0'), '(0)']) {
      expect(parseAmount(value)?.s).toBe(1);
    }
  });

  it('returns a decimal whose division keeps 60 places, without touching the global Big', () => {
    const globalPlaces = Big.DP;
    const third = parseAmount(1)?.div(3).toFixed();
    expect(third).toBe(`0.${'3'.repeat(60)}`);
    expect(Big.DP).toBe(globalPlaces);
  });

  it.each([
    ['no digits', 'abc'],
    ['empty', ''],
    ['only a minus', '-'],
    ['NaN text', 'NaN'],
    ['Infinity text', 'Infinity'],
    ['a point alone', '.'],
    ['unit words only', '万元'],
  ])('gives null for a text with no number (%s)', (_, text) => {
    expect(parseAmount(text)).toBeNull();
  });

  it.each([
    NaN,
    Infinity,
    -Infinity,
    null,
    undefined,
    true,
    {},
    [],
    [5],
    () => 5,
    Symbol('5'),
    new Date(0),
    { toFixed: () => 'NaN' },
    {
      toFixed() {
        throw new Error('hostile');
      },
    },
  ])('gives null for %s', (value) => {
    expect(parseAmount(value)).toBeNull();
  });

  it('gives null for an object whose toFixed getter throws', () => {
    const hostile = {
      get toFixed() {
        throw new Error('hostile');
      },
    };
    expect(parseAmount(hostile)).toBeNull();
  });

  it.each([
    ['digits', '9'.repeat(100_000), '9'.repeat(100_000)],
    ['letters', 'a'.repeat(100_000), null],
    ['minuses', '-'.repeat(100_000), null],
    ['unit words', '万'.repeat(100_000), null],
    ['spaces then a number', `${' '.repeat(100_000)}-1`, '-1'],
    ['parentheses', `${'('.repeat(100_000)}1`, '1'],
    ['commas', `1${','.repeat(100_000)}2`, '12'],
  ])('reads a 100 000-character text of %s', (_, text, expected) => {
    expect(read(text)).toBe(expected);
  });

  it('reads back what formatThousands writes, exactly', () => {
    const decimalText = fc
      .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.stringMatching(/^\d{0,20}$/))
      .map(
        ([negative, whole, fraction]) =>
          `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`,
      );
    fc.assert(
      fc.property(
        fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), decimalText),
        (x) => {
          const parsed = parseAmount(formatThousands(x));
          expect(parsed?.eq(new Big(x)) ?? null).toBe(true);
        },
      ),
    );
  });

  /** A positive amount as registers write it: digits with thousands commas, a unit, a currency. */
  const writtenAmount = fc
    .tuple(
      fc.bigInt({ min: 1n, max: 10n ** 15n }),
      fc.stringMatching(/^\d{0,4}$/),
      fc.constantFrom('', '万', '亿', '千万', ' million', ' thousand'),
      fc.constantFrom('', '元', '万元人民币', ' USD', '美元', ' US dollars', 'CNY'),
    )
    .map(([whole, fraction, unit, currency]) => {
      const grouped = whole.toString().replace(/\B(?=(\d{3})+$)/g, ',');
      return `${grouped}${fraction ? `.${fraction}` : ''}${unit}${currency}`;
    });

  it('reads an amount in parentheses as negative, whatever unit and currency follow it', () => {
    fc.assert(
      fc.property(
        writtenAmount,
        fc.constantFrom(['(', ')'], ['（', '）']),
        (text, [open, close]) => {
          const positive = parseAmount(text);
          expect(positive?.gt(0)).toBe(true);
          expect(read(`${open}${text}${close}`)).toBe(positive?.neg().toFixed());
          expect(read(`人民币 ${open}${text}${close}`)).toBe(positive?.neg().toFixed());
        },
      ),
    );
  });

  it('reads full-width digits, commas, full stops and parentheses as their ASCII forms', () => {
    const toFullWidth = (text: string) =>
      text.replace(/[\d,.()-]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
    fc.assert(
      fc.property(writtenAmount, fc.boolean(), (text, bracketed) => {
        const ascii = bracketed ? `(${text})` : text;
        expect(read(toFullWidth(ascii))).toBe(read(ascii));
      }),
    );
  });
});

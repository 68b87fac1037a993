import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { add } from './add';
import { DecimalError } from './DecimalError';

/** digits × 10^-scale as a decimal string in exponent form: (-12345n, 2) → '-12345e-2'. */
function decimalText(digits: bigint, scale: number): string {
  return `${digits}e-${scale}`;
}

describe('add', () => {
  it.each([
    ['0.1', 0.2, '0.3'],
    [0.1, 0.2, '0.3'],
    ['1', '-1', '0'],
    [-0, -0, '0'],
    ['-0.5', '0.25', '-0.25'],
    ['1e30', '1', '1000000000000000000000000000001'],
    ['1e-30', '1', '1.000000000000000000000000000001'],
    [' +2.5 ', '.5', '3'],
    ['5.', 1n, '6'],
    [new Big('1.1'), new (Big())('2.2'), '3.3'],
    [Number.MAX_VALUE, Number.MAX_VALUE, `35953862697246314${'0'.repeat(292)}`],
  ])('adds %s and %s', (a, b, expected) => {
    expect(add(a, b)).toBe(expected);
  });

  it('is exact for any decimal strings', () => {
    const decimal = fc
      .tuple(fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }), fc.integer({ min: 0, max: 30 }))
      .map(([digits, scale]) => ({ digits, scale }));
    fc.assert(
      fc.property(decimal, decimal, (a, b) => {
        const scale = Math.max(a.scale, b.scale);
        const sum =
          a.digits * 10n ** BigInt(scale - a.scale) + b.digits * 10n ** BigInt(scale - b.scale);
        expect(add(decimalText(a.digits, a.scale), decimalText(b.digits, b.scale))).toBe(
          new Big(decimalText(sum, scale)).toFixed(),
        );
      }),
    );
  });

  it.each([
    ['abc', 1],
    [1, ''],
    [NaN, 1],
    [1, Infinity],
    [null, 1],
    [undefined, 1],
    [{}, 1],
    [[1], 1],
    [true, 1],
    ['1,000', 1],
    ['500万', 1],
    ['1e1001', 1],
    [1, '1e-1001'],
  ])('throws a DecimalError for %j + %j', (a, b) => {
    expect(() => add(a, b)).toThrow(DecimalError);
    expect(() => add(a, b)).toThrow(
      /^\[DecimalError\] Invalid argument: the (first|second) operand/,
    );
  });
});

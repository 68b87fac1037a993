import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { revokedProxy, throwing } from '../test/hostileValues';
import { DecimalError } from './DecimalError';
import { divide } from './divide';

describe('divide', () => {
  it.each([
    [1, 3, `0.${'3'.repeat(60)}`],
    [2, 3, `0.${'6'.repeat(59)}7`],
    ['100', '3', `33.${'3'.repeat(58)}`],
    ['1', '7', `0.${'142857'.repeat(10)}`],
    ['-1', '8', '-0.125'],
    ['10', '4', '2.5'],
    ['0', '7', '0'],
    ['-0', '7', '0'],
    ['1e-900', '3', `0.${'0'.repeat(900)}${'3'.repeat(60)}`],
    ['1e900', '3', `${'3'.repeat(60)}${'0'.repeat(840)}`],
    ['1', '1e-999', `1${'0'.repeat(999)}`],
    [new Big('1'), new (Big())('3'), `0.${'3'.repeat(60)}`],
    ['2', '3e20', `0.${'0'.repeat(20)}${'6'.repeat(59)}7`],
  ])('divides %s ÷ %s to 60 significant digits', (a, b, expected) => {
    expect(divide(a, b)).toBe(expected);
  });

  it.each([
    ['a 61st digit of 5 rounds up', `1${'0'.repeat(59)}5`, `1${'0'.repeat(58)}10`],
    ['a 61st digit of 4 then 9 rounds down', `1${'0'.repeat(59)}49`, `1${'0'.repeat(61)}`],
    ['a 61st digit of 9 carries', `${'9'.repeat(60)}9`, `1${'0'.repeat(61)}`],
  ])('rounds half up once, on the 61st significant digit: %s', (_, dividend, expected) => {
    expect(divide(dividend, '1')).toBe(expected);
  });

  it.each([0, '0', '-0', '0.000', 0n, new Big(0)])(
    'throws DIVISION_BY_ZERO for a divisor of %s',
    (zero) => {
      expect(() => divide(1, zero)).toThrow(
        new DecimalError('DIVISION_BY_ZERO', '[DecimalError] Division by zero'),
      );
      try {
        divide(1, zero);
      } catch (error) {
        expect(error).toBeInstanceOf(DecimalError);
        expect((error as DecimalError).code).toBe('DIVISION_BY_ZERO');
      }
    },
  );

  it.each([
    ['abc', 2],
    [2, null],
  ])('throws INVALID_ARGUMENT for %j ÷ %j', (a, b) => {
    expect(() => divide(a, b)).toThrow(/^\[DecimalError\] Invalid argument/);
  });

  it.each([
    ['a revoked Proxy', revokedProxy()],
    ['an object whose toString and valueOf throw', { toString: throwing, valueOf: throwing }],
    ['a Symbol', Symbol('operand')],
  ])('throws INVALID_ARGUMENT, not a TypeError, for %s', (_, hostile) => {
    for (const [a, b] of [
      [hostile, 1],
      [1, hostile],
    ]) {
      expect(() => divide(a, b)).toThrow(DecimalError);
      expect(() => divide(a, b)).toThrow(
        /^\[DecimalError\] Invalid argument: the (first|second) operand/,
      );
    }
  });

  it('leaves the global Big settings alone', () => {
    const { DP, RM } = Big;
    divide(1, 3);
    expect([Big.DP, Big.RM]).toEqual([DP, RM]);
    expect(new Big(1).div(3).toFixed()).toBe(`0.${'3'.repeat(DP)}`);
  });
});

import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { DecimalError } from './DecimalError';
import { subtract } from './subtract';

describe('subtract', () => {
  it.each([
    ['1', '0.9', '0.1'],
    [0.3, 0.1, '0.2'],
    [1, 1, '0'],
    ['-0', '0', '0'],
    ['0', '1e-20', '-0.00000000000000000001'],
    ['123456789012345678901234567890', '1', '123456789012345678901234567889'],
    [new Big('10'), '0.01', '9.99'],
  ])('subtracts %s − %s', (a, b, expected) => {
    expect(subtract(a, b)).toBe(expected);
  });

  it.each([
    ['x', 1],
    [1, NaN],
    [{}, 1],
  ])('throws a DecimalError for %j − %j', (a, b) => {
    expect(() => subtract(a, b)).toThrow(DecimalError);
  });
});

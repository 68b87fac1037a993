import { toDecimalString, toOperand } from './_lib/toOperand';

/**
 * The exact product of two decimals, as a decimal string (never exponential notation, never '-0').
 * Operands are finite numbers, bigints, decimal strings or Big values, each with at most
 * 1000 significant digits and an exponent within ±1000; anything else throws a
 * {@link DecimalError} ('INVALID_ARGUMENT').
 *
 * @param a - The first factor.
 * @param b - The second factor.
 * @returns The exact product, as a decimal string.
 * @throws {@link DecimalError} with code 'INVALID_ARGUMENT' when an operand is not a decimal number
 *   or is out of range.
 * @example multiply('1.1', '1.1') // '1.21'
 */
export function multiply(a: unknown, b: unknown): string {
  return toDecimalString(toOperand(a, 'first').times(toOperand(b, 'second')));
}

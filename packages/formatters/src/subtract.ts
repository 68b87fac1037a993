import { toDecimalString, toOperand } from './_lib/toOperand';

/**
 * The exact difference of two decimals, as a decimal string (never exponential notation, never '-0').
 * Operands are finite numbers, bigints, decimal strings or Big values, each with at most
 * 1000 significant digits and an exponent within ±1000; anything else throws a
 * {@link DecimalError} ('INVALID_ARGUMENT').
 *
 * @param a - The minuend.
 * @param b - The subtrahend.
 * @returns The exact difference `a − b`, as a decimal string.
 * @throws {@link DecimalError} with code 'INVALID_ARGUMENT' when an operand is not a decimal number
 *   or is out of range.
 * @example subtract('1', '0.9') // '0.1'
 */
export function subtract(a: unknown, b: unknown): string {
  return toDecimalString(toOperand(a, 'first').minus(toOperand(b, 'second')));
}

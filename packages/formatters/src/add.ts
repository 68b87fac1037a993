import { toDecimalString, toOperand } from './_lib/toOperand';

/**
 * The exact sum of two decimals, as a decimal string (never exponential notation, never '-0').
 * Operands are finite numbers, bigints, decimal strings or Big values, each with at most
 * 1000 significant digits and an exponent within ±1000; anything else throws a
 * {@link DecimalError} ('INVALID_ARGUMENT').
 *
 * @param a - The first operand.
 * @param b - The second operand.
 * @returns The exact sum, as a decimal string.
 * @throws {@link DecimalError} with code 'INVALID_ARGUMENT' when an operand is not a decimal number
 *   or is out of range.
 * @example add('0.1', 0.2) // '0.3'
 */
export function add(a: unknown, b: unknown): string {
  return toDecimalString(toOperand(a, 'first').plus(toOperand(b, 'second')));
}

import { toDecimalString, toOperand } from './_lib/toOperand';

/**
 * The exact product of two decimals, as a decimal string (never exponential notation, never '-0').
 * Operands are finite numbers, bigints, decimal strings or Big values, each with at most
 * 1000 significant digits and an exponent within ±1000; anything else throws a
 * {@link DecimalError} ('INVALID_ARGUMENT').
 *
 * @example multiply('1.1', '1.1') // '1.21'
 */
export function multiply(a: unknown, b: unknown): string {
  return toDecimalString(toOperand(a, 'first').times(toOperand(b, 'second')));
}

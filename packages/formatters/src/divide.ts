import Big from 'big.js';
import { DECIMAL_PRECISION } from './_lib/precision';
import { toDecimalString, toOperand } from './_lib/toOperand';
import { DecimalError } from './DecimalError';

/**
 * A private constructor for division: it truncates, so that rounding the truncated
 * quotient to 60 significant digits afterwards rounds exactly once.
 */
const Truncating = /* @__PURE__ */ createTruncating();

function createTruncating(): Big.BigConstructor {
  const copy = Big();
  copy.RM = 0;
  return copy;
}

/**
 * The quotient of two decimals to 60 significant digits, rounded half up, as a
 * decimal string (never exponential notation, never '-0'). Operands are as for {@link add};
 * an invalid one throws a {@link DecimalError} ('INVALID_ARGUMENT'), a zero divisor throws
 * one with code 'DIVISION_BY_ZERO' and message '[DecimalError] Division by zero'.
 *
 * @param dividend - The number divided.
 * @param divisor - The number it is divided by; not zero.
 * @returns The quotient to 60 significant digits, as a decimal string.
 * @throws {@link DecimalError} with code 'INVALID_ARGUMENT' when an operand is not a decimal number
 *   or is out of range, 'DIVISION_BY_ZERO' when `divisor` is zero.
 * @example divide(1, 3) // '0.333…' (60 threes)
 */
export function divide(dividend: unknown, divisor: unknown): string {
  const a = toOperand(dividend, 'first');
  const b = toOperand(divisor, 'second');
  if (b.c[0] === 0) {
    throw new DecimalError('DIVISION_BY_ZERO', '[DecimalError] Division by zero');
  }
  // The quotient's first digit is at 10^(a.e - b.e) or one place lower: these decimal places
  // keep at least one digit beyond the 60th, which is all that rounding half up looks at.
  Truncating.DP = Math.max(0, DECIMAL_PRECISION + 1 - (a.e - b.e));
  const quotient = new Truncating(a.toString()).div(new Truncating(b.toString()));
  return toDecimalString(quotient.prec(DECIMAL_PRECISION, 1));
}

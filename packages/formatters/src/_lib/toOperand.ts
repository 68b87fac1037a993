import type { Big } from 'big.js';
import { DecimalError } from '../DecimalError';
import { Decimal, decimalObjectText } from './decimal';

const DECIMAL_TEXT = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[-+]?\d+)?$/i;
/** Far beyond any amount, and small enough that no operation can take noticeable time. */
export const OPERAND_LIMITS = { digits: 1000, exponent: 1000 } as const;

/**
 * An operand of the decimal arithmetic: a finite number, a bigint, a decimal string (white
 * space around it allowed, exponent allowed: ' -1.5e3 ') or a decimal object (a Big from any
 * copy of big.js, a decimal.js or bignumber.js value, read through its `toFixed()`),
 * with at most 1000 significant digits and a decimal exponent within ±1000. Anything else
 * throws a {@link DecimalError} with code 'INVALID_ARGUMENT'.
 */
export function toOperand(value: unknown, position: string): Big {
  let operand: Big | null = null;
  if (typeof value === 'number') {
    if (Number.isFinite(value)) operand = new Decimal(value);
  } else if (typeof value === 'bigint') {
    operand = new Decimal(value.toString());
  } else {
    const text = (typeof value === 'string' ? value : decimalObjectText(value))?.trim();
    if (text !== undefined && DECIMAL_TEXT.test(text)) {
      operand = new Decimal(text.startsWith('+') ? text.slice(1) : text);
    }
  }
  if (operand === null) throw invalid(position, value, 'is not a decimal number');
  if (operand.c.length > OPERAND_LIMITS.digits) {
    throw invalid(position, value, `has more than ${OPERAND_LIMITS.digits} significant digits`);
  }
  if (Math.abs(operand.e) > OPERAND_LIMITS.exponent) {
    throw invalid(position, value, `is beyond 1e±${OPERAND_LIMITS.exponent}`);
  }
  return operand;
}

/** Writes a decimal without exponent, and zero without a sign. */
export function toDecimalString(value: Big): string {
  return value.c[0] === 0 ? '0' : value.toFixed();
}

function invalid(position: string, value: unknown, reason: string): DecimalError {
  return new DecimalError(
    'INVALID_ARGUMENT',
    `[DecimalError] Invalid argument: the ${position} operand ${describe(value)} ${reason}`,
  );
}

function describe(value: unknown): string {
  if (typeof value === 'string') {
    return JSON.stringify(value.length > 32 ? `${value.slice(0, 32)}…` : value);
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value === null) return 'null';
  try {
    if (Array.isArray(value)) return 'an array';
  } catch {
    // a revoked Proxy: the caller is owed a DecimalError, not this TypeError
  }
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

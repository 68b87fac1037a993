import Big from 'big.js';
import { DECIMAL_PRECISION } from './precision';

/**
 * This package's own Big constructor. `Big()` returns an independent copy, so our settings
 * never change the global `Big.DP` of a host app, and a host app's settings never change ours.
 */
export const Decimal = /* @__PURE__ */ createDecimal();

function createDecimal(): Big.BigConstructor {
  const copy = Big();
  copy.DP = DECIMAL_PRECISION;
  copy.RM = 1; // half up, the rounding people expect on money
  return copy;
}

/**
 * The plain decimal text of a decimal object — a Big from any copy of big.js (each `Big()`
 * copy is a different constructor, so `instanceof` cannot tell), a decimal.js or
 * bignumber.js value — read through its `toFixed()`, which writes every digit and no
 * exponent. `undefined` for anything else, and for an object whose `toFixed` throws.
 */
export function decimalObjectText(value: unknown): string | undefined {
  try {
    const toFixed = (value as { toFixed?: unknown } | null)?.toFixed;
    if (typeof value === 'object' && typeof toFixed === 'function') {
      return String(toFixed.call(value));
    }
  } catch {
    // a throwing getter or toFixed: not a decimal object
  }
  return undefined;
}

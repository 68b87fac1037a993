const ELEVEN_DIGITS = /^\d{11}$/;

/**
 * Exactly 11 ASCII digits (the looser phone check).
 *
 * @param value - Anything.
 * @returns Whether it is exactly 11 ASCII digits.
 * @example isPhone11('10000000000') // true
 */
export function isPhone11(value: unknown): boolean {
  return typeof value === 'string' && ELEVEN_DIGITS.test(value);
}

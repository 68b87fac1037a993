const DIGITS = /^\d+$/;

/**
 * One or more ASCII digits and nothing else.
 *
 * @param value - Anything.
 * @returns Whether it is a string of one or more ASCII digits.
 * @example isDigits('0123') // true
 */
export function isDigits(value: unknown): boolean {
  return typeof value === 'string' && DIGITS.test(value);
}

const DIGITS = /^\d+$/;

/**
 * One or more ASCII digits and nothing else.
 *
 * @example isDigits('0123') // true
 */
export function isDigits(value: unknown): boolean {
  return typeof value === 'string' && DIGITS.test(value);
}

const LETTER = /[A-Za-z]/;
const DIGIT = /\d/;

/**
 * At least 6 characters, with at least one Latin letter and one digit.
 *
 * @param value - Anything.
 * @returns Whether it is at least 6 characters with a Latin letter and a digit.
 * @example isPassword('abc123') // true
 */
export function isPassword(value: unknown): boolean {
  return typeof value === 'string' && value.length >= 6 && LETTER.test(value) && DIGIT.test(value);
}

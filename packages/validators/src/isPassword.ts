const LETTER = /[A-Za-z]/;
const DIGIT = /\d/;

/**
 * At least 6 characters, with at least one Latin letter and one digit.
 *
 * @example isPassword('abc123') // true
 */
export function isPassword(value: unknown): boolean {
  return typeof value === 'string' && value.length >= 6 && LETTER.test(value) && DIGIT.test(value);
}

// Area code 0 + 2–3 digits, an optional hyphen, a 7–8 digit number, an optional extension.
const LANDLINE = /^0\d{2,3}-?[1-9]\d{6,7}(?:-\d{1,6})?$/;

/**
 * A mainland China landline number with its area code, such as `010-12345678`
 * or `0755-1234567-801`.
 *
 * @param value - Anything.
 * @returns Whether it is a landline number with its area code.
 * @example isLandline('021-62345678') // true
 */
export function isLandline(value: unknown): boolean {
  return typeof value === 'string' && LANDLINE.test(value);
}

// 400/800 numbers: 10 digits, grouped 3-3-4 by optional hyphens or spaces.
const HOTLINE = /^[48]00([- ]?)\d{3}\1\d{4}$/;

/**
 * A 400 or 800 enterprise hotline such as `400-810-8888` or `8008208820`.
 *
 * @param value - Anything.
 * @returns Whether it is a 400/800 hotline number.
 * @example isHotline('400-810-8888') // true
 */
export function isHotline(value: unknown): boolean {
  return typeof value === 'string' && HOTLINE.test(value);
}

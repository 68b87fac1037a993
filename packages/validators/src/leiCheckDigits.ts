import { mod97 } from './_lib/mod97';

const BODY = /^[0-9A-Z]{18}$/;

/**
 * The two ISO 17442 check digits of a Legal Entity Identifier from its first 18
 * characters, or `undefined` when they are not 18 upper-case letters and digits.
 *
 * @param body - The first 18 characters of the LEI.
 * @returns The two check digits, or `undefined` for a malformed body.
 * @example leiCheckDigits('5493001KJTIIGC8Y1R') // '12'
 */
export function leiCheckDigits(body: unknown): string | undefined {
  if (typeof body !== 'string' || !BODY.test(body)) return undefined;
  return String(98 - mod97(`${body}00`)).padStart(2, '0');
}

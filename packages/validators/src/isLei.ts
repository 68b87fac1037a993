import { mod97 } from './_lib/mod97';

const LEI = /^[0-9A-Z]{18}\d{2}$/;

/**
 * A 20-character Legal Entity Identifier (ISO 17442): 18 upper-case letters and
 * digits, then two check digits that make the whole code pass ISO 7064 MOD 97-10.
 *
 * @param value - Anything.
 * @returns Whether it is a valid Legal Entity Identifier.
 * @example isLei('5493001KJTIIGC8Y1R12') // true
 */
export function isLei(value: unknown): boolean {
  return typeof value === 'string' && LEI.test(value) && mod97(value) === 1;
}

import { pairText } from './_lib/text';

/**
 * A registration number with the registration it belongs to: 'number (registration)' when
 * both exist (and differ), else whichever exists, else `'-'`. Numbers may be given as text or
 * as a number; blank values count as missing.
 *
 * @param number - The registration number (text or number).
 * @param registration - The kind of registration ('USCC'…).
 * @returns The number for display, or `'-'`.
 * @example formatRegNo('91110000802100433B', 'USCC') // '91110000802100433B (USCC)'
 */
export function formatRegNo(number: unknown, registration: unknown): string {
  return pairText(number, registration);
}

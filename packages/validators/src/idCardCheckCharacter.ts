const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARACTERS = '10X98765432';
const SEVENTEEN_DIGITS = /^\d{17}$/;

/**
 * The ISO 7064 MOD 11-2 check character of a mainland resident ID from its first
 * 17 digits, or `undefined` when those are not 17 ASCII digits.
 *
 * @param body - The first 17 characters of the ID number.
 * @returns The check character ('0'–'9' or 'X'), or `undefined` for a malformed body.
 * @example idCardCheckCharacter('11010519491231002') // 'X'
 */
export function idCardCheckCharacter(body: unknown): string | undefined {
  if (typeof body !== 'string' || !SEVENTEEN_DIGITS.test(body)) return undefined;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += (body.charCodeAt(i) - 48) * (WEIGHTS[i] as number);
  return CHECK_CHARACTERS[sum % 11];
}

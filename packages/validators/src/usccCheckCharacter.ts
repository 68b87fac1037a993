// GB 32100-2015 code characters: digits and upper-case letters without I, O, Z, S, V.
const CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/**
 * The GB 32100-2015 check character of a Unified Social Credit Code from its first
 * 17 characters, or `undefined` when they are not 17 code characters.
 *
 * @param body - The first 17 characters of the code.
 * @returns The check character, or `undefined` for a malformed body.
 * @example usccCheckCharacter('91350100M000100Y4') // '3'
 */
export function usccCheckCharacter(body: unknown): string | undefined {
  if (typeof body !== 'string' || body.length !== 17) return undefined;
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const code = CHARSET.indexOf(body[i] as string);
    if (code < 0) return undefined;
    sum += code * (WEIGHTS[i] as number);
  }
  return CHARSET[(31 - (sum % 31)) % 31];
}

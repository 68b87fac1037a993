import { usccCheckCharacter } from './usccCheckCharacter';

// Registration authority and type, a 6-digit region code, 9 organisation characters, a check.
const USCC = /^[0-9A-HJ-NP-RTUW-Y]{2}\d{6}[0-9A-HJ-NP-RTUW-Y]{10}$/;

/**
 * An 18-character Unified Social Credit Code (GB 32100-2015): the code charset,
 * a numeric region code and the MOD 31 check character.
 *
 * @param value - Anything.
 * @returns Whether it is a valid Unified Social Credit Code.
 * @example isUscc('91350100M000100Y43') // true
 */
export function isUscc(value: unknown): boolean {
  return (
    typeof value === 'string' &&
    USCC.test(value) &&
    usccCheckCharacter(value.slice(0, 17)) === value[17]
  );
}

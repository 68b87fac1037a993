import { shanghaiToday } from './_lib/shanghaiToday';
import { idCardCheckCharacter } from './idCardCheckCharacter';

// Province codes of GB/T 2260 (plus 71 Taiwan, 81–83 for residence permits) and the rest of
// the region; or, on the 2023 Foreign Permanent Resident ID card, 9, the mainland province
// that issued it and a 3-digit nationality code. Then yyyymmdd, a 3-digit sequence and the
// check character, computed alike on both cards.
const ID_CARD =
  /^(?:(?:1[1-5]|2[1-3]|3[1-7]|4[1-6]|5[0-4]|6[1-5]|71|8[1-3])\d|9(?:1[1-5]|2[1-3]|3[1-7]|4[1-6]|5[0-4]|6[1-5]))\d{3}(\d{4})(\d\d)(\d\d)\d{3}[\dX]$/;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function isRealBirthDate(year: number, month: number, day: number): boolean {
  if (year < 1800 || month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const lastDay = month === 2 && leap ? 29 : (DAYS_IN_MONTH[month - 1] as number);
  return day <= lastDay && year * 10000 + month * 100 + day <= shanghaiToday();
}

/**
 * An 18-character mainland resident ID number, or the number of a 2023 Foreign Permanent
 * Resident ID card (9, then the issuing province): a valid province prefix, a real birth
 * date not after today (Asia/Shanghai) and the ISO 7064 MOD 11-2 check character
 * (`X` upper case only).
 *
 * @param value - Anything.
 * @returns Whether it is a valid 18-character resident ID number.
 * @example isIdCard('11010519491231002X') // true
 * @example isIdCard('932682198501010017') // true: a foreign permanent resident, issued in Jiangsu
 */
export function isIdCard(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const match = ID_CARD.exec(value);
  if (!match) return false;
  if (!isRealBirthDate(Number(match[1]), Number(match[2]), Number(match[3]))) return false;
  return idCardCheckCharacter(value.slice(0, 17)) === value[17];
}

import type { Big } from 'big.js';
import { Decimal, decimalObjectText } from './_lib/decimal';

/**
 * Reads an amount out of a number, a bigint, a text, or a decimal object — a Big from any copy
 * of big.js, a decimal.js or bignumber.js value, read through its `toFixed()`: thousands
 * commas are removed, the first number is taken and multiplied by the unit word right after
 * it — 千/仟 1e3, 万/萬 1e4, 百万 1e6, 千万 1e7, 亿/億 1e8, 万亿 1e12, thousand 1e3,
 * million 1e6, billion 1e9, trillion 1e12 (English words in any case, plural allowed). A minus
 * at the start of the text, a minus sign right before the number (not a hyphen after a letter
 * or digit: 'A-1' is 1), or parentheses around the number (and its unit and currency:
 * '(500万元)', '(1,234.50 USD)') make it negative. Full-width digits, commas and full stops
 * (１，２３４．５) and the minus sign − count as their ASCII forms; exponents ('1e5') do not.
 *
 * Returns an exact decimal (a big.js value whose `div` keeps 60 decimal places; never `-0`),
 * or `null` when there is no number: `NaN`, `Infinity`, a text without digits, or anything
 * else (plain objects, arrays, booleans, `null`).
 *
 * @param text - A number, bigint, decimal object or text.
 * @returns The amount as an exact big.js decimal, or `null` when there is none.
 * @example parseAmount('注册资本 -1,234.5万元人民币')?.toFixed() // '-12345000'
 * @example parseAmount('人民币 (46.5万元)')?.toFixed() // '-465000'
 */
export function parseAmount(text: unknown): Big | null {
  if (typeof text === 'number') {
    return Number.isFinite(text) ? new Decimal(text === 0 ? 0 : text) : null;
  }
  if (typeof text === 'bigint') return new Decimal(text.toString());
  const written = typeof text === 'string' ? text : decimalObjectText(text);
  return written === undefined ? null : parseText(written);
}

// Read as ASCII: − and the full-width （ ） ， － ． ０-９, so the patterns below need only ASCII
// (＊ and ＋ come along in the range and mean nothing either way)
const FULL_WIDTH_OR_MINUS = /[\u2212\uff08-\uff0e\uff10-\uff19]/g;
const COMMAS = /,/g;
const LEADING_MINUS = /^\s*-/;
const FIRST_NUMBER = /\d+(?:\.\d*)?|\.\d+/;
/**
 * After the number: a unit word, each group one power of ten (see UNIT_EXPONENTS; longer words
 * first, English words only as whole words), then a closing parenthesis if one comes before
 * any other digit or parenthesis: '(500万元)' and '(1,234.50 USD)' enclose their currency too.
 */
const AFTER_NUMBER =
  /^\s*(?:(万亿)|(千万)|(百万)|(亿|億)|(万|萬)|(千|仟)|(?:(trillion)|(million)|(billion)|(thousand))s?(?![a-z]))?[^\d()]*(\))?/i;
const UNIT_EXPONENTS = [12, 7, 6, 8, 4, 3, 12, 6, 9, 3];
/** An opening parenthesis, or a minus that is a sign rather than a hyphen ('A-1' is not −1). */
const BEFORE_NUMBER = /(\(|(?:^|[^\w.])-)\s*$/;

function parseText(raw: string): Big | null {
  const text = raw.replace(FULL_WIDTH_OR_MINUS, toAscii).replace(COMMAS, '');
  const number = FIRST_NUMBER.exec(text);
  if (number === null) return null;
  const end = number.index + number[0].length;
  const after = AFTER_NUMBER.exec(text.slice(end, end + 99)) as RegExpExecArray;
  const unit = after.slice(1, 11).findIndex(Boolean);
  const closing = after[11];
  const before = BEFORE_NUMBER.exec(text.slice(Math.max(0, number.index - 99), number.index))?.[1];
  const sign = before?.slice(-1);
  // big.js reads '1.5e8' exactly: the unit becomes the decimal exponent, no multiplication needed
  const amount = new Decimal(unit < 0 ? number[0] : `${number[0]}e${UNIT_EXPONENTS[unit]}`);
  const negative =
    sign === '-' || (sign !== undefined && closing !== undefined) || LEADING_MINUS.test(text);
  // big.js keeps the sign of zero; an amount of zero is never negative
  return negative && amount.c[0] !== 0 ? amount.neg() : amount;
}

function toAscii(character: string): string {
  return character === '\u2212' ? '-' : String.fromCharCode(character.charCodeAt(0) - 0xfee0);
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as validators from '../src/index';
import {
  idCardCheckCharacter,
  isIdCard,
  isLei,
  isUscc,
  leiCheckDigits,
  usccCheckCharacter,
} from '../src/index';

const USCC_CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const LEI_CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const PROVINCES = ['11', '31', '44', '65', '81', '83'];

const digits = (n: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''));
const charsFrom = (charset: string, n: number) =>
  fc
    .array(fc.integer({ min: 0, max: charset.length - 1 }), { minLength: n, maxLength: n })
    .map((indexes) => indexes.map((i) => charset[i]).join(''));

const validIdCard = fc
  .record({
    province: fc.constantFrom(...PROVINCES),
    region: digits(4),
    birth: fc.date({
      min: new Date(Date.UTC(1900, 0, 1)),
      max: new Date(Date.UTC(2020, 11, 31)),
      noInvalidDate: true,
    }),
    sequence: digits(3),
  })
  .map(({ province, region, birth, sequence }) => {
    const body = `${province}${region}${birth.toISOString().slice(0, 10).replaceAll('-', '')}${sequence}`;
    return body + idCardCheckCharacter(body);
  });
const validUscc = fc
  .tuple(charsFrom(USCC_CHARSET, 2), digits(6), charsFrom(USCC_CHARSET, 9))
  .map(([head, region, org]) => {
    const body = head + region + org;
    return body + usccCheckCharacter(body);
  });
const validLei = charsFrom(LEI_CHARSET, 18).map((body) => body + leiCheckDigits(body));

/** Every code that differs from `code` in exactly one character, from the given alphabet. */
function singleCharacterChanges(code: string, alphabet: string): string[] {
  const changed: string[] = [];
  for (let i = 0; i < code.length; i++) {
    for (const c of alphabet) {
      if (c !== code[i]) changed.push(code.slice(0, i) + c + code.slice(i + 1));
    }
  }
  return changed;
}

// Generous timeouts: CI runs this beside every other package's suite on two cores.
describe('properties', { timeout: 60_000 }, () => {
  type AnyFunction = (...args: unknown[]) => unknown;
  const functions = (Object.entries(validators) as [string, unknown][]).filter(
    (entry): entry is [string, AnyFunction] => typeof entry[1] === 'function',
  );

  it('no predicate or check throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (value, options) => {
        for (const [, fn] of functions) fn(value, options);
      }),
      { numRuns: 2000 },
    );
  });

  it('predicates return booleans and checks return a string or undefined', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.anything()), (value) => {
        for (const [name, fn] of functions) {
          const result = fn(value);
          if (name.startsWith('is')) expect(typeof result).toBe('boolean');
          if (name.startsWith('check')) expect(['string', 'undefined']).toContain(typeof result);
        }
      }),
    );
  });

  it('generated ID numbers are accepted and every single-character change is rejected', () => {
    fc.assert(
      fc.property(validIdCard, (id) => {
        expect(isIdCard(id)).toBe(true);
        expect(singleCharacterChanges(id, '0123456789Xx').filter(isIdCard)).toEqual([]);
      }),
      { numRuns: 100 },
    );
  });

  it('generated USCCs are accepted and every single-character change is rejected', () => {
    fc.assert(
      fc.property(validUscc, (code) => {
        expect(isUscc(code)).toBe(true);
        expect(singleCharacterChanges(code, `${USCC_CHARSET}IOSVZa`).filter(isUscc)).toEqual([]);
      }),
      { numRuns: 100 },
    );
  });

  // MOD 97-10 reads a letter as two digits, so swapping a digit for a letter shifts the
  // number and can (about 1 time in 97) give another valid LEI: 0000100L000000000053 is
  // one. That is the standard, not this code; every change within a class is caught.
  it('generated LEIs are accepted and every single-character change of the same class, or to a foreign character, is rejected', () => {
    fc.assert(
      fc.property(validLei, (code) => {
        expect(isLei(code)).toBe(true);
        const accepted = singleCharacterChanges(code, `${LEI_CHARSET}a-`).filter((changed) => {
          const i = [...changed].findIndex((c, k) => c !== code[k]);
          const sameClass = /\d/.test(changed[i] as string) === /\d/.test(code[i] as string);
          return (sameClass || !LEI_CHARSET.includes(changed[i] as string)) && isLei(changed);
        });
        expect(accepted).toEqual([]);
      }),
      { numRuns: 100 },
    );
  });

  it('the standard itself lets some digit-for-letter swaps through', () => {
    expect(isLei('00001000000000000053')).toBe(true);
    expect(isLei('0000100L000000000053')).toBe(true);
  });
});

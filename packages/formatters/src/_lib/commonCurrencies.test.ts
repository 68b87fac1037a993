import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES } from '../CURRENCY_CODES';
import { currencyCode } from '../currencyCode';
import { COMMON_CURRENCIES } from './commonCurrencies';

const CHINESE = /\p{Script=Han}/u;

/** The first name CURRENCY_CODES gives a code: the name it calls usual. */
function usualNameInTable(code: string): string | undefined {
  return Object.keys(CURRENCY_CODES).find((name) => CURRENCY_CODES[name] === code);
}

describe('COMMON_CURRENCIES', () => {
  it('holds the six currencies registers show most', () => {
    expect(COMMON_CURRENCIES.map(([code]) => code)).toEqual([
      'CNY',
      'USD',
      'HKD',
      'EUR',
      'JPY',
      'GBP',
    ]);
  });

  it.each(COMMON_CURRENCIES.map((names) => [names[0], names]))(
    'agrees with CURRENCY_CODES on %s',
    (code, names) => {
      expect(code).toMatch(/^[A-Z]{3}$/);
      expect(names[1]).toBe(usualNameInTable(code as string));
      for (const name of names.slice(1)) {
        if (CHINESE.test(name)) expect(currencyCode(name)).toBe(code);
        else expect(name).toMatch(/^[A-Z]{3}$/);
      }
    },
  );

  it('gives every name to one currency only', () => {
    const names = COMMON_CURRENCIES.flat();
    expect(new Set(names).size).toBe(names.length);
  });
});

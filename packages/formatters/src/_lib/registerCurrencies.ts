import { CURRENCY_CODES } from '../CURRENCY_CODES';
import { COMMON_CURRENCIES } from './commonCurrencies';
import type { CurrencyNames } from './localCurrency';
import { lookupCurrency } from './lookupCurrency';

const ISO_CODE = /^[A-Za-z]{3}$/;

/**
 * The code of a currency given either way: a Chinese name from the table gives its code
 * (`''` for the generic ones), three Latin letters are taken as a code, anything else is
 * returned as it is.
 */
export function toCurrencyCode(currency: string): string {
  if (ISO_CODE.test(currency)) return currency.toUpperCase();
  return lookupCurrency(currency) ?? currency;
}

let namesByCode: CurrencyNames[] | undefined;

/**
 * Every currency of {@link CURRENCY_CODES} with all its names, for `localCurrency`: the
 * common currencies first with theirs (RMB is CNY), then each code with its names in table
 * order, so the usual Chinese name comes second. Built on first use.
 */
export function registerCurrencies(): readonly CurrencyNames[] {
  if (namesByCode === undefined) {
    const byCode = new Map<string, CurrencyNames>();
    for (const names of COMMON_CURRENCIES) byCode.set(names[0] as string, names);
    for (const [name, code] of Object.entries(CURRENCY_CODES)) {
      const names = byCode.get(code) ?? [code];
      if (code !== '' && !names.includes(name)) byCode.set(code, [...names, name]);
    }
    namesByCode = [...byCode.values()];
  }
  return namesByCode;
}

const KNOWN_CODE = /\b[A-Z]{3}\b/g;

/**
 * The currency a text names: the longest Chinese name from the table found in it (so
 * 港币人民币 wins over 人民币), else the first known ISO code written in it, else `''`.
 */
export function findCurrencyIn(text: unknown): string {
  if (typeof text !== 'string') return '';
  let found = '';
  for (const name of Object.keys(CURRENCY_CODES)) {
    if (name.length > found.length && text.includes(name)) found = name;
  }
  if (found !== '') return CURRENCY_CODES[found] as string;
  for (const [candidate] of text.matchAll(KNOWN_CODE)) {
    if (registerCurrencies().some(([code]) => code === candidate)) return candidate;
  }
  return '';
}

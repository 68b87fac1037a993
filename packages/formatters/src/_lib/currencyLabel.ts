import { CURRENCY_CODES } from '../CURRENCY_CODES';
import { lookupCurrency } from './lookupCurrency';
import type { Locale } from './options';

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

/**
 * The currency word shown in a locale: 'en' shows the ISO code, 'zh-CN' the usual Chinese
 * name, and no locale keeps `spec` (the form the product spec gives for that function).
 */
export function currencyLabel(currency: string, locale: Locale | undefined, spec: string): string {
  if (locale === 'en') return toCurrencyCode(currency);
  if (locale === 'zh-CN') {
    const code = toCurrencyCode(currency);
    return chineseNames().get(code) ?? (ISO_CODE.test(currency) ? code : currency);
  }
  return spec;
}

let namesByCode: Map<string, string> | undefined;

function chineseNames(): Map<string, string> {
  if (namesByCode === undefined) {
    namesByCode = new Map();
    for (const [name, code] of Object.entries(CURRENCY_CODES)) {
      if (code !== '' && !namesByCode.has(code)) namesByCode.set(code, name);
    }
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
    if (chineseNames().has(candidate)) return candidate;
  }
  return '';
}

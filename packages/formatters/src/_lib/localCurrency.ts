/** The names of one currency: its ISO 4217 code, its usual Chinese name, then its other names. */
export type CurrencyNames = readonly string[];

/** Locales in the order of the names they show: 'en' the ISO code, 'zh-CN' the Chinese name. */
const LOCALE_OF_NAME: readonly unknown[] = ['en', 'zh-CN'];

/**
 * A currency as `locale` shows it — 'en' its ISO code, 'zh-CN' its usual Chinese name — when
 * `currencies` holds it under any of its names (codes in any case). Any other currency, or any
 * other locale, shows the currency as given.
 */
export function localCurrency(
  currency: string,
  locale: unknown,
  currencies: readonly CurrencyNames[],
): string {
  const name = currency.toUpperCase();
  const names = currencies.find((candidate) => candidate.includes(name));
  return names?.[LOCALE_OF_NAME.indexOf(locale)] ?? currency;
}

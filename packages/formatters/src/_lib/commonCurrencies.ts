import type { CurrencyNames } from './localCurrency';

/**
 * The currencies company registers show most, each with the names it goes by: ISO code,
 * usual Chinese name, other names. Kept this small on purpose: {@link formatAmount} translates
 * with it and must stay within its 4 KB min+gzip budget, which the whole {@link CURRENCY_CODES}
 * (about 1.3 KB) would break. `registerCurrencies` starts from it, so both functions show a
 * currency alike; its Chinese names and usual names agree with CURRENCY_CODES (a test checks).
 */
export const COMMON_CURRENCIES: readonly CurrencyNames[] = [
  ['CNY', '人民币', 'RMB'],
  ['USD', '美元'],
  ['HKD', '港元', '港币'],
  ['EUR', '欧元'],
  ['JPY', '日元'],
  ['GBP', '英镑'],
];

import numeral from 'numeral';
import { bench, describe } from 'vitest';
import { formatAmount } from '../src/formatAmount';

/** 10 000 amounts from cents to billions, a fifth negative, from a fixed seed so runs compare. */
const VALUES: readonly number[] = (() => {
  let seed = 20231115;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  return Array.from({ length: 10_000 }, () => {
    const magnitude = 10 ** Math.floor(next() * 10);
    const amount = Math.round(next() * magnitude * 100) / 100;
    return next() < 0.2 ? -amount : amount;
  });
})();

const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

describe('10 000 amounts, 2 decimals with thousands separators', () => {
  bench('formatAmount', () => {
    for (const value of VALUES) formatAmount(value);
  });
  bench('Intl.NumberFormat (cached instance)', () => {
    for (const value of VALUES) intl.format(value);
  });
  bench('numeral.js', () => {
    for (const value of VALUES) numeral(value).format('0,0.00');
  });
  bench("formatAmount with { currency: '人民币', locale: 'en' }", () => {
    for (const value of VALUES) formatAmount(value, { currency: '人民币', locale: 'en' });
  });
});

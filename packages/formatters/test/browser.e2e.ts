import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM } from '../../../config/chromium.mjs';
import {
  divide,
  formatAmount,
  formatCompactTimestamp,
  formatDate,
  formatPercent,
  formatPlainDate,
  formatShares,
  formatUnitMoney,
} from '../dist/index.js';

type Call = (...args: never[]) => string;

/** Calls that must give the same result in the browser (looked up by name) and in Node. */
const CALLS: ReadonlyArray<[string, unknown[], string, Call]> = [
  ['formatDate', [Date.UTC(2023, 10, 14, 16, 30) / 1000], '15 Nov 2023', formatDate],
  ['formatDate', [Date.UTC(2023, 11, 31, 16) / 1000, { short: true }], 'Jan 2024', formatDate],
  ['formatDate', ['2023年11月15日'], '15 Nov 2023', formatDate],
  ['formatDate', ['2023-11-15T00:30:00'], '15 Nov 2023', formatDate],
  ['formatDate', ['2023-11-15', { locale: 'zh-CN' }], '2023年11月15日', formatDate],
  ['formatPlainDate', [Date.UTC(2023, 10, 14, 16) / 1000], '2023-11-15', formatPlainDate],
  [
    'formatCompactTimestamp',
    [Date.UTC(2023, 10, 14, 22, 13, 20) / 1000],
    '20231115061320',
    formatCompactTimestamp,
  ],
  ['formatAmount', ['-1,234.5', { currency: '人民币' }], '人民币 (1,234.50)', formatAmount],
  [
    'formatAmount',
    ['-1,234.5', { currency: '港币', locale: 'en' }],
    'HKD (1,234.50)',
    formatAmount,
  ],
  [
    'formatAmount',
    ['500万', { currency: 'usd', locale: 'zh-CN' }],
    '美元 5,000,000.00',
    formatAmount,
  ],
  ['formatUnitMoney', ['注册资本 500万元人民币'], 'CNY 5,000,000.00', formatUnitMoney],
  ['formatPercent', [0.12345], '12.35%', formatPercent],
  ['formatShares', [1000000], '1,000,000 shares', formatShares],
  ['divide', [1, 3], `0.${'3'.repeat(60)}`, divide],
];

let browser: Browser;
let page: Page;

beforeAll(async () => {
  const bundle = await build({
    entryPoints: [fileURLToPath(new URL('../dist/index.js', import.meta.url))],
    bundle: true,
    format: 'iife',
    globalName: 'formatters',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  browser = await chromium.launch(CHROMIUM);
  // A zone far from Shanghai, and a default locale whose digits and month names are not Latin.
  const context = await browser.newContext({ timezoneId: 'America/Los_Angeles', locale: 'ar-EG' });
  page = await context.newPage();
  await page.setContent('<!doctype html><title>formatters</title>');
  await page.addScriptTag({ content: bundle.outputFiles[0]?.text ?? '' });
});

afterAll(async () => {
  await browser?.close();
});

describe('the built package in Chromium (Los Angeles, ar-EG)', () => {
  it('runs in the zone and locale it was given', async () => {
    const settings = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions());
    expect([settings.timeZone, settings.locale]).toEqual(['America/Los_Angeles', 'ar-EG']);
  });

  it.each(CALLS)('%s(%j) gives %j, as in Node', async (name, args, expected, run) => {
    const inBrowser = await page.evaluate(
      ([fn, fnArgs]) =>
        (
          window as unknown as { formatters: Record<string, (...a: unknown[]) => string> }
        ).formatters[fn as string]?.(...(fnArgs as unknown[])),
      [name, args] as const,
    );
    const inNode = (run as (...a: unknown[]) => string)(...args);
    expect(inBrowser).toBe(expected);
    expect(inNode).toBe(expected);
  });
});

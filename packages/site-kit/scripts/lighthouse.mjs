/*
 * Lighthouse on the production builds behind the one server. Account pages are measured
 * logged in as a demo user, so the real page is measured rather than the login it redirects
 * visitors to. Prints the score table and whether each page may enter the back/forward cache
 * (the `bf-cache` audit, in the performance category with weight 0): the run fails (exit code
 * 1) when any page may not.
 *
 *   --app desktop  apps/site, mobile and desktop form factors, on the home page, /products-api,
 *                  an insight article and /live-search. A phone-sized run of the desktop app
 *                  carries the `kyc_variant=desktop` cookie: without it, dispatch would serve
 *                  Lighthouse's phone the mobile app.
 *   --app mobile   apps/mobile-site, mobile form factor, on the home page, /products-api,
 *                  /live-search and /enterprise-details (of the showcase company).
 *
 *   npm run lighthouse -w @kyc/site | -w @kyc/mobile-site   (after both apps are built;
 *   Chromium at CHROME_PATH or /usr/bin/chromium)
 */

import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM, sessionCookie, startStack } from '../test/stack.mjs';

const { values } = parseArgs({ options: { app: { type: 'string', default: 'desktop' } } });
const app = values.app === 'mobile' ? 'mobile' : 'desktop';
const FORM_FACTORS = app === 'mobile' ? ['mobile'] : ['mobile', 'desktop'];
const PAGES =
  app === 'mobile'
    ? ['/', '/products-api', '/live-search', '/enterprise-details']
    : ['/', '/products-api', '/insights-ubo-for-chinese-companies', '/live-search'];
const ACCOUNT_PAGES = new Set(['/live-search', '/enterprise-details']);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** Printed under the table: what a performance score is made of. */
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
];
const GOALS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };

/** The showcase company's keyNo: a seeded company with a real ownership graph. */
async function showcaseKeyNo(apiOrigin) {
  const response = await fetch(`${apiOrigin}/webapi/showcase/ownership`);
  const body = await response.json();
  return body.company.keyNo;
}

const stack = await startStack({ mobile: true });
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM.executablePath,
  chromeFlags: CHROMIUM.args,
});
const rows = [];
try {
  const session = await sessionCookie(stack.siteOrigin);
  const keyNo = await showcaseKeyNo(stack.apiOrigin);
  for (const formFactor of FORM_FACTORS) {
    for (const path of PAGES) {
      const cookies = [
        ACCOUNT_PAGES.has(path) ? session : '',
        app === 'desktop' && formFactor === 'mobile' ? 'kyc_variant=desktop' : '',
      ].filter(Boolean);
      const query = path === '/enterprise-details' ? `?keyNo=${encodeURIComponent(keyNo)}` : '';
      const run = () =>
        lighthouse(
          `${stack.siteOrigin}${path}${query}`,
          {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: CATEGORIES,
            extraHeaders: cookies.length ? { Cookie: cookies.join('; ') } : undefined,
          },
          formFactor === 'desktop' ? desktopConfig : undefined,
        );
      let result = await run();
      // A run Lighthouse itself reports as broken (no paint, a lost tab) measured nothing:
      // say so and measure again once.
      if (result?.lhr.runtimeError) {
        console.log(`${formFactor} ${path}: ${result.lhr.runtimeError.code}, measuring again`);
        result = await run();
      }
      const lhr = result?.lhr;
      const scores = Object.fromEntries(
        CATEGORIES.map((id) => [id, Math.round((lhr?.categories[id]?.score ?? 0) * 100)]),
      );
      const failed = Object.values(lhr?.audits ?? {})
        .filter(
          (audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary',
        )
        .map((audit) => audit.id);
      const metrics = Object.fromEntries(
        METRICS.map(([id, label]) => [label, lhr?.audits[id]?.displayValue ?? '?']),
      );
      const bfCache = lhr?.audits['bf-cache'];
      const bfCacheReasons = (bfCache?.details?.items ?? []).map((item) => item.reason);
      rows.push({
        formFactor,
        path,
        ...scores,
        failed,
        metrics,
        bfCache: bfCache?.score === 1 ? 'passes' : (bfCache?.errorMessage ?? 'fails'),
        bfCacheReasons,
      });
    }
  }
} finally {
  await chrome.kill();
  await stack.stop();
}

console.log(`Lighthouse, ${app} app`);
console.log(
  '| form factor | page | performance | accessibility | best practices | SEO | bf-cache |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const row of rows) {
  console.log(
    `| ${row.formFactor} | ${row.path} | ${row.performance} | ${row.accessibility} | ${row['best-practices']} | ${row.seo} | ${row.bfCache} |`,
  );
}
for (const row of rows) {
  const figures = Object.entries(row.metrics).map(([label, value]) => `${label} ${value}`);
  console.log(`${row.formFactor} ${row.path}: ${figures.join(', ')}`);
}
for (const row of rows.filter((r) => r.failed.length)) {
  console.log(`${row.formFactor} ${row.path}: failing audits ${row.failed.join(', ')}`);
}
for (const row of rows.filter((r) => r.bfCacheReasons.length)) {
  console.log(
    `${row.formFactor} ${row.path}: bf-cache blocked by ${row.bfCacheReasons.join('; ')}`,
  );
}
const missed = rows.filter((row) => CATEGORIES.some((id) => row[id] < GOALS[id]));
console.log(
  missed.length
    ? `${missed.length} of ${rows.length} runs below the goals`
    : 'every run meets the goals',
);
const blocked = rows.filter((row) => row.bfCache !== 'passes');
console.log(
  blocked.length
    ? `bf-cache fails on ${blocked.map((row) => `${row.formFactor} ${row.path}`).join(', ')}`
    : 'bf-cache passes on every page',
);
if (blocked.length) process.exitCode = 1;

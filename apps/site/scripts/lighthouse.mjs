/*
 * Lighthouse on the production build, mobile and desktop form factors, on the home page,
 * /products-api, an insight article and /live-search (logged in as a demo user, so the real
 * page is measured rather than the login it redirects visitors to). Prints the score table.
 *
 *   node scripts/lighthouse.mjs        (after `react-router build`; Chromium at CHROME_PATH or /usr/bin/chromium)
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM, startStack } from '../test/stack.mjs';

const PAGES = ['/', '/products-api', '/insights-ubo-for-chinese-companies', '/live-search'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const GOALS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };

async function sessionCookie(siteOrigin) {
  const response = await fetch(`${siteOrigin}/webapi/saas/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: siteOrigin },
    body: JSON.stringify({ loginName: 'demo_formal', password: 'Demo1234' }),
  });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('kyc_session='));
  if (!cookie) throw new Error(`demo login failed: ${response.status}`);
  return cookie.split(';')[0];
}

const stack = await startStack();
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM.executablePath,
  chromeFlags: CHROMIUM.args,
});
const rows = [];
try {
  const cookie = await sessionCookie(stack.siteOrigin);
  for (const formFactor of ['mobile', 'desktop']) {
    for (const path of PAGES) {
      const run = () =>
        lighthouse(
          `${stack.siteOrigin}${path}`,
          {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: CATEGORIES,
            extraHeaders: path === '/live-search' ? { Cookie: cookie } : undefined,
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
      rows.push({ formFactor, path, ...scores, failed });
    }
  }
} finally {
  await chrome.kill();
  await stack.stop();
}

console.log('| form factor | page | performance | accessibility | best practices | SEO |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const row of rows) {
  console.log(
    `| ${row.formFactor} | ${row.path} | ${row.performance} | ${row.accessibility} | ${row['best-practices']} | ${row.seo} |`,
  );
}
for (const row of rows.filter((r) => r.failed.length)) {
  console.log(`${row.formFactor} ${row.path}: failing audits ${row.failed.join(', ')}`);
}
const missed = rows.filter((row) => CATEGORIES.some((id) => row[id] < GOALS[id]));
console.log(
  missed.length
    ? `${missed.length} of ${rows.length} runs below the goals`
    : 'every run meets the goals',
);

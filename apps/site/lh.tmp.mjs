import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM, startStack } from './test/stack.mjs';
const stack = await startStack();
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM.executablePath, chromeFlags: CHROMIUM.args });
try {
  const r = await fetch(`${stack.siteOrigin}/webapi/saas/user/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin: stack.siteOrigin }, body: JSON.stringify({ loginName: 'demo_formal', password: 'Demo1234' }) });
  const cookie = r.headers.getSetCookie().find((c) => c.startsWith('kyc_session=')).split(';')[0];
  let res = await lighthouse(`${stack.siteOrigin}/`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['accessibility'] });
  console.log('a11y /', res.lhr.categories.accessibility.score, JSON.stringify(res.lhr.audits['target-size'].details?.items?.map(i => [i.node?.snippet, i.node?.boundingRect?.width, i.node?.boundingRect?.height])));
  for (let k = 0; k < 2; k++) {
    res = await lighthouse(`${stack.siteOrigin}/live-search`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance','seo'], extraHeaders: { Cookie: cookie } }, desktopConfig);
    const a = res.lhr.audits;
    console.log('perf', res.lhr.categories.performance.score, 'seo', res.lhr.categories.seo.score, 'cls', a['cumulative-layout-shift'].displayValue);
    console.log(JSON.stringify((a['layout-shifts']?.details?.items ?? []).map(i => [i.node?.snippet, i.score])).slice(0, 600));
  }
} finally { await chrome.kill(); await stack.stop(); }

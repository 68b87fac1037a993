import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM } from '../../config/chromium.mjs';
import { createSiteServer } from './server/app.mjs';
import { APPS_DIR, BUILD_DIRS, loadApp } from './server/apps.mjs';
import { PHONES } from './test/devices.mjs';
process.env.NODE_ENV = 'production';
const API_PORT = 4730, SITE_PORT = 4731;
const siteOrigin = `http://localhost:${SITE_PORT}`;
const apiOrigin = `http://127.0.0.1:${API_PORT}`;
const dataDir = await mkdtemp(path.join(tmpdir(), 'kyc-pf-'));
const api = spawn(process.execPath, ['--import', 'tsx', '--conditions=@kyc/source', 'src/server.ts'], {
  cwd: path.join(APPS_DIR, 'api'),
  env: { ...process.env, API_PORT: String(API_PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', SEED_COMPANIES: '600', LOG_LEVEL: 'silent', ALLOWED_ORIGINS: `${siteOrigin},http://127.0.0.1:${SITE_PORT}` },
  stdio: ['ignore', 'ignore', 'inherit'],
});
console.log('api pid', api.pid);
for (let i = 0; i < 480; i++) { try { if ((await fetch(`${apiOrigin}/webapi/system/status`)).ok) break; } catch {} await new Promise((r) => setTimeout(r, 250)); }
const app = createSiteServer({ apps: { desktop: await loadApp(BUILD_DIRS.desktop), mobile: await loadApp(BUILD_DIRS.mobile) }, apiOrigin, analyticsOrigin: apiOrigin });
const server = await new Promise((resolve) => { const s = app.listen(SITE_PORT, '127.0.0.1', () => resolve(s)); });
// A portfolio file made by the generator (through the API's code).
const { execFileSync } = await import('node:child_process');
const file = path.join('/tmp/pf-shots', 'clients.csv');
const browser = await chromium.launch(CHROMIUM);
const errors = [];
async function shoot(name, context, url, action) {
  const page = await context.newPage();
  page.on('console', (m) => { if (m.type() === 'error') errors.push(`${name}: ${m.text()}`); });
  await page.goto(`${siteOrigin}${url}`, { waitUntil: 'networkidle' });
  if (action) await action(page);
  // The frame's scroll container holds the page: a window as tall as the page shows all of it.
  const height = await page.evaluate(() => {
    const box = document.getElementById('app-container-scroll-id');
    return Math.max(box ? box.scrollHeight : 0, document.documentElement.scrollHeight);
  });
  const size = page.viewportSize();
  const full = Math.min(height + 40, 12000);
  await page.setViewportSize({ width: size.width, height: full });
  await page.waitForTimeout(300);
  // Scrolled through: one screen at a time (at most 8), the last one ending at the page's end.
  const screens = Math.min(8, Math.ceil(full / size.height));
  for (let i = 0; i < screens; i++) {
    const y = i === screens - 1 ? Math.max(0, full - size.height) : i * size.height;
    await page.screenshot({ path: `/tmp/pf-shots/${name}-${i + 1}.png`, clip: { x: 0, y, width: size.width, height: size.height } });
  }
  const url2 = page.url();
  await page.close();
  return url2;
}
async function login(context) {
  const page = await context.newPage();
  await page.goto(`${siteOrigin}/login`, { waitUntil: 'networkidle' });
  await page.locator('input[name="account"]').fill('demo_formal');
  await page.locator('input[name="password"]').fill('Demo1234');
  await page.locator('form button[type="submit"]').first().click();
  await page.waitForURL(/\/account/, { timeout: 60000 });
  await page.close();
}
const desktop = await browser.newContext({ viewport: { width: 1440, height: 900 } });
await login(desktop);
let reviewUrl;
for (const lang of ['', 'en']) {
  const q = lang ? '?lang=en' : '?lang=zh-CN';
  await shoot(`upload-desktop${lang ? '-en' : ''}`, desktop, `/portfolio${q}`);
}
// Upload through the page's own form (JavaScript on).
reviewUrl = await shoot('after-upload-desktop', desktop, '/portfolio?lang=zh-CN', async (page) => {
  await page.setInputFiles('#portfolio-file', process.env.PF_FILE);
  await Promise.all([page.waitForURL(/upload=/, { timeout: 120000 }), page.click('form.portfolio-upload button[type="submit"]')]);
  await page.waitForLoadState('networkidle');
});
console.log('review', reviewUrl);
const id = new URL(reviewUrl).searchParams.get('upload');
for (const lang of ['', 'en']) {
  const l = lang ? '&lang=en' : '&lang=zh-CN';
  await shoot(`review-matched-desktop${lang ? '-en' : ''}`, desktop, `/portfolio?upload=${id}${l}`);
  await shoot(`review-ambiguous-desktop${lang ? '-en' : ''}`, desktop, `/portfolio?upload=${id}&tab=ambiguous${l}`);
  await shoot(`review-unmatched-desktop${lang ? '-en' : ''}`, desktop, `/portfolio?upload=${id}&tab=unmatched${l}`);
}
const phone = await browser.newContext({ ...PHONES.iPhone });
await login(phone);
for (const lang of ['', 'en']) {
  const q = lang ? '?lang=en' : '?lang=zh-CN';
  const l = lang ? '&lang=en' : '&lang=zh-CN';
  await shoot(`upload-phone${lang ? '-en' : ''}`, phone, `/portfolio${q}`);
  await shoot(`review-matched-phone${lang ? '-en' : ''}`, phone, `/portfolio?upload=${id}${l}`);
  await shoot(`review-ambiguous-phone${lang ? '-en' : ''}`, phone, `/portfolio?upload=${id}&tab=ambiguous${l}`);
  await shoot(`review-unmatched-phone${lang ? '-en' : ''}`, phone, `/portfolio?upload=${id}&tab=unmatched${l}`);
}
// Choices without JavaScript, then create the list and watch (no JavaScript either).
const nojs = await browser.newContext({ viewport: { width: 1440, height: 900 }, javaScriptEnabled: false });
const cookies = await desktop.cookies();
await nojs.addCookies(cookies);
await shoot('choices-nojs-desktop', nojs, `/portfolio?upload=${id}&tab=ambiguous`, async (page) => {
  await page.locator('.portfolio-choice').nth(0).locator('input[type=radio]').first().check();
  await page.locator('.portfolio-choice').nth(1).locator('input[type=radio]').last().check();
  await Promise.all([page.waitForURL(/done=/), page.click('form.portfolio-choices button[type="submit"]')]);
});
await shoot('watched-nojs-desktop', nojs, `/portfolio?upload=${id}`, async (page) => {
  await Promise.all([page.waitForNavigation(), page.click('form.portfolio-watch button[type="submit"]')]);
  await page.waitForLoadState('networkidle');
});
await shoot('watched-phone-en', phone, `/portfolio?upload=${id}&lang=en#portfolio-watch`);
await shoot('lists-desktop', desktop, `/team-lists`);
console.log('errors', errors);
await browser.close();
server.close();
api.kill('SIGTERM');
await new Promise((r) => api.once('exit', r));
await rm(dataDir, { recursive: true, force: true });

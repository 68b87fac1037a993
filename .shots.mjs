import { chromium } from 'playwright-core';
const origin = 'http://localhost:4430';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const phone = {
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true,
};
const desktop = { viewport: { width: 1440, height: 900 } };
const [, , which, ...paths] = process.argv;
const context = await browser.newContext(which === 'phone' ? phone : desktop);
const page = await context.newPage();
await page.goto(`${origin}/login`);
await page.locator('input[name="account"]').fill('demo_formal');
await page.locator('input[name="password"]').fill('Demo1234');
await page.locator('form button[type="submit"]').first().click();
await page.waitForURL(/\/account/);
for (const [name, path, scrolls] of paths.map((p) => p.split('|'))) {
  await page.goto(origin + path);
  await page.waitForLoadState('load'); await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/seedwork/shots/${which}-${name}-0.png` });
  for (let i = 1; i <= Number(scrolls ?? 0); i++) {
    await page.mouse.wheel(0, which === 'phone' ? 700 : 800);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/seedwork/shots/${which}-${name}-${i}.png` });
  }
}
await browser.close();

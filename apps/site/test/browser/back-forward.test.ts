import { followAccountMenu } from '@kyc/site-kit/test/journeys.ts';
import { CHROMIUM } from '@kyc/site-kit/test/stack.mjs';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

// Back and Forward with the back/forward cache on, as in a browser a person uses (Playwright
// turns it off unless told otherwise): pages come back from it, and a page of a session that
// has ended never shows again.
const siteOrigin = inject('siteOrigin');
const LOGIN_NAME = 'demo_formal';
let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch({
    ...CHROMIUM,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  });
});
afterAll(() => browser?.close());

async function signedIn(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${siteOrigin}/login?lang=en`);
  await page.locator('input[name="account"]').fill(LOGIN_NAME);
  await page.locator('input[name="password"]').fill('Demo1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/account/);
  return page;
}

/** Marks the document, so that after Back the mark says whether the same document came back. */
const mark = (page: Page) =>
  page.evaluate(() => {
    (window as { bfMark?: number }).bfMark = 1;
  });
const marked = (page: Page) =>
  page.evaluate(() => (window as { bfMark?: number }).bfMark === 1).catch(() => false);

/** What a person sees: the page's text unless it is hidden. */
const visibleText = (page: Page) =>
  page.evaluate(() =>
    document.documentElement.style.visibility === 'hidden' ? '' : document.body.innerText,
  );

describe('the back/forward cache', () => {
  it('brings a marketing page back as it was left', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${siteOrigin}/products-api?lang=en`, { waitUntil: 'networkidle' });
    await mark(page);
    await page.goto(`${siteOrigin}/about-us-faq?lang=en`, { waitUntil: 'networkidle' });
    // A page restored from the cache fires no load event.
    await page.goBack({ waitUntil: 'commit' });
    expect(new URL(page.url()).pathname).toBe('/products-api');
    expect(await marked(page)).toBe(true);
    await context.close();
  });

  it('brings an account page back while the user is signed in', async () => {
    const page = await signedIn();
    await page.goto(`${siteOrigin}/activity?lang=en`, { waitUntil: 'networkidle' });
    await mark(page);
    await page.goto(`${siteOrigin}/products-api?lang=en`, { waitUntil: 'networkidle' });
    await page.goBack({ waitUntil: 'commit' });
    expect(new URL(page.url()).pathname).toBe('/activity');
    expect(await marked(page)).toBe(true);
    expect(await visibleText(page)).toContain(LOGIN_NAME);
    await page.context().close();
  });
});

describe('from a marketing page into the account area and back', () => {
  it('a visitor who logs in from a marketing page finds it signed in on Back', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    // A visitor's page: served without React (issue 29), kept in the back/forward cache.
    await page.goto(`${siteOrigin}/products-api?lang=en`, { waitUntil: 'networkidle' });
    await mark(page);
    // Records what the page looked like if it comes back from the cache, for after the reload.
    await page.evaluate(() =>
      addEventListener('pageshow', (event) => {
        if (event.persisted)
          sessionStorage.setItem('restored', document.documentElement.style.visibility);
      }),
    );
    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.locator('input[name="account"]').fill(LOGIN_NAME);
    await page.locator('input[name="password"]').fill('Demo1234');
    await page.locator('main').getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/account/);
    // Back through the account area's own entries to the marketing page's document.
    for (let step = 0; step < 3 && new URL(page.url()).pathname !== '/products-api'; step++) {
      await page.goBack({ waitUntil: 'commit' });
    }
    expect(new URL(page.url()).pathname).toBe('/products-api');
    // Shown again as the signed-in user's page, not the visitor's: loaded anew, with the app.
    await expect.poll(() => visibleText(page), { timeout: 30_000 }).toContain(LOGIN_NAME);
    expect(await marked(page)).toBe(false);
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Log in' }).count(),
    ).resolves.toBe(0);
    // When Chromium kept it in the back/forward cache (it may not: then the page's document
    // comes from the server, signed in, at once), it was hidden before it showed, then reloaded.
    expect([null, 'hidden']).toContain(
      await page.evaluate(() => sessionStorage.getItem('restored')),
    );
    await context.close();
  });
});

describe('Back after signing out', () => {
  it('from the page that signed out: the account page is not shown again', async () => {
    const page = await signedIn();
    await page.goto(`${siteOrigin}/account?lang=en`, { waitUntil: 'networkidle' });
    expect(await visibleText(page)).toContain(LOGIN_NAME);
    await followAccountMenu(page, 'Log out', { phone: false });
    await page.waitForURL((url) => url.pathname === '/');
    await page.goBack({ waitUntil: 'commit' });
    await expect
      .poll(() => new URL(page.url()).pathname, { timeout: 30_000 })
      .toMatch(/^\/(kyc|login)$/);
    await page.waitForLoadState('networkidle');
    expect(await visibleText(page)).not.toContain(LOGIN_NAME);
    await page.context().close();
  });

  it('to an account page kept in the back/forward cache: hidden at once, then loaded as a visitor', async () => {
    const page = await signedIn();
    await page.goto(`${siteOrigin}/account?lang=en`, { waitUntil: 'networkidle' });
    // Records what the page looked like when it came back, for after the reload.
    await page.evaluate(() =>
      addEventListener('pageshow', (event) => {
        if (!event.persisted) return;
        sessionStorage.setItem(
          'restored',
          `${document.documentElement.style.visibility}|${(document.body.textContent ?? '').includes('demo_formal')}`,
        );
      }),
    );
    await page.goto(`${siteOrigin}/products-api?lang=en`, { waitUntil: 'networkidle' });
    await followAccountMenu(page, 'Log out', { phone: false });
    await page.waitForURL((url) => url.pathname === '/');
    await page.goBack({ waitUntil: 'commit' }); // the products page, inside the app
    await page.goBack({ waitUntil: 'commit' }); // the account page's own document
    await expect
      .poll(() => new URL(page.url()).pathname, { timeout: 30_000 })
      .toMatch(/^\/(kyc|login)$/);
    await page.waitForLoadState('networkidle');
    expect(await visibleText(page)).not.toContain(LOGIN_NAME);
    // It did come back from the cache, and was hidden before anything else ran.
    expect(await page.evaluate(() => sessionStorage.getItem('restored'))).toBe('hidden|true');
    await page.context().close();
  });
});

import { launchBrowser, watchErrors } from '@kyc/site-kit/test/browser.ts';
import { PHONES } from '@kyc/site-kit/test/devices.mjs';
import {
  apiHeaders,
  followAccountMenu,
  MFA_SECRET,
  unexpectedErrors,
} from '@kyc/site-kit/test/journeys.ts';
import { totp } from '@kyc/site-kit/test/totp.ts';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const siteOrigin = inject('siteOrigin');
const apiOrigin = inject('apiOrigin');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A fresh visitor on a phone. */
async function visitor(
  device: BrowserContextOptions,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(device);
  return { context, page: await context.newPage() };
}

describe('journeys on phones', () => {
  it('an iPhone visitor requests a demo with bad then good input: the messages appear, nothing typed is lost, the lead is stored', async () => {
    const { context, page } = await visitor(PHONES.iPhone);
    const errors = watchErrors(page);
    await page.goto(`${siteOrigin}/demo-request?lang=en`);
    await expect(page.locator('html').getAttribute('data-variant')).resolves.toBe('mobile');
    // The keyboards a phone should show.
    await expect(page.locator('input[name="email"]').getAttribute('type')).resolves.toBe('email');
    await expect(page.locator('input[name="phone"]').getAttribute('type')).resolves.toBe('tel');
    const email = `mobile.${Date.now()}@example.com`;
    await page.locator('input[name="name"]').fill('Han Meimei');
    await page.locator('input[name="company"]').fill('Acme Payments Ltd');
    await page.locator('input[name="email"]').fill('not-an-email');
    await page.locator('input[name="phone"]').fill('12345');
    await page.locator('input[name="agree"]').check();
    await page.getByRole('button', { name: 'Submit' }).tap();

    await page.getByText('Incorrect email format.').first().waitFor();
    await expect(page.locator('input[name="name"]').inputValue()).resolves.toBe('Han Meimei');
    await expect(page.locator('input[name="company"]').inputValue()).resolves.toBe(
      'Acme Payments Ltd',
    );
    await expect(page.locator('input[name="email"]').inputValue()).resolves.toBe('not-an-email');

    await page.locator('input[name="email"]').fill(email);
    // A mainland mobile from an English page: the calling code is chosen (the page starts on
    // the browser language's country), the number keeps @kyc/validators' rule, stored in E.164.
    await page.locator('select[name="phoneCountry"]').selectOption('CN');
    await page.locator('input[name="phone"]').fill('13912345678');
    await page.getByRole('button', { name: 'Submit' }).tap();
    await page.getByText('Thank you, we have received your request').waitFor();

    const leads = await fetch(`${apiOrigin}/webapi/saas/admin/leads`, {
      headers: await apiHeaders(apiOrigin, siteOrigin, 'demo_formal'),
    });
    expect(leads.status).toBe(200);
    const stored = JSON.stringify(await leads.json());
    expect(stored).toContain(email);
    expect(stored).toContain('+8613912345678');
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  it('an Android user logs in with MFA, searches, opens enterprise details with the ownership map, and logs out with every trace gone; beacons name the mobile app', async () => {
    const { context, page } = await visitor(PHONES.android);
    const errors = watchErrors(page);
    const beacons: URLSearchParams[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === apiOrigin && url.pathname === '/s.gif' && response.status() === 200) {
        beacons.push(url.searchParams);
      }
    });

    await page.goto(`${siteOrigin}/login?lang=en`);
    await page.locator('input[name="account"]').fill('demo_mfa');
    await page.locator('input[name="password"]').fill('Demo1234');
    await page.getByRole('button', { name: 'Log in' }).tap();
    const code = page.locator('input[name="totpCode"]');
    await code.waitFor();
    await code.fill(totp(MFA_SECRET));
    await page.getByRole('button', { name: 'Verify and log in' }).tap();
    await page.waitForURL(/\/account/);
    await expect(page.locator('html').getAttribute('data-variant')).resolves.toBe('mobile');

    const session = (await context.cookies()).find((cookie) => cookie.name === 'kyc_session');
    expect(session).toMatchObject({ secure: true, path: '/', sameSite: 'Strict' });

    // Signed in, the user lands on the account home; search is in the account drawer.
    await followAccountMenu(page, 'Search', { phone: true });
    await page.waitForURL(/\/live-search/);
    await page.getByRole('searchbox').fill('有限');
    await page.getByRole('searchbox').press('Enter');
    // Cards, not a table, on a phone.
    const firstResult = page.locator('main a[href*="/enterprise-details?"]').first();
    await firstResult.waitFor();
    await expect(page.locator('main table').count()).resolves.toBe(0);
    await firstResult.tap();
    await page.waitForURL(/\/enterprise-details\?.*keyNo=/);
    await page.locator('.kyc-ownership').waitFor();
    await expect(page.locator('.kyc-ownership svg').count()).resolves.toBeGreaterThan(0);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.not.toBe('');

    await followAccountMenu(page, 'Log out', { phone: true });
    await page.waitForURL((url) => url.pathname === '/');
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('kyc_session');
    const stored = await page.evaluate(() => ({
      user: localStorage.getItem('kyc_user'),
      session: sessionStorage.length,
    }));
    expect(stored).toEqual({ user: null, session: 0 });

    await expect
      .poll(() => beacons.map((beacon) => beacon.get('event')))
      .toEqual(expect.arrayContaining(['page_view', 'login_success', 'search']));
    for (const beacon of beacons) {
      expect([beacon.get('appName'), beacon.get('platform')]).toEqual([
        'kyc_global_mobile_web',
        'h5',
      ]);
    }
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  it('a HarmonyOS visitor whose stored token outlived the session cookie is sent to /kyc and on to login (SPEC §2)', async () => {
    const { context, page } = await visitor(PHONES.harmonyOS);
    // A user record left in storage from an earlier session (set once, on a plain file of the site).
    await page.goto(`${siteOrigin}/robots.txt`);
    await page.evaluate(() =>
      localStorage.setItem(
        'kyc_user',
        JSON.stringify({ uuid: 'u1', accessToken: 't', accessSecretKey: 's' }),
      ),
    );
    await page.goto(`${siteOrigin}/products-api?lang=en`, { waitUntil: 'commit' });
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 60_000 }).toBe('/login');
    await expect(page.locator('html').getAttribute('data-variant')).resolves.toBe('mobile');
    await expect(page.evaluate(() => localStorage.getItem('kyc_user'))).resolves.toBeNull();
    await context.close();
  });

  it('the drawer opens, locks the page behind it, and a link in it navigates and closes it', async () => {
    const { context, page } = await visitor(PHONES.iPhone);
    const errors = watchErrors(page);
    await page.goto(`${siteOrigin}/?lang=en`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Open menu' }).tap();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor();
    await expect(page.evaluate(() => getComputedStyle(document.body).overflow)).resolves.toBe(
      'hidden',
    );
    await drawer.getByRole('link', { name: 'API' }).tap();
    await page.waitForURL(/\/products-api/);
    await expect(drawer.count()).resolves.toBe(0);
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

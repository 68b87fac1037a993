import { launchBrowser, watchErrors } from '@kyc/site-kit/test/browser.ts';
import {
  apiHeaders,
  followAccountMenu,
  MFA_SECRET,
  unexpectedErrors,
} from '@kyc/site-kit/test/journeys.ts';
import { totp } from '@kyc/site-kit/test/totp.ts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const siteOrigin = inject('siteOrigin');
const apiOrigin = inject('apiOrigin');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A fresh visitor at a desktop size. */
async function visitor(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  return { context, page: await context.newPage() };
}

describe('journeys', () => {
  it('requests a demo with bad then good input: the messages appear, nothing typed is lost, the lead is stored', async () => {
    const { context, page } = await visitor();
    const errors = watchErrors(page);
    await page.goto(`${siteOrigin}/demo-request?lang=en`);
    const email = `buyer.${Date.now()}@example.com`;
    await page.locator('input[name="name"]').fill('Li Lei');
    await page.locator('input[name="company"]').fill('Acme Payments Ltd');
    await page.locator('input[name="email"]').fill('not-an-email');
    await page.locator('input[name="phone"]').fill('12345');
    await page.locator('input[name="agree"]').check();
    await page.getByRole('button', { name: 'Submit' }).click();

    await page.getByText('Incorrect email format.').first().waitFor();
    await expect(page.locator('input[name="name"]').inputValue()).resolves.toBe('Li Lei');
    await expect(page.locator('input[name="company"]').inputValue()).resolves.toBe(
      'Acme Payments Ltd',
    );
    await expect(page.locator('input[name="email"]').inputValue()).resolves.toBe('not-an-email');

    await page.locator('input[name="email"]').fill(email);
    // An English-site visitor with a UK mobile: the whole number, stored in E.164.
    await page.locator('select[name="phoneCountry"]').selectOption('GB');
    await page.locator('input[name="phone"]').fill('07911 123456');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Thank you, we have received your request').waitFor();

    const leads = await fetch(`${apiOrigin}/webapi/saas/admin/leads`, {
      headers: await apiHeaders(apiOrigin, siteOrigin, 'demo_formal'),
    });
    expect(leads.status).toBe(200);
    const stored = JSON.stringify(await leads.json());
    expect(stored).toContain(email);
    expect(stored).toContain('+447911123456');
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  it('a seeded user logs in with MFA, searches, opens a company and its ownership map, and logs out with every trace gone; beacons reach the analytics host', async () => {
    const { context, page } = await visitor();
    const errors = watchErrors(page);
    const beacons: { event: string; entity: string; status: number; type: string }[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === apiOrigin && url.pathname === '/s.gif') {
        beacons.push({
          event: url.searchParams.get('event') ?? '',
          entity: url.searchParams.get('entity') ?? '',
          status: response.status(),
          type: response.headers()['content-type'] ?? '',
        });
      }
    });

    await page.goto(`${siteOrigin}/login?lang=en`);
    await page.locator('input[name="account"]').fill('demo_mfa');
    await page.locator('input[name="password"]').fill('Demo1234');
    await page.getByRole('button', { name: 'Log in' }).click();
    const code = page.locator('input[name="totpCode"]');
    await code.waitFor();
    await code.fill(totp(MFA_SECRET));
    await page.getByRole('button', { name: 'Verify and log in' }).click();
    await page.waitForURL(/\/account/);

    const cookies = await context.cookies();
    const session = cookies.find((cookie) => cookie.name === 'kyc_session');
    expect(session?.value.split('___')).toHaveLength(3);
    expect(session).toMatchObject({ secure: true, path: '/', sameSite: 'Strict' });

    // Signed in, the user lands on the account home; search is one link of its navigation.
    await followAccountMenu(page, 'Search', { phone: false });
    await page.waitForURL(/\/live-search/);
    await page.getByRole('searchbox').fill('有限');
    await page.getByRole('searchbox').press('Enter');
    const firstResult = page.locator('table tbody tr a').first();
    await firstResult.waitFor();
    const companyName = (await firstResult.textContent())?.trim() ?? '';
    expect(companyName).not.toBe('');
    await firstResult.click();
    await page.waitForURL(/[?&]id=/);
    await page.locator('.kyc-ownership').waitFor();
    await expect(page.locator('.kyc-ownership svg').count()).resolves.toBeGreaterThan(0);

    await followAccountMenu(page, 'Log out', { phone: false });
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Log in' }).first().waitFor();
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('kyc_session');
    const stored = await page.evaluate(() => ({
      user: localStorage.getItem('kyc_user'),
      session: sessionStorage.length,
    }));
    expect(stored).toEqual({ user: null, session: 0 });

    // page_view on every navigation, login_success and search from the account pages.
    await expect
      .poll(() => beacons.map((beacon) => beacon.event))
      .toEqual(expect.arrayContaining(['page_view', 'login_success', 'search']));
    // Opening a company under ?id= is a navigation to a new page: it has its own page_view.
    expect(
      beacons.some((beacon) => beacon.event === 'page_view' && beacon.entity.includes('company=')),
    ).toBe(true);
    for (const beacon of beacons) {
      expect(beacon).toMatchObject({ status: 200, type: 'image/gif' });
    }
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  it('sends a visitor whose stored token outlived the session cookie to /kyc and on to login (SPEC §2)', async () => {
    const { context, page } = await visitor();
    // A user record left in storage from an earlier session, and no session cookie. Set once, on
    // a plain file of the site: an init script would put it back on every page the redirect
    // loads (the marketing page reaches a visitor without React, so /kyc is a page load).
    await page.goto(`${siteOrigin}/robots.txt`);
    await page.evaluate(() =>
      localStorage.setItem(
        'kyc_user',
        JSON.stringify({ uuid: 'u1', accessToken: 't', accessSecretKey: 's' }),
      ),
    );
    await page.goto(`${siteOrigin}/products-api?lang=en`, { waitUntil: 'commit' });
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 60_000 }).toBe('/login');
    await expect(page.evaluate(() => localStorage.getItem('kyc_user'))).resolves.toBeNull();
    await context.close();
  });

  it('never moves a reader away from the terms page, even with a stale stored token', async () => {
    const { context, page } = await visitor();
    await context.addInitScript(() =>
      localStorage.setItem(
        'kyc_user',
        JSON.stringify({ uuid: 'u1', accessToken: 't', accessSecretKey: 's' }),
      ),
    );
    await page.goto(`${siteOrigin}/terms-conditions?lang=en`, { waitUntil: 'networkidle' });
    expect(new URL(page.url()).pathname).toBe('/terms-conditions');
    await context.close();
  });
});

import { launchBrowser, watchErrors } from '@kyc/site-kit/test/browser.ts';
import { NOT_PHONES, PHONES } from '@kyc/site-kit/test/devices.mjs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const siteOrigin = inject('siteOrigin');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The scripts and styles the server-rendered HTML loads (as sent, before any script runs). */
const assetsOf = (html: string) =>
  [...html.matchAll(/<(?:link|script)[^>]+(?:href|src)="(\/[^"]+\.(?:js|css))"/g)].map(
    (match) => match[1] ?? '',
  );

const variantOf = (page: import('playwright-core').Page) =>
  page.locator('html').getAttribute('data-variant');

describe('user-agent dispatch', () => {
  it.each(Object.entries(PHONES))(
    '%s gets the mobile app, its assets under /m/',
    async (_name, device) => {
      const context = await browser.newContext(device);
      const page = await context.newPage();
      const response = await page.goto(`${siteOrigin}/products-api`, {
        waitUntil: 'domcontentloaded',
      });
      await expect(variantOf(page)).resolves.toBe('mobile');
      expect(response?.headers().vary).toMatch(/User-Agent/);
      const scripts = assetsOf((await response?.text()) ?? '');
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.every((url) => url.startsWith('/m/assets/'))).toBe(true);
      await context.close();
    },
  );

  it.each(Object.entries(NOT_PHONES))('%s keeps the desktop app', async (_name, device) => {
    const context = await browser.newContext(device);
    const page = await context.newPage();
    const response = await page.goto(`${siteOrigin}/products-api`, {
      waitUntil: 'domcontentloaded',
    });
    await expect(variantOf(page)).resolves.toBe('desktop');
    expect(response?.headers().vary).toMatch(/User-Agent/);
    const scripts = assetsOf((await response?.text()) ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.every((url) => url.startsWith('/assets/'))).toBe(true);
    await context.close();
  });

  it('desktop /enterprise-details falls back to the LEI page; the phone gets its own page', async () => {
    const desktop = await browser.newContext(NOT_PHONES.desktop);
    const desktopPage = await desktop.newPage();
    await desktopPage.goto(`${siteOrigin}/enterprise-details?lang=en`);
    await expect(
      desktopPage.locator('link[rel="canonical"]').getAttribute('href'),
    ).resolves.toMatch(/\/lei\?lang=en$/);
    await desktop.close();
    const phone = await browser.newContext(PHONES.iPhone);
    const phonePage = await phone.newPage();
    await phonePage.goto(`${siteOrigin}/enterprise-details?lang=en`);
    // The phone's own page is an account page: a visitor is asked to log in first.
    expect(new URL(phonePage.url()).pathname).toBe('/login');
    await expect(variantOf(phonePage)).resolves.toBe('mobile');
    await phone.close();
  });

  it('a phone visitor switches to the desktop version and back, remembered in a cookie', async () => {
    const context = await browser.newContext(PHONES.android);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${siteOrigin}/industries-banking?lang=en`);
    await expect(variantOf(page)).resolves.toBe('mobile');

    await page.getByRole('link', { name: 'Desktop version' }).click();
    await page.waitForURL(`${siteOrigin}/industries-banking?lang=en`);
    await expect(variantOf(page)).resolves.toBe('desktop');
    const cookies = await context.cookies(siteOrigin);
    expect(cookies.find((cookie) => cookie.name === 'kyc_variant')?.value).toBe('desktop');

    // The choice holds for the next page too.
    await page.goto(`${siteOrigin}/products-report?lang=en`);
    await expect(variantOf(page)).resolves.toBe('desktop');

    await page.getByRole('link', { name: 'Mobile version' }).click();
    await page.waitForURL(`${siteOrigin}/products-report?lang=en`);
    await expect(variantOf(page)).resolves.toBe('mobile');
    // Back to what the device gets by default: the cookie is gone.
    expect(
      (await context.cookies(siteOrigin)).some((cookie) => cookie.name === 'kyc_variant'),
    ).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a desktop visitor sees no switch link; the mobile app is one link away for phones only', async () => {
    const context = await browser.newContext(NOT_PHONES.desktop);
    const page = await context.newPage();
    await page.goto(`${siteOrigin}/?lang=en`);
    await expect(page.getByRole('link', { name: 'Mobile version' }).count()).resolves.toBe(0);
    await context.close();
  });
});

import { launchBrowser, watchErrors } from '@kyc/site-kit/test/browser.ts';
import { PHONES } from '@kyc/site-kit/test/devices.mjs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const siteOrigin = inject('siteOrigin');
const apiOrigin = inject('apiOrigin');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The scripts a page fetched, and the beacons it sent, from the moment it starts loading. */
function watchTraffic(page: Page) {
  const scripts: string[] = [];
  const beacons: URLSearchParams[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (response.request().resourceType() === 'script') scripts.push(url.pathname);
    if (url.origin === apiOrigin && url.pathname === '/s.gif') beacons.push(url.searchParams);
  });
  return { scripts, beacons };
}

describe('marketing pages for a visitor on a phone, without React', () => {
  it('load one small script, count the page view and a call to action under the mobile app name', async () => {
    const context = await browser.newContext(PHONES.iPhone);
    const page = await context.newPage();
    const errors = watchErrors(page);
    const { scripts, beacons } = watchTraffic(page);
    // Module scripts run before `load`: by then every script the page asked for has arrived.
    await page.goto(`${siteOrigin}/products-api?lang=en`, { waitUntil: 'load' });
    expect(scripts).toEqual([expect.stringMatching(/^\/m\/assets\/enhancer-[\w-]+\.js$/)]);
    await expect
      .poll(() => beacons.map((beacon) => beacon.get('event')), { timeout: 15_000 })
      .toContain('page_view');
    const view = beacons.find((beacon) => beacon.get('event') === 'page_view');
    expect([view?.get('appName'), view?.get('platform')]).toEqual(['kyc_global_mobile_web', 'h5']);
    expect(JSON.parse(view?.get('entity') ?? '{}')).toEqual({
      route: '/products-api',
      name: 'productsApi',
    });

    const cta = page.locator('main [data-track-click]').first();
    const sent = JSON.parse((await cta.getAttribute('data-track-click')) ?? '{}');
    const href = (await cta.getAttribute('href')) ?? '';
    await Promise.all([page.waitForURL(new URL(href, siteOrigin).href), cta.tap()]);
    await expect
      .poll(() => beacons.filter((beacon) => beacon.get('event') === 'page_button_click').length, {
        timeout: 15_000,
      })
      .toBeGreaterThan(0);
    const click = beacons.find((beacon) => beacon.get('event') === 'page_button_click');
    expect(JSON.parse(click?.get('entity') ?? '{}')).toEqual(sent);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the FAQ opens one answer at a time', async () => {
    const context = await browser.newContext(PHONES.android);
    const page = await context.newPage();
    await page.goto(`${siteOrigin}/about-us-faq?lang=en`, { waitUntil: 'networkidle' });
    const questions = page.locator('.kyc-faq .kyc-accordion__heading button');
    expect(await questions.count()).toBeGreaterThan(1);
    await questions.nth(0).tap();
    await expect(questions.nth(0).getAttribute('aria-expanded')).resolves.toBe('true');
    const panel = page.locator(`[id="${await questions.nth(0).getAttribute('aria-controls')}"]`);
    await expect(panel.isVisible()).resolves.toBe(true);
    await questions.nth(1).tap();
    await expect(questions.nth(1).getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(questions.nth(0).getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(panel.isVisible()).resolves.toBe(false);
    await context.close();
  });

  it('the menu closes with Escape and its language links switch the page to Chinese', async () => {
    const context = await browser.newContext(PHONES.harmonyOS);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${siteOrigin}/lei?lang=en`, { waitUntil: 'networkidle' });
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.tap();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await expect(page.evaluate(() => getComputedStyle(document.body).overflow)).resolves.not.toBe(
      'hidden',
    );
    await expect(menuButton.getAttribute('aria-expanded')).resolves.toBe('false');

    await menuButton.tap();
    await menu.getByRole('link', { name: '中文' }).tap();
    await page.waitForURL(/lang=zh-CN/);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('zh-CN');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the LEI look-up works without React: the server checks the code and keeps it in the field', async () => {
    const context = await browser.newContext(PHONES.iPhone);
    const page = await context.newPage();
    await page.goto(`${siteOrigin}/lei?lang=en`, { waitUntil: 'networkidle' });
    const field = page.locator('input[name="lei"]');
    await field.fill('5493001KJTIIGC8Y1R13');
    await field.press('Enter');
    await page.waitForURL(/lei=5493001KJTIIGC8Y1R13/);
    await expect(field.inputValue()).resolves.toBe('5493001KJTIIGC8Y1R13');
    // Wrong check digits: the validators' message, from the server.
    await expect(page.locator('.kyc-field__message').first().textContent()).resolves.not.toBe('');
    await expect(field.getAttribute('aria-invalid')).resolves.toBe('true');
    await context.close();
  });

  it('a logged-in user gets the full app on the same pages', async () => {
    const context = await browser.newContext(PHONES.android);
    const page = await context.newPage();
    await page.goto(`${siteOrigin}/login?lang=en`);
    await page.locator('input[name="account"]').fill('demo_formal');
    await page.locator('input[name="password"]').fill('Demo1234');
    await page.getByRole('button', { name: 'Log in' }).tap();
    await page.waitForURL(/\/account/);
    const { scripts } = watchTraffic(page);
    await page.goto(`${siteOrigin}/products-api?lang=en`, { waitUntil: 'networkidle' });
    expect(scripts.some((path) => /react-dom/.test(path))).toBe(true);
    expect(scripts.some((path) => /enhancer-/.test(path))).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    await context.close();
  });
});

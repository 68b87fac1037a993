import { launchBrowser, watchErrors } from '@kyc/site-kit/test/browser.ts';
import { leadJourney, leiJourney } from '@kyc/site-kit/test/staticFormsJourney.ts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const siteOrigin = inject('siteOrigin');
const apiOrigin = inject('apiOrigin');
const DESKTOP = { viewport: { width: 1440, height: 900 } };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The header's product navigation. */
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

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

describe('marketing pages for a visitor on a desktop, without React', () => {
  it('load one small script, count the page view and a call to action under the desktop app name', async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    const errors = watchErrors(page);
    const { scripts, beacons } = watchTraffic(page);
    // Module scripts run before `load`: by then every script the page asked for has arrived.
    await page.goto(`${siteOrigin}/products-api?lang=en`, { waitUntil: 'load' });
    expect(scripts).toEqual([expect.stringMatching(/^\/assets\/enhancer-[\w-]+\.js$/)]);
    await expect
      .poll(() => beacons.map((beacon) => beacon.get('event')), { timeout: 15_000 })
      .toContain('page_view');
    const view = beacons.find((beacon) => beacon.get('event') === 'page_view');
    expect([view?.get('appName'), view?.get('platform')]).toEqual(['kyc_global_pc_web', 'pc']);
    expect(JSON.parse(view?.get('entity') ?? '{}')).toEqual({
      route: '/products-api',
      name: 'productsApi',
    });

    const cta = page.locator('main [data-track-click]').first();
    const sent = JSON.parse((await cta.getAttribute('data-track-click')) ?? '{}');
    const href = (await cta.getAttribute('href')) ?? '';
    await Promise.all([page.waitForURL(new URL(href, siteOrigin).href), cta.click()]);
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

  it('the header menus open by mouse and keyboard, one at a time, and close with Escape, outside and on leaving', async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${siteOrigin}/industries-banking?lang=en`, { waitUntil: 'networkidle' });
    const products = page.getByRole('button', { name: 'Products' });
    const industries = page.getByRole('button', { name: 'Industries' });
    await products.click();
    await nav(page).getByRole('link', { name: 'API', exact: true }).waitFor();
    await industries.click();
    await expect(industries.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(products.getAttribute('aria-expanded')).resolves.toBe('false');
    // The page's own entry is marked in its menu.
    await expect(
      nav(page).getByRole('link', { name: 'Banking' }).getAttribute('aria-current'),
    ).resolves.toBe('page');
    await page.locator('main h1').click();
    await expect(industries.getAttribute('aria-expanded')).resolves.toBe('false');

    const about = page.getByRole('button', { name: 'About us' });
    await about.focus();
    await page.keyboard.press('ArrowDown');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Our company');
    await page.keyboard.press('End');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('FAQ');
    await page.keyboard.press('Escape');
    await expect(about.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(
      'About us',
    );

    // A link in a menu is followed.
    await about.click();
    await nav(page).getByRole('link', { name: 'FAQ' }).click();
    await page.waitForURL(/\/about-us-faq\?lang=en$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the language switch is a pair of links to the same page, its query kept', async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    await page.goto(`${siteOrigin}/insights-guidelines-in-asia?lang=en`);
    await page.getByRole('link', { name: '中文' }).click();
    await page.waitForURL((url) => url.pathname === '/insights-guidelines-in-asia');
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('zh-CN');
    await page.getByRole('link', { name: 'English' }).click();
    await page.waitForURL(/lang=en/);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en');
    await context.close();
  });

  it('the FAQ opens one answer at a time', async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    await page.goto(`${siteOrigin}/about-us-faq?lang=en`, { waitUntil: 'networkidle' });
    const questions = page.locator('.kyc-faq .kyc-accordion__heading button');
    expect(await questions.count()).toBeGreaterThan(1);
    await questions.nth(0).click();
    await expect(questions.nth(0).getAttribute('aria-expanded')).resolves.toBe('true');
    const panel = page.locator(`[id="${await questions.nth(0).getAttribute('aria-controls')}"]`);
    await expect(panel.isVisible()).resolves.toBe(true);
    await questions.nth(1).click();
    await expect(questions.nth(1).getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(questions.nth(0).getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(panel.isVisible()).resolves.toBe(false);
    await context.close();
  });

  it('code samples keep a monospace font on Chinese pages, and the prose its CJK font', async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    await page.goto(`${siteOrigin}/products-api`, { waitUntil: 'load' });
    const fonts = await page.evaluate(() => {
      const family = (element: Element | null) =>
        element ? getComputedStyle(element).fontFamily : '';
      return {
        lang: document.documentElement.lang,
        pre: family(document.querySelector('main pre')),
        code: family(document.querySelector('main pre code')),
        prose: family(document.querySelector('main p')),
      };
    });
    expect(fonts.lang).toMatch(/^zh/);
    expect(fonts.pre).toMatch(/^"?SFMono-Regular/);
    expect(fonts.code).toMatch(/^("?SFMono-Regular|monospace)/);
    expect(fonts.prose).not.toMatch(/mono/i);
    await context.close();
  });

  it('the Chinese API reference reads Chinese, and its English runs have a Latin font first', async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    await page.goto(`${siteOrigin}/products-api/reference`, { waitUntil: 'load' });
    const found = await page.evaluate(() => {
      const family = (element: Element | null) =>
        element ? getComputedStyle(element).fontFamily : '';
      const owners = document.getElementById('operation-getBeneficialOwners');
      // An English run of the page: an OpenAPI word (a parameter's place, `path`/`query`).
      const english = owners?.querySelector('td[lang="en"]') ?? null;
      return {
        lang: document.documentElement.lang,
        summary: owners?.querySelector('h3 + p + p')?.textContent ?? '',
        descriptions: [...document.querySelectorAll('.mk-ref__description')].map(
          (element) => element.textContent ?? '',
        ),
        english: english?.textContent ?? '',
        englishFont: family(english),
        proseFont: family(owners?.querySelector('.mk-ref__description') ?? null),
      };
    });
    expect(found.lang).toMatch(/^zh/);
    expect(found.summary).toMatch(/受益所有人/);
    // Every operation's description is the document's Chinese, none its English.
    expect(found.descriptions.length).toBeGreaterThan(5);
    for (const text of found.descriptions) expect(text).toMatch(/[\u4e00-\u9fff]/);
    expect(found.english).toMatch(/^(path|query)$/);
    expect(found.englishFont).toMatch(/^"?Inter"?,/);
    expect(found.proseFont).not.toMatch(/^"?Inter/);
    await context.close();
  });

  it('Internet Explorer below 11 is told, in Chinese, before anything else runs (SPEC §1)', async () => {
    const context = await browser.newContext(DESKTOP);
    // What IE 10 says about itself to a page's scripts.
    await context.addInitScript(() =>
      Object.defineProperty(document, 'documentMode', { value: 10, configurable: true }),
    );
    const page = await context.newPage();
    const dialog = page.waitForEvent('dialog');
    // The alert holds the page's load until it is dismissed.
    const loading = page.goto(`${siteOrigin}/products-report?lang=en`);
    const alert = await dialog;
    expect(alert.type()).toBe('alert');
    expect(alert.message()).toMatch(/浏览器.*Chrome.*Edge.*360/);
    await alert.dismiss();
    await loading;
    await context.close();
  });

  it('a logged-in user gets the full app on the same pages', async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    await page.goto(`${siteOrigin}/login?lang=en`);
    await page.locator('input[name="account"]').fill('demo_formal');
    await page.locator('input[name="password"]').fill('Demo1234');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/account/);
    const { scripts } = watchTraffic(page);
    // Not `networkidle`: a signed-in page keeps its session's keep-alive going.
    await page.goto(`${siteOrigin}/products-api?lang=en`, { waitUntil: 'load' });
    expect(scripts.some((path) => /react-dom|entry\.client/.test(path))).toBe(true);
    expect(scripts.some((path) => /enhancer-/.test(path))).toBe(false);
    // React has hydrated the header once its button carries React's own properties.
    await page.waitForFunction(() => {
      const button = document.querySelector('.kyc-nav__button');
      return button !== null && Object.keys(button).some((key) => key.startsWith('__react'));
    });
    // The app's menus, and its client-side navigation.
    await page.getByRole('button', { name: 'Products' }).click();
    await nav(page).getByRole('link', { name: 'Workspace', exact: true }).click();
    await page.waitForURL(/\/products-workspace/);
    await context.close();
  });

  it('load a form’s own script only on the pages that have the form', async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    const { scripts } = watchTraffic(page);
    for (const path of ['/', '/lei', '/demo-request', '/about-us-faq']) {
      scripts.length = 0;
      await page.goto(`${siteOrigin}${path}?lang=en`, { waitUntil: 'networkidle' });
      const chunks = scripts.flatMap((script) => /\/enhancer-(\w+Form)-/.exec(script)?.[1] ?? []);
      expect(chunks, path).toEqual(
        path === '/lei' ? ['leiForm'] : path === '/demo-request' ? ['leadForm'] : [],
      );
    }
    await context.close();
  });
});

describe('the forms of pages without React, with JavaScript on and off', () => {
  for (const javaScript of [true, false]) {
    const how = javaScript ? 'with JavaScript' : 'without JavaScript';
    it(`the LEI look-up ${how}: refused, found, wrong check digits, Back`, async () => {
      await leiJourney({ browser, siteOrigin, apiOrigin, device: DESKTOP, javaScript });
    });
    it(`the demo request ${how}: bad then good input, one lead however often it is reloaded`, async () => {
      await leadJourney({
        browser,
        siteOrigin,
        apiOrigin,
        device: DESKTOP,
        javaScript,
        path: '/demo-request',
      });
    });
  }
  it('the registration form with JavaScript: the same form, its own list', async () => {
    await leadJourney({
      browser,
      siteOrigin,
      apiOrigin,
      device: DESKTOP,
      javaScript: true,
      path: '/register',
    });
  });
});

import AxeBuilder from '@axe-core/playwright';
import { ROUTES } from '@kyc/content';
import { launchBrowser, watchErrors } from '@kyc/site-kit/test/browser.ts';
import { PHONES } from '@kyc/site-kit/test/devices.mjs';
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const siteOrigin = inject('siteOrigin');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function openPage(device: BrowserContextOptions, path: string) {
  const context = await browser.newContext(device);
  const page = await context.newPage();
  const errors = watchErrors(page);
  const response = await page.goto(`${siteOrigin}${path}`, { waitUntil: 'networkidle' });
  return { context, page, errors, response };
}

// Account pages that need a session send visitors to /login first; they must still render.
const everyRoute = ROUTES.flatMap((route) =>
  (['zh-CN', 'en'] as const).map((locale) => ({ ...route, locale })),
);

describe('every route on an iPhone, in both languages', () => {
  it.each(everyRoute)(
    '$path ($locale) renders the mobile app without console errors, axe clean',
    async ({ path, locale }) => {
      const { context, page, errors, response } = await openPage(
        PHONES.iPhone,
        `${path}${locale === 'en' ? '?lang=en' : ''}`,
      );
      expect(response?.status()).toBe(200);
      await expect(page.locator('html').getAttribute('data-variant')).resolves.toBe('mobile');
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe(locale);
      await expect(page.locator('h1').count()).resolves.toBe(1);
      // Designed for the screen: nothing wider than the viewport (no sideways scrolling).
      await expect(
        page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).resolves.toBe(true);
      const axe = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(
        axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`),
      ).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});

describe.each([
  ['an Android phone', PHONES.android],
  ['a HarmonyOS phone', PHONES.harmonyOS],
])('every route on %s', (_name, device) => {
  it.each(ROUTES)('$path renders the mobile app without console errors', async ({ path }) => {
    const { context, page, errors, response } = await openPage(device, path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html').getAttribute('data-variant')).resolves.toBe('mobile');
    await expect(page.locator('h1').count()).resolves.toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the 404 page on a phone', () => {
  it('answers an unknown path with status 404 inside the mobile frame', async () => {
    const { context, page, response } = await openPage(PHONES.android, '/no-such-page?lang=en');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html').getAttribute('data-variant')).resolves.toBe('mobile');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(
      /find that page/,
    );
    await context.close();
  });
});

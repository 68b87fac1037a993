import AxeBuilder from '@axe-core/playwright';
import { ROUTES } from '@kyc/content';
import { launchBrowser, watchErrors } from '@kyc/site-kit/test/browser.ts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const siteOrigin = inject('siteOrigin');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

// Account pages that need a session send visitors to /login first; they must still render.
const cases = ROUTES.flatMap((route) =>
  (['zh-CN', 'en'] as const).map((locale) => ({ ...route, locale })),
);

describe('every route, in both languages', () => {
  it.each(cases)(
    '$path ($locale) renders the desktop app without console errors, axe clean',
    async ({ path, locale }) => {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      const page = await context.newPage();
      const errors = watchErrors(page);
      const response = await page.goto(`${siteOrigin}${path}${locale === 'en' ? '?lang=en' : ''}`, {
        waitUntil: 'networkidle',
      });
      expect(response?.status()).toBe(200);
      await expect(page.locator('html').getAttribute('data-variant')).resolves.toBe('desktop');
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe(locale);
      await expect(page.locator('h1').count()).resolves.toBe(1);
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

  it('answers an unknown path with the 404 page (status 404) in the site frame', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const response = await page.goto(`${siteOrigin}/no-such-page?lang=en`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(
      /find that page/,
    );
    await expect(
      page.getByRole('link', { name: 'Back to home' }).getAttribute('href'),
    ).resolves.toBe('/?lang=en');
    await context.close();
  });
});

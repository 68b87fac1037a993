// The geometry check as a suite, shared by both apps' browser suites: every route at the app's
// viewports (desktop agents: 1440×900, 1366×768, 820×1180; phones: 390×844, 360×800), in both
// languages, signed out and, for account pages, signed in (the team's pages as the main user of
// a team with something on each); each page's scroll container and then the window itself are
// scrolled to the end. Screenshots of the first viewport of each kind (top of the page and its
// end) go to test/screenshots, which git ignores.
import { mkdir } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { ROUTES } from '@kyc/content';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { NOT_PHONES, PHONES } from './devices.mjs';
import {
  checkGeometry,
  GEOMETRY_VIEWPORTS,
  type GeometryProblem,
  SCREENSHOT_DIR,
  type SignedInPath,
  signedInPaths,
  signIn,
  teamPaths,
} from './geometry';
import { seedTeam, TEAM_OWNER } from './teamSeed';

const LOCALES = ['zh-CN', 'en'] as const;

async function look(
  page: Page,
  kind: 'desktop' | 'phone',
  url: string,
  shot: string | null,
): Promise<GeometryProblem[]> {
  await page.goto(url, { waitUntil: 'load' });
  // Data and lazy code (search results, the ownership map) arrive after load; a page that keeps
  // a connection busy (the session keep-alive) is measured after 3 s.
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
  const screenshot = async (path: string) => {
    try {
      await page.screenshot({ path, animations: 'disabled', timeout: 60_000 });
    } catch (error) {
      throw new Error(`screenshot of ${url} failed: ${(error as Error).message.split('\n')[0]}`);
    }
  };
  if (shot) await screenshot(`${SCREENSHOT_DIR}/${shot}-top.png`);
  const started = Date.now();
  const problems = await checkGeometry(page, kind);
  if (process.env.GEOMETRY_TIMING) console.log(`${Date.now() - started} ms ${url}`);
  if (shot) await screenshot(`${SCREENSHOT_DIR}/${shot}-end.png`);
  return problems;
}

const report = (found: Array<[string, GeometryProblem]>) =>
  found.map(([path, problem]) => `${path}: ${problem.kind}: ${problem.detail}`);

/**
 * Opens the account navigation's menus one by one (each group on the desktop, the drawer on a
 * phone) and names what axe finds in each.
 */
async function openMenuViolations(page: Page, kind: 'desktop' | 'phone'): Promise<string[]> {
  const found: string[] = [];
  const openers =
    kind === 'phone'
      ? [page.locator('details.account-bar__drawer > summary')]
      : await page.locator('details.account-bar__group > summary').all();
  expect(openers.length).toBeGreaterThan(0);
  for (const opener of openers) {
    await (kind === 'phone' ? opener.tap() : opener.click());
    await page.locator('details[open] > summary').first().waitFor();
    const name = (await opener.textContent()) ?? '';
    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    for (const violation of axe.violations)
      found.push(
        `menu ${name} open: ${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`,
      );
  }
  return found;
}

export function geometrySuite(options: {
  kind: 'desktop' | 'phone';
  siteOrigin: string;
  apiOrigin: string;
  /** Where the stack's apps/api writes invitations: the team's colleague joins from one. */
  mailDir: string;
}): void {
  const { kind, siteOrigin, apiOrigin, mailDir } = options;
  const agent = kind === 'desktop' ? NOT_PHONES.desktop : PHONES.iPhone;
  let browser: Browser;
  let accountPaths: SignedInPath[] = [];
  let teamPages: SignedInPath[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
    await mkdir(SCREENSHOT_DIR, { recursive: true });
    accountPaths = await signedInPaths(apiOrigin, siteOrigin, kind);
    teamPages = teamPaths(await seedTeam({ apiOrigin, siteOrigin, mailDir }));
  });
  afterAll(() => browser?.close());

  const cases = GEOMETRY_VIEWPORTS[kind].flatMap((viewport, index) =>
    LOCALES.map((locale) => ({ viewport, locale, shoot: index === 0 })),
  );
  describe(`geometry: no text over text, nothing fixed over the end, no sideways scroll, no window scroll past the page, no text under 12 px (${kind})`, () => {
    it.each(cases)(
      '$viewport.name $locale: every route signed out, account pages signed in',
      // Deterministic: a second run would only double the time. About 35 pages per case.
      { retry: 0, timeout: 600_000 },
      async ({ viewport, locale, shoot }) => {
        const found: Array<[string, GeometryProblem]> = [];
        const violations: string[] = [];
        const suffix = locale === 'en' ? 'lang=en' : '';
        const newContext = () =>
          browser.newContext({
            userAgent: agent.userAgent,
            viewport: { width: viewport.width, height: viewport.height },
            isMobile: kind === 'phone',
            hasTouch: kind === 'phone',
          });
        /** Looks at signed-in pages; their axe pass runs once per language (the first viewport). */
        const lookSignedIn = async (page: Page, paths: SignedInPath[], who: string) => {
          for (const { path, name } of paths) {
            const url = `${siteOrigin}${path}${suffix ? `${path.includes('?') ? '&' : '?'}${suffix}` : ''}`;
            const shot = shoot ? `${kind}-${viewport.name}-${locale}-signed-in-${name}` : null;
            for (const problem of await look(page, kind, url, shot))
              found.push([`${path} (signed in${who})`, problem]);
            // Signed-in pages carry the account bar, its menu and the expiry banner, which the
            // signed-out axe pass of every route never sees: check them once per language.
            if (shoot) {
              const axe = await new AxeBuilder({ page })
                .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
                .analyze();
              for (const violation of axe.violations)
                violations.push(
                  `${path}: ${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`,
                );
            }
          }
        };
        const context = await newContext();
        try {
          const page = await context.newPage();
          for (const route of ROUTES) {
            const url = `${siteOrigin}${route.path}${suffix ? `?${suffix}` : ''}`;
            const shot = shoot ? `${kind}-${viewport.name}-${locale}-${route.name}` : null;
            for (const problem of await look(page, kind, url, shot))
              found.push([route.path, problem]);
          }
          await signIn(page, siteOrigin, locale);
          await lookSignedIn(page, accountPaths, '');
        } finally {
          await context.close();
        }
        // The team's pages, as its main user (in a browser of their own).
        const teamContext = await newContext();
        try {
          const page = await teamContext.newPage();
          await signIn(page, siteOrigin, locale, TEAM_OWNER);
          await lookSignedIn(page, teamPages, ` as ${TEAM_OWNER}`);
          // The owner sees every group of the account navigation: check them open, once per
          // language (closed, their lists are outside the pages' axe pass above).
          if (shoot) violations.push(...(await openMenuViolations(page, kind)));
        } finally {
          await teamContext.close();
        }
        expect(report(found)).toEqual([]);
        expect(violations).toEqual([]);
      },
    );
  });
}

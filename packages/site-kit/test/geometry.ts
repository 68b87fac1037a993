// What people see, checked by geometry in a real browser: a page scrolled top to bottom in
// steps must never draw one element's text over another's, never cover its last content with
// something fixed, never scroll sideways, and never show text under 12 px (map labels included,
// at the map's first zoom). Used by both apps' browser suites (test/browser/geometry.test.ts).
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { apiHeaders } from './journeys';

const PAGE_SCRIPT = readFileSync(new URL('./geometry.page.js', import.meta.url), 'utf8');
type Found = Array<{ kind: string; detail: string }>;
interface PageGeometry {
  inspectViewport(minTextPx: number): Found;
  inspectEnd(): Found;
  scrollToY(top: number): { top: number; height: number; screen: number; sideways: number };
  bandBelowFooter(): Found;
  fixedChrome(maxShare: number): Found;
}

/** The viewports of the check: desktop agents get the desktop app, phones the mobile app. */
export const GEOMETRY_VIEWPORTS = {
  desktop: [
    { name: '1440x900', width: 1440, height: 900 },
    { name: '1366x768', width: 1366, height: 768 },
    { name: '820x1180', width: 820, height: 1180 },
  ],
  phone: [
    { name: '390x844', width: 390, height: 844 },
    { name: '360x800', width: 360, height: 800 },
  ],
} as const;

/**
 * The most of a screen's height that bars staying on screen (header, banners, action bar) may
 * take: a phone's 844 px leave little to read; a desktop's header and account bars may take more.
 */
export const MAX_FIXED_SHARE = { phone: 0.16, desktop: 0.2 } as const;

/** Screens scrolled through at most, per page. */
const MAX_STEPS = 24;

/** Smallest text people can be asked to read, in CSS pixels. */
export const MIN_TEXT_PX = 12;

export interface GeometryProblem {
  kind:
    | 'overlap'
    | 'covered-end'
    | 'horizontal-scroll'
    | 'small-text'
    | 'band-below-footer'
    | 'fixed-chrome';
  detail: string;
}

/**
 * Scrolls the page from top to bottom in steps of three quarters of a screen and collects every
 * problem once. Call it on a loaded page; it leaves the page scrolled to the end.
 */
export async function checkGeometry(
  page: Page,
  kind: keyof typeof MAX_FIXED_SHARE,
): Promise<GeometryProblem[]> {
  await page.evaluate(PAGE_SCRIPT);
  const problems = new Map<string, GeometryProblem>();
  const add = (found: Found) => {
    for (const problem of found)
      problems.set(`${problem.kind}:${problem.detail.replace(/ at \d+,\d+$/, '')}`, {
        kind: problem.kind as GeometryProblem['kind'],
        detail: problem.detail,
      });
  };
  const scrollTo = (y: number) =>
    page.evaluate(
      (top) => (globalThis as unknown as { kycGeometry: PageGeometry }).kycGeometry.scrollToY(top),
      y,
    );
  const first = await scrollTo(0);
  add(
    await page.evaluate(
      (share) =>
        (globalThis as unknown as { kycGeometry: PageGeometry }).kycGeometry.fixedChrome(share),
      MAX_FIXED_SHARE[kind],
    ),
  );
  if (first.sideways > 1)
    add([
      { kind: 'horizontal-scroll', detail: `page is ${first.sideways} px wider than the screen` },
    ]);
  const step = Math.max(200, Math.floor(first.screen * 0.75));
  // A list that loads more as it is scrolled (the phone's search results) never ends: what a
  // person reads is measured, then the end of what is loaded.
  for (let y = 0, steps = 0; steps < MAX_STEPS; y += step, steps++) {
    const at = await scrollTo(y);
    add(
      await page.evaluate(
        (min) =>
          (globalThis as unknown as { kycGeometry: PageGeometry }).kycGeometry.inspectViewport(min),
        MIN_TEXT_PX,
      ),
    );
    if (at.top + at.screen >= at.height - 1) break;
  }
  await scrollTo(Number.MAX_SAFE_INTEGER);
  add(
    await page.evaluate(() =>
      (globalThis as unknown as { kycGeometry: PageGeometry }).kycGeometry.bandBelowFooter(),
    ),
  );
  add(
    await page.evaluate(() =>
      (globalThis as unknown as { kycGeometry: PageGeometry }).kycGeometry.inspectEnd(),
    ),
  );
  return [...problems.values()];
}

/** Where a suite writes its screenshots: a folder git ignores, inside the app. */
export const SCREENSHOT_DIR = 'test/screenshots';

/** Account pages looked at signed in: the search with results and a company among them. */
export async function signedInPaths(
  apiOrigin: string,
  siteOrigin: string,
  companyParam: 'id' | 'keyNo',
): Promise<string[]> {
  const headers = await apiHeaders(apiOrigin, siteOrigin, SIGNED_IN_USER);
  const search = await fetch(`${apiOrigin}/webapi/saas/search?q=${encodeURIComponent('有限')}`, {
    headers,
  });
  const { items } = (await search.json()) as { items: Array<{ keyNo: string }> };
  const keyNo = items[0]?.keyNo;
  if (!keyNo) throw new Error('the seeded search found no company');
  return [
    '/account',
    '/activity',
    '/my-reports',
    '/api-keys',
    '/api-usage',
    `/live-search?q=${encodeURIComponent('有限')}`,
    `/enterprise-details?${companyParam}=${keyNo}`,
    '/bind-mfa',
    '/authorize',
    '/service-selection',
    '/system-status',
  ];
}

/** A demo user whose plan ends within 90 days: the expiry banner shows, as for many customers. */
export const SIGNED_IN_USER = 'demo_formal_90';

/** Signs `page`'s context in through the login form, as a person does. */
export async function signIn(page: Page, siteOrigin: string, locale: string): Promise<void> {
  await page.goto(`${siteOrigin}/login${locale === 'en' ? '?lang=en' : ''}`);
  await page.locator('input[name="account"]').fill(SIGNED_IN_USER);
  await page.locator('input[name="password"]').fill('Demo1234');
  await page.locator('form button[type="submit"]').first().click();
  await page.waitForURL(/\/account/, { timeout: 60_000 });
}

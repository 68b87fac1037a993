// What people see, checked by geometry in a real browser: a page scrolled top to bottom in
// steps must never draw one element's text over another's, never cover its last content with
// something fixed, never scroll sideways, never let the window itself scroll past the page's
// frame, and never show text under 12 px (map labels included, at the map's first zoom). Used by
// both apps' browser suites (test/browser/geometry.test.ts).
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { apiHeaders } from './journeys';
import type { SeededTeam } from './teamSeed';

const PAGE_SCRIPT = readFileSync(new URL('./geometry.page.js', import.meta.url), 'utf8');
type Found = Array<{ kind: string; detail: string }>;
interface PageGeometry {
  inspectViewport(minTextPx: number): Found;
  inspectEnd(): Found;
  scrollToY(top: number): { top: number; height: number; screen: number; sideways: number };
  scrollWindowToEnd(): Found;
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
    | 'window-scroll'
    | 'fixed-chrome';
  detail: string;
}

/**
 * Scrolls the page from top to bottom in steps of three quarters of a screen, then the window
 * itself to its end (where a wheel or a swipe past the page's end takes it), and collects every
 * problem once. Call it on a loaded page; it leaves the page and the window scrolled to the end.
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
  // Scrolling on past the end chains to the window: it must not move (nor show white below the
  // footer, which the next check sees from where the window went).
  add(
    await page.evaluate(() =>
      (globalThis as unknown as { kycGeometry: PageGeometry }).kycGeometry.scrollWindowToEnd(),
    ),
  );
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

/** An account page looked at signed in, and the name of its screenshots. */
export interface SignedInPath {
  path: string;
  name: string;
}

/**
 * Account pages looked at signed in: the search with results and a company among them, the one
 * of the first results with the most to show (its investments' tables, layer by layer, are the
 * longest company page). A company opens on `/live-search?id=` on the desktop (its
 * `/enterprise-details` is the LEI page) and on `/enterprise-details?keyNo=` on phones.
 */
export async function signedInPaths(
  apiOrigin: string,
  siteOrigin: string,
  kind: keyof typeof MAX_FIXED_SHARE,
): Promise<SignedInPath[]> {
  const headers = await apiHeaders(apiOrigin, siteOrigin, SIGNED_IN_USER);
  const search = await fetch(`${apiOrigin}/webapi/saas/search?q=${encodeURIComponent('有限')}`, {
    headers,
  });
  const { items } = (await search.json()) as { items: Array<{ keyNo: string }> };
  let fullest: { keyNo: string; layers: number; investments: number } | null = null;
  for (const { keyNo } of items) {
    const answer = await fetch(`${apiOrigin}/webapi/saas/enterprise/${keyNo}`, { headers });
    const { investments = [] } = (await answer.json()) as {
      investments?: Array<{ layer?: number }>;
    };
    const layers = new Set(investments.map((investment) => investment.layer ?? 1)).size;
    if (
      !fullest ||
      layers > fullest.layers ||
      (layers === fullest.layers && investments.length > fullest.investments)
    )
      fullest = { keyNo, layers, investments: investments.length };
  }
  if (!fullest?.investments)
    throw new Error('no company of the seeded search has investments: their tables go unchecked');
  return [
    { path: '/account', name: 'account' },
    { path: '/activity', name: 'activity' },
    { path: '/my-reports', name: 'my-reports' },
    { path: '/api-keys', name: 'api-keys' },
    { path: '/api-usage', name: 'api-usage' },
    { path: '/alerts', name: 'alerts' },
    { path: `/live-search?q=${encodeURIComponent('有限')}`, name: 'live-search' },
    {
      path:
        kind === 'desktop'
          ? `/live-search?id=${fullest.keyNo}`
          : `/enterprise-details?keyNo=${fullest.keyNo}`,
      name: 'company',
    },
    { path: '/bind-mfa', name: 'bind-mfa' },
    { path: '/authorize', name: 'authorize' },
    { path: '/service-selection', name: 'service-selection' },
    { path: '/system-status', name: 'system-status' },
  ];
}

/**
 * The team's pages, looked at signed in as its main user (`TEAM_OWNER` of `seedTeam`, whose
 * team has a colleague, a list with a note, an order waiting for approval and a pending
 * invitation): the team page, the lists, one list with its companies and notes, a company's
 * team notes with the lists to add it to, and the audit trail.
 */
export function teamPaths(team: SeededTeam): SignedInPath[] {
  return [
    { path: '/team', name: 'team' },
    { path: '/team-lists', name: 'team-lists' },
    { path: `/team-lists?list=${team.listId}`, name: 'team-list' },
    { path: `/team-lists?add=${team.keyNo}`, name: 'team-notes' },
    { path: '/team-audit', name: 'team-audit' },
  ];
}

/** A demo user whose plan ends within 90 days: the expiry banner shows, as for many customers. */
export const SIGNED_IN_USER = 'demo_formal_90';

/** Signs `page`'s context in through the login form as `loginName` (a demo user), as a person does. */
export async function signIn(
  page: Page,
  siteOrigin: string,
  locale: string,
  loginName: string = SIGNED_IN_USER,
): Promise<void> {
  await page.goto(`${siteOrigin}/login${locale === 'en' ? '?lang=en' : ''}`);
  await page.locator('input[name="account"]').fill(loginName);
  await page.locator('input[name="password"]').fill('Demo1234');
  await page.locator('form button[type="submit"]').first().click();
  await page.waitForURL(/\/account/, { timeout: 60_000 });
}

// Monitoring (issue 28), as one journey both apps' browser suites run against their own stack
// (apps/api on the embedded database, seeded and loaded with a first GLEIF golden copy): a
// compliance analyst uploads a portfolio file, reviews the matches, makes the watched list;
// the operator imports the next golden copy, in which a watched company's consolidation parent
// changed; the analyst sees the unread count in the account navigation, opens the alert with
// the parent before and after, and follows it to the company's dated history.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { expect } from 'vitest';
import { watchErrors } from './browser';
import { followAccountMenu, unexpectedErrors } from './journeys';
import { generateGoldenCopy, startStack } from './stack.mjs';

/** A golden-copy CSV's rows as records by GLEIF's column names (every field is quoted). */
function goldenCopyRows(file: string): Record<string, string>[] {
  const [header = [], ...rows] = readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .filter((line) => line !== '')
    .map((line) =>
      [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => (m[1] ?? '').replaceAll('""', '"')),
    );
  return rows.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i] ?? ''])));
}

/** The entity's direct consolidation parent in an RR-CDF file. */
function directParent(rr: string, lei: string): string {
  const relationship = goldenCopyRows(rr).find(
    (row) =>
      row['Relationship.StartNode.NodeID'] === lei &&
      row['Relationship.RelationshipType'] === 'IS_DIRECTLY_CONSOLIDATED_BY',
  );
  if (!relationship) throw new Error(`no direct parent of ${lei} in ${rr}`);
  return relationship['Relationship.EndNode.NodeID'] as string;
}

/** Entity 11 of apps/api's generator: a Beijing company named in Chinese, re-parented in v2. */
const WATCHED_ROW = 11;
/** Waits that span an import and apps/api's restart on a loaded 2-core machine. */
const SLOW = { timeout: 90_000 };

export async function monitoringJourney(options: {
  browser: Browser;
  device: BrowserContextOptions;
  phone: boolean;
}): Promise<void> {
  const { browser, device, phone } = options;
  const dir = mkdtempSync(join(tmpdir(), 'kyc-monitoring-journey-'));
  const first = await generateGoldenCopy(dir, { rows: 20, version: 1 });
  const second = await generateGoldenCopy(dir, { rows: 20, version: 2 });
  const watched = goldenCopyRows(first.lei)[WATCHED_ROW];
  if (!watched) throw new Error('the generated golden copy is shorter than expected');
  const lei = watched.LEI as string;
  const watchedNameEn = watched[
    'Entity.TransliteratedOtherEntityNames.TransliteratedOtherEntityName.1'
  ] as string;
  const oldParent = directParent(first.rr, lei);
  const newParent = directParent(second.rr, lei);
  expect(newParent).not.toBe(oldParent);
  // The portfolio a compliance team keeps: one customer by LEI, one nobody knows.
  const portfolio = join(dir, 'customers.csv');
  writeFileSync(
    portfolio,
    `LEI,Name,Reference\n${lei},,C-0011\n,Nobody Known Trading Co., Ltd.,C-0999\n`,
  );
  const stack = await startStack({
    mobile: phone,
    companies: 300,
    importFiles: [first.lei, first.rr],
  });
  const context = await browser.newContext(device);
  try {
    const { siteOrigin } = stack;
    const press = (target: ReturnType<Page['locator']>) => (phone ? target.tap() : target.click());
    const page = await context.newPage();
    const errors = watchErrors(page);

    await page.goto(`${siteOrigin}/login?lang=en`);
    await page.locator('input[name="account"]').fill('demo_formal');
    await page.locator('input[name="password"]').fill('Demo1234');
    await press(page.locator('form button[type="submit"]').first());
    await page.waitForURL(/\/account/, SLOW);

    // Upload: from the account navigation, a CSV with one LEI and one unknown name.
    await followAccountMenu(page, 'Portfolio', { phone });
    await page.waitForURL(/\/portfolio/);
    await page.locator('input[type="file"][name="file"]').setInputFiles(portfolio);
    await press(page.getByRole('button', { name: 'Upload and match' }));
    await page.waitForURL(/upload=/, SLOW);

    // Review: the LEI row matched, by LEI, to the company named in English first.
    await page.getByRole('heading', { name: 'Review: customers.csv' }).waitFor(SLOW);
    const tabs = page.getByRole('navigation', { name: 'Status' });
    await expect.poll(() => tabs.textContent(), SLOW).toMatch(/1\s*Matched/);
    expect(await tabs.textContent()).toMatch(/1\s*Unmatched/);
    const main = page.locator('main');
    await main.getByRole('link', { name: watchedNameEn }).first().waitFor();
    expect(await main.textContent()).toContain('LEI');

    // Watch: the cost is stated first, then the shared list is made and watched.
    expect(await main.locator('.portfolio-cost').textContent()).toContain('CNY 0.10');
    await page.locator('#portfolio-list-name').fill('Onboarded customers');
    await press(page.getByRole('button', { name: 'Create the list and start watching' }));
    await page
      .getByText('The list “Onboarded customers” is made, shared with the whole team')
      .waitFor(SLOW);

    // The operator imports the next golden copy: the watched company's parent changed.
    await stack.importNow([second.lei, second.rr]);

    // The account navigation counts the alert ...
    await page.goto(`${siteOrigin}/account?lang=en`, { waitUntil: 'load' });
    if (phone) {
      const drawer = page.locator('details.account-bar__drawer');
      if ((await drawer.getAttribute('open')) === null) await drawer.locator('summary').tap();
    }
    const nav = page.getByRole('navigation', { name: 'Account menu' });
    if (!phone) {
      // On the desktop the alerts sit in the workspace menu, whose button counts them too.
      const workspace = nav.locator('details.account-bar__group[data-group="workspace"] > summary');
      await expect
        .poll(() => workspace.locator('.kyc-visually-hidden').textContent(), SLOW)
        .toBe('1 unread alert');
      await workspace.click();
      await expect.poll(() => workspace.getAttribute('aria-expanded'), SLOW).toBe('true');
    }
    const alertsLink = nav.getByRole('link', { name: /^Alerts/ });
    // The badge shows the number; screen readers hear it in words.
    await expect
      .poll(() => alertsLink.locator('.kyc-visually-hidden').textContent(), SLOW)
      .toBe('1 unread alert');
    await press(alertsLink);
    await page.waitForURL(/\/alerts/, SLOW);

    // ... the alert names the company, the change, and the parent before and after ...
    const alert = page.locator('li.alert-item').filter({ hasText: watchedNameEn }).first();
    await alert.waitFor(SLOW);
    const alertText = (await alert.textContent()) ?? '';
    expect(alertText).toContain('Unread');
    expect(alertText).toContain(oldParent);
    expect(alertText).toContain(newParent);

    // ... and leads to the company page's history, which lists the same change with its dates.
    await press(alert.getByRole('link', { name: watchedNameEn }).first());
    await page.waitForURL(/#company-history/, SLOW);
    const history = page.getByRole('region', { name: 'Change history' });
    await history.locator('li').first().waitFor(SLOW);
    const change = history
      .locator('li')
      .filter({ hasText: 'Direct parent (LEI)' })
      .filter({ hasText: `${oldParent} → ${newParent}` });
    await change.waitFor(SLOW);
    // Both dates: the golden copy's own and the day it was imported.
    expect(await change.textContent()).toMatch(/Source date .+ · imported .+/);
    expect(unexpectedErrors(errors)).toEqual([]);
  } finally {
    await context.close();
    await stack.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

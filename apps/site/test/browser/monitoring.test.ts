import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchBrowser, watchErrors } from '@kyc/site-kit/test/browser.ts';
import { startStack } from '@kyc/site-kit/test/stack.mjs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The GLEIF-format generator of apps/api: the files are what `npm run import` reads.
import {
  generatedEntity,
  generatedLei,
  writeGeneratedGoldenCopy,
} from '../../../api/src/imports/gleif-generate';

// Entity 11 is a Beijing company named in Chinese whose consolidation parent is entity 10 in
// the first golden copy and entity 5 in the second: watching it, the second copy raises an alert.
const WATCHED = 11;
const dir = mkdtempSync(join(tmpdir(), 'kyc-site-monitoring-'));
const files = (version: 1 | 2) => ['lei', 'rr'].map((kind) => join(dir, `v${version}-${kind}.csv`));
let browser: Browser;
let stack: Awaited<ReturnType<typeof startStack>>;

beforeAll(async () => {
  for (const version of [1, 2] as const)
    for (const [index, kind] of (['lei', 'rr'] as const).entries())
      await writeGeneratedGoldenCopy(files(version)[index] as string, kind, 20, { version });
  // The portfolio a compliance team keeps: one customer by LEI, one nobody knows.
  writeFileSync(
    join(dir, 'customers.csv'),
    `LEI,name\n${generatedLei(WATCHED)},\n,Nobody Known Trading Co., Ltd.\n`,
  );
  stack = await startStack({ mobile: false, companies: 300, importFiles: files(1) });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const watchedName = generatedEntity(WATCHED, { version: 2 })['Entity.LegalName'] as string;

describe('monitoring, from a portfolio to an alert', () => {
  it('uploads a portfolio, watches it, and after an import sees the alert and the history', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const errors = watchErrors(page);

    await page.goto(`${stack.siteOrigin}/login`);
    await page.locator('input[name="account"]').fill('demo_formal');
    await page.locator('input[name="password"]').fill('Demo1234');
    await page.locator('form button[type="submit"]').first().click();
    await page.waitForURL(/\/account/);

    // Upload and review: the LEI row matched, the other one unmatched.
    await page.goto(`${stack.siteOrigin}/portfolio`);
    await page.locator('input[type="file"][name="file"]').setInputFiles(join(dir, 'customers.csv'));
    await page.locator('form:has(input[name="file"]) button[type="submit"]').click();
    await page.waitForURL(/upload=/);
    await expect.poll(() => page.locator('main').textContent()).toContain(watchedName);

    // Make the list and watch it.
    await page.locator('input[name="name"]').fill('Onboarded customers');
    await page
      .locator('form:has(input[name="intent"][value="watch"]) button[type="submit"]')
      .click();
    await expect.poll(() => page.locator('main a[href*="team-lists"]').count()).toBeGreaterThan(0);

    // The operator imports the next golden copy: the watched company's parent changed.
    await stack.importNow(files(2));

    // The account navigation counts the alert; the alerts page shows it and links to history.
    await page.goto(`${stack.siteOrigin}/account`);
    const alertsLink = page.locator('a[href^="/alerts"]').first();
    await expect.poll(() => alertsLink.textContent()).toMatch(/1/);
    await alertsLink.click();
    await page.waitForURL(/\/alerts/);
    const alert = page.locator('li.alert-item').filter({ hasText: watchedName }).first();
    await expect.poll(() => alert.count()).toBeGreaterThan(0);
    await expect.poll(() => alert.textContent()).toContain(generatedLei(5));
    await alert.locator('a[href*="#company-history"]').first().click();
    await page.waitForURL(/#company-history/);
    // The company's history lists the change the alert was about: the new parent's LEI.
    await expect
      .poll(() => page.locator('#company-history').textContent())
      .toContain(generatedLei(5));
    expect(errors).toEqual([]);
    await context.close();
  });
});

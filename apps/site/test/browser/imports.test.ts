import { mkdtempSync, rmSync } from 'node:fs';
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

// Entity 11 is a Beijing company named in Chinese; its consolidation parent is entity 10 in
// the first golden copy and entity 5 in the second, so its history holds the change.
const CHILD = 11;
const dir = mkdtempSync(join(tmpdir(), 'kyc-site-imports-'));
let browser: Browser;
let stack: Awaited<ReturnType<typeof startStack>>;

beforeAll(async () => {
  const files: string[] = [];
  for (const version of [1, 2])
    for (const kind of ['lei', 'rr'] as const) {
      const path = join(dir, `v${version}-${kind}.csv`);
      await writeGeneratedGoldenCopy(path, kind, 20, { version });
      files.push(path);
    }
  stack = await startStack({ mobile: false, companies: 300, importFiles: files });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const child = generatedEntity(CHILD, { version: 2 });
const parent = generatedEntity(5, { version: 2 });
const childName = child['Entity.LegalName'] as string;
const childEnglish = child[
  'Entity.TransliteratedOtherEntityNames.TransliteratedOtherEntityName.1'
] as string;

describe('an imported GLEIF entity in the product', () => {
  for (const lang of ['zh-CN', 'en'] as const)
    it(`is found by its Chinese name and on /lei, with its parent and history (${lang})`, async () => {
      const en = lang === 'en';
      const suffix = en ? '?lang=en' : '';
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });

      // /lei answers for the imported LEI without signing in (a page of its own).
      const lookup = await context.newPage();
      const lookupErrors = watchErrors(lookup);
      await lookup.goto(
        `${stack.siteOrigin}/lei?lei=${generatedLei(CHILD)}${en ? '&lang=en' : ''}`,
      );
      await expect.poll(() => lookup.locator('main').textContent()).toContain(childName);
      expect(lookupErrors).toEqual([]);
      await lookup.close();

      const page = await context.newPage();
      const errors = watchErrors(page);

      await page.goto(`${stack.siteOrigin}/login${suffix}`);
      await page.locator('input[name="account"]').fill('demo_formal');
      await page.locator('input[name="password"]').fill('Demo1234');
      await page.locator('form button[type="submit"]').first().click();
      await page.waitForURL(/\/account/);

      // Found by a part of its Chinese name.
      const q = childName.slice(0, 6);
      await page.goto(
        `${stack.siteOrigin}/live-search?q=${encodeURIComponent(q)}${en ? '&lang=en' : ''}`,
      );
      const result = page.locator(`table tbody tr a[href*="id="]`, {
        hasText: en ? childEnglish : childName,
      });
      await result.first().click();
      await page.locator('#company-parents').waitFor();

      const parents = page.locator('section[aria-labelledby="company-parents"]');
      await expect(parents.textContent()).resolves.toContain(
        en ? 'Accounting consolidation parents (GLEIF)' : '会计并表母公司（GLEIF）',
      );
      await expect(parents.textContent()).resolves.toContain(parent['Entity.LegalName']);
      await expect(parents.textContent()).resolves.toContain(en ? 'Direct parent' : '直接母公司');

      const history = page.locator('section[aria-labelledby="company-history"]');
      // The first copy gave the parent, the second moved it: both are in the list.
      const moved = history
        .locator('li', { hasText: `${generatedLei(10)} → ${generatedLei(5)}` })
        .filter({ hasText: en ? 'Direct parent (LEI)' : '直接母公司（LEI）' });
      await expect(moved.textContent()).resolves.toContain(en ? 'Source date' : '来源日期');
      // The record's source is said as it is: GLEIF, not a company register.
      await expect(page.locator('main').textContent()).resolves.toContain(
        en ? 'GLEIF golden copy' : 'GLEIF 黄金副本',
      );
      await expect(
        page.locator('a[download]', { hasText: en ? 'BODS 0.4' : 'BODS 0.4' }).count(),
      ).resolves.toBe(1);
      expect(errors).toEqual([]);
      // Screenshots for review (not part of the check): SCREENSHOT_DIR=… to keep them.
      const shots = process.env.SCREENSHOT_DIR;
      if (shots) {
        await page.locator('#company-history').scrollIntoViewIfNeeded();
        await page.screenshot({
          path: join(shots, `imported-desktop-${lang}.png`),
          fullPage: true,
        });
        const phone = await browser.newContext({
          viewport: { width: 390, height: 844 },
          userAgent:
            'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
          storageState: await context.storageState(),
        });
        const small = await phone.newPage();
        await small.goto(page.url());
        await small.locator('#company-history').waitFor();
        await small.screenshot({ path: join(shots, `imported-phone-${lang}.png`), fullPage: true });
        await phone.close();
      }
      await context.close();
    });
});

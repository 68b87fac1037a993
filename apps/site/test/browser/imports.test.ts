import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatDate } from '@kyc/formatters';
import { launchBrowser, onPage, scrolledScreenshots } from '@kyc/site-kit/test/browser.ts';
import { PHONES } from '@kyc/site-kit/test/devices.mjs';
import { sessionCookie, startStack } from '@kyc/site-kit/test/stack.mjs';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The GLEIF-format generator of apps/api: the files are what `npm run import` reads.
import { gleifKeyNo } from '../../../api/src/imports/gleif';
import {
  generatedEntity,
  generatedLei,
  generatedRelationships,
  writeGeneratedGoldenCopy,
} from '../../../api/src/imports/gleif-generate';

// Entity 11 is a Beijing company named in Chinese; its consolidation parent is entity 10 in
// the first golden copy and entity 5 in the second, so its history holds the change. Entity
// 13's relationships end in the second copy (INACTIVE, with an end date).
const CHILD = 11;
const ENDED = 13;
const dir = mkdtempSync(join(tmpdir(), 'kyc-site-imports-'));
// SCREENSHOT_DIR=… keeps screenshots for review (not part of the check): desktop ones here,
// phone ones when the mobile app is built (served then to the phone's user agent).
const shots = process.env.SCREENSHOT_DIR;
let browser: Browser;
let stack: Awaited<ReturnType<typeof startStack>>;
let session: { name: string; value: string };

beforeAll(async () => {
  const files: string[] = [];
  for (const version of [1, 2])
    for (const kind of ['lei', 'rr'] as const) {
      const path = join(dir, `v${version}-${kind}.csv`);
      await writeGeneratedGoldenCopy(path, kind, 20, { version });
      files.push(path);
    }
  stack = await startStack({
    mobile: shots ? undefined : false,
    companies: 300,
    importFiles: files,
  });
  // Signed in once, through the API: the login form is the journeys' subject, not this file's.
  const [name = '', value = ''] = (await sessionCookie(stack.siteOrigin)).split('=');
  session = { name, value };
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

/** A signed-in browser context (one renderer at a time: each step opens and closes its page). */
async function signedIn(options: Parameters<Browser['newContext']>[0]): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await context.addCookies([{ ...session, url: stack.siteOrigin }]);
  return context;
}

describe('an imported GLEIF entity in the product', () => {
  for (const lang of ['zh-CN', 'en'] as const)
    it(`is found by its Chinese name and on /lei, with its parent, map and history (${lang})`, async () => {
      const en = lang === 'en';
      const suffix = en ? '&lang=en' : '';
      // One context, one page at a time, closed whatever happens (see onPage).
      const context = await signedIn({ viewport: { width: 1440, height: 900 } });
      try {
        // /lei answers for the imported LEI (a page of its own).
        await onPage(context, async (page, errors) => {
          await page.goto(`${stack.siteOrigin}/lei?lei=${generatedLei(CHILD)}${suffix}`);
          await expect.poll(() => page.locator('main').textContent()).toContain(childName);
          expect(errors).toEqual([]);
        });

        // Found by a part of its Chinese name; its page from the result.
        await onPage(context, async (page, errors) => {
          const q = childName.slice(0, 6);
          await page.goto(`${stack.siteOrigin}/live-search?q=${encodeURIComponent(q)}${suffix}`);
          const result = page.locator(`table tbody tr a[href*="id="]`, {
            hasText: en ? childEnglish : childName,
          });
          await result.first().click();
          await page.locator('#company-parents').waitFor();

          const parents = page.locator('section[aria-labelledby="company-parents"]');
          const parentsText = await parents.textContent();
          expect(parentsText).toContain(
            en ? 'Accounting consolidation parents (GLEIF)' : '会计并表母公司（GLEIF）',
          );
          expect(parentsText).toContain(parent['Entity.LegalName']);
          expect(parentsText).toContain(en ? 'Direct parent' : '直接母公司');
          expect(parentsText).toContain(en ? 'Current' : '有效');

          // The map draws the parent dashed, as consolidation, not as a shareholding.
          const map = page.locator('.account-company__map');
          const edge = map.locator('.kyc-ownership__svg .kyc-ownership__edge--consolidation');
          await edge.waitFor();
          expect(await edge.textContent()).toBe(
            en ? 'Direct and ultimate parent' : '直接及最终母公司',
          );
          expect(await map.locator('.kyc-ownership__legend').textContent()).toContain(
            en ? 'Accounting consolidation, not a shareholding' : '会计并表，非持股',
          );
          expect(await map.locator('.kyc-ownership__edge-label', { hasText: '%' }).count()).toBe(0);

          // What GLEIF does not publish is said, not shown as empty tables.
          const officers = page.locator('section[aria-labelledby="company-executives"]');
          expect(await officers.textContent()).toContain(
            en ? 'GLEIF does not publish officers.' : 'GLEIF 不公布企业的主要人员。',
          );
          expect(await officers.locator('table').count()).toBe(0);

          const history = page.locator('section[aria-labelledby="company-history"]');
          // The first copy gave the parent, the second moved it: both are in the list.
          const moved = history
            .locator('li', { hasText: `${generatedLei(10)} → ${generatedLei(5)}` })
            .filter({ hasText: en ? 'Direct parent (LEI)' : '直接母公司（LEI）' });
          expect(await moved.textContent()).toContain(en ? 'Source date' : '来源日期');
          // The record's source is said as it is: GLEIF, not a company register.
          expect(await page.locator('main').textContent()).toContain(
            en ? 'GLEIF golden copy' : 'GLEIF 黄金副本',
          );
          expect(await page.locator('a[download]', { hasText: 'BODS 0.4' }).count()).toBe(1);
          expect(errors).toEqual([]);
          if (shots) await scrolledScreenshots(page, shots, `imported-desktop-${lang}`);
        });

        // A relationship a later golden copy ended: listed as ended with its date, not drawn.
        await onPage(context, async (page, errors) => {
          await page.goto(
            `${stack.siteOrigin}/live-search?id=${gleifKeyNo(generatedLei(ENDED))}${suffix}`,
          );
          await page.locator('#company-parents').waitFor();
          const rows = page.locator('section[aria-labelledby="company-parents"] tbody tr');
          expect(await rows.count()).toBe(2);
          const endDate = generatedRelationships(ENDED, { version: 2 })[0]?.[
            'Relationship.Period.1.endDate'
          ] as string;
          // The page writes dates with @kyc/formatters, as everywhere.
          const date = formatDate(endDate.slice(0, 10), { locale: lang });
          for (const row of await rows.all())
            expect(await row.textContent()).toContain(en ? `Ended ${date}` : `已于 ${date} 终止`);
          expect(await page.locator('.account-company__map').count()).toBe(0);
          const history = page.locator('section[aria-labelledby="company-history"]');
          expect(await history.textContent()).toContain(
            en
              ? 'Direct parent: relationship status: Current → Ended'
              : '直接母公司：关系状态：有效 → 已终止',
          );
          expect(errors).toEqual([]);
        });
      } finally {
        await context.close();
      }

      if (shots) {
        // The phone's own app (when built): its company page, scrolled through.
        const phone = await signedIn({ ...PHONES.iPhone, deviceScaleFactor: 1 });
        try {
          await onPage(phone, async (page) => {
            await page.goto(
              `${stack.siteOrigin}/enterprise-details?keyNo=${gleifKeyNo(generatedLei(CHILD))}${suffix}`,
            );
            await page.locator('#company-name').waitFor();
            await page.locator('.account-company__map .kyc-ownership__edge').first().waitFor();
            await scrolledScreenshots(page, shots, `imported-phone-${lang}`);
          });
        } finally {
          await phone.close();
        }
      }
    });
});

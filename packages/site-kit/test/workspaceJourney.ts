// The analyst's day in the account workspace (issue 17), as one journey both apps' browser
// suites run: sign in, home, search with a filter and a sort (back restores them), open a
// company, change the beneficial-ownership threshold, follow an officer to another company,
// find those steps on the activity page, log out; and an ended plan sees renewal, not data.
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { expect } from 'vitest';
import { watchErrors } from './browser';
import { apiHeaders, followAccountMenu, unexpectedErrors } from './journeys';

interface Company {
  keyNo: string;
  name: string;
  nameEn: string;
  jurisdiction: string;
}

/**
 * A seeded company whose officers hold roles elsewhere and that invests in others, found
 * through apps/api as the analyst's test subject, with its beneficial owners at 10 %.
 */
async function linkedCompany(
  apiOrigin: string,
  headers: Record<string, string>,
): Promise<{ company: Company; ubosAt10: number }> {
  const search = await fetch(
    `${apiOrigin}/webapi/saas/search?q=${encodeURIComponent('有限')}&jurisdiction=CN&pageSize=100`,
    { headers },
  );
  const { items } = (await search.json()) as { items: Company[] };
  for (const item of items) {
    const answer = await fetch(`${apiOrigin}/webapi/saas/enterprise/${item.keyNo}?threshold=10`, {
      headers,
    });
    const details = (await answer.json()) as {
      relations: Array<{ roles: unknown[] }>;
      beneficialOwners: Array<{ isUbo: boolean }>;
    };
    if (details.relations.some((person) => person.roles.length > 0)) {
      return {
        company: item,
        ubosAt10: details.beneficialOwners.filter((owner) => owner.isUbo).length,
      };
    }
  }
  throw new Error('no seeded company has officers with roles elsewhere');
}

export async function workspaceJourney(options: {
  browser: Browser;
  siteOrigin: string;
  apiOrigin: string;
  device: BrowserContextOptions;
  phone: boolean;
}): Promise<void> {
  const { browser, siteOrigin, apiOrigin, device, phone } = options;
  const headers = await apiHeaders(apiOrigin, siteOrigin, 'demo_formal');
  const { company, ubosAt10 } = await linkedCompany(apiOrigin, headers);
  const context = await browser.newContext(device);
  const page = await context.newPage();
  const errors = watchErrors(page);
  const press = (target: ReturnType<Page['locator']>) => (phone ? target.tap() : target.click());

  await page.goto(`${siteOrigin}/login?lang=en`);
  await page.locator('input[name="account"]').fill('demo_formal');
  await page.locator('input[name="password"]').fill('Demo1234');
  await press(page.locator('form button[type="submit"]').first());
  await page.waitForURL(/\/account\?lang=en|\/account$/);
  await page.getByRole('heading', { level: 1, name: 'Account home' }).waitFor();
  await page.getByRole('region', { name: 'Plan and renewal' }).waitFor();

  // Search, narrowed and sorted; each choice is in the URL, and back restores the one before.
  await followAccountMenu(page, 'Search', { phone });
  await page.waitForURL(/\/live-search/);
  await page.getByRole('searchbox').fill(company.name);
  await page.getByRole('searchbox').press('Enter');
  await page.waitForURL((url) => url.searchParams.get('q') === company.name);
  if (phone) await press(page.locator('summary', { hasText: 'Filter and sort' }));
  await page.locator('select[name="jurisdiction"]').selectOption(company.jurisdiction);
  await page.waitForURL((url) => url.searchParams.get('jurisdiction') === company.jurisdiction);
  await page.locator('select[name="sort"]').selectOption('established-desc');
  await page.waitForURL((url) => url.searchParams.get('sort') === 'established-desc');
  await page.goBack();
  await page.waitForURL((url) => !url.searchParams.has('sort'));
  // The URL changes at once; the page renders the entry's search when its data has loaded.
  await expect.poll(() => page.locator('select[name="sort"]').inputValue()).toBe('relevance');
  await expect
    .poll(() => page.locator('select[name="jurisdiction"]').inputValue())
    .toBe(company.jurisdiction);
  await page.goForward();
  await page.waitForURL((url) => url.searchParams.get('sort') === 'established-desc');

  // Open the company: the result's link, named in English first on the English page.
  const result = phone
    ? page.locator(`main a[href*="keyNo=${company.keyNo}"]`).first()
    : page.locator(`table tbody tr a[href*="id=${company.keyNo}"]`).first();
  await expect(result.textContent()).resolves.toContain(company.nameEn);
  await press(result);
  await page.waitForURL(new RegExp(`(id|keyNo)=${company.keyNo}`));
  await page.locator('#company-owners').waitFor();

  // The analyst lowers the threshold: the API answers with the owners at 10 %.
  await page.locator('select[name="threshold"]').selectOption('10');
  await page.waitForURL((url) => url.searchParams.get('threshold') === '10');
  await expect
    .poll(() => page.locator('.account-owners__list .account-owner--ubo').count())
    .toBe(ubosAt10);

  // Follow an officer to another company where that person holds a role.
  const other = page.locator('.account-relations__list a').first();
  const otherName = ((await other.textContent()) ?? '').trim();
  const otherKey = new URL((await other.getAttribute('href')) ?? '', siteOrigin).searchParams;
  const otherKeyNo = otherKey.get('id') ?? otherKey.get('keyNo') ?? '';
  expect(otherKeyNo).toMatch(/^[0-9a-f]{32}$/);
  await press(other);
  await page.waitForURL(new RegExp(`(id|keyNo)=${otherKeyNo}`));
  await expect
    .poll(async () => (await page.locator('#company-name').textContent()) ?? '')
    .toContain(otherName.split(' (')[0]);

  // Every step is on the activity page, in words.
  await followAccountMenu(page, 'Activity', { phone });
  await page.waitForURL(/\/activity/);
  const activity = page.locator('main');
  await expect
    .poll(() => activity.textContent(), { timeout: 15_000 })
    .toContain(`Searched for “${company.name}”`);
  const text = (await activity.textContent()) ?? '';
  expect(text).toContain(`Opened ${company.nameEn}`);
  expect(text).toContain(`Changed the beneficial-ownership threshold: ${company.nameEn}`);
  expect(text).toContain(`Opened ${otherName.split(' (')[0]}`);

  // Logging out says so, and back shows no signed-in page.
  await followAccountMenu(page, 'Log out', { phone });
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByText('You are logged out.').waitFor();
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('kyc_session');
  expect(unexpectedErrors(errors)).toEqual([]);
  await context.close();

  // A plan that has ended: home says so and offers renewal; search answers with renewal only.
  const expired = await browser.newContext(device);
  const late = await expired.newPage();
  await late.goto(`${siteOrigin}/login?lang=en`);
  await late.locator('input[name="account"]').fill('demo_expired');
  await late.locator('input[name="password"]').fill('Demo1234');
  await (phone
    ? late.locator('form button[type="submit"]').first().tap()
    : late.locator('form button[type="submit"]').first().click());
  await late.waitForURL(/\/account/);
  const plan = late.getByRole('region', { name: 'Plan and renewal' });
  await expect(plan.getByRole('alert').textContent()).resolves.toMatch(/^Ended on /);
  await late.goto(`${siteOrigin}/live-search?q=${encodeURIComponent('有限')}&lang=en`);
  await late.getByText('Your plan has ended').first().waitFor();
  await expect(late.locator('a[href*="/service-selection"]').count()).resolves.toBeGreaterThan(0);
  await expect(late.locator('main table tbody tr, main a[href*="keyNo="]').count()).resolves.toBe(
    0,
  );
  await expired.close();
}

// Ordering a report (issue 18), as one journey both apps' browser suites run: sign in, search,
// open a company, order its beneficial-ownership report (cost and balance after confirmed),
// follow the notice to My reports, see the status change without a reload, download the PDF,
// verify that file on /verifydoc ("genuine"), and find the order and the download in the
// activity log.
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { expect } from 'vitest';
import { watchErrors } from './browser';
import { apiHeaders, followAccountMenu, unexpectedErrors } from './journeys';

interface Company {
  keyNo: string;
  name: string;
  nameEn: string;
}

const USER = 'demo_formal_90';

/** A seeded Chinese company to report on, and the user's credits before the order. */
async function subject(
  apiOrigin: string,
  siteOrigin: string,
  phone: boolean,
): Promise<{ company: Company; balance: number }> {
  const headers = await apiHeaders(apiOrigin, siteOrigin, USER);
  const search = await fetch(
    `${apiOrigin}/webapi/saas/search?q=${encodeURIComponent('有限')}&jurisdiction=CN&pageSize=20`,
    { headers },
  );
  const { items } = (await search.json()) as { items: Company[] };
  // The desktop's and the phone's journeys each take their own company.
  const company = items[phone ? 1 : 0];
  if (!company) throw new Error('the seeded search found no company');
  const catalogue = await fetch(`${apiOrigin}/webapi/saas/reports/catalogue`, { headers });
  const { balance } = (await catalogue.json()) as { balance: number };
  return { company, balance };
}

export async function reportJourney(options: {
  browser: Browser;
  siteOrigin: string;
  apiOrigin: string;
  device: BrowserContextOptions;
  phone: boolean;
}): Promise<void> {
  const { browser, siteOrigin, apiOrigin, device, phone } = options;
  const { company, balance } = await subject(apiOrigin, siteOrigin, phone);
  const context = await browser.newContext({ ...device, acceptDownloads: true });
  const page = await context.newPage();
  const errors = watchErrors(page);
  const press = (target: ReturnType<Page['locator']>) => (phone ? target.tap() : target.click());

  await page.goto(`${siteOrigin}/login?lang=en`);
  await page.locator('input[name="account"]').fill(USER);
  await page.locator('input[name="password"]').fill('Demo1234');
  await press(page.locator('form button[type="submit"]').first());
  await page.waitForURL(/\/account/);

  // Search, and open the company from its result.
  await followAccountMenu(page, 'Search', { phone });
  await page.waitForURL(/\/live-search/);
  await page.getByRole('searchbox').fill(company.name);
  await page.getByRole('searchbox').press('Enter');
  await page.waitForURL((url) => url.searchParams.get('q') === company.name);
  const result = phone
    ? page.locator(`main a[href*="keyNo=${company.keyNo}"]`).first()
    : page.locator(`table tbody tr a[href*="id=${company.keyNo}"]`).first();
  await press(result);
  await page.waitForURL(new RegExp(`(id|keyNo)=${company.keyNo}`));
  const companyUrl = page.url();

  // Order the beneficial-ownership report: its cost and the balance after are confirmed first.
  const order = page.getByRole('region', { name: 'Order a report' });
  await order.waitFor();
  await order.getByText(`Your balance: ${balance} credits.`).waitFor();
  await press(order.getByRole('radio', { name: /Beneficial-ownership report/ }));
  await press(order.getByRole('button', { name: 'Continue' }));
  await order
    .getByText(
      `Order the beneficial-ownership report for ${company.nameEn} for 2 credits? Balance after: ${balance - 2} credits.`,
    )
    .waitFor();
  await press(order.getByRole('button', { name: 'Order', exact: true }));
  const notice = order.getByRole('status').filter({ hasText: 'Report ordered: number' });
  await notice.waitFor();
  const reportNo = /KYC\d+/.exec((await notice.textContent()) ?? '')?.[0] ?? '';
  expect(reportNo).toMatch(/^KYC\d{14}$/);
  // The order left the page and its search where they were.
  expect(page.url()).toBe(companyUrl);

  // A report is ready within a blink here: My reports' first answer is held at "being
  // generated", as on a busy day, so that the page is seen to update itself from apps/api.
  let answers = 0;
  await page.route(/\/my-reports\.data/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    answers += 1;
    await route.fulfill({
      response,
      body: answers === 1 ? body.replaceAll('"ready"', '"generating"') : body,
    });
  });
  await press(notice.getByRole('link', { name: 'Go to My reports' }));
  await page.waitForURL(/\/my-reports/);
  const row = page
    .locator(phone ? 'main li.account-cards__item' : 'main table tbody tr')
    .filter({ hasText: reportNo });
  await row.getByText('Being generated').waitFor();
  await page.evaluate(() => {
    (window as { journeyMark?: boolean }).journeyMark = true;
  });
  await row.getByText('Ready', { exact: true }).waitFor({ timeout: 30_000 });
  // No reload: the page asked again by itself.
  await expect(
    page.evaluate(() => (window as { journeyMark?: boolean }).journeyMark),
  ).resolves.toBe(true);
  expect(answers).toBeGreaterThan(1);
  await page.unroute(/\/my-reports\.data/);
  const verifyCode =
    (await row.locator('.my-reports__reference .my-reports__code').last().textContent())?.trim() ??
    '';
  expect(verifyCode).not.toBe('');

  // Download the PDF: a real PDF file.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    press(row.getByRole('link', { name: 'Download PDF' })),
  ]);
  expect(download.suggestedFilename()).toBe(`${reportNo}.pdf`);
  const file = await download.path();
  const bytes = await readFile(file);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // Verify that very file: number, code and upload.
  await press(row.getByRole('link', { name: 'Verify' }));
  await page.waitForURL(/\/verifydoc/);
  await page.locator('input[name="reportNo"]').fill(reportNo);
  await page.locator('input[name="verifyCode"]').fill(verifyCode);
  await page.getByLabel('Report file (PDF)').setInputFiles({
    name: `${reportNo}.pdf`,
    mimeType: 'application/pdf',
    buffer: bytes,
  });
  await press(page.getByRole('button', { name: 'Verify', exact: true }));
  await page.getByText('This report file is genuine').waitFor();

  // The order and the download are in the activity log, in words.
  await followAccountMenu(page, 'Activity', { phone });
  await page.waitForURL(/\/activity/);
  await expect
    .poll(() => page.locator('main').textContent(), { timeout: 15_000 })
    .toContain(`Downloaded report ${reportNo}`);
  expect(await page.locator('main').textContent()).toContain(
    `Ordered a report on ${company.nameEn}`,
  );
  expect(unexpectedErrors(errors)).toEqual([]);
  await context.close();
}

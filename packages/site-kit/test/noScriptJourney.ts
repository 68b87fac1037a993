// Without JavaScript (issue 30), as one journey both apps' browser suites run: every form that
// changes something answers with a redirect to a page that shows the outcome, so a reload (or
// Back) never posts it again. Signed in through the login form (a wrong password first: the
// form comes back with its message and the account typed), the user orders a report on a
// company and reloads the page naming it: exactly one order, in apps/api and in the operation
// log. They choose a service package, confirm it and reload the done step: exactly one request.
// The choice and the PDF's download are in the operation log though no script ran.
import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { expect } from 'vitest';
import { watchErrors } from './browser';
import { apiHeaders, followAccountMenu } from './journeys';
import { totp } from './totp';

const USER = 'demo_formal';

interface Operation {
  id: number;
  opType: string;
  relId: string | null;
}

/** A user's account as apps/api answers it, to count what the pages stored. */
async function account(apiOrigin: string, siteOrigin: string, loginName = USER) {
  const headers = await apiHeaders(apiOrigin, siteOrigin, loginName);
  const get = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${apiOrigin}${path}`, { headers });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return (await response.json()) as T;
  };
  return {
    get,
    /** The user's operations newer than `after` (an id), oldest first. */
    async operationsAfter(after: number): Promise<Operation[]> {
      const { items } = await get<{ items: Operation[] }>(
        '/webapi/saas/user/op-log/list?limit=100',
      );
      return items.filter((item) => item.id > after).reverse();
    },
    async lastOperation(): Promise<number> {
      const { items } = await get<{ items: Operation[] }>('/webapi/saas/user/op-log/list?limit=1');
      return items[0]?.id ?? 0;
    },
    async ordersOf(keyNo: string): Promise<{ id: number; reportNo: string; status: string }[]> {
      const { items } = await get<{
        items: { id: number; keyNo: string; reportNo: string; status: string }[];
      }>('/webapi/saas/reports/orders');
      return items.filter((item) => item.keyNo === keyNo);
    },
  };
}

/** The forms the browser posted: each one's path and the status it was answered with. */
function watchPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.method() === 'POST')
      posts.push(`${response.status()} ${new URL(request.url()).pathname}`);
  });
  return posts;
}

export async function noScriptJourney(options: {
  browser: Browser;
  siteOrigin: string;
  apiOrigin: string;
  device: BrowserContextOptions;
  phone: boolean;
}): Promise<void> {
  const { browser, siteOrigin, apiOrigin, device, phone } = options;
  const api = await account(apiOrigin, siteOrigin);
  const { items } = await api.get<{ items: { keyNo: string; name: string; nameEn: string }[] }>(
    `/webapi/saas/search?q=${encodeURIComponent('有限')}&jurisdiction=CN&pageSize=20`,
  );
  // Not the companies the scripted report journeys order on (the first two).
  const company = items[phone ? 3 : 2];
  if (!company) throw new Error('the seeded search found no company');
  const context = await browser.newContext({
    ...device,
    javaScriptEnabled: false,
    acceptDownloads: true,
  });
  const page = await context.newPage();
  const errors = watchErrors(page);
  const posts = watchPosts(page);
  const press = (target: ReturnType<Page['locator']>) => (phone ? target.tap() : target.click());
  const since = await api.lastOperation();

  // Log in: a wrong password first answers the form again, the account as typed.
  await page.goto(`${siteOrigin}/login?lang=en`);
  await page.locator('input[name="account"]').fill(USER);
  await page.locator('input[name="password"]').fill('Wrong1234');
  await press(page.locator('main form button[type="submit"]'));
  await page.getByRole('alert').filter({ hasText: 'Wrong login name or password' }).waitFor();
  await expect(page.locator('input[name="account"]').inputValue()).resolves.toBe(USER);
  await page.locator('input[name="password"]').fill('Demo1234');
  await press(page.locator('main form button[type="submit"]'));
  await page.waitForURL((url) => url.pathname === '/account');
  // The password went in a POST body, never in an address.
  expect(page.url()).not.toContain('Demo1234');

  // Search (a GET form) and open the company from its result.
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

  // Order its company report: the choice, its confirmation, the order.
  const section = page.getByRole('region', { name: 'Order a report' });
  await press(section.getByRole('radio', { name: /Company report/ }));
  await press(section.getByRole('button', { name: 'Continue' }));
  await page.waitForURL((url) => url.searchParams.get('report') === 'company');
  await section
    .getByText(`Order the company report for ${company.nameEn} for 1 credit?`, {
      exact: false,
    })
    .waitFor();
  const before = (await api.ordersOf(company.keyNo)).length;
  await press(section.getByRole('button', { name: 'Order', exact: true }));
  await page.waitForURL((url) => url.searchParams.has('ordered'));
  const notice = section.getByRole('status').filter({ hasText: 'Report ordered: number' });
  const reportNo = /KYC\d+/.exec((await notice.textContent()) ?? '')?.[0] ?? '';
  expect(reportNo).toMatch(/^KYC\d{14}$/);

  // The page that shows it is a GET: a reload, and Back to the confirmation, post nothing.
  const postsBefore = posts.length;
  await page.reload();
  await notice.waitFor();
  expect(await notice.textContent()).toContain(reportNo);
  await page.goBack();
  await page.waitForURL((url) => url.searchParams.get('report') === 'company');
  expect(posts.length).toBe(postsBefore);
  const orders = await api.ordersOf(company.keyNo);
  expect(orders.length).toBe(before + 1);
  expect(orders.filter((order) => order.reportNo === reportNo)).toHaveLength(1);

  // Choose a plan, confirm it, reload the done step.
  await followAccountMenu(page, 'Plan and renewal', { phone });
  await page.waitForURL(/\/service-selection\?/);
  await expect(page.getByRole('radio', { name: /Standard/ }).isChecked()).resolves.toBe(true);
  await press(page.getByRole('button', { name: 'Continue' }));
  await page.waitForURL((url) => url.searchParams.get('step') === 'confirm');
  await page.getByRole('textbox', { name: 'Note (optional)' }).fill('Without scripts');
  await press(page.getByRole('button', { name: 'Confirm', exact: true }));
  await page.waitForURL((url) => url.searchParams.get('step') === 'done');
  await page.getByRole('heading', { name: 'Your purchase request has been received' }).waitFor();
  const reference = ((await page.locator('.service-reference').textContent()) ?? '').trim();
  expect(reference).toMatch(/^SR-\d{8}-\d{4,}$/);
  const servicePosts = posts.length;
  await page.reload();
  await expect(page.locator('.service-reference').textContent()).resolves.toBe(reference);
  expect(posts.length).toBe(servicePosts);

  // The report is ready (apps/api generates it in a moment); My reports, asked again as a
  // person would without a script, offers its PDF.
  await expect
    .poll(
      async () => (await api.ordersOf(company.keyNo)).find((o) => o.reportNo === reportNo)?.status,
      {
        timeout: 30_000,
      },
    )
    .toBe('ready');
  await followAccountMenu(page, 'My reports', { phone });
  await page.waitForURL(/\/my-reports/);
  const row = page
    .locator(phone ? 'main li.account-cards__item' : 'main table tbody tr')
    .filter({ hasText: reportNo });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    press(row.getByRole('link', { name: 'Download PDF' })),
  ]);
  expect(download.suggestedFilename()).toBe(`${reportNo}.pdf`);
  await download.path();

  // Exactly one of each in the operation log, though no script ran: the order (the page's
  // action), the choice (the service page's action), the purchase (apps/api, with the
  // request) and the download (apps/api, with the file).
  const logged = (await api.operationsAfter(since)).filter((op) =>
    ['order_report', 'service_select', 'service_confirm', 'download_report'].includes(op.opType),
  );
  expect(logged.map(({ opType, relId }) => ({ opType, relId }))).toEqual([
    { opType: 'order_report', relId: company.keyNo },
    { opType: 'service_select', relId: 'STANDARD' },
    { opType: 'service_confirm', relId: `STANDARD:${reference}` },
    { opType: 'download_report', relId: reportNo },
  ]);
  // Every form went to a page of the site, and each that changed something was answered with
  // a redirect (the wrong password, which changed nothing, with the form again).
  const companyPath = phone ? '/enterprise-details' : '/live-search';
  expect(posts).toEqual([
    '200 /login',
    '303 /login',
    `303 ${companyPath}`,
    `303 ${companyPath}`,
    '303 /service-selection',
    '303 /service-selection',
  ]);
  expect(errors).toEqual([]);
  await context.close();
}

/**
 * The account's other forms without JavaScript, each a POST answered with a redirect to a page
 * showing its outcome, reloaded there without posting again: a visitor's demo request (the
 * form answered again with its message first, what was typed kept), then a company-type user
 * binds an authenticator (the key shown after the password, the code then), authorises a
 * company and logs out. Exactly one lead, one bind_mfa and one authorize are stored.
 */
export async function noScriptFormsJourney(options: {
  browser: Browser;
  siteOrigin: string;
  apiOrigin: string;
  device: BrowserContextOptions;
  phone: boolean;
}): Promise<void> {
  const { browser, siteOrigin, apiOrigin, device, phone } = options;
  const context = await browser.newContext({ ...device, javaScriptEnabled: false });
  const page = await context.newPage();
  const errors = watchErrors(page);
  const posts = watchPosts(page);
  const press = (target: ReturnType<Page['locator']>) => (phone ? target.tap() : target.click());
  const submit = (field: string) =>
    press(page.locator(`main form:has([name="${field}"]) button[type="submit"]`).first());
  /** The outcome's page shows it, and again on a reload, which posts nothing. */
  const reloadShows = async (outcome: ReturnType<Page['locator']>) => {
    await outcome.waitFor();
    const before = posts.length;
    await page.reload();
    await outcome.waitFor();
    expect(posts.length).toBe(before);
  };

  // A demo request: a wrong address first, then the lead.
  // Its own name, so that the lead counted is this run's.
  const name = `No-script visitor ${randomUUID().slice(0, 8)}`;
  await page.goto(`${siteOrigin}/demo-request?lang=en`);
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Work e-mail').fill('visitor@');
  await submit('email');
  await page.getByRole('alert').filter({ hasText: 'Incorrect email format.' }).waitFor();
  await expect(page.getByLabel('Name').inputValue()).resolves.toBe(name);
  await page.getByLabel('Company').fill('No-script Trading Ltd');
  await page.getByLabel('Work e-mail').fill('visitor@example.com');
  await page.getByLabel('Country or region code').selectOption('CN');
  await page.getByLabel('Mobile phone').fill('13912345678');
  await page.getByLabel(/I have read and agree/).check();
  await submit('email');
  await page.waitForURL((url) => url.searchParams.has('done'));
  const thanks = page
    .getByRole('status')
    .filter({ hasText: 'Thank you, we have received your request' });
  await reloadShows(thanks);
  const admin = await apiHeaders(apiOrigin, siteOrigin, 'demo_formal');
  const leads = (await (
    await fetch(`${apiOrigin}/webapi/saas/admin/leads`, { headers: admin })
  ).json()) as { items: { name: string }[] };
  expect(leads.items.filter((lead) => lead.name === name)).toHaveLength(1);

  // Log in, bind an authenticator: the password, its key, the code.
  const user = await account(apiOrigin, siteOrigin, 'demo_company');
  const since = await user.lastOperation();
  await page.goto(`${siteOrigin}/login?lang=en`);
  await page.locator('input[name="account"]').fill('demo_company');
  await page.locator('input[name="password"]').fill('Demo1234');
  await submit('account');
  await page.waitForURL((url) => url.pathname === '/account');
  await followAccountMenu(page, 'Security', { phone });
  await page.waitForURL(/\/bind-mfa/);
  await page.locator('main input[name="password"]').fill('Demo1234');
  await submit('password');
  await page.waitForURL((url) => url.searchParams.has('done'));
  const key = ((await page.locator('.account-mfa .account-code').textContent()) ?? '').replace(
    /\s/g,
    '',
  );
  expect(key).toMatch(/^[A-Z2-7]{16,}$/);
  // The key stays on a reload: nothing was posted again, so no new key replaced it.
  await reloadShows(
    page.locator('.account-mfa .account-code').filter({ hasText: key.slice(0, 4) }),
  );
  await page.locator('input[name="code"]').fill(totp(key));
  await submit('code');
  const bound = page
    .getByRole('status')
    .filter({ hasText: 'Multi-factor authentication is now on.' });
  await reloadShows(bound);

  // Authorise a company.
  await followAccountMenu(page, 'Authorizations', { phone });
  await page.waitForURL(/\/authorize/);
  await page.getByLabel('Company name').fill('No-script Trading Ltd');
  await press(page.getByRole('button', { name: 'I authorise' }));
  await page.waitForURL((url) => url.searchParams.has('done'));
  await reloadShows(
    page
      .getByRole('status')
      .filter({ hasText: 'Thank you, your authorisation has been recorded.' }),
  );
  const logged = (await user.operationsAfter(since)).filter((op) =>
    ['bind_mfa', 'authorize'].includes(op.opType),
  );
  expect(logged.map(({ opType, relId }) => ({ opType, relId }))).toEqual([
    { opType: 'bind_mfa', relId: '' },
    { opType: 'authorize', relId: 'No-script Trading Ltd' },
  ]);

  // Log out: home, signed out.
  await followAccountMenu(page, 'Log out', { phone });
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto(`${siteOrigin}/account?lang=en`);
  await page.waitForURL((url) => url.pathname === '/login');

  expect(posts).toEqual([
    '200 /demo-request',
    '303 /demo-request',
    '303 /login',
    '303 /bind-mfa',
    '303 /bind-mfa',
    '303 /authorize',
    '303 /login',
  ]);
  expect(errors).toEqual([]);
  await context.close();
}

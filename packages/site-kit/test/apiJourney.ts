// The public API from the site (issue 25), as one journey both apps' browser suites run: sign
// in, create a test key on the API keys page and see its secret once, use it in the reference's
// try-it against the sandbox, find the call on the usage page (test keys), revoke the key, and
// see the next call refused with 401.
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { expect } from 'vitest';
import { watchErrors } from './browser';
import { apiHeaders, followAccountMenu, unexpectedErrors } from './journeys';
import { sessionCookie } from './stack.mjs';

const USER = 'demo_formal';

/** Today in Asia/Shanghai (the ledger's days), `YYYY-MM-DD`. */
const shanghaiToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());

/** The user's test-key calls of one operation today, straight from apps/api. */
async function callsToday(apiOrigin: string, siteOrigin: string, operation: string) {
  const headers = await apiHeaders(apiOrigin, siteOrigin, USER);
  const response = await fetch(`${apiOrigin}/webapi/saas/api/usage?mode=test`, { headers });
  const { rows } = (await response.json()) as {
    rows: { day: string; operation: string; calls: number }[];
  };
  return rows.find((row) => row.day === shanghaiToday() && row.operation === operation)?.calls ?? 0;
}

/** Runs the try-it with `key` on the beneficial owners of the plain sandbox company. */
export async function tryIt(
  page: Page,
  key: string,
  press: (target: ReturnType<Page['locator']>) => Promise<void>,
) {
  const tryIt = page.locator('#try-it');
  // The form appears once the page runs its script (without it, a note says so).
  const keyField = tryIt.getByLabel('Test key');
  await keyField.waitFor();
  await keyField.fill(key);
  await expect(tryIt.getByLabel('Operation').inputValue()).resolves.toBe('getBeneficialOwners');
  await expect(tryIt.getByLabel('code *').inputValue()).resolves.toBe('SBX0000000000001');
  const status = tryIt.locator('[data-try-status]');
  const before = (await status.count()) > 0 ? await status.textContent() : null;
  await press(tryIt.getByRole('button', { name: 'Send' }));
  await page.waitForFunction((previous) => {
    const element = document.querySelector('[data-try-status]');
    return element !== null && element.textContent !== previous;
  }, before);
  return {
    status: ((await status.textContent()) ?? '').trim(),
    headers: (await tryIt.locator('[data-try-headers]').textContent()) ?? '',
    body: (await tryIt.locator('[data-try-body]').textContent()) ?? '',
  };
}

export async function apiJourney(options: {
  browser: Browser;
  siteOrigin: string;
  apiOrigin: string;
  device: BrowserContextOptions;
  phone: boolean;
}): Promise<void> {
  const { browser, siteOrigin, apiOrigin, device, phone } = options;
  const keyName = `Journey ${phone ? 'phone' : 'desktop'} ${Date.now().toString(36)}`;
  const callsBefore = await callsToday(apiOrigin, siteOrigin, 'getBeneficialOwners');
  const context = await browser.newContext(device);
  const page = await context.newPage();
  const errors = watchErrors(page);
  const press = (target: ReturnType<Page['locator']>) => (phone ? target.tap() : target.click());
  const rowOf = (text: string) =>
    page.locator(phone ? 'main li.account-cards__item' : 'main table tbody tr').filter({
      hasText: text,
    });

  await page.goto(`${siteOrigin}/login?lang=en`);
  await page.locator('input[name="account"]').fill(USER);
  await page.locator('input[name="password"]').fill('Demo1234');
  await press(page.locator('form button[type="submit"]').first());
  await page.waitForURL(/\/account/);

  // Create a test key: its secret is shown once, after the redirect, never in the address.
  await followAccountMenu(page, 'API keys', { phone });
  await page.waitForURL(/\/api-keys/);
  const create = page.getByRole('region', { name: 'Create a key' });
  await create.getByLabel('Name').fill(keyName);
  await expect(create.getByLabel('Test (sandbox)').isChecked()).resolves.toBe(true);
  await press(create.getByRole('button', { name: 'Create key' }));
  const secretBox = page.locator('[data-secret]');
  await secretBox.waitFor();
  const secret = ((await secretBox.textContent()) ?? '').trim();
  expect(secret).toMatch(/^kyc_test_[0-9a-f]{40}$/);
  await page.getByText('you won’t see it again', { exact: false }).waitFor();
  await page.getByRole('heading', { name: `The secret of “${keyName}”` }).waitFor();
  expect(page.url()).not.toContain(secret);
  expect(page.url()).not.toContain('kyc_test_');
  const row = rowOf(keyName);
  await row.getByText(`${secret.slice(0, 15)}…`).waitFor();
  await row.getByText('Test (sandbox)').waitFor();
  // Once: the page asked again no longer has it.
  await page.reload();
  await rowOf(keyName).waitFor();
  await expect(page.locator('[data-secret]').count()).resolves.toBe(0);
  await expect(page.content()).resolves.not.toContain(secret);

  // The reference's try-it, with that key, against the sandbox.
  await press(page.getByRole('link', { name: 'API reference and try-it' }));
  await page.waitForURL(/\/products-api\/reference/);
  const first = await tryIt(page, secret, press);
  expect(first.status).toBe('200 OK');
  expect(first.headers).toMatch(/^x-request-id: [0-9a-f-]{36}$/m);
  expect(first.headers).toMatch(/^ratelimit-policy: "burst";q=\d+;w=1, "daily";q=\d+;w=86400$/m);
  expect(first.headers).toMatch(/^ratelimit: "burst";r=\d+;t=\d+, "daily";r=\d+;t=\d+$/m);
  expect(JSON.parse(first.body)).toMatchObject({
    company: { keyNo: 'SBX0000000000001' },
    threshold: 25,
    owners: [{ nameEn: 'Wang Ming', percent: 100, isUbo: true }],
  });

  // The usage page's test view counts that call (at price 0: test keys are never billed).
  await followAccountMenu(page, 'API usage', { phone });
  await page.waitForURL(/\/api-usage/);
  await press(page.getByLabel('Test', { exact: true }));
  await press(page.getByRole('button', { name: 'Show' }));
  await page.waitForURL(/mode=test/);
  const usageRow = rowOf('Beneficial owners').filter({ hasText: shanghaiToday() });
  await usageRow.waitFor();
  const cells = phone
    ? await usageRow.locator('dd').allTextContents()
    : await usageRow.locator('td').allTextContents();
  expect(cells).toEqual(
    phone
      ? ['Beneficial owners', String(callsBefore + 1), 'CNY 0.00']
      : [shanghaiToday(), 'Beneficial owners', String(callsBefore + 1), 'CNY 0.00'],
  );
  await page.getByRole('img', { name: /Calls per day/ }).waitFor();
  const csv = page.getByRole('link', { name: 'Download CSV' });
  expect(await csv.getAttribute('href')).toMatch(
    /^\/webapi\/saas\/api\/usage\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}&mode=test&format=csv$/,
  );

  // Revoke it, after the confirmation.
  await followAccountMenu(page, 'API keys', { phone });
  await page.waitForURL(/\/api-keys/);
  await press(rowOf(keyName).getByRole('link', { name: `Revoke: ${keyName}` }));
  await page.getByRole('heading', { name: `Revoke “${keyName}”?`, exact: false }).waitFor();
  await press(page.getByRole('button', { name: 'Revoke the key' }));
  await page.getByText(`The key “${keyName}” is revoked.`).waitFor();
  await rowOf(keyName)
    .getByText(/^Revoked /)
    .waitFor();

  // The next call is refused: in the try-it and from anywhere else.
  await page.goto(`${siteOrigin}/products-api/reference?lang=en`);
  const refused = await tryIt(page, secret, press);
  expect(refused.status).toBe('401 Unauthorized');
  expect(JSON.parse(refused.body)).toMatchObject({
    status: 401,
    type: expect.stringMatching(/\/products-api\/reference#problem-unauthorized$/),
  });
  const direct = await fetch(`${siteOrigin}/v1/companies/SBX0000000000001`, {
    headers: { authorization: `Bearer ${secret}` },
  });
  expect(direct.status).toBe(401);
  expect(direct.headers.get('content-type')).toMatch(/^application\/problem\+json/);

  // Only the refused calls' resource errors: nothing else went wrong on the pages.
  expect(unexpectedErrors(errors)).toEqual([]);
  await context.close();
}

/**
 * The keys page without JavaScript: the create form posts and redirects, and the page after it
 * shows the secret once (never in the address); revoking goes through its confirmation page.
 */
export async function apiKeysWithoutScript(options: {
  browser: Browser;
  siteOrigin: string;
}): Promise<void> {
  const { browser, siteOrigin } = options;
  const keyName = `No script ${Date.now().toString(36)}`;
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 1440, height: 900 },
  });
  const pair = await sessionCookie(siteOrigin);
  const name = pair.slice(0, pair.indexOf('='));
  const value = pair.slice(pair.indexOf('=') + 1);
  await context.addCookies([{ name, value, url: siteOrigin, secure: true, sameSite: 'Strict' }]);
  const page = await context.newPage();
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url());
  });

  await page.goto(`${siteOrigin}/api-keys?lang=en`);
  const create = page.getByRole('region', { name: 'Create a key' });
  await create.getByLabel('Name').fill(keyName);
  await create.getByLabel('Live').check();
  await create.getByLabel('Order reports').check();
  await create.getByLabel('IP allow-list (optional)').fill('203.0.113.0/24\n198.51.100.7');
  await create.getByRole('button', { name: 'Create key' }).click();
  await page.waitForURL(`${siteOrigin}/api-keys?lang=en`);
  expect(posts).toEqual([`${siteOrigin}/api-keys?lang=en`]);
  const secret = ((await page.locator('[data-secret]').textContent()) ?? '').trim();
  expect(secret).toMatch(/^kyc_live_[0-9a-f]{40}$/);
  // No script, no copy button that could not copy.
  await expect(page.getByRole('button', { name: 'Copy' }).count()).resolves.toBe(0);
  const row = page.locator('main table tbody tr').filter({ hasText: keyName });
  await row.getByText('203.0.113.0/24, 198.51.100.7').waitFor();
  await row.getByText('Read companies, Read beneficial owners, Order reports').waitFor();
  await page.reload();
  await expect(page.locator('[data-secret]').count()).resolves.toBe(0);

  // A name the API refuses comes back on the page, beside the field.
  await create.getByLabel('Name').fill('   ');
  await create.getByRole('button', { name: 'Create key' }).click();
  await page.getByText('Please enter a name for the key').waitFor();

  await page.goto(`${siteOrigin}/api-keys?lang=en`);
  await page
    .locator('main table tbody tr')
    .filter({ hasText: keyName })
    .getByRole('link', { name: `Revoke: ${keyName}` })
    .click();
  await page.getByRole('button', { name: 'Revoke the key' }).click();
  await page.getByText(`The key “${keyName}” is revoked.`).waitFor();
  expect(new URL(page.url()).searchParams.get('revoked')).toMatch(/^\d+$/);
  await context.close();
}

/**
 * The reference as a visitor without a session gets it (issue 29): served without React, its
 * first load is the enhancer alone; the try-it's own chunk (React with the try-it) comes after
 * the page and replaces the note, and a test key made for the run calls the sandbox with it.
 */
export async function visitorTryItJourney(options: {
  browser: Browser;
  siteOrigin: string;
  apiOrigin: string;
  device: BrowserContextOptions;
  phone: boolean;
}): Promise<void> {
  const { browser, siteOrigin, apiOrigin, device, phone } = options;
  const headers = {
    ...(await apiHeaders(apiOrigin, siteOrigin, 'demo_formal')),
    origin: siteOrigin,
  };
  const created = await fetch(`${apiOrigin}/webapi/saas/api/keys`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      name: `Visitor try-it ${Date.now()}`,
      mode: 'test',
      scopes: ['beneficial-owners:read'],
    }),
  });
  expect(created.status).toBe(201);
  const { key, secret } = (await created.json()) as { key: { id: number }; secret: string };
  const context = await browser.newContext(device);
  const page = await context.newPage();
  const errors = watchErrors(page);
  try {
    await page.goto(`${siteOrigin}/products-api/reference?lang=en`);
    await page.locator('[data-kyc-try-it][data-kyc-enhanced]').waitFor({ state: 'attached' });
    // The scripts the page fetched, and whether each was asked for before the page's `load`.
    const scripts = await page.evaluate(() => {
      const loaded = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
        .loadEventStart;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({
          path: new URL(entry.name).pathname,
          first: entry.startTime < loaded,
        }));
    });
    expect(scripts.filter((script) => script.first).map((script) => script.path)).toEqual([
      expect.stringMatching(/\/assets\/enhancer-[\w-]+\.js$/),
    ]);
    expect(scripts.filter((script) => !script.first).map((script) => script.path)).toEqual([
      expect.stringMatching(/\/assets\/enhancer-tryIt-[\w-]+\.js$/),
    ]);
    const press = (target: ReturnType<Page['locator']>) => (phone ? target.tap() : target.click());
    const answer = await tryIt(page, secret, press);
    expect(answer.status).toMatch(/^200\b/);
    expect(answer.headers).toContain('x-request-id:');
    expect(answer.body).toContain('"owners"');
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    const revoked = await fetch(`${apiOrigin}/webapi/saas/api/keys/${key.id}/revoke`, {
      method: 'POST',
      headers,
    });
    expect(revoked.status).toBe(200);
  }
}

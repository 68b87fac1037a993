// The forms of pages served to visitors without React (issue 29), as journeys a browser suite
// runs twice: with JavaScript on, where each form's own script improves it (the LEI look-up
// answers in the page, the lead form shows each region's calling code), and with JavaScript off,
// where the same forms are plain forms the server answers (a GET for the LEI, post, redirect,
// get for the lead). Both ways end in the same answers and stored lead.
import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { expect } from 'vitest';
import { watchErrors } from './browser';
import { apiHeaders } from './journeys';

export interface StaticFormsOptions {
  browser: Browser;
  siteOrigin: string;
  apiOrigin: string;
  device: BrowserContextOptions;
  javaScript: boolean;
}

/** A seeded company that has an LEI, as apps/api's search finds it. */
async function seededLei(apiOrigin: string, siteOrigin: string): Promise<string> {
  const headers = await apiHeaders(apiOrigin, siteOrigin, 'demo_formal');
  const response = await fetch(
    `${apiOrigin}/webapi/saas/search?q=${encodeURIComponent('有限')}&pageSize=20`,
    { headers },
  );
  const { items } = (await response.json()) as { items: { lei: string | null }[] };
  const lei = items.find((item) => item.lei)?.lei;
  if (!lei) throw new Error('the seeded search found no company with an LEI');
  return lei;
}

/** Marks the document: the mark survives an answer in the page, not a page load. */
const mark = (page: Page) =>
  page.evaluate(() => {
    (window as { journeyMark?: number }).journeyMark = 1;
  });
const marked = (page: Page) =>
  page.evaluate(() => (window as { journeyMark?: number }).journeyMark === 1);

/** The beacons the page sent to the analytics host, by event. */
function watchBeacons(page: Page, apiOrigin: string): URLSearchParams[] {
  const beacons: URLSearchParams[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === apiOrigin && url.pathname === '/s.gif') beacons.push(url.searchParams);
  });
  return beacons;
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

/**
 * The LEI look-up on /lei: a malformed code is refused with the validators' message (in the
 * browser with JavaScript, by the server without), a seeded company's code (typed in lower
 * case) shows its record and the address names it, wrong check digits get the server's message
 * with the field kept, and Back shows the record again. With JavaScript the answers come in the
 * page (the document stays, the loading indicator shows), and the look-up is counted as a
 * `search` beacon with the normalised code.
 */
export async function leiJourney(options: StaticFormsOptions): Promise<void> {
  const { browser, siteOrigin, apiOrigin, device, javaScript } = options;
  const lei = await seededLei(apiOrigin, siteOrigin);
  const context = await browser.newContext({ ...device, javaScriptEnabled: javaScript });
  const page = await context.newPage();
  const errors = watchErrors(page);
  const beacons = watchBeacons(page, apiOrigin);
  await page.goto(`${siteOrigin}/lei?lang=en`);
  const form = page.locator('form[data-kyc-lei-form]');
  if (javaScript) {
    await form.and(page.locator('[data-kyc-enhanced]')).waitFor({ state: 'attached' });
    await mark(page);
  }
  const field = page.getByLabel('LEI code');
  const message = page.locator('#lei-query-message');
  const answer = page.locator('.mk-lei__answer');

  // A malformed code: refused, what was typed kept.
  await field.fill('abc');
  await field.press('Enter');
  if (!javaScript) await page.waitForURL((url) => url.searchParams.get('lei') === 'abc');
  await expect.poll(() => message.textContent()).toBe('Incorrect LEI code format');
  await expect(field.inputValue()).resolves.toBe('abc');
  await expect(field.getAttribute('aria-invalid')).resolves.toBe('true');
  if (javaScript) {
    // Refused in the browser: no request, no page load, nothing counted.
    expect(new URL(page.url()).searchParams.has('lei')).toBe(false);
    expect(await marked(page)).toBe(true);
  }

  // The seeded company's code: its record.
  if (javaScript) {
    // Records whether the site's loading indicator showed while the answer was on its way.
    await page.evaluate(() => {
      const region = document.querySelector('.site-progress');
      new MutationObserver(() => {
        if (region?.querySelector('[role="status"]'))
          (window as { indicatorShown?: boolean }).indicatorShown = true;
      }).observe(region as Node, { childList: true, subtree: true });
    });
  }
  await field.fill(lei.toLowerCase());
  await field.press('Enter');
  await page.waitForURL((url) => url.searchParams.get('lei') === lei.toLowerCase());
  await page.locator('#lei-result-title').waitFor();
  await expect(answer.textContent()).resolves.toContain(lei);
  await expect(message.textContent()).resolves.toBe('');
  await expect(field.inputValue()).resolves.toBe(lei.toLowerCase());
  if (javaScript) {
    expect(await marked(page)).toBe(true);
    expect(await page.evaluate(() => (window as { indicatorShown?: boolean }).indicatorShown)).toBe(
      true,
    );
    await page.locator('.site-progress [role="status"]').waitFor({ state: 'detached' });
  }

  // Wrong check digits: the server's message, the record gone.
  const wrong = `${lei.slice(0, 18)}${lei.slice(18) === '00' ? '01' : '00'}`;
  await field.fill(wrong);
  await field.press('Enter');
  await page.waitForURL((url) => url.searchParams.get('lei') === wrong);
  await expect.poll(() => message.textContent()).toBe('Incorrect LEI code format');
  await expect(page.locator('#lei-result-title').count()).resolves.toBe(0);
  await expect(field.inputValue()).resolves.toBe(wrong);

  // Back: the record again.
  await page.goBack();
  await page.waitForURL((url) => url.searchParams.get('lei') === lei.toLowerCase());
  await page.locator('#lei-result-title').waitFor();
  await expect(answer.textContent()).resolves.toContain(lei);

  if (javaScript) {
    expect(await marked(page)).toBe(true);
    await expect
      .poll(() =>
        beacons.filter((beacon) => beacon.get('event') === 'search').map((b) => b.get('entity')),
      )
      .toEqual(expect.arrayContaining([expect.stringContaining(`"words":"${lei}"`)]));
    // The refused code was never counted.
    expect(
      beacons.filter((b) => b.get('event') === 'search' && b.get('entity')?.includes('ABC')),
    ).toEqual([]);
  }
  expect(errors).toEqual([]);
  await context.close();
}

/**
 * The demo request (and the registration form, the same page) on a page without React: bad input
 * first — the form comes back from the server with its messages, everything typed kept — then a
 * UK mobile, stored once in E.164 however often the outcome page is reloaded. With JavaScript,
 * choosing the region shows its calling code at once and the button is busy while it posts.
 */
export async function leadJourney(
  options: StaticFormsOptions & { path: '/demo-request' | '/register' },
): Promise<void> {
  const { browser, siteOrigin, apiOrigin, device, javaScript, path } = options;
  const context = await browser.newContext({ ...device, javaScriptEnabled: javaScript });
  const page = await context.newPage();
  const errors = watchErrors(page);
  const posts = watchPosts(page);
  const name = `Static visitor ${randomUUID().slice(0, 8)}`;
  const email = `static.${randomUUID().slice(0, 8)}@example.com`;
  await page.goto(`${siteOrigin}${path}?lang=en`);
  const form = page.locator('form[data-kyc-lead-form]');
  const enhanced = form.and(page.locator('[data-kyc-enhanced]'));
  if (javaScript) await enhanced.waitFor({ state: 'attached' });
  const submit = form.locator('button[type="submit"]');

  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Company').fill('Static Trading Ltd');
  await page.getByLabel('Work e-mail').fill('not-an-email');
  await page.getByLabel('Mobile phone').fill('12345');
  await page.getByLabel(/I have read and agree/).check();
  await submit.click();
  await page.getByRole('alert').filter({ hasText: 'Incorrect email format.' }).waitFor();
  await expect(page.getByLabel('Name').inputValue()).resolves.toBe(name);
  await expect(page.getByLabel('Company').inputValue()).resolves.toBe('Static Trading Ltd');
  await expect(page.getByLabel('Work e-mail').inputValue()).resolves.toBe('not-an-email');
  await expect(page.getByLabel('Mobile phone').inputValue()).resolves.toBe('12345');

  // The form came back from the server: its script runs again on the new page.
  if (javaScript) await enhanced.waitFor({ state: 'attached' });
  // The code the server chose from the browser's language (en-US here: +1), then the UK's.
  const callingCode = page.locator('.kyc-input:has(#lead-phone) .kyc-input__adornment');
  await expect(callingCode.textContent()).resolves.not.toBe('+44');
  await page.getByLabel('Country or region code').selectOption('GB');
  if (javaScript) {
    await expect.poll(() => callingCode.textContent()).toBe('+44');
    await expect(page.getByLabel('Mobile phone').getAttribute('maxlength')).resolves.toBe('20');
  }
  await page.getByLabel('Work e-mail').fill(email);
  await page.getByLabel('Mobile phone').fill('07911 123456');
  await submit.click();
  await page.waitForURL((url) => url.searchParams.has('done'));
  const thanks = page
    .getByRole('status')
    .filter({ hasText: 'Thank you, we have received your request' });
  await thanks.waitFor();
  const before = posts.length;
  await page.reload();
  await thanks.waitFor();
  expect(posts.length).toBe(before);

  const leads = (await (
    await fetch(`${apiOrigin}/webapi/saas/admin/leads`, {
      headers: await apiHeaders(apiOrigin, siteOrigin, 'demo_formal'),
    })
  ).json()) as { items: { name: string; email: string; phone: string }[] };
  const stored = leads.items.filter((lead) => lead.name === name);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ email, phone: '+447911123456' });
  expect(posts).toEqual([`200 ${path}`, `303 ${path}`]);
  expect(errors).toEqual([]);
  await context.close();
}

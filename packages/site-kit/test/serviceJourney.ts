// Service selection end to end (issue 18), as one journey both apps' browser suites run: a
// formal customer on a filtered search opens "Plan and renewal", finds their own package
// chosen, confirms a purchase at its price, gets a reference and goes back to the same search;
// the steps are on the activity page. A user who may not see prices asks for a call instead.
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { expect } from 'vitest';
import { watchErrors } from './browser';
import { followAccountMenu, unexpectedErrors } from './journeys';

const REFERENCE = /SR-\d{8}-\d{4,}/;

async function signIn(page: Page, siteOrigin: string, loginName: string, phone: boolean) {
  await page.goto(`${siteOrigin}/login?lang=en`);
  await page.locator('input[name="account"]').fill(loginName);
  await page.locator('input[name="password"]').fill('Demo1234');
  const submit = page.locator('form button[type="submit"]').first();
  await (phone ? submit.tap() : submit.click());
  await page.waitForURL(/\/account(\?|$)/);
}

export async function serviceSelectionJourney(options: {
  browser: Browser;
  siteOrigin: string;
  device: BrowserContextOptions;
  phone: boolean;
}): Promise<void> {
  const { browser, siteOrigin, device, phone } = options;
  const press = (target: ReturnType<Page['locator']>) => (phone ? target.tap() : target.click());

  // A paying formal customer (main user: sees prices), on a search with a filter.
  const context = await browser.newContext(device);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await signIn(page, siteOrigin, 'demo_formal', phone);
  const search = `/live-search?q=${encodeURIComponent('有限')}&status=active&lang=en`;
  await page.goto(`${siteOrigin}${search}`);
  await followAccountMenu(page, 'Plan and renewal', { phone });
  await page.waitForURL(/\/service-selection\?/);
  const standard = page.getByRole('radio', { name: /Standard/ });
  await expect(standard.isChecked()).resolves.toBe(true);
  await expect(page.getByRole('radio', { name: /Trial/ }).isChecked()).resolves.toBe(false);
  const choices = (await page.locator('#service-packages').textContent()) ?? '';
  expect(choices).toContain('Beneficial-owner data, Real-time data');
  expect(choices).not.toMatch(/ubo-data|real-time|live-search/);

  await press(page.getByRole('button', { name: 'Continue' }));
  await page.waitForURL((url) => url.searchParams.get('step') === 'confirm');
  const confirm = page.getByRole('region', { name: 'Confirm your package' });
  await expect(confirm.textContent()).resolves.toMatch(/19,800\.00 \/ year/);
  await page.getByRole('textbox', { name: 'Note (optional)' }).fill('Five users, please');
  await press(page.getByRole('button', { name: 'Confirm', exact: true }));
  await page.waitForURL((url) => url.searchParams.get('step') === 'done');
  await page.getByRole('heading', { name: 'Your purchase request has been received' }).waitFor();
  const reference = ((await page.locator('.service-reference').textContent()) ?? '').trim();
  expect(reference).toMatch(REFERENCE);

  await press(page.getByRole('link', { name: 'Back to where you were' }));
  await page.waitForURL((url) => url.pathname === '/live-search');
  const back = new URL(page.url());
  expect(back.searchParams.get('q')).toBe('有限');
  expect(back.searchParams.get('status')).toBe('active');

  await followAccountMenu(page, 'Activity', { phone });
  await page.waitForURL(/\/activity/);
  const activity = page.locator('main');
  await expect
    .poll(() => activity.textContent(), { timeout: 15_000 })
    .toContain('Chose a service package: Standard');
  expect(await activity.textContent()).toContain(
    `Confirmed a purchase of Standard (reference ${reference})`,
  );
  expect(unexpectedErrors(errors)).toEqual([]);
  await context.close();

  // A trial user may not see prices: the trial is their package, and they ask for a call.
  const trial = await browser.newContext(device);
  const other = await trial.newPage();
  const otherErrors = watchErrors(other);
  await signIn(other, siteOrigin, 'demo_trial', phone);
  await followAccountMenu(other, 'Plan and renewal', { phone });
  await other.waitForURL(/\/service-selection\?/);
  await expect(other.getByRole('radio', { name: /Trial/ }).isChecked()).resolves.toBe(true);
  await press(other.locator('label[for="package-STANDARD"]'));
  await press(other.getByRole('button', { name: 'Continue' }));
  await other.waitForURL((url) => url.searchParams.get('step') === 'confirm');
  const asked = other.getByRole('region', { name: 'Confirm your package' });
  await expect(asked.textContent()).resolves.not.toContain('19,800');
  await press(other.getByRole('button', { name: 'Request a call from your account manager' }));
  await other
    .getByRole('heading', { name: 'Your account manager has been asked to call you' })
    .waitFor();
  await expect(other.locator('.service-reference').textContent()).resolves.toMatch(REFERENCE);
  await press(other.getByRole('link', { name: 'Back to where you were' }));
  await other.waitForURL((url) => url.pathname === '/account');
  expect(unexpectedErrors(otherErrors)).toEqual([]);
  await trial.close();
}

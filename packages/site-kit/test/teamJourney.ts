// Teams (issue 26), as one journey both apps' browser suites run against their own stack, whose
// apps/api sends mail to a real SMTP server this journey starts: the main user requires MFA to
// join, invites an address by mistake and withdraws it (its link then answers as withdrawn),
// then invites a colleague from the team page; the invitation is read from that SMTP server and
// its link followed; the colleague chooses a login and password and binds the authenticator the
// page shows, creates a shared list, adds a company to it from search results, writes a note on
// it, and orders a report above the monthly cap the main user set; signing in again asks for
// the authenticator's code; the main user approves the order and finds it all in the audit
// trail.
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { expect } from 'vitest';
import { onPage, openPage, watchErrors } from './browser';
import { apiHeaders, followAccountMenu, unexpectedErrors } from './journeys';
import { invitationLink, startMailbox } from './mail';
import { startStack } from './stack.mjs';
import { totp } from './totp';

const OWNER = 'demo_company';

async function signIn(page: Page, siteOrigin: string, loginName: string, phone: boolean) {
  await page.goto(`${siteOrigin}/login?lang=en`);
  await page.locator('input[name="account"]').fill(loginName);
  await page.locator('input[name="password"]').fill('Demo1234');
  const submit = page.locator('form button[type="submit"]').first();
  await (phone ? submit.tap() : submit.click());
  await page.waitForURL(/\/account/);
}

export async function teamJourney(options: {
  browser: Browser;
  device: BrowserContextOptions;
  phone: boolean;
}): Promise<void> {
  const { browser, device, phone } = options;
  const mailbox = await startMailbox();
  const stack = await startStack({ mobile: phone, apiEnv: { SMTP_URL: mailbox.url } });
  const contexts: Awaited<ReturnType<Browser['newContext']>>[] = [];
  try {
    const { siteOrigin, apiOrigin } = stack;
    const press = (target: ReturnType<Page['locator']>) => (phone ? target.tap() : target.click());
    const headers = await apiHeaders(apiOrigin, siteOrigin, OWNER);
    const search = await fetch(
      `${apiOrigin}/webapi/saas/search?q=${encodeURIComponent('有限')}&jurisdiction=CN&pageSize=20`,
      { headers },
    );
    const company = ((await search.json()) as { items: { keyNo: string; nameEn: string }[] })
      .items[0];
    if (!company) throw new Error('the seeded search found no company');

    // The main user invites a colleague from the team page.
    const ownerContext = await browser.newContext(device);
    contexts.push(ownerContext);
    const owner = await ownerContext.newPage();
    const ownerErrors = watchErrors(owner);
    await signIn(owner, siteOrigin, OWNER, phone);
    await followAccountMenu(owner, 'Members', { phone });
    await owner.waitForURL(/\/team(\?|$)/);
    await owner.getByRole('heading', { name: 'Members' }).waitFor();
    // Joining the team will require an authenticator.
    await press(owner.getByRole('button', { name: 'Require it' }));
    await owner
      .getByRole('status')
      .filter({ hasText: 'New members must now bind an authenticator app to join.' })
      .waitFor();
    await owner.getByText(/: required\. A new member binds an authenticator app/).waitFor();
    const invite = async (address: string) => {
      await owner.locator('#invite-email').fill(address);
      await owner.locator('#invite-role').selectOption('analyst');
      await press(owner.getByRole('button', { name: 'Send the invitation' }));
      await owner.getByText(`Invitation sent to ${address}; the link works for 7 days.`).waitFor();
    };
    // An address typed wrong is invited, then the invitation withdrawn: its link no longer works.
    const mistaken = `li.na.${Date.now()}@exmaple.com`;
    await invite(mistaken);
    await press(owner.getByRole('button', { name: `Withdraw the invitation to ${mistaken}` }));
    await owner
      .getByRole('status')
      .filter({
        hasText: `The invitation to ${mistaken} was withdrawn; its link no longer works.`,
      })
      .waitFor();
    const email = `li.na.${Date.now()}@example.com`;
    await invite(email);

    // The invitations arrive by SMTP; the withdrawn one's link says so.
    const colleagueContext = await browser.newContext(device);
    contexts.push(colleagueContext);
    // Each step starts from a navigation, so a renderer crash on the loaded machine reruns it
    // on a new page (openPage) instead of failing the journey.
    await onPage(colleagueContext, async (page) => {
      await page.goto(`${await invitationLink(mailbox, mistaken)}&lang=en`);
      await page.getByText('This invitation was withdrawn').waitFor();
      expect(await page.locator('#join-loginName').count()).toBe(0);
    });

    // The colleague follows the right link, chooses a login and password, and binds the
    // authenticator the page shows before the account is made.
    const link = await invitationLink(mailbox, email);
    expect(link.startsWith(`${siteOrigin}/team-join?token=`)).toBe(true);
    const loginName = `lina${Date.now().toString(36)}`;
    let key = '';
    const { page: colleague, errors: colleagueErrors } = await openPage(
      colleagueContext,
      async (page) => {
        await page.goto(`${link}&lang=en`);
        await page.getByText('invites you to join the team as Analyst.').waitFor();
        await page.locator('#join-loginName').fill(loginName);
        await page.locator('#join-password').fill('Colleague2026');
        await page.getByRole('heading', { name: 'Bind an authenticator app' }).waitFor();
        key = ((await page.locator('.account-mfa .account-code').textContent()) ?? '').replace(
          /\s/g,
          '',
        );
        expect(key).toMatch(/^[A-Z2-7]{32}$/);
        await page.locator('#join-totpCode').fill(totp(key));
      },
    );
    await press(colleague.getByRole('button', { name: 'Join the team' }));
    await colleague.waitForURL(/\/team(\?|$)/);
    await colleague.getByText('Your role: Analyst').waitFor();

    // The main user caps the colleague at one credit a month.
    await owner.reload();
    const member = owner
      .locator(phone ? 'main li.account-cards__item' : 'main table tbody tr')
      .filter({ hasText: loginName });
    await member.locator('input[name="monthlyCap"]').fill('1');
    await press(member.getByRole('button', { name: 'Save' }));
    await owner.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();

    // The colleague makes a list shared with the team ...
    await colleague.goto(`${siteOrigin}/team-lists?lang=en`);
    await colleague.locator('#list-name').fill('Suppliers to check');
    await press(colleague.getByRole('button', { name: 'Create the list' }));
    await colleague.getByRole('status').filter({ hasText: 'List created.' }).waitFor();
    // ... adds a company from search results, with a note ...
    await colleague.goto(
      `${siteOrigin}/live-search?q=${encodeURIComponent('有限')}&jurisdiction=CN&lang=en`,
    );
    const addLink = colleague.locator(`main a[href*="/team-lists?add=${company.keyNo}"]`).first();
    await press(addLink);
    await colleague.waitForURL(new RegExp(`add=${company.keyNo}`));
    await colleague
      .getByLabel('List', { exact: true })
      .selectOption({ label: 'Suppliers to check' });
    await press(colleague.getByRole('button', { name: 'Add to the list' }));
    await colleague
      .getByRole('status')
      .filter({ hasText: 'was added to the list “Suppliers to check”.' })
      .waitFor();
    await colleague
      .getByLabel('Write a note')
      .fill('Beneficial owner confirmed with the register.');
    await press(colleague.getByRole('button', { name: 'Save the note' }));
    await colleague
      .locator('.team-note__body')
      .filter({ hasText: 'Beneficial owner confirmed with the register.' })
      .waitFor();
    await colleague
      .getByText(new RegExp(`^${loginName} · `))
      .first()
      .waitFor();

    // ... and orders a report above the cap: it waits for approval.
    await colleague.goto(
      phone
        ? `${siteOrigin}/enterprise-details?keyNo=${company.keyNo}&lang=en`
        : `${siteOrigin}/live-search?id=${company.keyNo}&lang=en`,
    );
    const order = colleague.getByRole('region', { name: 'Order a report' });
    await order.waitFor();
    await press(order.getByRole('radio', { name: /Beneficial-ownership report/ }));
    await press(order.getByRole('button', { name: 'Continue' }));
    await press(order.getByRole('button', { name: 'Order', exact: true }));
    await order
      .getByText('This report costs 2 credits, above your monthly cap (0 of 1 used)')
      .waitFor();

    // Signing in again asks for the authenticator's code (the next one: the joining code's
    // time step is spent).
    const again = await browser.newContext(device);
    contexts.push(again);
    const relogin = await again.newPage();
    const reloginErrors = watchErrors(relogin);
    await relogin.goto(`${siteOrigin}/login?lang=en`);
    await relogin.locator('input[name="account"]').fill(loginName);
    await relogin.locator('input[name="password"]').fill('Colleague2026');
    await press(relogin.locator('form button[type="submit"]').first());
    const code = relogin.locator('input[name="totpCode"]');
    await code.waitFor();
    await code.fill(totp(key, Date.now() + 30_000));
    await press(relogin.getByRole('button', { name: 'Verify and log in' }));
    await relogin.waitForURL(/\/account/);

    // The main user approves it ...
    await owner.reload();
    const request = owner
      .locator(phone ? 'main li.account-cards__item' : 'main table tbody tr')
      .filter({ hasText: loginName })
      .filter({ hasText: 'Waiting for approval' });
    await press(request.getByRole('button', { name: 'Approve' }));
    await owner.getByRole('status').filter({ hasText: 'Approved' }).first().waitFor();

    // ... and finds the request, the approval, the list and the note in the audit trail.
    await owner.goto(`${siteOrigin}/team-audit?lang=en`);
    await owner.getByText(/^Intact: \d+ rows checked/).waitFor();
    const rows = owner.locator(phone ? 'main li.account-cards__item' : 'main table tbody tr');
    for (const action of [
      'MFA required to join',
      'Invitation withdrawn',
      'Order approved',
      'Order above the cap requested',
      'Note written',
      'Added to a list',
      'Member joined',
    ])
      await rows.filter({ hasText: action }).first().waitFor();
    await rows
      .filter({ hasText: 'Order above the cap requested' })
      .filter({ hasText: loginName })
      .first()
      .waitFor();
    expect(unexpectedErrors(ownerErrors)).toEqual([]);
    expect(unexpectedErrors(colleagueErrors)).toEqual([]);
    expect(unexpectedErrors(reloginErrors)).toEqual([]);
  } finally {
    for (const context of contexts) await context.close();
    await stack.stop();
    await mailbox.stop();
  }
}

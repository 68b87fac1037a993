// Teams (issue 26), as one journey both apps' browser suites run against their own stack, whose
// apps/api sends mail to a real SMTP server this journey starts: the main user invites a
// colleague from the team page; the invitation is read from that SMTP server and its link
// followed; the colleague chooses a login and password, creates a shared list, adds a company
// to it from search results, writes a note on it, and orders a report above the monthly cap the
// main user set; the main user approves the order and finds both in the audit trail.
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { SMTPServer } from 'smtp-server';
import { expect } from 'vitest';
import { watchErrors } from './browser';
import { apiHeaders, followAccountMenu, unexpectedErrors } from './journeys';
import { startStack } from './stack.mjs';

const OWNER = 'demo_company';

/** A real SMTP server on a free port, keeping every message it accepts. */
export async function startMailbox(): Promise<{
  url: string;
  messages: string[];
  stop: () => Promise<void>;
}> {
  const messages: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The body of a message as written, quoted-printable undone (soft breaks, =XX bytes). */
function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes = Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    ),
    'latin1',
  );
  return bytes.toString('utf8');
}

/** Waits until the mailbox holds a message to `to`, and returns the team-join link in it. */
async function invitationLink(messages: string[], to: string): Promise<string> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const message = messages.find((text) => text.includes(`To: ${to}`));
    if (message) {
      const link = decodeQuotedPrintable(message).match(/https?:\/\/\S+\/team-join\?token=[\w-]+/);
      if (!link) throw new Error(`no invitation link in the message to ${to}`);
      return link[0];
    }
    if (Date.now() > deadline) throw new Error(`no message to ${to} within 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

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
    await followAccountMenu(owner, 'Team', { phone });
    await owner.waitForURL(/\/team(\?|$)/);
    await owner.getByRole('heading', { name: 'Members' }).waitFor();
    const email = `li.na.${Date.now()}@example.com`;
    await owner.locator('#invite-email').fill(email);
    await owner.locator('#invite-role').selectOption('analyst');
    await press(owner.getByRole('button', { name: 'Send the invitation' }));
    await owner.getByText(`Invitation sent to ${email}; the link works for 7 days.`).waitFor();

    // The invitation arrives by SMTP; the colleague follows its link.
    const link = await invitationLink(mailbox.messages, email);
    expect(link.startsWith(`${siteOrigin}/team-join?token=`)).toBe(true);
    const colleagueContext = await browser.newContext(device);
    contexts.push(colleagueContext);
    const colleague = await colleagueContext.newPage();
    const colleagueErrors = watchErrors(colleague);
    await colleague.goto(`${link}&lang=en`);
    await colleague.getByText('invites you to join the team as Analyst.').waitFor();
    const loginName = `lina${Date.now().toString(36)}`;
    await colleague.locator('#join-loginName').fill(loginName);
    await colleague.locator('#join-password').fill('Colleague2026');
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
  } finally {
    for (const context of contexts) await context.close();
    await stack.stop();
    await mailbox.stop();
  }
}

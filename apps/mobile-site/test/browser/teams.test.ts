import { launchBrowser } from '@kyc/site-kit/test/browser.ts';
import { PHONES } from '@kyc/site-kit/test/devices.mjs';
import { teamJourney } from '@kyc/site-kit/test/teamJourney.ts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('a team on a phone', () => {
  it('the main user requires MFA to join, withdraws a mistaken invitation (its link then says so) and invites a colleague by e-mail (read from a real SMTP server as it arrives); the colleague binds an authenticator while joining, adds a company to a shared list with a note and orders over the cap; signing in again asks for the code; the main user approves the order and sees it all in the audit trail', {
    timeout: 300_000,
  }, async () => {
    await teamJourney({ browser, device: PHONES.iPhone, phone: true });
  });
});

import { launchBrowser } from '@kyc/site-kit/test/browser.ts';
import { PHONES } from '@kyc/site-kit/test/devices.mjs';
import { monitoringJourney } from '@kyc/site-kit/test/monitoringJourney.ts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('monitoring on a phone', () => {
  // Its own stack, seeded and loaded with a golden copy, and an import with apps/api's restart
  // in the middle: minutes on a loaded 2-core machine.
  it('uploads a portfolio, reviews the matches and watches them; after the next golden copy is imported, the account navigation counts the alert, the alert shows the parent before and after, and the company page’s history lists the change', {
    timeout: 480_000,
  }, async () => {
    await monitoringJourney({ browser, device: PHONES.iPhone, phone: true });
  });
});

import { launchBrowser } from '@kyc/site-kit/test/browser.ts';
import { PHONES } from '@kyc/site-kit/test/devices.mjs';
import { workspaceJourney } from '@kyc/site-kit/test/workspaceJourney.ts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the account workspace on a phone', () => {
  it('an analyst signs in, lands home, searches with a filter and a sort, opens a company, changes the threshold, follows an officer, finds it all under activity and logs out; an ended plan sees renewal, not data', async () => {
    await workspaceJourney({
      browser,
      siteOrigin: inject('siteOrigin'),
      apiOrigin: inject('apiOrigin'),
      device: PHONES.iPhone,
      phone: true,
    });
  });
});

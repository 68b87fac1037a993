import { launchBrowser } from '@kyc/site-kit/test/browser.ts';
import { PHONES } from '@kyc/site-kit/test/devices.mjs';
import { serviceSelectionJourney } from '@kyc/site-kit/test/serviceJourney.ts';
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

  it('a customer chooses a service from a filtered search: their package is preselected, the purchase is confirmed at its price with a reference, and they return to the same search; a user without prices asks the account manager', async () => {
    await serviceSelectionJourney({
      browser,
      siteOrigin: inject('siteOrigin'),
      device: PHONES.iPhone,
      phone: true,
    });
  });
});

import { apiJourney, visitorTryItJourney } from '@kyc/site-kit/test/apiJourney.ts';
import { launchBrowser } from '@kyc/site-kit/test/browser.ts';
import { PHONES } from '@kyc/site-kit/test/devices.mjs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the API from the site on a phone', () => {
  it('a developer creates a test key and sees its secret once, calls the sandbox with it in the reference’s try-it, finds the call on the usage page, revokes the key, and the next call is refused', async () => {
    await apiJourney({
      browser,
      siteOrigin: inject('siteOrigin'),
      apiOrigin: inject('apiOrigin'),
      device: PHONES.iPhone,
      phone: true,
    });
  });

  it('a visitor’s reference loads without React, then its try-it alone, which calls the sandbox with a test key', async () => {
    await visitorTryItJourney({
      browser,
      siteOrigin: inject('siteOrigin'),
      apiOrigin: inject('apiOrigin'),
      device: PHONES.iPhone,
      phone: true,
    });
  });
});

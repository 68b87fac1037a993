import { launchBrowser } from '@kyc/site-kit/test/browser.ts';
import { PHONES } from '@kyc/site-kit/test/devices.mjs';
import { reportJourney } from '@kyc/site-kit/test/reportJourney.ts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('ordering a report on a phone', () => {
  it('an analyst orders a company’s beneficial-ownership report, sees it become ready under My reports without a reload, downloads the PDF and verifies that file as genuine', async () => {
    await reportJourney({
      browser,
      siteOrigin: inject('siteOrigin'),
      apiOrigin: inject('apiOrigin'),
      device: PHONES.iPhone,
      phone: true,
    });
  });
});

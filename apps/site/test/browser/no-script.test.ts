import { launchBrowser } from '@kyc/site-kit/test/browser.ts';
import { noScriptFormsJourney, noScriptJourney } from '@kyc/site-kit/test/noScriptJourney.ts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('without JavaScript on a desktop', () => {
  it('every form that changes something redirects to its outcome: one order and one service request however often the result is reloaded, with the choice and the download in the operation log', async () => {
    await noScriptJourney({
      browser,
      siteOrigin: inject('siteOrigin'),
      apiOrigin: inject('apiOrigin'),
      device: { viewport: { width: 1440, height: 900 } },
      phone: false,
    });
  });

  it('a demo request, an authenticator bound, a company authorised and a logout each redirect to their outcome, stored once however often it is reloaded', async () => {
    await noScriptFormsJourney({
      browser,
      siteOrigin: inject('siteOrigin'),
      apiOrigin: inject('apiOrigin'),
      device: { viewport: { width: 1440, height: 900 } },
      phone: false,
    });
  });
});

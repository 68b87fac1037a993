import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHROMIUM } from '../../../config/chromium.mjs';
import type * as HubModule from '../src/hub';

const QUERY_FIELDS = [
  'appName',
  'event',
  'rs',
  'entity',
  'uid',
  'us',
  'platform',
  'did',
  'tempDid',
  'ref',
  'originUrl',
  't',
];
const UUID_V4 = /^[\da-f]{8}-[\da-f]{4}-4[\da-f]{3}-[89ab][\da-f]{3}-[\da-f]{12}$/;
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
// The built package, as npm users get it (imported at run time: typecheck runs before any build).
const DIST = new URL('../dist/', import.meta.url);
let hubHtml: typeof HubModule.hubHtml;

type Beacon = Record<string, string> & { keys: string };

function listen(server: Server, host: string): Promise<string> {
  return new Promise((resolve) => {
    server.listen(0, host, () => {
      const { port } = server.address() as AddressInfo;
      resolve(`http://${host}:${port}`);
    });
  });
}

/** The site: one page that loads the built SDK from /dist and tracks against `?host=`. */
function siteServer() {
  return createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://site');
    if (/^\/dist\/[\w.-]+\.js$/.test(url.pathname)) {
      const file = await readFile(new URL(url.pathname.slice('/dist/'.length), DIST)).catch(
        () => null,
      );
      response.writeHead(file ? 200 : 404, { 'content-type': 'text/javascript' });
      response.end(file);
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html><head><title>site</title></head><body>
<label>Login name <input id="login" name="login"></label>
<button id="apply" type="button">Apply</button>
<script type="module">
  import { tracker } from '/dist/index.js';
  const query = new URLSearchParams(location.search);
  tracker.config({ host: query.get('host'), backupHost: query.get('backup') || undefined, env: 'prod', uid: 'e2e-user' });
  window.tracker = tracker;
</script></body></html>`);
  });
}

/** An analytics host: the hub page (with an allow-list) and a collector recording `/s.gif`. */
function analyticsHost(allowedOrigins: () => string[], failBeacons = false) {
  const beacons: Beacon[] = [];
  // How the hub page was loaded each time: 'iframe' or 'document' (top level: popup or visit).
  const hubLoads: string[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://host');
    if (url.pathname === '/sdk/index.html') {
      hubLoads.push(`${request.headers['sec-fetch-dest']}`);
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(hubHtml({ allowedOrigins: allowedOrigins() }));
    } else if (url.pathname === '/s.gif' && !failBeacons) {
      beacons.push({
        ...Object.fromEntries(url.searchParams),
        keys: [...url.searchParams.keys()].join(),
      });
      response.writeHead(200, { 'content-type': 'image/gif', 'cache-control': 'no-store' });
      response.end(GIF);
    } else {
      response.writeHead(failBeacons ? 500 : 404);
      response.end();
    }
  });
  return { server, beacons, hubLoads };
}

const site = siteServer();
let siteOrigin = '';
const hub = analyticsHost(() => [siteOrigin]);
const denyingHub = analyticsHost(() => ['https://some-other-site.example']);
const failingHub = analyticsHost(() => [siteOrigin], true);
const servers = [site, hub.server, denyingHub.server, failingHub.server];
let hubOrigin = '';
let denyingOrigin = '';
let failingOrigin = '';
let browser: Browser;
let popupBlockingBrowser: Browser;

beforeAll(async () => {
  ({ hubHtml } = (await import(new URL('hub.js', DIST).href)) as typeof HubModule);
  siteOrigin = await listen(site, 'localhost');
  hubOrigin = await listen(hub.server, '127.0.0.1');
  denyingOrigin = await listen(denyingHub.server, '127.0.0.1');
  failingOrigin = await listen(failingHub.server, '127.0.0.1');
  browser = await chromium.launch(CHROMIUM);
  // Playwright turns Chromium's popup blocker off by default; this one keeps it on.
  popupBlockingBrowser = await chromium.launch({
    ...CHROMIUM,
    ignoreDefaultArgs: ['--disable-popup-blocking'],
  });
});

beforeEach(() => {
  for (const host of [hub, denyingHub, failingHub]) {
    host.beacons.length = 0;
    host.hubLoads.length = 0;
  }
});

afterAll(async () => {
  await browser?.close();
  await popupBlockingBrowser?.close();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

/** Visits the hub page first-party, as a visit to the analytics host would, and returns its id. */
async function hostDeviceId(context: BrowserContext, origin: string): Promise<string> {
  const page = await context.newPage();
  await page.goto(`${origin}/sdk/index.html`);
  const id = await page.evaluate(() => localStorage.getItem('kyc_did'));
  await page.close();
  expect(id).toMatch(UUID_V4);
  return id as string;
}

async function openSite(
  context: BrowserContext,
  host: string,
  backup = '',
): Promise<{ page: Page; errors: Error[] }> {
  const page = await context.newPage();
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  await page.goto(
    `${siteOrigin}/?host=${encodeURIComponent(host)}&backup=${encodeURIComponent(backup)}`,
  );
  return { page, errors };
}

interface PageTracker {
  track(event: string, data?: unknown): void;
  deviceId(): string | undefined;
}

/** Calls the page's tracker (the built SDK, exposed by the site page as `window.tracker`). */
function track(page: Page, event: string, data?: unknown) {
  return page.evaluate(
    ([name, payload]) =>
      (window as never as { tracker: PageTracker }).tracker.track(name as string, payload),
    [event, data],
  );
}

function deviceId(page: Page) {
  return page.evaluate(() => (window as never as { tracker: PageTracker }).tracker.deviceId());
}

/** Waits until the page's tracker holds the hub's id. */
function syncedId(page: Page, id: string) {
  return vi.waitFor(async () => expect(await deviceId(page)).toBe(id), {
    timeout: 15_000,
    interval: 50,
  });
}

/**
 * The hub's popup as the SDK opens it when the frame cannot answer: never outside a gesture (the
 * browser would block it, or keep the page out of the back/forward cache), so at a click. The
 * page is clicked until it opens: a click before the frame has answered opens nothing.
 */
async function popupAtClick(context: BrowserContext, page: Page): Promise<Page> {
  const opened = context.waitForEvent('page', { timeout: 15_000 });
  const deadline = Date.now() + 15_000;
  for (;;) {
    const popup = await Promise.race([
      opened,
      new Promise<undefined>((resolve) => setTimeout(resolve, 250)),
    ]);
    if (popup) return popup;
    if (Date.now() > deadline) throw new Error('the hub popup did not open');
    await page.click('#apply');
  }
}

function beacon(beacons: Beacon[], event: string, where: (found: Beacon) => boolean = () => true) {
  return vi.waitFor(
    () => {
      const found = beacons.find((candidate) => candidate.event === event && where(candidate));
      expect(found, `a ${event} beacon`).toBeDefined();
      return found as Beacon;
    },
    { timeout: 15_000, interval: 50 },
  );
}

describe('analytics SDK in Chromium, site on localhost, analytics host on 127.0.0.1', () => {
  it('gets the device id from the hub (frame, then popup) and the collector gets the beacons', async () => {
    const context = await browser.newContext();
    const id = await hostDeviceId(context, hubOrigin);
    const popups: Page[] = [];
    context.on('page', (page) => popups.push(page));
    hub.hubLoads.length = 0;
    const { page, errors } = await openSite(context, hubOrigin);

    // page_load leaves 600 ms after config, with the hub's id or, when the sync took longer
    // than the 500 ms wait, with a temporary one.
    const load = await beacon(hub.beacons, 'page_load');
    expect(load.keys).toBe(QUERY_FIELDS.join());
    expect(load).toMatchObject({
      appName: 'kyc_global_pc_web',
      event: 'page_load',
      entity: '{}',
      uid: 'e2e-user',
      us: '',
      platform: 'pc',
      ref: '',
      originUrl: page.url(),
    });
    if (load.did) expect(load).toMatchObject({ did: id, tempDid: '' });
    else expect(load.tempDid).toMatch(UUID_V4);
    expect(load.rs).toMatch(/^\d+x\d+$/);
    expect(Math.abs(Number(load.t) - Date.now())).toBeLessThan(60_000);

    // Over plain http the cross-site frame cannot keep the host's cookie (interceptThird), so
    // the popup, first-party on the host, answers (opened at the first click).
    await popupAtClick(context, page);
    await syncedId(page, id);
    expect(hub.hubLoads).toEqual(['iframe', 'document']);
    await track(page, 'search', { words: 'acme 公司' });
    const search = await beacon(hub.beacons, 'search');
    expect(search.keys).toBe(QUERY_FIELDS.join());
    expect(search).toMatchObject({
      did: id,
      tempDid: '',
      entity: JSON.stringify({ words: 'acme 公司' }),
    });

    const cookies = await context.cookies(siteOrigin);
    expect(cookies.find((cookie) => cookie.name === 'kyc_tdid')?.value).toBe(id);
    // The hub popup answered its opener and closed itself.
    await vi.waitFor(() => expect(popups.filter((popup) => !popup.isClosed())).toEqual([page]), {
      timeout: 10_000,
    });

    await page.close({ runBeforeUnload: true });
    const unload = await beacon(hub.beacons, 'page_unload');
    expect(unload).toMatchObject({ did: id, tempDid: '' });
    expect(JSON.parse(unload.entity ?? '').duration).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reuses the synced id on the next page without asking the hub again', async () => {
    const context = await browser.newContext();
    const id = await hostDeviceId(context, hubOrigin);
    const first = await openSite(context, hubOrigin);
    await popupAtClick(context, first.page);
    await syncedId(first.page, id);
    await first.page.close();
    const requests: string[] = [];
    context.on('request', (request) => requests.push(request.url()));
    const { page } = await openSite(context, hubOrigin);
    expect(await deviceId(page)).toBe(id);
    await track(page, 'customize', { second: true });
    const customize = await beacon(
      hub.beacons,
      'customize',
      (found) => found.entity === '{"second":true}',
    );
    expect(customize).toMatchObject({ did: id, tempDid: '' });
    expect(requests.some((url) => url.includes('/sdk/index.html'))).toBe(false);
    await context.close();
  });

  it('with popups blocked: temporary id and remembered flag, then the id at the next click', async () => {
    const context = await popupBlockingBrowser.newContext();
    const id = await hostDeviceId(context, hubOrigin);
    const { page, errors } = await openSite(context, hubOrigin);

    await track(page, 'search', { blocked: true });
    const held = await beacon(
      hub.beacons,
      'search',
      (found) => found.entity === '{"blocked":true}',
    );
    expect(held.did).toBe('');
    expect(held.tempDid).toMatch(UUID_V4);
    expect(await page.evaluate(() => localStorage.getItem('kyc_pnw'))).toBe('1');
    expect(await deviceId(page)).toBeUndefined();

    const popup = context.waitForEvent('page');
    await page.click('#apply');
    await popup;
    await syncedId(page, id);
    await track(page, 'page_button_click', { after: 'click' });
    const click = await beacon(
      hub.beacons,
      'page_button_click',
      (found) => found.entity === '{"after":"click"}',
    );
    expect(click).toMatchObject({ did: id, tempDid: '' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('never opens the popup while the visitor types: keys and a click into a field leave it shut, the next click elsewhere opens it', async () => {
    const context = await browser.newContext();
    const id = await hostDeviceId(context, hubOrigin);
    const popups: Page[] = [];
    context.on('page', (page) => popups.push(page));
    const { page, errors } = await openSite(context, hubOrigin);
    // The frame has answered that its cookies are intercepted: the popup now waits for a click.
    await vi.waitFor(
      async () => expect(await page.evaluate(() => localStorage.getItem('kyc_pnw'))).toBe('1'),
      { timeout: 15_000, interval: 50 },
    );
    // A key press lets a page open a window for a few seconds; typing must keep every key.
    await page.click('#login');
    await page.locator('#login').pressSequentially('demo_formal');
    expect(await page.locator('#login').inputValue()).toBe('demo_formal');
    expect(popups).toEqual([page]);

    const popup = context.waitForEvent('page');
    await page.click('#apply');
    await popup;
    await syncedId(page, id);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('gets no id from a hub whose allow-list does not name the site', async () => {
    const context = await browser.newContext();
    await hostDeviceId(context, denyingOrigin);
    const { page, errors } = await openSite(context, denyingOrigin);
    const load = await beacon(denyingHub.beacons, 'page_load');
    expect(load.did).toBe('');
    expect(load.tempDid).toMatch(UUID_V4);
    // Past the 3 s frame timeout: the popup opened at the click too, and closed itself
    // without answering.
    const popup = await popupAtClick(context, page);
    await vi.waitFor(() => expect(popup.isClosed()).toBe(true), { timeout: 10_000 });
    expect(await deviceId(page)).toBeUndefined();
    expect((await context.cookies(siteOrigin)).map((cookie) => cookie.name)).not.toContain(
      'kyc_tdid',
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends the beacon to the backup host when the host fails', async () => {
    const context = await browser.newContext();
    const id = await hostDeviceId(context, failingOrigin);
    const { page, errors } = await openSite(context, failingOrigin, hubOrigin);
    await popupAtClick(context, page);
    await syncedId(page, id);
    await track(page, 'search', { backup: true });
    const search = await beacon(
      hub.beacons,
      'search',
      (found) => found.entity === '{"backup":true}',
    );
    expect(search).toMatchObject({ did: id, uid: 'e2e-user' });
    expect(failingHub.beacons).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

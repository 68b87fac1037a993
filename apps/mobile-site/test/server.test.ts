import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSiteServer } from '@kyc/site-kit/server/app.mjs';
import { BUILD_DIRS, loadApp } from '@kyc/site-kit/server/apps.mjs';
import { NOT_PHONES, PHONES } from '@kyc/site-kit/test/devices.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Both production builds behind the one server (turbo builds both before this package's tests).
let server: Server;
let origin: string;

// Loading both server builds takes seconds on a busy machine (a CI run took it past 10 s).
beforeAll(async () => {
  const app = createSiteServer({
    apps: { desktop: await loadApp(BUILD_DIRS.desktop), mobile: await loadApp(BUILD_DIRS.mobile) },
    apiOrigin: 'http://127.0.0.1:9', // nothing listens there: pages render without the API
    siteOrigin: 'https://www.kyc.example', // as deployed: TLS in front, so HSTS on every answer
  });
  server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 120_000);

afterAll(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
);

const get = (path: string, userAgent: string, cookie?: string) =>
  fetch(`${origin}${path}`, {
    headers: { 'user-agent': userAgent, ...(cookie ? { cookie } : {}) },
    redirect: 'manual',
  });

const variantOf = async (response: Response) =>
  /<html[^>]*data-variant="(\w+)"/.exec(await response.text())?.[1];

describe('the site server with both apps', () => {
  it.each(Object.entries(PHONES))(
    'serves %s the mobile app with its security headers',
    async (_, phone) => {
      const response = await get('/products-api', phone.userAgent);
      expect(response.status).toBe(200);
      expect(response.headers.get('vary')).toMatch(/User-Agent/);
      expect(response.headers.get('content-security-policy')).toMatch(/'nonce-[^']+'/);
      expect(response.headers.get('strict-transport-security')).toMatch(/max-age=/);
      expect(await variantOf(response)).toBe('mobile');
    },
  );

  it.each(Object.entries(NOT_PHONES))('serves %s the desktop app', async (_, device) => {
    const response = await get('/products-api', device.userAgent);
    expect(response.headers.get('vary')).toMatch(/User-Agent/);
    expect(await variantOf(response)).toBe('desktop');
  });

  it('keeps the two builds apart: mobile assets under /m/assets, cached for a year', async () => {
    const html = await (await get('/', PHONES.iPhone.userAgent)).text();
    const assets = [...html.matchAll(/href="(\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]);
    expect(assets.length).toBeGreaterThan(0);
    expect(assets.every((url) => url?.startsWith('/m/assets/'))).toBe(true);
    const asset = await get(assets[0] ?? '', PHONES.iPhone.userAgent);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('vary')).toMatch(/User-Agent/);
    // A desktop asset path is not a mobile one.
    expect(
      (await get(assets[0]?.replace('/m/', '/') ?? '', NOT_PHONES.desktop.userAgent)).status,
    ).toBe(404);
  });

  it('switches a phone to the desktop version with a cookie and a redirect to the clean URL', async () => {
    const response = await get(
      '/industries-banking?lang=en&variant=desktop',
      PHONES.iPhone.userAgent,
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/industries-banking?lang=en');
    expect(response.headers.get('set-cookie')).toBe(
      'kyc_variant=desktop; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
    );
    const next = await get(
      '/industries-banking?lang=en',
      PHONES.iPhone.userAgent,
      'kyc_variant=desktop',
    );
    expect(await variantOf(next)).toBe('desktop');
  });

  it('switching back to what the device gets by default forgets the choice', async () => {
    const response = await get('/?variant=mobile', PHONES.android.userAgent, 'kyc_variant=desktop');
    expect(response.status).toBe(303);
    expect(response.headers.get('set-cookie')).toBe(
      'kyc_variant=; Max-Age=0; Path=/; SameSite=Lax; Secure',
    );
  });

  it('lets a desktop visitor ask for the mobile version too, and ignores unknown values', async () => {
    expect(
      await variantOf(await get('/', NOT_PHONES.desktop.userAgent, 'kyc_variant=mobile')),
    ).toBe('mobile');
    expect(await variantOf(await get('/', NOT_PHONES.desktop.userAgent, 'kyc_variant=tv'))).toBe(
      'desktop',
    );
    const ignored = await get('/?variant=tv', PHONES.iPhone.userAgent);
    expect(ignored.status).toBe(200);
  });

  it('answers an unknown path with 404 in the mobile app', async () => {
    const response = await get('/no-such-page', PHONES.iPhone.userAgent);
    expect(response.status).toBe(404);
    expect(await variantOf(response)).toBe('mobile');
  });
});

describe('marketing pages reach visitors on phones without React', () => {
  const scriptSources = (html: string) =>
    [...html.matchAll(/<script[^>]* src="([^"]+)"/g)].map((match) => match[1]);

  it.each([
    '/',
    '/products-api',
    '/products-api/reference',
    '/about-us-faq?lang=en',
    '/lei?lang=en',
    '/terms-conditions',
  ])('%s: the HTML, its stylesheets and one small script', async (path) => {
    const html = await (await get(path, PHONES.iPhone.userAgent)).text();
    expect(html).not.toContain('__reactRouterContext');
    expect(html).not.toContain('rel="modulepreload"');
    expect(scriptSources(html)).toEqual([
      expect.stringMatching(/^\/m\/assets\/enhancer-[\w-]+\.js$/),
    ]);
    const config = JSON.parse(
      /<script id="kyc-static-page" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1] ??
        'null',
    );
    expect(config.page.route).toBe(new URL(path, origin).pathname);
    expect(config.page.name).not.toBe('');
    // The menu is in the page, closed, for the enhancer to open.
    expect(html).toMatch(/<dialog[^>]*data-kyc-static-menu/);
    expect(html).toMatch(/<link[^>]* rel="stylesheet" href="\/m\/assets\/[^"]+\.css"/);
  });

  it('serves the enhancer as immutable JavaScript with neither React nor the router in it', async () => {
    const html = await (await get('/', PHONES.android.userAgent)).text();
    const response = await get(scriptSources(html)[0] ?? '', PHONES.android.userAgent);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const code = await response.text();
    expect(code).not.toMatch(/react\.element|__reactRouter|useState/);
    expect(code.length).toBeLessThan(20_000);
  });

  it('account pages keep the app scripts; the desktop app’s marketing pages have their own enhancer', async () => {
    for (const [path, agent] of [
      ['/login', PHONES.iPhone.userAgent],
      ['/demo-request', PHONES.harmonyOS.userAgent],
    ] as const) {
      const html = await (await get(path, agent)).text();
      expect(html, path).toContain('__reactRouterContext');
      expect(html, path).toContain('rel="modulepreload"');
      expect(html, path).not.toContain('kyc-static-page');
    }
    // The same pages without React on a desktop and a tablet (issue 29), from the desktop build.
    for (const [path, agent] of [
      ['/', NOT_PHONES.desktop.userAgent],
      ['/products-api', NOT_PHONES.iPad.userAgent],
    ] as const) {
      const html = await (await get(path, agent)).text();
      expect(html, path).not.toContain('__reactRouterContext');
      expect(scriptSources(html), path).toEqual([
        expect.stringMatching(/^\/assets\/enhancer-[\w-]+\.js$/),
      ]);
    }
  });
});

describe('public pages from memory, apart for each variant', () => {
  it('gives a desktop, a phone and a phone that chose the desktop version each their own page', async () => {
    const cases = [
      ['desktop', NOT_PHONES.desktop.userAgent, undefined],
      ['mobile', PHONES.iPhone.userAgent, undefined],
      ['desktop', PHONES.iPhone.userAgent, 'kyc_variant=desktop'],
    ] as const;
    for (const round of [1, 2, 3]) {
      const pages = [];
      for (const [variant, agent, cookie] of cases) {
        const response = await get('/industries-payments', agent, cookie);
        if (round > 1) expect(response.headers.get('x-page-cache')).toBe('hit');
        const html = await response.text();
        expect(/<html[^>]*data-variant="(\w+)"/.exec(html)?.[1]).toBe(variant);
        pages.push(html);
      }
      // Only the phone on the desktop version is offered the way back to the mobile one.
      expect(pages.map((html) => html.includes('variant=mobile'))).toEqual([false, false, true]);
    }
  });

  it('takes the device class a CDN computed (X-KYC-Device) over the user agent', async () => {
    const asked = (agent: string, device: string) =>
      fetch(`${origin}/about-us-our-partners`, {
        headers: { 'user-agent': agent, 'x-kyc-device': device },
      });
    for (const _ of [1, 2]) {
      expect(await variantOf(await asked(NOT_PHONES.desktop.userAgent, 'mobile'))).toBe('mobile');
      expect(await variantOf(await asked(PHONES.iPhone.userAgent, 'desktop'))).toBe('desktop');
      expect(await variantOf(await asked(PHONES.iPhone.userAgent, 'tv'))).toBe('mobile');
    }
    const response = await asked(PHONES.iPhone.userAgent, 'desktop');
    expect(response.headers.get('vary')).toMatch(/X-KYC-Device/);
    // The desktop page for a device the CDN calls a desktop: no way "back" to the mobile app.
    expect(await response.text()).not.toContain('variant=mobile');
  });
});

describe('the ETag of a public page, from the first answer of every worker on', () => {
  // Each worker of the cluster has a cache of its own: fresh servers on the same builds stand
  // for workers that have not yet rendered the page. A CDN may store the very first answer
  // (the rendering that fills a worker's cache) and revalidate it at any worker.
  const freshWorker = async () => {
    const app = createSiteServer({
      apps: {
        desktop: await loadApp(BUILD_DIRS.desktop),
        mobile: await loadApp(BUILD_DIRS.mobile),
      },
      apiOrigin: 'http://127.0.0.1:9',
      siteOrigin: 'https://www.kyc.example',
    });
    const listening: Server = await new Promise((resolve) => {
      const started = app.listen(0, '127.0.0.1', () => resolve(started));
    });
    return {
      origin: `http://127.0.0.1:${(listening.address() as AddressInfo).port}`,
      close: () =>
        new Promise<void>((resolve) => {
          listening.closeAllConnections();
          listening.close(() => resolve());
        }),
    };
  };
  const ask = (at: string, path: string, headers: Record<string, string>) =>
    fetch(`${at}${path}`, { headers });

  it.each([
    ['a desktop', 'desktop', NOT_PHONES.desktop.userAgent, {}],
    ['a phone', 'mobile', PHONES.iPhone.userAgent, {}],
    [
      'a phone that chose the desktop version',
      'desktop',
      PHONES.android.userAgent,
      { cookie: 'kyc_variant=desktop' },
    ],
    [
      'a device a CDN calls mobile',
      'mobile',
      NOT_PHONES.desktop.userAgent,
      { 'x-kyc-device': 'mobile' },
    ],
  ] as const)(
    '%s, given the %s page: every first answer has the ETag, and a 304 answers it',
    async (_device, variant, agent, extra) => {
      const workers = [await freshWorker(), await freshWorker(), await freshWorker()];
      try {
        for (const [path, language] of [
          ['/industries-banking', {}],
          [
            '/about-us-faq',
            { cookie: `kyc_lang=en${'cookie' in extra ? `; ${extra.cookie}` : ''}` },
          ],
        ] as const) {
          const headers = { 'user-agent': agent, ...extra, ...language };
          const [a, b, c] = workers.map((worker) => worker.origin);
          const firsts = [await ask(a ?? '', path, headers), await ask(b ?? '', path, headers)];
          const etags = [];
          for (const first of firsts) {
            expect(first.status, path).toBe(200);
            expect(first.headers.get('x-page-cache'), path).toBe('miss');
            expect(first.headers.get('cache-control'), path).toMatch(/^public/);
            expect(await variantOf(first), path).toBe(variant);
            etags.push(first.headers.get('etag'));
          }
          expect(etags[0], path).toMatch(/^W\/"[\w-]+"$/);
          // The same build renders the same page: any worker can revalidate what another sent.
          expect(etags[1], path).toBe(etags[0]);
          const etag = etags[0] ?? '';
          const hit = await ask(a ?? '', path, { ...headers, 'if-none-match': etag });
          expect(hit.headers.get('x-page-cache'), path).toBe('hit');
          expect(hit.status, path).toBe(304);
          const rendering = await ask(c ?? '', path, { ...headers, 'if-none-match': etag });
          expect(rendering.headers.get('x-page-cache'), path).toBe('miss');
          expect(rendering.status, path).toBe(304);
          expect(rendering.headers.get('etag'), path).toBe(etag);
          const head = await ask(c ?? '', path, headers).then(() =>
            fetch(`${c}${path}`, { method: 'HEAD', headers }),
          );
          expect(head.headers.get('etag'), path).toBe(etag);
        }
      } finally {
        await Promise.all(workers.map((worker) => worker.close()));
      }
    },
  );

  it('gives the desktop and the mobile page each their own ETag', async () => {
    const worker = await freshWorker();
    try {
      const etagFor = async (agent: string) =>
        (
          await ask(worker.origin, '/industries-manufacturing', { 'user-agent': agent })
        ).headers.get('etag');
      const desktop = await etagFor(NOT_PHONES.desktop.userAgent);
      const mobile = await etagFor(PHONES.iPhone.userAgent);
      expect(desktop).toMatch(/^W\//);
      expect(mobile).toMatch(/^W\//);
      expect(mobile).not.toBe(desktop);
    } finally {
      await worker.close();
    }
  });
});

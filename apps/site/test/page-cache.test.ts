import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSiteServer } from '@kyc/site-kit/server/app.mjs';
import { BUILD_DIRS, loadApp } from '@kyc/site-kit/server/apps.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The page cache of the production server on the real build, with a stand-in for apps/api that
// knows one session: whatever the order of requests, a visitor never gets the signed-in page
// and a signed-in user never gets the visitor's.
const SESSION = 'kyc_session=u1___t1___s1';
const LOGIN_NAME = 'analyst_only_u1_sees';

let api: Server;
let site: Server;
let origin = '';

const listen = (server: Server): Promise<string> =>
  new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    );
  });

beforeAll(async () => {
  api = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    if (req.url?.startsWith('/webapi/saas/user/me') && req.headers.cookie?.includes(SESSION)) {
      res.end(
        JSON.stringify({ user: { uuid: 'u1', loginName: LOGIN_NAME, endDate: '2099-12-31' } }),
      );
      return;
    }
    res.statusCode = 401;
    res.end(JSON.stringify({ code: 'UNAUTHORIZED', message: 'no session' }));
  });
  const apiOrigin = await listen(api);
  const app = createSiteServer({ apps: { desktop: await loadApp(BUILD_DIRS.desktop) }, apiOrigin });
  site = createServer(app);
  origin = await listen(site);
}, 120_000);

afterAll(() =>
  Promise.all(
    [site, api].map(
      (server) =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    ),
  ),
);

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${origin}${path}`, { headers });
const nonceOf = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? '';

describe('public marketing pages from memory', () => {
  it('renders a page once, then serves it with a fresh nonce in the header and every script', async () => {
    await (await get('/about-us-our-company')).text();
    const responses = [await get('/about-us-our-company'), await get('/about-us-our-company')];
    const nonces = responses.map(nonceOf);
    expect(new Set(nonces).size).toBe(2);
    for (const [i, response] of responses.entries()) {
      expect(response.headers.get('x-page-cache')).toBe('hit');
      expect(response.headers.get('cache-control')).toBe(
        'public, max-age=0, s-maxage=60, stale-while-revalidate=60',
      );
      expect(response.headers.get('vary')).toMatch(/User-Agent, X-KYC-Device, Cookie/);
      const html = await response.text();
      // JSON-LD and the static page's config are data, never run: no nonce.
      const scripts = (html.match(/<script[^>]*>/g) ?? []).filter(
        (tag) => !/type="application\/(?:ld\+)?json"/.test(tag),
      );
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonces[i]}"`);
      expect(html).not.toContain(nonces[1 - i]);
    }
  });

  it('answers If-None-Match with 304, without a CSP that would not match the page kept', async () => {
    await (await get('/products-report')).text();
    const etag = (await get('/products-report')).headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"/);
    const notModified = await get('/products-report', { 'if-none-match': etag });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('content-security-policy')).toBeNull();
    expect(notModified.headers.get('etag')).toBe(etag);
  });

  it('keeps the languages apart', async () => {
    for (const round of [1, 2]) {
      const chinese = await (await get('/products-api')).text();
      const english = await (await get('/products-api', { cookie: 'kyc_lang=en' })).text();
      expect(chinese, `round ${round}`).toContain('<html lang="zh-CN"');
      expect(english, `round ${round}`).toContain('<html lang="en"');
    }
  });
});

describe('signed-in pages are never shared', () => {
  it('gives a visitor the visitor’s page after a signed-in user asked first, and the reverse', async () => {
    for (const path of ['/insights-guidelines-in-asia', '/industries-banking']) {
      const signedInFirst = path === '/insights-guidelines-in-asia';
      const asUser = () => get(path, { cookie: `kyc_lang=en; ${SESSION}` });
      const asVisitor = () => get(path, { cookie: 'kyc_lang=en' });
      const order = signedInFirst ? [asUser, asVisitor, asVisitor] : [asVisitor, asVisitor, asUser];
      for (const request of order) {
        const response = await request();
        const html = await response.text();
        if (request === asUser) {
          expect(html, path).toContain(LOGIN_NAME);
          expect(html, path).toContain('data-session="u1"');
          expect(response.headers.get('cache-control'), path).toBe('private, no-cache');
          expect(response.headers.get('etag'), path).toBeNull();
          expect(response.headers.get('x-page-cache'), path).toBeNull();
        } else {
          expect(html, path).not.toContain(LOGIN_NAME);
          expect(html, path).not.toContain('data-session');
        }
      }
    }
  });

  it('answers a signed-in user’s If-None-Match with the signed-in page, never a 304', async () => {
    await (await get('/about-us-faq')).text();
    const etag = (await get('/about-us-faq')).headers.get('etag') ?? '';
    const response = await get('/about-us-faq', { cookie: SESSION, 'if-none-match': etag });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(LOGIN_NAME);
  });
});

describe('what caches may keep', () => {
  it.each([
    ['/login', {}],
    ['/demo-request', { 'accept-language': 'en-GB' }],
    ['/lei?lei=5493001KJTIIGC8Y1R12', {}],
    ['/products-api?lang=en', {}], // sets the language cookie
    ['/?utm_source=mail', {}],
    ['/no-such-page', {}],
  ])('%s is rendered for each request and not marked public', async (path, headers) => {
    for (const _ of [1, 2]) {
      const response = await get(path, headers);
      expect(response.headers.get('cache-control') ?? '').not.toMatch(/public/);
      expect(response.headers.get('x-page-cache')).not.toBe('hit');
    }
  });

  it('sets the language cookie only when the address chose a language the cookie does not hold', async () => {
    expect((await get('/?lang=en')).headers.get('set-cookie')).toMatch(/^kyc_lang=en;/);
    const again = await get('/?lang=en', { cookie: 'kyc_lang=en' });
    expect(again.headers.get('set-cookie')).toBeNull();
    expect(again.headers.get('cache-control')).toMatch(/^public/);
  });
});

import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSiteServer } from '@kyc/site-kit/server/app.mjs';
import { BUILD_DIRS, loadApp } from '@kyc/site-kit/server/apps.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Runs against the production build (turbo runs `build` before this package's tests).
let server: Server;
let origin: string;
// The same build served as deployed behind TLS (an https SITE_ORIGIN).
let secureServer: Server;
let secureOrigin: string;

const listen = (app: ReturnType<typeof createSiteServer>): Promise<Server> =>
  new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
const originOf = (listening: Server) =>
  `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;

/**
 * A request (a GET unless told) with the path sent exactly as written (like `curl --path-as-is`)
 * and any headers.
 */
function rawGet(
  base: string,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<{
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

// Loading the server build takes seconds on a busy machine (a CI run took the mobile app's past 10 s).
beforeAll(async () => {
  const desktop = await loadApp(BUILD_DIRS.desktop);
  const app = createSiteServer({
    apps: { desktop },
    apiOrigin: 'http://127.0.0.1:9', // nothing listens there: the proxy must fail cleanly
  });
  server = await listen(app);
  origin = originOf(server);
  secureServer = await listen(
    createSiteServer({
      apps: { desktop },
      apiOrigin: 'http://127.0.0.1:9',
      siteOrigin: 'https://www.kyc.example',
    }),
  );
  secureOrigin = originOf(secureServer);
}, 120_000);

afterAll(() =>
  Promise.all(
    [server, secureServer].map(
      (listening) =>
        new Promise<void>((resolve) => (listening ? listening.close(() => resolve()) : resolve())),
    ),
  ),
);

describe('site server', () => {
  it('renders the home page in Chinese by default, marked as the desktop variant', async () => {
    const response = await fetch(`${origin}/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="zh-CN" data-variant="desktop">');
  });

  it('sends the security headers and a fresh nonce on every response', async () => {
    const [first, second] = await Promise.all([fetch(`${origin}/`), fetch(`${origin}/`)]);
    const csp = first.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(second.headers.get('content-security-policy')).not.toContain(nonce);
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    expect(first.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(first.headers.get('vary')).toContain('User-Agent');
    // Every inline or module script the page runs carries the nonce (the home page reaches a
    // visitor without React: the old-browser check and the enhancer).
    const html = await first.text();
    // JSON-LD and the static page's config are data, never run, so CSP does not apply to them.
    const scripts = (html.match(/<script[^>]*>/g) ?? []).filter(
      (tag) => !/type="application\/(?:ld\+)?json"/.test(tag),
    );
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it('switches to English with ?lang=en and remembers it in a cookie', async () => {
    const response = await fetch(`${origin}/?lang=en`);
    expect(await response.text()).toContain('<html lang="en"');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^kyc_lang=en; Path=\/; Max-Age=31536000; SameSite=Lax; Secure/);
    const again = await fetch(`${origin}/`, { headers: { cookie: 'kyc_lang=en' } });
    expect(await again.text()).toContain('<html lang="en"');
  });

  it('answers an unknown path with a real 404 page', async () => {
    const response = await fetch(`${origin}/no-such-page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toMatch(/<h1[^>]*>[^<]*页面[^<]*<\/h1>/);
    const english = await fetch(`${origin}/no-such-page?lang=en`);
    expect(english.status).toBe(404);
    expect(await english.text()).toContain('find that page</h1>');
  });

  it('caches hashed assets for a year and serves the icon', async () => {
    const html = await (await fetch(`${origin}/`)).text();
    const asset = /(?:href|src)="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    const response = await fetch(`${origin}${asset}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${origin}/favicon.ico`)).status).toBe(200);
  });

  it('answers 502 as JSON, not a stack trace, when the API is down', async () => {
    const response = await fetch(`${origin}/webapi/user/current`);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: 'The account service is unavailable.' });
  });
});

describe('redirects stay on the site', () => {
  it.each([
    ['/.//evil.example?variant=mobile', '/evil.example'],
    ['/./\\evil.example?variant=mobile', '/evil.example'],
    ['//evil.example/?variant=mobile', '/evil.example/'],
    ['/lei?lang=en&variant=mobile', '/lei?lang=en'],
  ])('answers the switch link %s with a same-origin path', async (path, location) => {
    const response = await rawGet(origin, path);
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe(location);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keeps express.static’s directory redirect on the site', async () => {
    const response = await rawGet(origin, '//assets');
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/assets/');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('links and files that name the site use its configured origin, never the Host header', () => {
  const evil = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };
  const restore = process.env.SITE_ORIGIN;
  afterAll(() => {
    if (restore === undefined) delete process.env.SITE_ORIGIN;
    else process.env.SITE_ORIGIN = restore;
  });

  it.each(['/sitemap.xml', '/robots.txt', '/products-api?lang=en'])(
    '%s names SITE_ORIGIN',
    async (path) => {
      process.env.SITE_ORIGIN = 'https://www.kyc.example';
      const response = await rawGet(origin, path, evil);
      expect(response.status).toBe(200);
      expect(response.body).not.toContain('evil.example');
      expect(response.body).toContain('https://www.kyc.example/');
    },
  );

  it('names http://localhost:$PORT without SITE_ORIGIN (a local run)', async () => {
    delete process.env.SITE_ORIGIN;
    const page = await rawGet(origin, '/products-api?lang=en', evil);
    expect(page.body).not.toContain('evil.example');
    expect(page.body).toMatch(
      new RegExp(
        `<link rel="canonical" href="http://localhost:${process.env.PORT ?? 3000}/products-api\\?lang=en"`,
      ),
    );
    expect(page.body).toMatch(/hreflang="zh-CN" href="http:\/\/localhost:\d+\/products-api"/i);
  });
});

describe('headers on every response', () => {
  const assetOf = async (base: string) =>
    /(?:href|src)="(\/assets\/[^"]+\.js)"/.exec(await (await fetch(`${base}/`)).text())?.[1] ?? '';

  it('says nosniff on pages, assets, public files, proxied API answers, redirects and 404s', async () => {
    const asset = await assetOf(origin);
    for (const path of [
      '/',
      asset,
      '/favicon.ico',
      '/webapi/user/current',
      '/?variant=mobile',
      '/no-such-page',
      '/assets/no-such-file.js',
    ]) {
      const response = await rawGet(origin, path);
      expect(response.headers['x-content-type-options'], path).toBe('nosniff');
    }
  });

  it('gives what is not a page nothing to run and no framing; pages keep their CSP', async () => {
    const asset = await assetOf(origin);
    for (const path of [asset, '/webapi/user/current', '/?variant=mobile']) {
      const response = await rawGet(origin, path);
      expect(response.headers['content-security-policy'], path).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers['x-frame-options'], path).toBe('DENY');
    }
    const page = await rawGet(origin, '/');
    expect(page.headers['content-security-policy']).toMatch(/'nonce-/);
  });

  it('answers OPTIONS on a page without an error', async () => {
    const response = await fetch(`${origin}/`, { method: 'OPTIONS' });
    expect(response.status).toBe(204);
    expect(response.headers.get('allow')).toBe('GET, HEAD, POST');
  });

  it('lets only the site load its static files (CORP)', async () => {
    const asset = await rawGet(origin, await assetOf(origin));
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    const icon = await rawGet(origin, '/favicon.ico');
    expect(icon.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('sends HSTS on every response served over HTTPS, never over plain HTTP', async () => {
    const asset = await assetOf(origin);
    const paths = ['/', asset, '/webapi/user/current', '/?variant=mobile', '/no-such-page'];
    for (const path of paths) {
      // An https SITE_ORIGIN: TLS ends in front of the server.
      const secure = await rawGet(secureOrigin, path);
      expect(secure.headers['strict-transport-security'], path).toMatch(/^max-age=\d{8}/);
      // A trusted (loopback) proxy that says the request came over TLS.
      const forwarded = await rawGet(origin, path, { 'x-forwarded-proto': 'https' });
      expect(forwarded.headers['strict-transport-security'], path).toMatch(/^max-age=\d{8}/);
      const plain = await rawGet(origin, path);
      expect(plain.headers['strict-transport-security'], path).toBeUndefined();
    }
  });
});

describe('refusals carry the headers every answer has', () => {
  // A stand-in for apps/api that answers as a framework's own refusal may: a bare status and a
  // body, none of the site's headers.
  let api: Server;
  let bareSite: Server;
  let bareOrigin = '';
  let secureBareOrigin = '';
  let secureBareSite: Server;
  beforeAll(async () => {
    api = createServer((_req, res) => {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end('{"errors":{"path":"invalid"}}');
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', () => resolve()));
    const apiOrigin = originOf(api);
    const desktop = await loadApp(BUILD_DIRS.desktop);
    bareSite = await listen(createSiteServer({ apps: { desktop }, apiOrigin }));
    bareOrigin = originOf(bareSite);
    secureBareSite = await listen(
      createSiteServer({ apps: { desktop }, apiOrigin, siteOrigin: 'https://www.kyc.example' }),
    );
    secureBareOrigin = originOf(secureBareSite);
  });
  afterAll(() =>
    Promise.all(
      [api, bareSite, secureBareSite].map(
        (listening) => new Promise<void>((resolve) => listening.close(() => resolve())),
      ),
    ),
  );

  const expectSecurityHeaders = (
    answer: Awaited<ReturnType<typeof rawGet>>,
    what: string,
    https: boolean,
  ) => {
    expect(answer.headers['x-content-type-options'], what).toBe('nosniff');
    expect(answer.headers['content-security-policy'], what).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(answer.headers['x-frame-options'], what).toBe('DENY');
    expect(answer.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
    if (https) expect(answer.headers['strict-transport-security'], what).toMatch(/^max-age=/);
    else expect(answer.headers['strict-transport-security'], what).toBeUndefined();
  };

  it('gives the API’s refusal of an undecodable path the site’s headers through the proxy', async () => {
    for (const [base, https] of [
      [bareOrigin, false],
      [secureBareOrigin, true],
    ] as const) {
      const answer = await rawGet(base, '/webapi/saas/service/requests/%zz');
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toEqual({ errors: { path: 'invalid' } });
      expectSecurityHeaders(answer, 'proxied refusal', https);
    }
  });

  it.each([
    ['GET', '/%zz'],
    ['GET', '/about-us-faq/%E0%A4%A'],
    ['GET', '/assets/%zz'],
    ['HEAD', '/%zz'],
    ['POST', '/login/%zz'],
    ['OPTIONS', '/%zz'],
  ])(
    'answers %s %s, a path Express cannot decode, with a 400 and no stack',
    async (method, path) => {
      for (const [base, https] of [
        [bareOrigin, false],
        [secureBareOrigin, true],
      ] as const) {
        const answer = await rawGet(base, path, {}, method);
        expect(answer.status, path).toBe(400);
        expect(answer.body, path).not.toMatch(/URIError|at \S+ \(|node_modules/);
        if (method !== 'HEAD') expect(answer.body, path).toBe('Bad Request');
        expectSecurityHeaders(answer, `${method} ${path}`, https);
      }
    },
  );
});

describe('marketing pages and the lead form reach visitors without React (issue 29)', () => {
  const scriptSources = (html: string) =>
    [...html.matchAll(/<script[^>]* src="([^"]+)"/g)].map((match) => match[1]);
  const page = async (path: string) => (await fetch(`${origin}${path}`)).text();

  it.each([
    '/',
    '/products-api',
    '/insights-ubo-for-chinese-companies?lang=en',
    '/about-us-faq?lang=en',
    '/lei?lang=en',
    '/enterprise-details',
    '/terms-conditions',
    '/products-api/reference?lang=en',
    '/demo-request',
    '/register?lang=en',
  ])('%s: the HTML, its stylesheets and one small script', async (path) => {
    const html = await page(path);
    expect(html).not.toContain('__reactRouterContext');
    expect(html).not.toContain('rel="modulepreload"');
    expect(scriptSources(html)).toEqual([expect.stringMatching(/^\/assets\/enhancer-[\w-]+\.js$/)]);
    const config = JSON.parse(
      /<script id="kyc-static-page" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1] ??
        'null',
    );
    expect(config.page.route).toBe(new URL(path, origin).pathname);
    expect(config.page.name).not.toBe('');
    // The header's menus are in the page, closed, for the enhancer to open; the language
    // switch is a pair of links to this page in each language.
    expect(html).toMatch(/<nav[^>]* data-kyc-static-nav=""/);
    expect(html).not.toMatch(/<ul[^>]*class="kyc-nav__menu"(?![^>]*hidden)/);
    expect(html).toMatch(/<a[^>]* hreflang="en"/i);
    expect(html).toMatch(/<link[^>]* rel="stylesheet" href="\/assets\/[^"]+\.css"/);
  });

  it('marks the forms whose own script the enhancer loads: the LEI look-up, the lead form', async () => {
    for (const path of ['/lei', '/enterprise-details?lang=en']) {
      expect(await page(path), path).toMatch(
        /<form[^>]* data-kyc-lei-form=""[^>]* data-required="[^"]+" data-format="[^"]+"/,
      );
    }
    for (const path of ['/demo-request', '/register?lang=en']) {
      const html = await page(path);
      expect(html, path).toMatch(/<form[^>]* method="post"[^>]* data-kyc-lead-form=""/);
      const codes = /data-calling-codes="([^"]+)"/.exec(html)?.[1]?.replace(/&quot;/g, '"');
      expect(JSON.parse(codes ?? '{}'), path).toMatchObject({ CN: '+86', GB: '+44' });
    }
    expect(await page('/products-api')).not.toMatch(/data-kyc-(lei|lead)-form|data-kyc-try-it/);
  });

  it('serves the API reference without apps/api as a static page that says so, with no try-it', async () => {
    // Nothing listens on port 9 (the browser suite checks the try-it with apps/api).
    const html = await page('/products-api/reference?lang=en');
    expect(html).not.toContain('data-kyc-try-it');
    expect(html).toMatch(/<p role="status">[^<]+<\/p>/);
  });

  it('serves the enhancer and its form chunks as immutable JavaScript with neither React nor the router in it', async () => {
    const entry = scriptSources(await page('/lei'))[0] ?? '';
    const code = await (await fetch(`${origin}${entry}`)).text();
    const chunks = [...code.matchAll(/import\(`\.\/(enhancer-[\w-]+\.js)`\)/g)].map(
      (m) => m[1] ?? '',
    );
    expect(chunks).toEqual([
      expect.stringMatching(/^enhancer-leiForm-/),
      expect.stringMatching(/^enhancer-leadForm-/),
      expect.stringMatching(/^enhancer-tryIt-/),
    ]);
    // The try-it's chunk is React with the try-it, for that one form: the others have none.
    for (const path of [
      entry,
      ...chunks.filter((c) => !/tryIt/.test(c)).map((c) => `/assets/${c}`),
    ]) {
      const response = await fetch(`${origin}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toMatch(/javascript/);
      expect(response.headers.get('cache-control'), path).toBe(
        'public, max-age=31536000, immutable',
      );
      const text = await response.text();
      expect(text, path).not.toMatch(/react\.element|__reactRouter|useState/);
      expect(text.length, path).toBeLessThan(20_000);
    }
  });

  it('keeps the app on the account pages', async () => {
    for (const path of ['/login', '/live-search', '/no-such-page']) {
      const html = await page(path);
      expect(html, path).toContain('__reactRouterContext');
      expect(html, path).toContain('rel="modulepreload"');
      expect(html, path).not.toContain('kyc-static-page');
    }
  });
});

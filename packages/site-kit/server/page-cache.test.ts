import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import express from 'express';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageCache, prepare, requestKey, withNonce } from './page-cache.mjs';

const NONCE = 'AAAAAAAAAAAAAAAAAAAAAA==';

describe('a cached page with a new nonce', () => {
  it('is the page with the nonce replaced everywhere, plain and gzipped alike', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'binary' }), { minLength: 1, maxLength: 6 }),
        fc.base64String({ minLength: 24, maxLength: 24 }),
        (parts, nonce) => {
          fc.pre(!parts.some((part) => part.includes(NONCE) || part.includes(nonce)));
          const page = prepare(Buffer.from(parts.join(NONCE)), NONCE, {});
          const expected = parts.join(nonce);
          expect(withNonce(page, nonce, false).toString()).toBe(expected);
          expect(gunzipSync(withNonce(page, nonce, true)).toString()).toBe(expected);
        },
      ),
    );
  });

  it('gzips a real-sized page to a fraction of it', () => {
    const html = `<html><script nonce="${NONCE}"></script>${'<p>公司 ownership</p>'.repeat(2000)}<script nonce="${NONCE}"></script></html>`;
    const page = prepare(Buffer.from(html), NONCE, {});
    const gzipped = withNonce(page, 'BBBBBBBBBBBBBBBBBBBBBB==', true);
    expect(gzipped.length).toBeLessThan(Buffer.byteLength(html) / 20);
    expect(gunzipSync(gzipped).toString()).toBe(html.replaceAll(NONCE, 'BBBBBBBBBBBBBBBBBBBBBB=='));
  });

  it('has an ETag of its content without the nonce', () => {
    const a = prepare(Buffer.from(`<p nonce="${NONCE}">a</p>`), NONCE, {});
    const again = prepare(Buffer.from('<p nonce="other">a</p>'), 'other', {});
    const b = prepare(Buffer.from(`<p nonce="${NONCE}">b</p>`), NONCE, {});
    expect(a.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(again.etag).toBe(a.etag);
    expect(b.etag).not.toBe(a.etag);
  });
});

describe('requestKey: which requests may be answered from the cache', () => {
  const get = (originalUrl: string, cookie?: string, method = 'GET') =>
    requestKey({ method, originalUrl, headers: cookie ? { cookie } : {} });

  it('takes GET and HEAD of a path with at most a known language', () => {
    expect(get('/')).toBe('/|');
    expect(get('/products-api?lang=en')).toBe('/products-api?lang=en|');
    expect(get('/', 'kyc_lang=en; _ga=1')).toBe('/|en');
    expect(get('/', undefined, 'HEAD')).toBe('/|');
  });

  it('refuses a session, another method, another query or an unknown language', () => {
    expect(get('/', 'kyc_lang=en; kyc_session=u___t___s')).toBeUndefined();
    expect(get('/', 'kyc_session=')).toBeUndefined();
    expect(get('/', undefined, 'POST')).toBeUndefined();
    expect(get('/lei?lei=5493001KJTIIGC8Y1R12')).toBeUndefined();
    expect(get('/?utm_source=x')).toBeUndefined();
    expect(get('/?lang=fr')).toBeUndefined();
    expect(get('/', 'kyc_lang=x1')).toBeUndefined();
  });
});

// A stand-in for the React Router handler: the page shows who asked when a session cookie
// says so, and is marked public only when nobody is signed in, as entry.server.tsx does.
describe('the middleware', () => {
  let server: Server;
  let origin: string;
  let renders = 0;
  let clock = 0;

  beforeAll(async () => {
    const app = express();
    app.use((_req, res, next) => {
      res.locals.nonce = `${String(Math.random()).slice(2, 14).padEnd(22, 'x')}==`;
      res.setHeader('Content-Security-Policy', `script-src 'nonce-${res.locals.nonce}'`);
      next();
    });
    app.use(pageCache({ keyOf: () => 'build', ttlMs: 1_000, maxEntries: 2, now: () => clock }));
    app.get('/{*splat}', (req, res) => {
      renders += 1;
      const user = /kyc_session=(\w+)/.exec(req.get('cookie') ?? '')?.[1];
      if (req.path === '/cookie') res.setHeader('Set-Cookie', 'kyc_lang=en');
      if (req.path === '/missing') res.status(404);
      if (!user && req.path !== '/private') res.setHeader('Cache-Control', 'public, max-age=0');
      if (user) res.setHeader('Cache-Control', 'private, no-cache');
      res.type('html');
      res.write(`<html><script nonce="${res.locals.nonce}"></script>`);
      res.end(`<p>${user ? `signed in as ${user}` : 'welcome'} ${req.path}</p></html>`);
    });
    server = await new Promise((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const nonceOf = (response: Response) =>
    /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];

  it('renders a public page once, then serves it with each response’s own nonce', async () => {
    const before = renders;
    const first = await fetch(`${origin}/a`);
    const second = await fetch(`${origin}/a`);
    const third = await fetch(`${origin}/a`, { headers: { 'accept-encoding': 'identity' } });
    expect(renders - before).toBe(1);
    expect(first.headers.get('x-page-cache')).toBe('miss');
    expect(second.headers.get('x-page-cache')).toBe('hit');
    expect(second.headers.get('content-encoding')).toBe('gzip');
    expect(third.headers.get('content-encoding')).toBeNull();
    for (const response of [first, second, third]) {
      const nonce = nonceOf(response);
      expect(await response.text()).toBe(
        `<html><script nonce="${nonce}"></script><p>welcome /a</p></html>`,
      );
    }
    expect(new Set([first, second, third].map(nonceOf)).size).toBe(3);
    expect(second.headers.get('cache-control')).toBe('public, max-age=0');
  });

  it('answers If-None-Match with 304 and no CSP, so the browser keeps its page and nonce', async () => {
    const { headers } = await fetch(`${origin}/etag`).then(() => fetch(`${origin}/etag`));
    const etag = headers.get('etag') ?? '';
    const notModified = await fetch(`${origin}/etag`, { headers: { 'if-none-match': etag } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('content-security-policy')).toBeNull();
    const changed = await fetch(`${origin}/etag`, { headers: { 'if-none-match': 'W/"old"' } });
    expect(changed.status).toBe(200);
  });

  it('sends the ETag with the very first answer, the one rendered to fill the cache', async () => {
    const first = await fetch(`${origin}/first`);
    expect(first.headers.get('x-page-cache')).toBe('miss');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(await first.text()).toBe(
      `<html><script nonce="${nonceOf(first)}"></script><p>welcome /first</p></html>`,
    );
    const hit = await fetch(`${origin}/first`);
    expect(hit.headers.get('x-page-cache')).toBe('hit');
    expect(hit.headers.get('etag')).toBe(etag);
    const notModified = await fetch(`${origin}/first`, { headers: { 'if-none-match': etag } });
    expect(notModified.status).toBe(304);
  });

  it('answers If-None-Match with 304 on the rendering too (a client that another worker served)', async () => {
    const elsewhere = await fetch(`${origin}/elsewhere`);
    const etag = elsewhere.headers.get('etag') ?? '';
    clock += 1_001; // expired: the next request renders the page again
    const before = renders;
    const revalidated = await fetch(`${origin}/elsewhere`, { headers: { 'if-none-match': etag } });
    expect(renders - before).toBe(1);
    expect(revalidated.headers.get('x-page-cache')).toBe('miss');
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('etag')).toBe(etag);
    expect(revalidated.headers.get('content-security-policy')).toBeNull();
    expect(await revalidated.text()).toBe('');
  });

  it('gives a HEAD that renders the page its ETag, and keeps the page for the GET after it', async () => {
    const head = await fetch(`${origin}/head`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('x-page-cache')).toBe('miss');
    expect(await head.text()).toBe('');
    const etag = head.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\//);
    const before = renders;
    const get = await fetch(`${origin}/head`);
    expect(renders - before).toBe(0);
    expect(get.headers.get('etag')).toBe(etag);
    expect(await get.text()).toContain('welcome /head');
  });

  it('never gives a signed-in page to a visitor, nor a visitor’s page to a signed-in user', async () => {
    const signedIn = await fetch(`${origin}/shared`, { headers: { cookie: 'kyc_session=alice' } });
    expect(await signedIn.text()).toContain('signed in as alice');
    const visitor = await fetch(`${origin}/shared`);
    expect(await visitor.text()).not.toContain('alice');
    const cached = await fetch(`${origin}/shared`);
    expect(cached.headers.get('x-page-cache')).toBe('hit');
    const etag = cached.headers.get('etag') ?? '';
    const bob = await fetch(`${origin}/shared`, {
      headers: { cookie: 'kyc_session=bob', 'if-none-match': etag },
    });
    expect(bob.status).toBe(200);
    expect(bob.headers.get('x-page-cache')).toBeNull();
    expect(await bob.text()).toContain('signed in as bob');
  });

  it('keeps nothing that sets a cookie, is not public or is not a 200, and gives it no ETag', async () => {
    for (const path of ['/cookie', '/private', '/missing']) {
      const before = renders;
      for (const _ of [1, 2]) {
        const response = await fetch(`${origin}${path}`);
        expect(response.headers.get('etag'), path).toBeNull();
        expect(await response.text(), path).toContain(`welcome ${path}`);
      }
      expect(renders - before, path).toBe(2);
    }
  });

  it('renders again after the time to live, and keeps only the most recently used pages', async () => {
    await fetch(`${origin}/ttl`);
    clock += 1_001;
    const before = renders;
    await fetch(`${origin}/ttl`);
    expect(renders - before).toBe(1);
    await fetch(`${origin}/x`);
    await fetch(`${origin}/y`); // two entries at most: /ttl goes
    const again = renders;
    await fetch(`${origin}/ttl`);
    expect(renders - again).toBe(1);
  });
});

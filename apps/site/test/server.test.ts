import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSiteServer } from '@kyc/site-kit/server/app.mjs';
import { BUILD_DIRS, loadApp } from '@kyc/site-kit/server/apps.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Runs against the production build (turbo runs `build` before this package's tests).
let server: Server;
let origin: string;

// Loading the server build takes seconds on a busy machine (a CI run took the mobile app's past 10 s).
beforeAll(async () => {
  const desktop = await loadApp(BUILD_DIRS.desktop);
  const app = createSiteServer({
    apps: { desktop },
    apiOrigin: 'http://127.0.0.1:9', // nothing listens there: the proxy must fail cleanly
  });
  server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 120_000);

afterAll(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
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
    expect(first.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    expect(first.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(first.headers.get('vary')).toContain('User-Agent');
    // Every inline or module script React Router renders carries the nonce.
    const html = await first.text();
    // JSON-LD blocks are data, never run, so CSP does not apply to them.
    const scripts = (html.match(/<script[^>]*>/g) ?? []).filter(
      (tag) => !tag.includes('application/ld+json'),
    );
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it('switches to English with ?lang=en and remembers it in a cookie', async () => {
    const response = await fetch(`${origin}/?lang=en`);
    expect(await response.text()).toContain('<html lang="en"');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^kyc_lang=en; Path=\/; Max-Age=31536000; SameSite=Lax/);
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
    const asset = /href="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
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

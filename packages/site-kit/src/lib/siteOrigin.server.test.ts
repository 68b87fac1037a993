import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteOrigin } from './siteOrigin.server';

const fromEvil = () =>
  new Request('http://evil.example/sitemap.xml', {
    headers: { 'x-forwarded-host': 'evil.example' },
  });

describe('siteOrigin (canonical and hreflang links, sitemap, robots.txt)', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is SITE_ORIGIN, whatever host the request names', () => {
    vi.stubEnv('SITE_ORIGIN', 'https://www.kyc.example/');
    expect(siteOrigin(fromEvil())).toBe('https://www.kyc.example');
  });

  it('is http://localhost:$PORT for a local run without SITE_ORIGIN, never the request’s host', () => {
    vi.stubEnv('SITE_ORIGIN', '');
    vi.stubEnv('PORT', '4300');
    expect(siteOrigin(fromEvil())).toBe('http://localhost:4300');
    vi.stubEnv('PORT', '');
    expect(siteOrigin(fromEvil())).toBe('http://localhost:3000');
  });
});

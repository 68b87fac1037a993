import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAllowedOrigin } from './isAllowedOrigin';

describe('isAllowedOrigin', () => {
  it.each([
    ['https://www.site.com', ['https://www.site.com'], true],
    ['http://localhost:3000', ['http://localhost:3000'], true],
    ['https://a.site.com', ['https://*.site.com'], true],
    ['https://a.b.site.com', ['https://*.site.com'], true],
    ['https://a.site.com:8443', ['https://*.site.com:8443'], true],
    ['https://site.com', ['https://*.site.com'], false],
    ['https://evilsite.com', ['https://*.site.com'], false],
    ['https://a.site.com.evil.com', ['https://*.site.com'], false],
    ['http://a.site.com', ['https://*.site.com'], false],
    ['https://a.site.com:8443', ['https://*.site.com'], false],
    ['https://www.site.com', [], false],
    ['https://www.site.com/', ['https://www.site.com/'], false],
    ['null', ['null'], false],
    ['*', ['*'], false],
    ['ftp://a.site.com', ['ftp://*.site.com'], false],
    ['javascript:alert(1)', ['javascript:alert(1)'], false],
  ])('%s with %j: %s', (origin, list, expected) => {
    expect(isAllowedOrigin(origin, list)).toBe(expected);
  });

  it.each([undefined, null, 42, {}, ['https://www.site.com']])(
    'rejects a non-string origin %j',
    (origin) => {
      expect(isAllowedOrigin(origin, ['https://www.site.com'])).toBe(false);
    },
  );

  it('allows a subdomain only when its origin ends with the pattern domain', () => {
    fc.assert(
      fc.property(fc.domain(), fc.domain(), (domain, other) => {
        const origin = `https://${other}`;
        expect(isAllowedOrigin(origin, [`https://*.${domain}`])).toBe(other.endsWith(`.${domain}`));
      }),
    );
  });

  it('allows every subdomain of the pattern domain', () => {
    fc.assert(
      fc.property(fc.domain(), fc.domain(), (sub, domain) => {
        const origin = new URL(`https://${sub}.${domain}`).origin;
        expect(isAllowedOrigin(origin, [`https://*.${domain}`])).toBe(true);
      }),
    );
  });
});

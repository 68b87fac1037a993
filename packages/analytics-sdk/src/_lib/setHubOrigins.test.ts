import { describe, expect, it } from 'vitest';
import { setHubOrigins, validHubOrigins } from './setHubOrigins';

const TEMPLATE = '<head><meta name="kyc-hub-origins" content=""></head>';

describe('setHubOrigins', () => {
  it('writes the origins, space-separated, into the meta', () => {
    expect(setHubOrigins(TEMPLATE, ['https://www.site.com', 'https://*.site.org'])).toBe(
      '<head><meta name="kyc-hub-origins" content="https://www.site.com https://*.site.org"></head>',
    );
  });

  it('replaces an allow-list already written', () => {
    const once = setHubOrigins(TEMPLATE, ['https://a.com']);
    expect(setHubOrigins(once, ['https://b.com'])).toBe(
      '<head><meta name="kyc-hub-origins" content="https://b.com"></head>',
    );
  });

  it.each([
    ['an attribute break-out', '"><script>alert(1)</script>'],
    ['a quote inside an origin', 'https://a.com"onload="x'],
    ['a path', 'https://a.com/x'],
    ['a wildcard for all', '*'],
    ['a bare wildcard domain', 'https://*'],
    ['a non-http scheme', 'javascript:alert(1)'],
    ['a non-string', 42],
  ])('drops %s', (_, entry) => {
    expect(validHubOrigins([entry, 'https://ok.com'])).toEqual(['https://ok.com']);
    expect(setHubOrigins(TEMPLATE, [entry])).toBe(TEMPLATE);
  });

  it.each([undefined, null, 'https://a.com', {}])('treats %j as an empty list', (origins) => {
    expect(setHubOrigins(TEMPLATE, origins)).toBe(TEMPLATE);
  });
});

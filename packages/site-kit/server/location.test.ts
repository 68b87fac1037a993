import { describe, expect, it } from 'vitest';
import { collapseLeadingSlashes, sameOriginPath } from './location.mjs';

describe('sameOriginPath (every Location the site server sends)', () => {
  it.each([
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['\\\\evil.example', null],
    ['https://evil.example/x', null],
    ['javascript:alert(1)', null],
  ])('refuses %s, which leaves the site', (location, expected) => {
    expect(sameOriginPath(location)).toBe(expected);
  });

  it.each([
    ['/.//evil.example?a=1', '/evil.example?a=1'],
    ['/./\\evil.example', '/evil.example'],
    ['/lei?lang=en#top', '/lei?lang=en#top'],
    ['/assets/', '/assets/'],
  ])('keeps %s on the site as %s', (location, expected) => {
    expect(sameOriginPath(location)).toBe(expected);
  });

  it('resolves a relative Location against a request path whose leading slashes are collapsed', () => {
    expect(sameOriginPath('next', { requestUrl: '//evil.example/a/b' })).toBe(
      '/evil.example/a/next',
    );
  });

  it('turns an absolute URL on an own origin (the site, the API behind the proxy) into its path', () => {
    const ownOrigins = ['https://www.kyc.example', 'http://127.0.0.1:3001'];
    expect(sameOriginPath('https://www.kyc.example/login?x=1', { ownOrigins })).toBe('/login?x=1');
    expect(sameOriginPath('http://127.0.0.1:3001//evil.example', { ownOrigins })).toBe(
      '/evil.example',
    );
  });

  it('collapses leading slashes and backslashes to one slash', () => {
    expect(collapseLeadingSlashes('/\\/\\x')).toBe('/x');
    expect(collapseLeadingSlashes('x')).toBe('/x');
  });
});

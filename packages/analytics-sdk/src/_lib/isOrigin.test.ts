import { describe, expect, it } from 'vitest';
import { isOrigin } from './isOrigin';

describe('isOrigin', () => {
  it.each([
    'https://www.site.com',
    'http://localhost:3000',
    'http://127.0.0.1:8080',
    'http://[::1]:3000',
    'https://xn--fiq228c.com',
  ])('accepts %s', (value) => {
    expect(isOrigin(value)).toBe(true);
  });
  it.each([
    'https://www.site.com/',
    'https://www.site.com/path',
    'https://a.com"onload="x',
    'https://*',
    'https://a.com<b',
    'HTTPS://WWW.SITE.COM',
    'https://www.site.com:443',
    'null',
    '*',
    'ftp://site.com',
    'file:///x',
    '',
    undefined,
    42,
  ])('rejects %j', (value) => {
    expect(isOrigin(value)).toBe(false);
  });
});

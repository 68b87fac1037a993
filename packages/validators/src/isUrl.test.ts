import { describe, expect, it } from 'vitest';
import { isUrl } from './isUrl';

describe('isUrl', () => {
  it.each([
    'https://www.example.com',
    'http://example.com/',
    'https://www.example.com/report?id=1#top',
    'https://sub.domain.example.co.uk:8443/path',
    'http://192.168.1.10:8080/status',
    'https://中文.中国',
    'https://xn--fiqs8s.xn--55qx5d/',
    'https://example.com:65535',
    'https://example.com/search?q=%3Cb%3E&page=2#results',
    "https://example.com/a-b_c.d~e!$&'()*+,;=:@/?x=/?",
    'https://example.xn--fiqs8s/报告',
  ])('accepts %s', (value) => {
    expect(isUrl(value)).toBe(true);
  });
  it.each([
    ['javascript:alert(1)', 'javascript scheme'],
    ['JAVASCRIPT://example.com/%0aalert(1)', 'javascript scheme in capitals'],
    ['ftp://example.com', 'ftp'],
    ['data:text/html,hi', 'data'],
    ['www.example.com', 'no scheme'],
    ['https://localhost', 'no dotted host'],
    ['https://example', 'no TLD'],
    ['https://user:pw@example.com', 'user info'],
    ['https://exa mple.com', 'space in host'],
    ['https://example.com/a b', 'space in path'],
    ['https://example.com/<script>', 'angle brackets'],
    ['https://example.com/a"b', 'double quote'],
    ['https://example.com/{id}', 'braces'],
    ['https://example.com/a|b', 'vertical bar'],
    ['https://example.com/a\\b', 'backslash'],
    ['https://example.com/?q=a^b', 'caret'],
    ['https://example.com/#`x`', 'backtick'],
    ['https://xn--fiqs8s.xn--55qx5d-', 'punycode TLD ending in a hyphen'],
    ['https://-example.com', 'label starts with hyphen'],
    ['https://256.1.1.1', 'bad IPv4 read as a host'],
    ['https://example.com:65536', 'port out of range'],
    ['https://', 'no host'],
    [`https://example.com/${'a'.repeat(2048)}`, 'over 2048 characters'],
    ['', 'empty'],
  ])('rejects %j (%s)', (value) => {
    expect(isUrl(value)).toBe(false);
  });
  it.each([null, 1, {}, new URL('https://example.com')])('rejects non-string %j', (value) => {
    expect(isUrl(value)).toBe(false);
  });
});

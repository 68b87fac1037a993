import { describe, expect, it } from 'vitest';
import { isOutdatedBrowser } from './isOutdatedBrowser';

describe('isOutdatedBrowser', () => {
  it.each([
    ['Mozilla/4.0 (compatible; MSIE 6.0; Windows NT 5.1)', true],
    ['Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 6.1; Trident/4.0)', true],
    ['Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.2; Trident/6.0)', true],
    ['Mozilla/5.0 (Windows NT 6.1; Trident/7.0; rv:11.0) like Gecko', false],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36 Edg/131.0',
      false,
    ],
    ['', false],
    [undefined, false],
    [42, false],
  ])('%j → %s', (userAgent, expected) => {
    expect(isOutdatedBrowser(userAgent)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { pageKey } from './Tracking';

describe('pageKey: what counts as a new page view', () => {
  it.each([
    ['/products-api', '', '/products-api'],
    ['/products-api', '?lang=en', '/products-api'],
    ['/live-search', '?q=有限&page=2', '/live-search'],
    ['/live-search', '?q=有限&id=abc', '/live-search?company=abc'],
    ['/enterprise-details', '?keyNo=def&q=x', '/enterprise-details?company=def'],
  ])('%s%s → %s', (pathname, search, expected) => {
    expect(pageKey(pathname, search)).toBe(expected);
  });

  it('opening another company is a new page; paging the results is not', () => {
    expect(pageKey('/live-search', '?q=a&id=1')).not.toBe(pageKey('/live-search', '?q=a&id=2'));
    expect(pageKey('/live-search', '?q=a&page=1')).toBe(pageKey('/live-search', '?q=a&page=2'));
  });
});

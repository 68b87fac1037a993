import { describe, expect, it } from 'vitest';
import {
  DEFAULT_OWNER_THRESHOLD,
  enterpriseApiPath,
  enterpriseDetailsHref,
  readEnterpriseQuery,
  readThreshold,
  withThreshold,
} from './enterpriseQuery';

const KEY = '572fef74102f9b232e5d5249c887a876';

describe('readEnterpriseQuery', () => {
  it.each([
    ['', { keyNo: '', q: '', threshold: 25, invalid: false }],
    [`keyNo=${KEY}`, { keyNo: KEY, q: '', threshold: 25, invalid: false }],
    [
      `keyNo=%20${KEY.toUpperCase()}%20&q=%20acme%20`,
      { keyNo: KEY, q: 'acme', threshold: 25, invalid: false },
    ],
    [`keyNo=${KEY}&threshold=10`, { keyNo: KEY, q: '', threshold: 10, invalid: false }],
    ['keyNo=../../etc/passwd', { keyNo: '', q: '', threshold: 25, invalid: true }],
    [`keyNo=${KEY}0`, { keyNo: '', q: '', threshold: 25, invalid: true }],
  ])('reads %j', (query, expected) => {
    expect(readEnterpriseQuery(new URLSearchParams(query))).toEqual(expected);
  });

  it('cuts the remembered query to what live search accepts', () => {
    expect(readEnterpriseQuery(new URLSearchParams(`q=${'x'.repeat(150)}`)).q).toHaveLength(100);
  });
});

describe('readThreshold', () => {
  it.each([
    ['', 25],
    ['threshold=10', 10],
    ['threshold=50', 50],
    ['threshold=100', 100],
    ['threshold=12.345', 12.35],
    ['threshold=0', 25],
    ['threshold=-5', 25],
    ['threshold=101', 25],
    ['threshold=abc', 25],
    ['threshold=Infinity', 25],
    ['threshold=', 25],
  ])('reads %j as %d (what apps/api accepts: more than 0, at most 100)', (query, expected) => {
    expect(readThreshold(new URLSearchParams(query))).toBe(expected);
  });
});

describe('enterpriseApiPath', () => {
  it('asks apps/api for the owners at the threshold', () => {
    expect(enterpriseApiPath(KEY, 10)).toBe(`/webapi/saas/enterprise/${KEY}?threshold=10`);
    expect(enterpriseApiPath(KEY)).toBe(`/webapi/saas/enterprise/${KEY}?threshold=25`);
  });
});

describe('withThreshold', () => {
  it('keeps a chosen threshold in a link, and leaves the default out', () => {
    expect(withThreshold(`/live-search?q=a&id=${KEY}`, 10)).toBe(
      `/live-search?q=a&id=${KEY}&threshold=10`,
    );
    expect(withThreshold(`/live-search?id=${KEY}&threshold=50`, 20)).toBe(
      `/live-search?id=${KEY}&threshold=20`,
    );
    expect(withThreshold(`/live-search?id=${KEY}`, DEFAULT_OWNER_THRESHOLD)).toBe(
      `/live-search?id=${KEY}`,
    );
  });
});

describe('enterpriseDetailsHref', () => {
  it.each([
    [KEY, '', 25, `/enterprise-details?keyNo=${KEY}`],
    [
      KEY,
      '有限 公司',
      25,
      `/enterprise-details?keyNo=${KEY}&q=%E6%9C%89%E9%99%90+%E5%85%AC%E5%8F%B8`,
    ],
    [KEY, 'acme', 10, `/enterprise-details?keyNo=${KEY}&q=acme&threshold=10`],
  ])('links %s (from %j at %d %%)', (keyNo, q, threshold, expected) => {
    expect(enterpriseDetailsHref(keyNo, q, threshold)).toBe(expected);
    expect(readEnterpriseQuery(new URL(expected, 'http://x').searchParams)).toEqual({
      keyNo,
      q,
      threshold,
      invalid: false,
    });
  });
});

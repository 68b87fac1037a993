import { describe, expect, it } from 'vitest';
import { enterpriseDetailsHref, readEnterpriseQuery } from './enterpriseQuery';

const KEY = '572fef74102f9b232e5d5249c887a876';

describe('readEnterpriseQuery', () => {
  it.each([
    ['', { keyNo: '', q: '', invalid: false }],
    [`keyNo=${KEY}`, { keyNo: KEY, q: '', invalid: false }],
    [`keyNo=%20${KEY.toUpperCase()}%20&q=%20acme%20`, { keyNo: KEY, q: 'acme', invalid: false }],
    ['keyNo=../../etc/passwd', { keyNo: '', q: '', invalid: true }],
    [`keyNo=${KEY}0`, { keyNo: '', q: '', invalid: true }],
  ])('reads %j', (query, expected) => {
    expect(readEnterpriseQuery(new URLSearchParams(query))).toEqual(expected);
  });

  it('cuts the remembered query to what live search accepts', () => {
    expect(readEnterpriseQuery(new URLSearchParams(`q=${'x'.repeat(150)}`)).q).toHaveLength(100);
  });
});

describe('enterpriseDetailsHref', () => {
  it.each([
    [KEY, '', `/enterprise-details?keyNo=${KEY}`],
    [KEY, '有限 公司', `/enterprise-details?keyNo=${KEY}&q=%E6%9C%89%E9%99%90+%E5%85%AC%E5%8F%B8`],
  ])('links %s (from %j)', (keyNo, q, expected) => {
    expect(enterpriseDetailsHref(keyNo, q)).toBe(expected);
    expect(readEnterpriseQuery(new URL(expected, 'http://x').searchParams)).toEqual({
      keyNo,
      q,
      invalid: false,
    });
  });
});

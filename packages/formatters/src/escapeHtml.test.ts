import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escapeHtml';

describe('escapeHtml', () => {
  it.each([
    ['a & b', 'a &amp; b'],
    ['<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['"quoted"', '&quot;quoted&quot;'],
    ["O'Brien", 'O&#39;Brien'],
    ['&amp;', '&amp;amp;'],
    ['plain 文本', 'plain 文本'],
    ['', ''],
  ])('escapes %j as %j', (text, expected) => {
    expect(escapeHtml(text)).toBe(expected);
  });

  it.each([
    [42, '42'],
    [-1.5, '-1.5'],
    [NaN, ''],
    [Infinity, ''],
    [null, ''],
    [undefined, ''],
    [{ toString: () => '<b>' }, ''],
    [['<b>'], ''],
  ])('escapes the value %j as %j', (value, expected) => {
    expect(escapeHtml(value)).toBe(expected);
  });

  it('escapes a 100 000-character text', () => {
    expect(escapeHtml('<'.repeat(100_000))).toBe('&lt;'.repeat(100_000));
  });
});

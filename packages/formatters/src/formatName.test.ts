import { describe, expect, it } from 'vitest';
import { formatName } from './formatName';

describe('formatName', () => {
  it.each([
    ['小米科技有限责任公司', 'Xiaomi Inc.', '小米科技有限责任公司 (Xiaomi Inc.)'],
    [' 小米 ', ' Xiaomi ', '小米 (Xiaomi)'],
    ['ACME Ltd', 'ACME Ltd', 'ACME Ltd'],
    ['ACME Ltd ', ' ACME Ltd', 'ACME Ltd'],
    ['小米', '', '小米'],
    ['小米', null, '小米'],
    ['', 'Xiaomi', 'Xiaomi'],
    [undefined, 'Xiaomi', 'Xiaomi'],
    ['', '', '-'],
    ['   ', '\n', '-'],
    [null, undefined, '-'],
    [{}, [], '-'],
    [NaN, NaN, '-'],
  ])('shows %j and %j as %j', (local, english, expected) => {
    expect(formatName(local, english)).toBe(expected);
  });

  it('keeps a 100 000-character name whole', () => {
    const name = '名'.repeat(100_000);
    expect(formatName(name, 'Name')).toBe(`${name} (Name)`);
  });
});

import { describe, expect, it } from 'vitest';
import { isEmail } from './isEmail';

describe('isEmail', () => {
  it.each([
    'compliance@example.com',
    'li.wei+kyc@sub.example.com.cn',
    "o'brien@law-firm.co.uk",
    'a@b.io',
    `${'a'.repeat(64)}@example.com`,
    'li.wei@example.xn--fiqs8s',
    'li.wei@xn--fiqs8s.xn--55qx5d',
    'li.wei@EXAMPLE.XN--FIQS8S',
  ])('accepts %s', (value) => {
    expect(isEmail(value)).toBe(true);
  });
  it.each([
    ['a@b', 'no TLD'],
    ['@example.com', 'no local part'],
    ['li@', 'no domain'],
    ['li wei@example.com', 'space'],
    [' li@example.com', 'leading space'],
    ['li..wei@example.com', 'double dot'],
    ['.li@example.com', 'leading dot'],
    ['li@-example.com', 'label starts with hyphen'],
    ['li@example.c', 'one-letter TLD'],
    ['li@example.xn--', 'empty punycode TLD'],
    ['li@example.xn--fiqs8s-', 'punycode TLD ending in a hyphen'],
    ['li@example.123', 'numeric TLD'],
    ['li@@example.com', 'two at signs'],
    [`${'a'.repeat(65)}@example.com`, 'local part of 65'],
    ['ｌｉ@example.com', 'full-width letters'],
    ['', 'empty'],
  ])('rejects %j (%s)', (value) => {
    expect(isEmail(value)).toBe(false);
  });
  it.each([null, 42, {}, ['a@b.io']])('rejects non-string %j', (value) => {
    expect(isEmail(value)).toBe(false);
  });
});

describe('isEmail length limits', () => {
  /** A valid address of exactly `length` characters, with 63-character domain labels. */
  const addressOfLength = (length: number) => {
    const domain = `${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`; // 199
    return `${'a'.repeat(length - domain.length - 1)}@${domain}`;
  };
  it('accepts 254 characters and rejects 255', () => {
    expect(addressOfLength(254)).toHaveLength(254);
    expect(isEmail(addressOfLength(254))).toBe(true);
    expect(isEmail(addressOfLength(255))).toBe(false);
  });
});

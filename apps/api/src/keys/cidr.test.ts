import { describe, expect, it } from 'vitest';
import { addressAllowed, parseCidr } from './cidr';

describe('parseCidr', () => {
  it('reads IPv4 and IPv6 blocks and single addresses', () => {
    expect(parseCidr('203.0.113.0/24')).toEqual({
      address: '203.0.113.0',
      prefix: 24,
      family: 'ipv4',
    });
    expect(parseCidr('2001:db8::/32')).toEqual({
      address: '2001:db8::',
      prefix: 32,
      family: 'ipv6',
    });
    expect(parseCidr('198.51.100.7')).toEqual({
      address: '198.51.100.7',
      prefix: 32,
      family: 'ipv4',
    });
  });
  it('refuses what is not a block', () => {
    for (const bad of ['', 'example.com', '10.0.0.0/33', '10.0.0.0/8/8', '10.0.0.0/x', '::/129'])
      expect(parseCidr(bad)).toBeUndefined();
  });
});

describe('addressAllowed', () => {
  it('allows any address with no list', () => {
    expect(addressAllowed('198.51.100.1', [])).toBe(true);
  });
  it('matches inside and outside a block, IPv4-mapped IPv6 included', () => {
    expect(addressAllowed('203.0.113.7', ['203.0.113.0/24'])).toBe(true);
    expect(addressAllowed('::ffff:203.0.113.7', ['203.0.113.0/24'])).toBe(true);
    expect(addressAllowed('203.0.114.7', ['203.0.113.0/24'])).toBe(false);
    expect(addressAllowed('2001:db8::1', ['2001:db8::/32'])).toBe(true);
    expect(addressAllowed('2001:db9::1', ['2001:db8::/32', '10.0.0.0/8'])).toBe(false);
  });
});

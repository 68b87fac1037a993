import { describe, expect, it } from 'vitest';
import { hashPassword, randomToken, safeEqual, sha256, verifyPassword } from './secrets';

describe('password hashing', () => {
  it('verifies the right password and refuses others', async () => {
    const stored = await hashPassword('Demo1234');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('Demo1234', stored)).toBe(true);
    expect(await verifyPassword('demo1234', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same1234')).not.toBe(await hashPassword('same1234'));
  });

  it.each([null, '', 'plain', 'scrypt$1$2$3', 'bcrypt$a$b$c$d$e'])(
    'refuses a stored value %j',
    async (stored) => {
      expect(await verifyPassword('Demo1234', stored)).toBe(false);
    },
  );
});

describe('secrets', () => {
  it('compares strings of any lengths', () => {
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abd')).toBe(false);
    expect(safeEqual('abc', 'abcd')).toBe(false);
    expect(safeEqual('', '')).toBe(true);
  });

  it('hashes with SHA-256 and makes URL-safe random tokens', () => {
    expect(sha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    const token = randomToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(randomToken()).not.toBe(token);
  });
});

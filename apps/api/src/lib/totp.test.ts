import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode } from './base32';
import { hotp, newTotpSecret, otpauthUri, totp, totpStep, verifyTotp } from './totp';

// RFC 6238 appendix B, SHA-1 rows: the key is the ASCII string "12345678901234567890".
const RFC_KEY = Buffer.from('12345678901234567890', 'ascii');
const RFC_SECRET = base32Encode(RFC_KEY);

describe('RFC 6238 TOTP', () => {
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('at T=%i gives %s (8 digits)', (time, code) => {
    expect(hotp(RFC_KEY, totpStep(time), 8)).toBe(code);
    expect(totp(RFC_SECRET, time, 8)).toBe(code);
  });

  it.each([
    [0, '755224'],
    [1, '287082'],
    [9, '520489'],
  ])('RFC 4226 HOTP counter %i gives %s', (counter, code) => {
    expect(hotp(RFC_KEY, counter)).toBe(code);
  });

  it('accepts the current code and one step of drift, and refuses older steps', () => {
    const now = 1_700_000_000;
    const secret = newTotpSecret();
    expect(verifyTotp(secret, totp(secret, now), now)).toBe(totpStep(now));
    expect(verifyTotp(secret, totp(secret, now - 30), now)).toBe(totpStep(now) - 1);
    expect(verifyTotp(secret, totp(secret, now + 30), now)).toBe(totpStep(now) + 1);
    expect(verifyTotp(secret, totp(secret, now - 90), now)).toBeUndefined();
  });

  it('refuses a code whose step was already used (replay)', () => {
    const now = 1_700_000_000;
    const secret = newTotpSecret();
    const code = totp(secret, now);
    const step = verifyTotp(secret, code, now) as number;
    expect(verifyTotp(secret, code, now, step)).toBeUndefined();
  });

  it.each(['', '12345', '1234567', 'abcdef', '12 456'])('refuses the malformed code %j', (code) => {
    expect(verifyTotp(newTotpSecret(), code, 1_700_000_000)).toBeUndefined();
  });

  it('makes 160-bit base32 secrets and an otpauth URI authenticator apps read', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    const uri = new URL(otpauthUri(secret, 'li wei@example.com'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/KYC:li wei@example.com');
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      secret,
      issuer: 'KYC',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});

describe('base32', () => {
  it.each([
    ['', ''],
    ['f', 'MY'],
    ['fo', 'MZXQ'],
    ['foo', 'MZXW6'],
    ['foob', 'MZXW6YQ'],
    ['fooba', 'MZXW6YTB'],
    ['foobar', 'MZXW6YTBOI'],
  ])('RFC 4648 vector %j ⇄ %s', (plain, encoded) => {
    expect(base32Encode(Buffer.from(plain))).toBe(encoded);
    expect(base32Decode(encoded)?.toString()).toBe(plain);
    expect(base32Decode(`${encoded.toLowerCase()}===`)?.toString()).toBe(plain);
  });

  it('gives undefined for characters outside the alphabet', () => {
    expect(base32Decode('MZXW1')).toBeUndefined();
  });
});

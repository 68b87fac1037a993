import { createHmac, randomBytes } from 'node:crypto';
import { base32Decode, base32Encode } from './base32';
import { safeEqual } from './secrets';

/** RFC 6238 defaults that every authenticator app supports. */
export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;

/** RFC 4226 HOTP with HMAC-SHA-1: the `digits`-digit code for one counter value. */
export function hotp(key: Buffer, counter: number, digits = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = (mac[mac.length - 1] as number) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The RFC 6238 time step a Unix time (seconds) falls in. */
export function totpStep(unixSeconds: number): number {
  return Math.floor(unixSeconds / TOTP_STEP_SECONDS);
}

/** The TOTP code of a base32 secret at a Unix time in seconds. */
export function totp(secret: string, unixSeconds: number, digits = TOTP_DIGITS): string {
  return hotp(base32Decode(secret) ?? Buffer.alloc(0), totpStep(unixSeconds), digits);
}

/**
 * The time step `code` is valid for, allowing one step of clock drift either way, or
 * `undefined`. Steps at or before `lastUsedStep` are refused so a code works only once.
 */
export function verifyTotp(
  secret: string,
  code: string,
  unixSeconds: number,
  lastUsedStep = -1,
): number | undefined {
  const key = base32Decode(secret);
  if (!key || !/^\d{6}$/.test(code)) return undefined;
  const now = totpStep(unixSeconds);
  let matched: number | undefined;
  for (const step of [now - 1, now, now + 1]) {
    // Every candidate is compared, so timing does not reveal which step matched.
    if (safeEqual(hotp(key, step), code) && step > lastUsedStep) matched = step;
  }
  return matched;
}

/** A fresh 160-bit secret in base32, the size RFC 4226 recommends for SHA-1. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** The otpauth:// URI an authenticator app reads from a QR code. */
export function otpauthUri(secret: string, account: string, issuer = 'KYC'): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${query}`;
}

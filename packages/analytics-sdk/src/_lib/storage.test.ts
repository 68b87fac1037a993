/**
 * @vitest-environment jsdom
 * @vitest-environment-options { "url": "https://www.site.com/page" }
 */
import { describe, expect, it, vi } from 'vitest';
// The helpers also clear cookies, storage and stubs after each test.
import { blocked, spyCookieWrites, stubCookie } from '../../test/helpers';
import { readCookie, readLocal, writeCookie, writeLocal } from './storage';

describe('storage over https', () => {
  it('runs on an https page', () => {
    expect(location.protocol).toBe('https:');
  });

  it.each([
    [10000, 864_000_000],
    [2, 172_800],
    [0.25, 21_600],
    [0, 0],
  ])('writes a %s-day cookie as SameSite=None; Secure with max-age %s', (days, maxAge) => {
    const writes = spyCookieWrites();
    writeCookie('kyc_did', 'abc', days);
    expect(writes).toEqual([`kyc_did=abc;path=/;max-age=${maxAge};SameSite=None;Secure`]);
  });

  it('reads back what it wrote, and only that cookie', () => {
    writeCookie('kyc_did', 'abc-123', 1);
    writeCookie('kyc_did_other', 'x', 1);
    expect(readCookie('kyc_did')).toBe('abc-123');
    writeCookie('kyc_did', '', 0);
    expect(readCookie('kyc_did')).toBeUndefined();
    expect(readCookie('kyc_did_other')).toBe('x');
  });

  it('keeps localStorage values and removes them', () => {
    writeLocal('k', 'v');
    expect(readLocal('k')).toBe('v');
    writeLocal('k');
    expect(readLocal('k')).toBeUndefined();
  });

  it('never throws when cookies and storage are blocked', () => {
    stubCookie({ get: blocked, set: blocked });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(blocked);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(blocked);
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(blocked);
    expect(() => writeCookie('k', 'v', 1)).not.toThrow();
    expect(readCookie('k')).toBeUndefined();
    expect(() => writeLocal('k', 'v')).not.toThrow();
    expect(() => writeLocal('k')).not.toThrow();
    expect(readLocal('k')).toBeUndefined();
  });
});

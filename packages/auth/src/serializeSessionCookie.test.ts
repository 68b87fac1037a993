import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE_NAME } from './constants';
import { serializeSessionCookie } from './serializeSessionCookie';

describe('serializeSessionCookie', () => {
  it.each([
    [
      { uuid: 'u1', accessToken: 't1', accessSecretKey: 's1' },
      'kyc_session=u1___t1___s1; Max-Age=31536000; Secure; Path=/; SameSite=Strict',
    ],
    [
      { uuid: 'a-b', accessToken: 'x.y==', accessSecretKey: 'k/+', loginName: 'ignored' },
      'kyc_session=a-b___x.y==___k/+; Max-Age=31536000; Secure; Path=/; SameSite=Strict',
    ],
  ])('gives the exact Set-Cookie string for %j', (user, expected) => {
    expect(serializeSessionCookie(user)).toBe(expected);
  });
  it('lasts 365 days, in seconds', () => {
    const maxAge = /Max-Age=(\d+)/.exec(
      serializeSessionCookie({ uuid: 'u', accessToken: 't', accessSecretKey: 's' }) ?? '',
    )?.[1];
    expect(Number(maxAge)).toBe(365 * 24 * 60 * 60);
  });
  it('uses the exported cookie name', () => {
    expect(SESSION_COOKIE_NAME).toBe('kyc_session');
  });
  it.each([{}, { uuid: 'u', accessToken: 't' }, null, undefined])(
    'gives undefined without all three parts: %j',
    (user) => {
      expect(serializeSessionCookie(user)).toBeUndefined();
    },
  );
});

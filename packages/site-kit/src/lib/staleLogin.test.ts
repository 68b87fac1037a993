import type { UserStore } from '@kyc/auth';
import { describe, expect, it, vi } from 'vitest';
import { staleLoginTarget } from './staleLogin';

function storeWith(user: Record<string, unknown> | null) {
  return { get: () => user, remove: vi.fn() } as unknown as UserStore & {
    remove: ReturnType<typeof vi.fn>;
  };
}

const token = { uuid: 'u1', accessToken: 't', accessSecretKey: 's' };

describe('staleLoginTarget (SPEC §2 login redirect)', () => {
  it.each([
    ['a stored token without the session cookie', '/', token, 'kyc_lang=en', '/kyc'],
    ['the same on a marketing page', '/products-api', token, '', '/kyc'],
    ['a stored token with the session cookie', '/', token, 'a=1; kyc_session=u___t___s', null],
    ['no stored token', '/', null, '', null],
    ['a stored record without a token', '/', { uuid: 'u1' }, '', null],
    ['the terms page', '/terms-conditions', token, '', null],
    ['/kyc itself', '/kyc', token, '', null],
    ['a cookie whose name only ends like the session one', '/', token, 'old_kyc_session=x', '/kyc'],
  ])('%s → %s', (_case, pathname, user, cookie, expected) => {
    const users = storeWith(user);
    expect(staleLoginTarget(pathname, cookie, users)).toBe(expected);
    // The stored user is forgotten exactly when the visitor is sent away.
    expect(users.remove).toHaveBeenCalledTimes(expected ? 1 : 0);
  });

  it('does nothing without a user store', () => {
    expect(staleLoginTarget('/', '', undefined)).toBeNull();
  });
});

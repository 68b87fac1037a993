import { describe, expect, it } from 'vitest';
import { loginRedirect } from './loginRedirect';

describe('loginRedirect', () => {
  it.each([
    ['/', true, false, '/kyc', 'token stored, cookie gone'],
    ['/products-api', true, false, '/kyc', 'on any other page'],
    ['/login', true, false, '/kyc', 'even on the login page'],
    ['/terms-conditions', true, false, null, 'the terms page is exempt'],
    ['/terms-conditions-old', true, false, '/kyc', 'only that exact path is exempt'],
    ['/', true, true, null, 'token and cookie both there'],
    ['/', false, false, null, 'logged out'],
    ['/', false, true, null, 'cookie without a stored token'],
    [undefined, true, false, '/kyc', 'no path given'],
  ])(
    '%s, token %s, cookie %s → %s (%s)',
    (pathname, hasStoredToken, hasSessionCookie, expected, _why) => {
      expect(loginRedirect({ pathname, hasStoredToken, hasSessionCookie })).toBe(expected);
    },
  );
  it.each([null, undefined, {}])('stays for %j', (input) => {
    expect(loginRedirect(input as never)).toBeNull();
  });
});

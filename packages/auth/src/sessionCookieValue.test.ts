import { describe, expect, it } from 'vitest';
import { parseSessionCookie } from './parseSessionCookie';
import { sessionCookieValue } from './sessionCookieValue';

const user = { uuid: 'u-1', accessToken: 'tok.en', accessSecretKey: 'se/cr+et=' };

describe('sessionCookieValue', () => {
  it('joins uuid, token and secret key with a triple underscore (SPEC §3)', () => {
    expect(sessionCookieValue(user)).toBe('u-1___tok.en___se/cr+et=');
  });
  it('keeps a leading underscore, which reads back unchanged', () => {
    expect(sessionCookieValue({ uuid: 'u', accessToken: '_t', accessSecretKey: '_s' })).toBe(
      'u____t____s',
    );
  });
  it('reads back through parseSessionCookie', () => {
    expect(parseSessionCookie(sessionCookieValue(user))).toEqual({
      uuid: 'u-1',
      token: 'tok.en',
      secretKey: 'se/cr+et=',
    });
  });
  it.each([
    [{ accessToken: 't', accessSecretKey: 's' }, 'no uuid'],
    [{ uuid: 'u', accessSecretKey: 's' }, 'no token'],
    [{ uuid: 'u', accessToken: 't' }, 'no secret key'],
    [{ uuid: '', accessToken: 't', accessSecretKey: 's' }, 'an empty uuid'],
    [{ uuid: 1, accessToken: 't', accessSecretKey: 's' }, 'a numeric uuid'],
    [{ uuid: 'u', accessToken: 'a;b', accessSecretKey: 's' }, 'a semicolon'],
    [{ uuid: 'u', accessToken: 'a b', accessSecretKey: 's' }, 'a space'],
    [{ uuid: 'u', accessToken: 'a___b', accessSecretKey: 's' }, 'a triple underscore inside'],
    [
      { uuid: 'u_', accessToken: 't', accessSecretKey: 's' },
      'a uuid ending in _ (reads back shifted)',
    ],
    [
      { uuid: 'u', accessToken: 't_', accessSecretKey: 's' },
      'a token ending in _ (reads back shifted)',
    ],
  ])('gives undefined for %j (%s)', (input, _why) => {
    expect(sessionCookieValue(input as never)).toBeUndefined();
  });
  it.each([null, undefined, 'u___t___s', 7])('gives undefined for %j', (input) => {
    expect(sessionCookieValue(input as never)).toBeUndefined();
  });
});

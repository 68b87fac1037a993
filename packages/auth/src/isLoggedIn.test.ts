import { describe, expect, it } from 'vitest';
import { isLoggedIn } from './isLoggedIn';

describe('isLoggedIn', () => {
  it.each([
    [{ accessToken: 't' }, true],
    [{ accessToken: 'abc', uuid: 'u' }, true],
    [{ accessToken: '' }, false],
    [{ uuid: 'u', accessSecretKey: 's' }, false],
    [{ accessToken: 123 }, false],
    [{ accessToken: null }, false],
    [{}, false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (user, expected) => {
    expect(isLoggedIn(user as never)).toBe(expected);
  });
});

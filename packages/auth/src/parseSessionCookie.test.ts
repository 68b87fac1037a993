import { describe, expect, it } from 'vitest';
import { parseSessionCookie } from './parseSessionCookie';

describe('parseSessionCookie', () => {
  it.each([
    ['u1___t1___s1', { uuid: 'u1', token: 't1', secretKey: 's1' }],
    [
      '6f1c2b9e-41d7-4c55-9a0e-2f7d3c1b8a90___eyJhbGciOi.J9x-_Q==___c2VjcmV0/+=',
      {
        uuid: '6f1c2b9e-41d7-4c55-9a0e-2f7d3c1b8a90',
        token: 'eyJhbGciOi.J9x-_Q==',
        secretKey: 'c2VjcmV0/+=',
      },
    ],
    ['a_b___c__d___e_f', { uuid: 'a_b', token: 'c__d', secretKey: 'e_f' }],
  ])('reads %j', (value, parts) => {
    expect(parseSessionCookie(value)).toEqual(parts);
  });
  it.each([
    ['', 'empty'],
    ['u1___t1', 'two parts'],
    ['u1___t1___s1___x', 'four parts'],
    ['___t1___s1', 'empty uuid'],
    ['u1______s1', 'empty token'],
    ['u1___t1___', 'empty secret key'],
    ['u1__t1__s1', 'double underscores only'],
    ['u1___t 1___s1', 'a space'],
    ['u1___t1;___s1', 'a semicolon'],
    ['u1___t1,___s1', 'a comma'],
    ['u1___"t1"___s1', 'quotes'],
    ['u1___t\\1___s1', 'a backslash'],
    ['u1___t1___s1\n', 'a line break'],
    ['kyc_session=u1___t1___s1; Path=/', 'a whole Set-Cookie string'],
  ])('gives null for %j (%s)', (value) => {
    expect(parseSessionCookie(value)).toBeNull();
  });
  it.each([undefined, null, 42, true, {}, ['u1', 't1', 's1'], { uuid: 'u1' }])(
    'gives null for the non-string %j',
    (value) => {
      expect(parseSessionCookie(value)).toBeNull();
    },
  );
});

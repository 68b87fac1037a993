import { describe, expect, it } from 'vitest';
import { requestHeaders } from './requestHeaders';

describe('requestHeaders', () => {
  it('gives the three account-area headers from the user (SPEC §7)', () => {
    expect(requestHeaders({ uuid: 'u1', accessToken: 't1', accessSecretKey: 's1' })).toEqual({
      'pro-client-id': 'u1',
      'pro-access-token': 't1',
      'pro-access-secret-key': 's1',
    });
  });
  it.each([
    [
      { uuid: 'u1' },
      { 'pro-client-id': 'u1', 'pro-access-token': '', 'pro-access-secret-key': '' },
    ],
    [
      { accessToken: 7, accessSecretKey: {} },
      { 'pro-client-id': '', 'pro-access-token': '', 'pro-access-secret-key': '' },
    ],
    [null, { 'pro-client-id': '', 'pro-access-token': '', 'pro-access-secret-key': '' }],
  ])('leaves a missing or non-string value empty: %j', (user, expected) => {
    expect(requestHeaders(user as never)).toEqual(expected);
  });
  it('can be passed to Headers as is', () => {
    const headers = new Headers({ ...requestHeaders({ uuid: 'u1', accessToken: 't1' }) });
    expect(headers.get('pro-client-id')).toBe('u1');
    expect(headers.get('pro-access-token')).toBe('t1');
  });
});

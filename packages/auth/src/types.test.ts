import { describe, expectTypeOf, it } from 'vitest';
import { isLoggedIn } from './isLoggedIn';
import { type AuthHeaders, requestHeaders } from './requestHeaders';
import type { StoredUser, UserInput } from './types';

// Checked by `tsc` (npm run typecheck); at run time these only have to not throw.
describe('types', () => {
  it('AuthHeaders fits a Record<string, string> header option and HeadersInit', () => {
    expectTypeOf<AuthHeaders>().toExtend<Record<string, string>>();
    expectTypeOf<AuthHeaders>().toExtend<HeadersInit>();
    // The shape of @kyc/analytics-sdk's createOpLog({ headers }) option (the README example).
    type OpLogHeaders = Record<string, string> | (() => Record<string, string> | undefined);
    const user: UserInput = { uuid: 'u1', accessToken: 't1', accessSecretKey: 's1' };
    const headers: OpLogHeaders = () => requestHeaders(user);
    expectTypeOf(headers).toExtend<OpLogHeaders>();
  });

  it('isLoggedIn narrows the user to one with a string access token', () => {
    const user = null as UserInput;
    if (isLoggedIn(user)) {
      expectTypeOf(user).toEqualTypeOf<StoredUser & { accessToken: string }>();
      expectTypeOf(user.accessToken).toEqualTypeOf<string>();
    } else {
      // A false answer says nothing about the type: the user may still be a record.
      expectTypeOf(user).toEqualTypeOf<UserInput>();
    }
  });
});

import { text } from './_lib/text';
import type { UserInput } from './types';

/**
 * Headers every account-area request carries. A type alias, not an interface, so it
 * is assignable to `Record<string, string>` and `HeadersInit` (e.g. `createOpLog`'s `headers`).
 */
export type AuthHeaders = {
  'pro-client-id': string;
  'pro-access-token': string;
  'pro-access-secret-key': string;
};

/**
 * The account-area request headers from the stored user: `pro-client-id` (uuid),
 * `pro-access-token` and `pro-access-secret-key`; empty when the value is missing.
 *
 * @param user - The stored user (`null` or `undefined` for nobody); fields of the wrong type count
 *   as missing.
 * @returns The three `pro-*` headers (empty strings for missing values).
 * @example fetch('/webapi/saas/user/op-log/save', { method: 'POST', headers: requestHeaders(store.get()) })
 */
export function requestHeaders(user: UserInput): AuthHeaders {
  return {
    'pro-client-id': text(user?.uuid),
    'pro-access-token': text(user?.accessToken),
    'pro-access-secret-key': text(user?.accessSecretKey),
  };
}

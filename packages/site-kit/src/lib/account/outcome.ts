import type { ApiResult } from './apiClient';

/**
 * What a page shows of an apps/api answer: the data, or a message (with a login link when the
 * session is gone, a renewal link when the plan has ended).
 */
export type Outcome<T> =
  | { ok: true; data: T }
  | { ok: false; message: string; loginRequired?: boolean; renewRequired?: boolean };

/**
 * An apps/api result as a page's loader data: field errors join into one message, a lost
 * session asks for the login link. Plain data, so it streams to the browser as deferred data.
 *
 * @example const details = loaderApi(context, request, path, options).then(outcomeOf);
 */
export function outcomeOf<T>(result: ApiResult<T>): Outcome<T> {
  if (result.ok) return { ok: true, data: result.data };
  if (result.kind === 'fields') {
    return { ok: false, message: Object.values(result.fieldErrors).join(' ') };
  }
  return {
    ok: false,
    message: result.message,
    loginRequired: result.kind === 'unauthorized',
    // The plan has ended: the account may renew (service selection), not see data.
    ...(result.code === 'PLAN_EXPIRED' ? { renewRequired: true } : {}),
  };
}

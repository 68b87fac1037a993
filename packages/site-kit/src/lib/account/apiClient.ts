import { requestHeaders, type UserInput } from '@kyc/auth';
import type { Locale } from '@kyc/content';

/** A field name → the message shown beside that field (apps/api's 400 body). */
export type FieldErrors = Record<string, string>;

/** What an account call ends in: data, field errors, a lost session, another error, or no network. */
export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; kind: 'fields'; status: number; fieldErrors: FieldErrors; code: ''; message: '' }
  | { ok: false; kind: 'unauthorized'; status: 401; code: string; message: string }
  | { ok: false; kind: 'error'; status: number; code: string; message: string }
  | { ok: false; kind: 'network'; status: 0; code: ''; message: string };

export type ApiFailure = Exclude<ApiResult<unknown>, { ok: true }>;

export interface ApiRequest {
  method?: 'GET' | 'POST';
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as the raw body instead, with `type` as its Content-Type (a file: /verifydoc's PDF). */
  raw?: { data: Blob; type: string };
  /** Added to the URL; empty values are left out. */
  query?: Record<string, string | number | undefined | null>;
  /**
   * An account call (default): a 401 means the session is gone. Login and activation pass
   * `false`, as their 401s (wrong password, MFA needed) are answers, not a lost session.
   */
  account?: boolean;
  signal?: AbortSignal;
}

export interface ApiClientOptions {
  /** The stored user whose SPEC §7 headers go with each call (read at call time). */
  getUser: () => UserInput;
  locale: Locale;
  /** The page's `content.common.networkError`. */
  networkError: string;
  /** Called once per lost session (a 401 on an account call). */
  onSessionEnded?: () => void;
  /** Where apps/api answers: '' in the browser (the site's same-origin /webapi proxy). */
  baseUrl?: string;
  fetch?: typeof fetch;
}

export interface ApiClient {
  request<T>(path: string, init?: ApiRequest): Promise<ApiResult<T>>;
}

// The site's proxy answers these itself when apps/api is down: the visitor sees a network error.
const GATEWAY_STATUSES = new Set([502, 503, 504]);

function withQuery(path: string, query: ApiRequest['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** apps/api's `{ errors: { field: message } }`, keeping only text messages. */
export function readFieldErrors(body: unknown): FieldErrors | undefined {
  if (!isRecord(body) || !isRecord(body.errors)) return undefined;
  const errors: FieldErrors = {};
  for (const [field, message] of Object.entries(body.errors)) {
    if (typeof message === 'string' && message) errors[field] = message;
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}

/**
 * Turns an apps/api response into an `ApiResult`: 2xx data, 400 field errors, 401, other
 * `{ code, message }` errors (with `networkError` when the body says nothing usable).
 */
export async function toApiResult<T>(
  response: Response,
  networkError: string,
): Promise<ApiResult<T>> {
  const body = await readJson(response);
  if (response.ok) return { ok: true, status: response.status, data: body as T };
  const fieldErrors = response.status === 400 ? readFieldErrors(body) : undefined;
  if (fieldErrors) {
    return { ok: false, kind: 'fields', status: 400, fieldErrors, code: '', message: '' };
  }
  const code = isRecord(body) && typeof body.code === 'string' ? body.code : '';
  const message =
    isRecord(body) && typeof body.message === 'string' && body.message ? body.message : '';
  if (response.status === 401) {
    return { ok: false, kind: 'unauthorized', status: 401, code, message: message || networkError };
  }
  if (!code && GATEWAY_STATUSES.has(response.status)) {
    return { ok: false, kind: 'network', status: 0, code: '', message: networkError };
  }
  return {
    ok: false,
    kind: 'error',
    status: response.status,
    code,
    message: message || networkError,
  };
}

/**
 * The account area's client for apps/api: every call carries the SPEC §7 headers of the stored
 * user (`pro-client-id`, `pro-access-token`, `pro-access-secret-key`), the page's language and the
 * session cookie (same origin). Nothing throws: failures come back as an `ApiResult`.
 *
 * @example
 * const api = createApiClient({ getUser: () => users.get(), locale, networkError });
 * const result = await api.request<{ user: StoredUser }>('/webapi/saas/user/me');
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { getUser, locale, networkError, onSessionEnded, baseUrl = '' } = options;
  return {
    async request<T>(path: string, init: ApiRequest = {}): Promise<ApiResult<T>> {
      const { method = 'GET', body, raw, query, account = true, signal } = init;
      const headers: Record<string, string> = {
        accept: 'application/json',
        'accept-language': locale === 'en' ? 'en' : 'zh-CN',
      };
      if (account) Object.assign(headers, requestHeaders(getUser()));
      if (raw) headers['content-type'] = raw.type;
      else if (body !== undefined) headers['content-type'] = 'application/json';
      let response: Response;
      try {
        response = await (options.fetch ?? fetch)(`${baseUrl}${withQuery(path, query)}`, {
          method,
          headers,
          body: raw ? raw.data : body === undefined ? undefined : JSON.stringify(body),
          credentials: 'same-origin',
          signal,
        });
      } catch {
        return { ok: false, kind: 'network', status: 0, code: '', message: networkError };
      }
      const result = await toApiResult<T>(response, networkError);
      if (!result.ok && result.kind === 'unauthorized' && account) onSessionEnded?.();
      return result;
    },
  };
}

import { parseSessionCookie, SESSION_COOKIE_NAME } from '@kyc/auth';
import type { AppLoadContext } from 'react-router';
import { redirect } from 'react-router';
import { localizedPath } from '../links';
import { resolveLocale } from '../locale';
import { readCookie } from '../session.server';
import { type ApiResult, toApiResult } from './apiClient';

/** How long a loader waits for apps/api before showing the network error. */
const API_TIMEOUT_MS = 8_000;

/** The visitor's session cookie, as a `Cookie` header for apps/api, or null without a usable one. */
export function sessionCookieHeader(request: Request): string | null {
  const value = readCookie(request, SESSION_COOKIE_NAME);
  return value && parseSessionCookie(value) ? `${SESSION_COOKIE_NAME}=${value}` : null;
}

/** The login page that comes back to this request's page afterwards. */
export function loginRedirectUrl(request: Request): string {
  const url = new URL(request.url);
  const { locale } = resolveLocale(request);
  const back = new URLSearchParams(url.search);
  back.delete('lang');
  const query = back.toString();
  const path = `${url.pathname}${query ? `?${query}` : ''}`;
  return localizedPath(`/login?redirect=${encodeURIComponent(path)}`, locale);
}

/** The session cookie header; a visitor without one is sent to log in (a thrown redirect). */
export function requireSession(request: Request): string {
  const cookie = sessionCookieHeader(request);
  if (!cookie) throw redirect(loginRedirectUrl(request));
  return cookie;
}

export interface LoaderApiOptions {
  /**
   * 'required': the page needs a user: no cookie or a 401 redirects to the login page.
   * 'optional': the cookie goes along when there is one. 'none': no cookie.
   */
  session: 'required' | 'optional' | 'none';
  networkError: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Sent as the raw body instead, with `type` as its Content-Type (a file: /verifydoc's PDF). */
  raw?: { data: Blob; type: string };
  /** How long to wait for apps/api (default 8 s): matching a 10 000-row portfolio takes longer. */
  timeoutMs?: number;
  /** Sees apps/api's response headers (a login's or logout's `Set-Cookie`, for the browser). */
  onHeaders?: (headers: Headers) => void;
}

/**
 * Calls apps/api from a loader (`context.apiOrigin`), forwarding the visitor's session cookie and
 * language. Never throws except the login redirect of a page that needs a user.
 *
 * @example const result = await loaderApi(context, request, '/webapi/saas/search?q=abc', { session: 'required', networkError });
 */
export async function loaderApi<T>(
  context: Pick<AppLoadContext, 'apiOrigin' | 'clientAddress'>,
  request: Request,
  path: string,
  options: LoaderApiOptions,
): Promise<ApiResult<T>> {
  const { locale } = resolveLocale(request);
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': locale === 'en' ? 'en' : 'zh-CN',
  };
  if (options.session !== 'none') {
    const cookie =
      options.session === 'required' ? requireSession(request) : sessionCookieHeader(request);
    if (cookie) headers.cookie = cookie;
  }
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.raw) headers['content-type'] = options.raw.type;
  // apps/api trusts the site server (a loopback proxy) to say whose request this is.
  if (context.clientAddress) headers['x-forwarded-for'] = context.clientAddress;
  // apps/api takes cookie-authenticated writes only from the site's own pages: a write made
  // for a page's form (a route action) says where that form was, as the browser told us.
  if ((options.method ?? 'GET') !== 'GET') {
    for (const name of ['origin', 'referer']) {
      const value = request.headers.get(name);
      if (value) headers[name] = value;
    }
  }
  let response: Response;
  try {
    response = await fetch(`${context.apiOrigin}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.raw
        ? options.raw.data
        : options.body === undefined
          ? undefined
          : JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.timeoutMs ?? API_TIMEOUT_MS),
    });
  } catch {
    return { ok: false, kind: 'network', status: 0, code: '', message: options.networkError };
  }
  options.onHeaders?.(response.headers);
  const result = await toApiResult<T>(response, options.networkError);
  if (!result.ok && result.kind === 'unauthorized' && options.session === 'required') {
    throw redirect(loginRedirectUrl(request));
  }
  return result;
}

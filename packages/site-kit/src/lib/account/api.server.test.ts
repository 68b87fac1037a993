import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, headersOf } from './_test/harness';
import { loaderApi, loginRedirectUrl, requireSession, sessionCookieHeader } from './api.server';

const SESSION = 'kyc_session=u-1___tok-1___sec-1';
const context = { apiOrigin: 'http://api.test' };
const NETWORK = '网络异常，请稍后重试。';

function request(path: string, cookie?: string) {
  return new Request(`http://site.test${path}`, { headers: cookie ? { cookie } : {} });
}

async function thrown(run: () => unknown): Promise<Response> {
  try {
    await run();
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error('expected a thrown redirect');
}

afterEach(() => vi.unstubAllGlobals());

describe('session helpers', () => {
  it.each([
    [`a=1; ${SESSION}; b=2`, SESSION],
    ['kyc_session=broken', null],
    ['other=1', null],
    [undefined, null],
  ])('reads the session cookie from %j', (cookie, expected) => {
    expect(sessionCookieHeader(request('/x', cookie))).toBe(expected);
  });

  it.each([
    [
      '/live-search?q=%E7%A7%91&page=2',
      '/login?redirect=%2Flive-search%3Fq%3D%25E7%25A7%2591%26page%3D2',
    ],
    ['/bind-mfa?lang=en', '/login?redirect=%2Fbind-mfa&lang=en'],
    ['/authorize', '/login?redirect=%2Fauthorize'],
  ])('sends %s to log in and back', (path, expected) => {
    expect(loginRedirectUrl(request(path))).toBe(expected);
  });

  it('redirects a visitor without a session', async () => {
    const response = await thrown(() => requireSession(request('/bind-mfa')));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/login?redirect=%2Fbind-mfa');
  });
});

describe('loaderApi', () => {
  it('forwards the session cookie and the language to apps/api', async () => {
    const fetch = fakeFetch(() => ({ body: { user: { loginName: 'ann' }, mfaBound: false } }));
    vi.stubGlobal('fetch', fetch);
    const result = await loaderApi(
      context,
      request('/bind-mfa?lang=en', SESSION),
      '/webapi/saas/user/me',
      {
        session: 'required',
        networkError: NETWORK,
      },
    );
    expect(result).toMatchObject({ ok: true, data: { user: { loginName: 'ann' } } });
    expect(fetch.mock.calls[0]?.[0]).toBe('http://api.test/webapi/saas/user/me');
    expect(headersOf(fetch.mock.calls[0] as unknown[])).toMatchObject({
      cookie: SESSION,
      'accept-language': 'en',
    });
  });

  it('redirects to log in when apps/api says the session is gone', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch(() => ({ status: 401, body: { code: 'UNAUTHORIZED', message: 'x' } })),
    );
    const response = await thrown(() =>
      loaderApi(context, request('/live-search?q=a', SESSION), '/webapi/saas/search?q=a', {
        session: 'required',
        networkError: NETWORK,
      }),
    );
    expect(response.headers.get('location')).toBe('/login?redirect=%2Flive-search%3Fq%3Da');
  });

  it('never asks apps/api for a page that needs a user when there is no session', async () => {
    const fetch = fakeFetch(() => ({ body: {} }));
    vi.stubGlobal('fetch', fetch);
    await thrown(() =>
      loaderApi(context, request('/live-search'), '/webapi/saas/search?q=a', {
        session: 'required',
        networkError: NETWORK,
      }),
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends no cookie for an optional session that is absent, and keeps a 401 as a result', async () => {
    const fetch = fakeFetch(() => ({ status: 401, body: { code: 'UNAUTHORIZED', message: 'x' } }));
    vi.stubGlobal('fetch', fetch);
    const result = await loaderApi(
      context,
      request('/service-selection'),
      '/webapi/service-packages',
      {
        session: 'optional',
        networkError: NETWORK,
      },
    );
    expect(result).toMatchObject({ ok: false, kind: 'unauthorized' });
    expect(headersOf(fetch.mock.calls[0] as unknown[]).cookie).toBeUndefined();
  });

  it('gives the network error when apps/api cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('fetch failed');
      }),
    );
    const result = await loaderApi(context, request('/system-status'), '/webapi/system/status', {
      session: 'none',
      networkError: NETWORK,
    });
    expect(result).toEqual({ ok: false, kind: 'network', status: 0, code: '', message: NETWORK });
  });

  it('maps a 400 to field errors', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch(() => ({ status: 400, body: { errors: { q: '请输入企业名称' } } })),
    );
    const result = await loaderApi(
      context,
      request('/live-search', SESSION),
      '/webapi/saas/search?q=',
      {
        session: 'required',
        networkError: NETWORK,
      },
    );
    expect(result).toMatchObject({
      ok: false,
      kind: 'fields',
      fieldErrors: { q: '请输入企业名称' },
    });
  });
});

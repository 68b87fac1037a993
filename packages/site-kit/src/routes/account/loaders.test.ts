import { afterEach, describe, expect, it, vi } from 'vitest';
import { callOf, fakeFetch } from '../../lib/account/_test/harness';
import { DEFAULT_SEARCH_QUERY } from '../../lib/account/searchQuery';
import { loader as authorizeLoader } from './authorize.server';
import { loader as authorizePrintLoader } from './authorize-print.server';
import { loader as bindMfaLoader } from './bind-mfa.server';
import { meta as demoMeta } from './demo-request';
import { loader as demoLoader } from './demo-request.server';
import { loader as kycLoader } from './kyc.server';
import { loader as liveSearchLoader } from './live-search.server';
import { meta as loginMeta } from './login';
import { loader as loginLoader } from './login.server';
import { loader as serviceLoader } from './service-selection.server';
import { loader as statusLoader } from './system-status.server';
import { loader as activeLoader } from './user-active.server';
import { loader as verifyLoader } from './verifydoc.server';

const SESSION = 'kyc_session=u-1___tok-1___sec-1';
const context = { nonce: 'n', apiOrigin: 'http://api.test', analyticsOrigin: '' };
const KEY = '572fef74102f9b232e5d5249c887a876';

function args(path: string, cookie?: string) {
  const request = new Request(`http://site.test${path}`, { headers: cookie ? { cookie } : {} });
  return { request, context, params: {} } as never;
}

async function redirectOf(run: () => unknown): Promise<string> {
  try {
    await run();
  } catch (error) {
    if (error instanceof Response) return error.headers.get('location') ?? '';
    throw error;
  }
  throw new Error('expected a redirect');
}

const SEARCH = {
  q: 'Limited',
  page: 2,
  pageSize: 50,
  total: 120,
  totalIsCapped: false,
  matchedBy: 'name',
  items: [
    {
      keyNo: KEY,
      name: '皇家獅航運有限公司',
      nameEn: 'Royal Lion Shipping Limited',
      jurisdiction: 'HK',
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe('every account page loader', () => {
  it.each([
    ['/login', loginLoader, 'login', '登录'],
    ['/demo-request', demoLoader, 'demoRequest', '预约演示'],
    ['/register?lang=en', demoLoader, 'register', 'Sign up'],
    ['/user-active?token=t', activeLoader, 'userActive', '激活账号'],
    ['/verifydoc?lang=en', verifyLoader, 'verifydoc', 'Verify a document'],
  ])('%s gives its meta, page texts and common texts', async (path, loader, name, title) => {
    const data = (await (loader as (a: never) => unknown)(args(path))) as {
      meta: { name: string; title: string };
      page: { heading: string };
      common: { networkError: string };
    };
    expect(data.meta).toMatchObject({ name, title });
    expect(data.page.heading).toBeTruthy();
    expect(data.common.networkError).toBeTruthy();
  });

  it('serves /register and /demo-request from one page, each posting to its own list', async () => {
    expect((await demoLoader(args('/register'))).kind).toBe('register');
    expect((await demoLoader(args('/demo-request'))).kind).toBe('demo-request');
    expect((await demoLoader(args('/demo-request'))).industries).toHaveLength(4);
  });

  it('lets search engines index /login, titled with the product name and described', async () => {
    const loaderData = await loginLoader(args('/login?lang=en'));
    const root = {
      id: 'root',
      loaderData: { locale: 'en', origin: 'https://kyc.test', chrome: { siteName: 'KYC Global' } },
    };
    const tags = loginMeta({
      loaderData,
      matches: [root],
      location: { pathname: '/login' },
    } as never);
    expect(tags).toContainEqual({ title: 'Log in | KYC Global' });
    expect(tags).not.toContainEqual({ name: 'robots', content: 'noindex' });
    expect(tags).toContainEqual({ name: 'description', content: loaderData.page.description });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://kyc.test/login?lang=en',
    });
    expect(
      demoMeta({ loaderData: undefined, matches: [], location: { pathname: '/x' } } as never),
    ).toContainEqual({
      name: 'robots',
      content: 'noindex',
    });
  });

  it('keeps the other account pages out of search results, titled with the product name', async () => {
    const loaderData = await demoLoader(args('/demo-request'));
    const root = {
      id: 'root',
      loaderData: {
        locale: 'zh-CN',
        origin: 'https://kyc.test',
        chrome: { siteName: 'KYC 全球企业尽调' },
      },
    };
    const tags = demoMeta({
      loaderData,
      matches: [root],
      location: { pathname: '/demo-request' },
    } as never);
    expect(tags).toContainEqual({ title: '预约演示 | KYC 全球企业尽调' });
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex' });
  });

  it('drops an activation token no real one could be', () => {
    expect(activeLoader(args(`/user-active?token=${'x'.repeat(201)}`)).token).toBe('');
    expect(activeLoader(args('/user-active?token=%20abc%20')).token).toBe('abc');
  });

  it('prefills the report number and code of a verification link', () => {
    expect(verifyLoader(args('/verifydoc?reportNo=KYC1&code=ABC')).prefill).toEqual({
      reportNo: 'KYC1',
      verifyCode: 'ABC',
    });
  });
});

describe('pages that need a user', () => {
  it.each([
    ['/live-search?q=acme&page=2', liveSearchLoader],
    ['/bind-mfa', bindMfaLoader],
    ['/authorize?company=x', authorizeLoader],
    ['/authorize-print', authorizePrintLoader],
  ])('%s sends a visitor to log in and back', async (path, loader) => {
    vi.stubGlobal(
      'fetch',
      fakeFetch(() => ({ body: {} })),
    );
    expect(await redirectOf(() => (loader as (a: never) => unknown)(args(path)))).toBe(
      `/login?redirect=${encodeURIComponent(path)}`,
    );
  });

  it('live search asks apps/api with the URL’s query and the visitor’s session', async () => {
    const fetch = fakeFetch(() => ({ body: SEARCH }));
    vi.stubGlobal('fetch', fetch);
    const data = await liveSearchLoader(args('/live-search?q=Limited&page=2&pageSize=50', SESSION));
    expect(callOf(fetch, 0).url).toBe(
      'http://api.test/webapi/saas/search?q=Limited&page=2&pageSize=50',
    );
    expect(data.query).toEqual({ ...DEFAULT_SEARCH_QUERY, q: 'Limited', page: 2, pageSize: 50 });
    expect(data.search).toEqual({ ok: true, data: SEARCH });
    expect(data.details).toBeNull();
  });

  it('live search without a query asks nothing and shows the empty search', async () => {
    const fetch = fakeFetch(() => ({ body: SEARCH }));
    vi.stubGlobal('fetch', fetch);
    const data = await liveSearchLoader(args('/live-search?pageSize=7', SESSION));
    expect(fetch).not.toHaveBeenCalled();
    expect(data.search).toBeNull();
    expect(data.query.pageSize).toBe(20);
  });

  it('live search streams a company’s details, and a failure becomes a message', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch((url) =>
        url.includes('/enterprise/')
          ? { status: 404, body: { code: 'COMPANY_NOT_FOUND', message: '未找到该企业' } }
          : { body: SEARCH },
      ),
    );
    const data = await liveSearchLoader(args(`/live-search?q=Limited&id=${KEY}`, SESSION));
    expect(data.details).toBeInstanceOf(Promise);
    await expect(data.details).resolves.toEqual({
      ok: false,
      message: '未找到该企业',
      loginRequired: false,
    });
  });

  it('live search shows the network error instead of failing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('down'))),
    );
    const data = await liveSearchLoader(args('/live-search?q=a', SESSION));
    expect(data.search).toEqual({
      ok: false,
      message: '网络异常，请稍后重试。',
      loginRequired: false,
    });
  });

  it('bind-mfa knows whether MFA is already bound', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch(() => ({ body: { user: { loginName: 'ann' }, mfaBound: true } })),
    );
    expect((await bindMfaLoader(args('/bind-mfa', SESSION))).mfaBound).toBe(true);
  });

  it('the authorisation letter names the logged-in user, the company and a year of validity', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch(() => ({ body: { user: { loginName: 'ann' }, mfaBound: false } })),
    );
    const data = await authorizeLoader(
      args(`/authorize?company=${encodeURIComponent(' 测试公司 ')}`, SESSION),
    );
    expect(data).toMatchObject({ authorizer: 'ann', company: '测试公司', loadError: '' });
    expect(data.validUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number(data.validUntil.slice(0, 4)) - Number(data.issuedOn.slice(0, 4))).toBe(1);
    const print = await authorizePrintLoader(args('/authorize-print?company=x', SESSION));
    expect(print.letterLabels.companyName).toBe('企业名称');
  });
});

describe('system status', () => {
  it('reports the database check and the measured round trip', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch(() => ({
        body: {
          status: 'ok',
          checkedAt: '2025-01-30T08:00:00.000Z',
          uptimeSeconds: 3700,
          checks: [{ name: 'database', ok: true, latencyMs: 4.4, detail: 'PGlite' }],
        },
      })),
    );
    const { status } = await statusLoader(args('/system-status'));
    expect(status).toMatchObject({
      apiReachable: true,
      uptimeSeconds: 3700,
      checkedAt: '2025-01-30T08:00:00.000Z',
    });
    expect(status.checks[0]).toMatchObject({ name: 'database', ok: true, latencyMs: 4.4 });
    expect(status.roundTripMs).toBeGreaterThanOrEqual(0);
  });

  it('keeps the checks of a 503 (database down)', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch(() => ({
        status: 503,
        body: {
          status: 'down',
          checkedAt: 'x',
          uptimeSeconds: 1,
          checks: [
            { name: 'database', ok: false, latencyMs: 5000, detail: 'database did not answer' },
          ],
        },
      })),
    );
    const { status } = await statusLoader(args('/system-status'));
    expect(status.apiReachable).toBe(true);
    expect(status.checks[0]?.ok).toBe(false);
  });

  it('marks the API unreachable when nothing answers', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('down'))),
    );
    const { status } = await statusLoader(args('/system-status'));
    expect(status).toMatchObject({
      apiReachable: false,
      roundTripMs: null,
      checks: [],
      uptimeSeconds: null,
    });
  });
});

describe('service selection', () => {
  it('reads from, fromPayType and crumbs, and keeps from on this site', async () => {
    const fetch = fakeFetch(() => ({
      body: { pricesVisible: false, packages: [{ code: 'STANDARD', price: null }] },
    }));
    vi.stubGlobal('fetch', fetch);
    const data = await serviceLoader(
      args(
        '/service-selection?from=https://evil.example&fromPayType=a&crumbs=工作台>升级',
        SESSION,
      ),
    );
    expect(data).toMatchObject({
      from: '/live-search',
      fromPayType: 'A',
      crumbs: [
        { label: '工作台', href: '' },
        { label: '升级', href: '' },
      ],
      packages: [{ code: 'STANDARD', price: null }],
      loadError: '',
    });
    expect(callOf(fetch, 0).init.headers).toMatchObject({ cookie: SESSION });
  });

  it('works for visitors and survives the API being down', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('down'))),
    );
    const data = await serviceLoader(args('/service-selection?from=/authorize%3Fcompany%3Dx'));
    expect(data).toMatchObject({
      from: '/authorize?company=x',
      packages: [],
      loadError: '网络异常，请稍后重试。',
    });
  });
});

describe('the login redirect’s landing page', () => {
  it.each([
    ['/kyc', '/login'],
    ['/kyc?lang=en', '/login?lang=en'],
  ])('%s clears the session cookies and sends to %s', (path, location) => {
    const response = kycLoader(args(path, SESSION));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(location);
    const cookies = response.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    for (const cookie of cookies)
      expect(cookie).toMatch(/^\w+=; Max-Age=0; Secure; Path=\/; SameSite=Strict$/);
    expect(cookies.some((cookie) => cookie.startsWith('kyc_session='))).toBe(true);
  });
});

// @vitest-environment jsdom

import { canSeePrices } from '@kyc/auth';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callOf, fakeFetch, headersOf, renderInSite } from '../../lib/account/_test/harness';
import type { ServicePackage, ServiceRequest } from '../../lib/account/types';
import type { PublicUser } from '../../lib/session.server';
import ServiceSelection from './service-selection';
import { action as serviceAction, loader as serviceLoader } from './service-selection.server';

const PACKAGES: ServicePackage[] = [
  {
    code: 'TRIAL',
    name: '试用版',
    nameEn: 'Trial',
    description: '30天免费体验核心查询',
    descriptionEn: 'Core search free for 30 days',
    payType: 'P',
    price: 0,
    currency: 'CNY',
    period: '30d',
    features: ['live-search', 'enterprise-details'],
  },
  {
    code: 'STANDARD',
    name: '标准版',
    nameEn: 'Standard',
    description: '企业信息、股权结构与受益所有人',
    descriptionEn: 'Company data, equity structure and UBO',
    payType: 'P',
    price: 19800,
    currency: 'CNY',
    period: '1y',
    features: ['live-search', 'ubo-map'],
  },
  {
    code: 'API_PAYG',
    name: 'API 按量付费',
    nameEn: 'API pay-as-you-go',
    description: '实时数据接口，按调用计费',
    descriptionEn: 'Real-time data API, billed per call',
    payType: 'A',
    price: 0.5,
    currency: 'CNY',
    period: 'call',
    // A code the catalogue has no words for is left out, never shown.
    features: ['api', 'ubo-data', 'real-time', 'quantum-feed'],
  },
];

const MAIN_USER = { uuid: 'u', loginName: 'demo_formal', mainUserFlag: 'Y' } as PublicUser;
const MANAGER = {
  uuid: 'u',
  loginName: 'demo_trial',
  mainUserFlag: 'N',
  showCredit: 'N',
} as PublicUser;
const FROM = '/live-search?q=acme&status=active';
const BASE = `?from=${encodeURIComponent(FROM)}&fromPayType=P&crumbs=${encodeURIComponent('工作台>升级')}`;

const stored = (kind: ServiceRequest['kind'], price: number | null): ServiceRequest => ({
  reference: 'SR-20261125-0042',
  kind,
  packageCode: 'STANDARD',
  price,
  currency: 'CNY',
  note: null,
  createdAt: '2026-11-25T02:03:04.000Z',
});

/**
 * apps/api as the page meets it: the packages (prices only for who may see them, as the real
 * service does) with the user's current one, the stored request, and the request's creation.
 */
function fakeApi(options: {
  user: PublicUser | null;
  current?: string | null;
  create?: { status: number; body: unknown };
}) {
  const pricesVisible = canSeePrices(options.user);
  const request = stored(
    pricesVisible ? 'purchase' : 'account-manager',
    pricesVisible ? 19800 : null,
  );
  return fakeFetch((url, init) => {
    if (url.endsWith('/webapi/service-packages'))
      return {
        body: {
          pricesVisible,
          current: options.current ?? null,
          packages: PACKAGES.map((item) => ({ ...item, price: pricesVisible ? item.price : null })),
        },
      };
    if (url.includes('/webapi/saas/service/requests/SR-20261125-0042')) return { body: request };
    if (url.includes('/webapi/saas/service/requests/'))
      return { status: 404, body: { code: 'NOT_FOUND', message: 'x' } };
    if (url === 'http://api.test/webapi/saas/service/requests' && init.method === 'POST')
      return options.create ?? { status: 201, body: request };
    if (url.endsWith('/op-log/save')) return { body: { ok: true, id: 1 } };
    return { status: 500, body: { code: 'UNEXPECTED', message: url } };
  });
}

/** The page with its real loader, apps/api faked, signed in (a session cookie) or not. */
function renderPage(
  user: PublicUser | null,
  options: {
    query?: string;
    current?: string | null;
    create?: { status: number; body: unknown };
  } = {},
) {
  const fetch = fakeApi({ user, current: options.current, create: options.create });
  vi.stubGlobal('fetch', fetch);
  const query = options.query ?? BASE;
  const locale = new URLSearchParams(query).get('lang') === 'en' ? 'en' : 'zh-CN';
  const site = renderInSite(
    [
      {
        id: 'serviceSelection',
        path: 'service-selection',
        loader: async ({ request }) => {
          const headers = user ? { cookie: 'kyc_session=u___tok___sec' } : undefined;
          try {
            return await serviceLoader({
              request: new Request(request.url, { headers }),
              context: { apiOrigin: 'http://api.test' },
              params: {},
            } as never);
          } catch (thrown) {
            if (thrown instanceof Response)
              return { redirectedTo: thrown.headers.get('location') } as never;
            throw thrown;
          }
        },
        // The action as the site's server runs it: the browser's cookie and origin come along.
        action: async ({ request }) => {
          const headers = new Headers(request.headers);
          headers.set('cookie', 'kyc_session=u___tok___sec');
          headers.set('origin', 'http://site.test');
          return serviceAction({
            request: new Request(request.url, {
              method: 'POST',
              headers,
              body: await request.text(),
            }),
            context: { apiOrigin: 'http://api.test' },
          });
        },
        Component: ServiceSelection as never,
      },
    ],
    { path: `/service-selection${query}`, user, locale },
  );
  return { site, fetch };
}

const checked = (name: RegExp) => (screen.getByRole('radio', { name }) as HTMLInputElement).checked;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('service selection: choosing', () => {
  it.each([
    ['a visitor', null],
    ['a manager user without credit view', MANAGER],
  ])('hides prices from %s', async (_who, user) => {
    renderPage(user);
    await screen.findByRole('radio', { name: /标准版/ });
    expect(screen.getAllByText('价格请咨询您的客户经理')).toHaveLength(3);
    expect(document.body.textContent).not.toContain('19,800');
  });

  it.each([
    ['the main user', { mainUserFlag: 'Y', showCredit: 'N' }],
    ['a user with showCredit Y', { mainUserFlag: 'N', showCredit: 'Y' }],
  ])('shows prices to %s', async (_who, flags) => {
    // Prices as the API sends them to the main user; the page also checks who is looking.
    renderPage({ uuid: 'u', loginName: 'demo_formal', ...flags } as PublicUser);
    expect(await screen.findByText('人民币 19,800.00/年')).toBeTruthy();
    expect(screen.getByText('人民币 0.50/次')).toBeTruthy();
  });

  it('preselects the current package of a paying formal customer, never the free trial', async () => {
    renderPage(MAIN_USER, { current: 'STANDARD' });
    await screen.findByRole('radio', { name: /标准版/ });
    expect(checked(/标准版/)).toBe(true);
    expect(checked(/试用版/)).toBe(false);
    const standard = screen.getByRole('radio', { name: /标准版/ }).closest('.account-package');
    expect(within(standard as HTMLElement).getByText('当前套餐')).toBeTruthy();
  });

  it('preselects post-pay for a visitor from a post-pay page, and guesses nothing for pre-pay', async () => {
    renderPage(null, { query: BASE.replace('fromPayType=P', 'fromPayType=A') });
    await screen.findByRole('radio', { name: /API 按量付费/ });
    expect(checked(/API 按量付费/)).toBe(true);
    cleanup();
    renderPage(null);
    await screen.findByRole('radio', { name: /标准版/ });
    expect(
      screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked),
    ).toEqual([]);
  });

  it('names the features in words in both languages, never their codes', async () => {
    renderPage(null);
    await screen.findByText('API 接入、受益所有人数据、实时数据');
    cleanup();
    renderPage(null, { query: `${BASE}&lang=en` });
    await screen.findByText('API access, Beneficial-owner data, Real-time data');
    expect(screen.getByText('Live search, UBO map')).toBeTruthy();
    for (const code of ['ubo-data', 'real-time', 'quantum-feed', 'live-search', '30d'])
      expect(document.body.textContent).not.toContain(code);
  });

  it('shows the crumbs and asks for a choice when none is made', async () => {
    const user = userEvent.setup();
    const { site } = renderPage(null);
    const crumbs = await screen.findByRole('navigation', { name: '当前位置' });
    expect(crumbs.textContent).toBe('工作台升级选择服务');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect((await screen.findByRole('alert')).textContent).toContain('请选择一个服务套餐');
    expect(site.location()).toBe(`/service-selection${BASE}`);
  });

  it('goes on to the confirmation with the query it came with, and logs the choice', async () => {
    const user = userEvent.setup();
    const { site, fetch } = renderPage(MAIN_USER, { current: 'STANDARD' });
    await user.click(await screen.findByRole('radio', { name: /API 按量付费/ }));
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await screen.findByRole('heading', { name: '确认您选择的套餐' });
    const here = new URL(site.location(), 'http://site.test').searchParams;
    expect(Object.fromEntries(here)).toEqual({
      from: FROM,
      fromPayType: 'P',
      crumbs: '工作台>升级',
      step: 'confirm',
      package: 'API_PAYG',
    });
    await waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/op-log/save'))).toBe(true),
    );
    const save = fetch.mock.calls.findIndex(([url]) => String(url).endsWith('/op-log/save'));
    expect(callOf(fetch, save).body).toEqual({ opType: 'service_select', relId: 'API_PAYG' });
  });

  /** "Next" posted as a plain form (no JavaScript), by a user with a session or a visitor. */
  const postChoice = (fields: Record<string, string>, session: boolean) =>
    serviceAction({
      request: new Request(`http://site.test/service-selection${BASE}&lang=en`, {
        method: 'POST',
        headers: {
          ...(session ? { cookie: 'kyc_session=u___tok___sec' } : {}),
          origin: 'http://site.test',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams(fields).toString(),
      }),
      context: { apiOrigin: 'http://api.test' },
    });
  const logged = (fetch: ReturnType<typeof fakeApi>) =>
    fetch.mock.calls
      .map((_, index) => callOf(fetch, index))
      .filter((call) => call.url.endsWith('/op-log/save'))
      .map((call) => call.body);

  it('without JavaScript, logs the choice on the server and redirects to the confirmation', async () => {
    const fetch = fakeApi({ user: MAIN_USER });
    vi.stubGlobal('fetch', fetch);
    const response = (await postChoice(
      { intent: 'choose', package: 'STANDARD' },
      true,
    )) as Response;
    expect(response.status).toBe(303);
    const next = new URL(response.headers.get('location') ?? '', 'http://site.test');
    expect(next.pathname).toBe('/service-selection');
    expect(Object.fromEntries(next.searchParams)).toEqual({
      from: FROM,
      fromPayType: 'P',
      crumbs: '工作台>升级',
      step: 'confirm',
      package: 'STANDARD',
      lang: 'en',
    });
    expect(logged(fetch)).toEqual([{ opType: 'service_select', relId: 'STANDARD' }]);
  });

  it('without JavaScript, sends a visitor on unlogged, and refuses a package that does not exist', async () => {
    const fetch = fakeApi({ user: null });
    vi.stubGlobal('fetch', fetch);
    const visitor = (await postChoice({ intent: 'choose', package: 'TRIAL' }, false)) as Response;
    expect(visitor.status).toBe(303);
    expect(
      new URL(visitor.headers.get('location') ?? '', 'http://site.test').searchParams.get('step'),
    ).toBe('confirm');
    expect(logged(fetch)).toEqual([]);
    await expect(postChoice({ intent: 'choose', package: 'GOLD' }, true)).resolves.toEqual({
      chooseError: 'Please choose a service package',
    });
    await expect(postChoice({ intent: 'choose' }, true)).resolves.toEqual({
      chooseError: 'Please choose a service package',
    });
    expect(logged(fetch)).toEqual([]);
  });

  it('sends a visitor who chose to log in first, coming back to the confirmation', async () => {
    const path = `/service-selection${BASE}&step=confirm&package=STANDARD`;
    const location = await Promise.resolve(
      serviceLoader({
        request: new Request(`http://site.test${path}`),
        context: { apiOrigin: 'http://api.test' },
        params: {},
      } as never),
    ).then(
      () => '',
      (thrown: Response) => thrown.headers.get('location') ?? '',
    );
    const login = new URL(location, 'http://site.test');
    expect(login.pathname).toBe('/login');
    const back = new URL(login.searchParams.get('redirect') ?? '', 'http://site.test');
    expect(back.pathname).toBe('/service-selection');
    expect(Object.fromEntries(back.searchParams)).toEqual({
      from: FROM,
      fromPayType: 'P',
      crumbs: '工作台>升级',
      step: 'confirm',
      package: 'STANDARD',
    });
  });
});

describe('service selection: confirming', () => {
  const CONFIRM = `${BASE}&step=confirm&package=STANDARD`;

  /** The request the action sent to apps/api: its body and headers. */
  const posted = (fetch: ReturnType<typeof fakeApi>) => {
    const index = fetch.mock.calls.findIndex(([, init]) => init?.method === 'POST');
    return { body: callOf(fetch, index).body, headers: headersOf(fetch.mock.calls[index] ?? []) };
  };

  it('shows the package and its price, and stores a purchase with the note', async () => {
    const user = userEvent.setup();
    const { site, fetch } = renderPage(MAIN_USER, { query: CONFIRM, current: 'STANDARD' });
    const card = await screen.findByRole('region', { name: '确认您选择的套餐' });
    const facts = card.querySelector('dl') as HTMLElement;
    expect(facts.textContent).toContain('标准版');
    expect(facts.textContent).toContain('人民币 19,800.00/年');
    expect(facts.textContent).toContain('实时检索、受益所有人图谱');
    await user.type(screen.getByRole('textbox', { name: /备注/ }), ' 五个账号 ');
    await user.click(screen.getByRole('button', { name: '确认购买' }));
    await screen.findByRole('heading', { name: '已收到您的购买申请' });
    const { body, headers } = posted(fetch);
    expect(body).toEqual({ packageCode: 'STANDARD', kind: 'purchase', note: '五个账号' });
    expect(headers).toMatchObject({
      cookie: 'kyc_session=u___tok___sec',
      origin: 'http://site.test',
    });
    const done = new URL(site.location(), 'http://site.test').searchParams;
    expect(Object.fromEntries(done)).toEqual({
      from: FROM,
      fromPayType: 'P',
      crumbs: '工作台>升级',
      step: 'done',
      reference: 'SR-20261125-0042',
    });
  });

  it('lets a user who may not see prices request a call from the account manager', async () => {
    const user = userEvent.setup();
    const { fetch } = renderPage(MANAGER, { query: CONFIRM, current: 'TRIAL' });
    const card = await screen.findByRole('region', { name: '确认您选择的套餐' });
    expect(card.textContent).toContain('价格请咨询您的客户经理');
    expect(card.textContent).not.toContain('19,800');
    expect(screen.queryByRole('button', { name: '确认购买' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '申请客户经理联系我' }));
    await screen.findByRole('heading', { name: '已通知您的客户经理' });
    expect(posted(fetch).body).toEqual({ packageCode: 'STANDARD', kind: 'account-manager' });
  });

  it("shows apps/api's refusal and its message beside the note, staying on the step", async () => {
    const user = userEvent.setup();
    const { site } = renderPage(MAIN_USER, {
      query: CONFIRM,
      create: { status: 400, body: { errors: { note: '长度不能超过500个字符' } } },
    });
    await user.click(await screen.findByRole('button', { name: '确认购买' }));
    expect(await screen.findByText('长度不能超过500个字符')).toBeTruthy();
    expect(site.location()).toBe(`/service-selection${CONFIRM}`);
    cleanup();
    const refused = renderPage(MAIN_USER, {
      query: CONFIRM,
      create: {
        status: 403,
        body: { code: 'PURCHASE_NOT_ALLOWED', message: '请申请客户经理联系您' },
      },
    });
    await user.click(await screen.findByRole('button', { name: '确认购买' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请申请客户经理联系您');
    expect(refused.site.location()).toBe(`/service-selection${CONFIRM}`);
  });

  it('works as a plain form post: stored, it redirects to the done step in the page language', async () => {
    const fetch = fakeApi({ user: MAIN_USER });
    vi.stubGlobal('fetch', fetch);
    const response = (await serviceAction({
      request: new Request(`http://site.test/service-selection${CONFIRM}&lang=en`, {
        method: 'POST',
        headers: {
          cookie: 'kyc_session=u___tok___sec',
          origin: 'http://site.test',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ package: 'STANDARD', kind: 'purchase', note: '' }).toString(),
      }),
      context: { apiOrigin: 'http://api.test' },
    })) as Response;
    // 303: the browser asks for the done step with a GET, so a reload never posts again.
    expect(response.status).toBe(303);
    const done = new URL(response.headers.get('location') ?? '', 'http://site.test');
    expect(done.pathname).toBe('/service-selection');
    expect(Object.fromEntries(done.searchParams)).toEqual({
      from: FROM,
      fromPayType: 'P',
      crumbs: '工作台>升级',
      step: 'done',
      reference: 'SR-20261125-0042',
      lang: 'en',
    });
    expect(posted(fetch).body).toEqual({ packageCode: 'STANDARD', kind: 'purchase' });
  });

  it('without JavaScript, answers a refusal with the note as typed', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({
        user: MAIN_USER,
        create: { status: 400, body: { errors: { note: 'Too long' } } },
      }),
    );
    const answer = await serviceAction({
      request: new Request(`http://site.test/service-selection${CONFIRM}`, {
        method: 'POST',
        headers: {
          cookie: 'kyc_session=u___tok___sec',
          origin: 'http://site.test',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({
          intent: 'confirm',
          package: 'STANDARD',
          kind: 'purchase',
          note: ' Five users ',
        }).toString(),
      }),
      context: { apiOrigin: 'http://api.test' },
    });
    expect(answer).toEqual({ noteError: 'Too long', message: '', note: 'Five users' });
  });

  it('goes back to the choice with the package kept', async () => {
    renderPage(MAIN_USER, { query: CONFIRM, current: 'TRIAL' });
    const change = await screen.findByRole('link', { name: '重新选择套餐' });
    const params = new URL(change.getAttribute('href') ?? '', 'http://site.test').searchParams;
    expect(params.get('package')).toBe('STANDARD');
    expect(params.get('step')).toBeNull();
    expect(params.get('from')).toBe(FROM);
  });

  it('falls back to the choice for a package that does not exist', async () => {
    renderPage(MAIN_USER, { query: `${BASE}&step=confirm&package=GOLD`, current: 'STANDARD' });
    await screen.findByRole('radio', { name: /标准版/ });
    expect(screen.queryByRole('heading', { name: '确认您选择的套餐' })).toBeNull();
  });
});

describe('service selection: done', () => {
  const DONE = `${BASE}&step=done&reference=SR-20261125-0042`;

  it('shows the stored reference and leads back to from, its query intact', async () => {
    renderPage(MAIN_USER, { query: DONE });
    expect(await screen.findByRole('heading', { name: '已收到您的购买申请' })).toBeTruthy();
    expect(screen.getByText('SR-20261125-0042')).toBeTruthy();
    expect(screen.getByText('人民币 19,800.00/年')).toBeTruthy();
    expect(screen.getByText('2026年11月25日 10:03:04')).toBeTruthy();
    const back = screen.getByRole('link', { name: '返回原页面' });
    expect(back.getAttribute('href')).toBe(FROM);
    expect(screen.getByRole('listitem', { current: 'step' }).textContent).toContain('完成');
  });

  it('says so in English, with the way back keeping the language', async () => {
    renderPage(MANAGER, { query: `${DONE}&lang=en` });
    expect(
      await screen.findByRole('heading', {
        name: 'Your account manager has been asked to call you',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to where you were' }).getAttribute('href')).toBe(
      `${FROM}&lang=en`,
    );
    expect(document.body.textContent).not.toContain('CNY');
  });

  it("says a reference that is not the user's was not found, and offers the choice again", async () => {
    renderPage(MAIN_USER, { query: `${BASE}&step=done&reference=SR-20991231-9999` });
    expect((await screen.findByRole('alert')).textContent).toBe(
      '没有找到这个申请，请重新选择套餐。',
    );
    expect(screen.getByRole('radio', { name: /标准版/ })).toBeTruthy();
  });
});

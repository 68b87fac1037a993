// @vitest-environment jsdom

import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DETAILS } from '../../lib/account/_test/enterpriseDetails';
import { fakeFetch, headersOf, renderInSite } from '../../lib/account/_test/harness';
import { REPORT_KIND_FIXTURES, reportOrderFixture } from '../../lib/account/_test/reports';
import type { ReportCatalogue, ReportOrder } from '../../lib/account/reports';
import type { PublicUser } from '../../lib/session.server';
import EnterpriseDetailsPage from '../../routes/account/enterprise-details';
import {
  action as enterpriseAction,
  loader as enterpriseLoader,
} from '../../routes/account/enterprise-details.server';
import LiveSearch from '../../routes/account/live-search';
import {
  action as searchAction,
  loader as searchLoader,
} from '../../routes/account/live-search.server';

const SESSION = 'kyc_session=u-1___tok-1___sec-1';
const ORIGIN = 'http://site.test';
const KEY = DETAILS.company.keyNo;
const context = { nonce: 'n', apiOrigin: 'http://api.test', analyticsOrigin: '' };

const KINDS = REPORT_KIND_FIXTURES;
const CREDITS: ReportCatalogue = {
  pricesVisible: false,
  billing: 'credits',
  balance: 20,
  kinds: KINDS,
};
const INVOICED: ReportCatalogue = {
  pricesVisible: true,
  billing: 'invoice',
  balance: null,
  kinds: KINDS.map((kind) => ({ ...kind, price: kind.code === 'ubo' ? 500 : 200 })),
};

const order = reportOrderFixture;

interface Api {
  catalogue?: ReportCatalogue;
  orders?: ReportOrder[];
  /** The answer to the order itself. */
  placed?: { status: number; body: unknown };
  /** The answers to `GET /webapi/saas/reports/orders/<id>`, by id. */
  byId?: Record<number, { status?: number; body: unknown }>;
}

/** apps/api behind the loaders and the action. */
function api({ catalogue = CREDITS, orders = [], placed, byId = {} }: Api = {}) {
  return fakeFetch((url, init) => {
    const one = /\/reports\/orders\/(\d+)$/.exec(url);
    if (one) return byId[Number(one[1])] ?? { status: 404, body: { code: 'NOT_FOUND' } };
    if (url.includes('/webapi/saas/enterprise/')) return { body: DETAILS };
    if (url.endsWith('/webapi/saas/reports/catalogue')) return { body: catalogue };
    if (url.includes('/webapi/saas/reports/orders') && init.method === 'POST')
      return placed ?? { status: 201, body: order(7, init.json as Partial<ReportOrder>) };
    if (url.includes('/webapi/saas/reports/orders'))
      return {
        body: {
          items: orders,
          nextBefore: null,
          billing: catalogue.billing,
          balance: catalogue.balance,
        },
      };
    return { body: { ok: true } };
  });
}

/** A request as the browser sends it to the site: the session, and for a POST its origin. */
function siteRequest(request: Request, body?: FormData) {
  const url = new URL(request.url);
  return new Request(`${ORIGIN}${url.pathname}${url.search}`, {
    method: request.method,
    headers: body ? { cookie: SESSION, origin: ORIGIN } : { cookie: SESSION },
    body,
  });
}

const USER = { uuid: 'u-1', loginName: 'demo_formal_90', duplicateOrderRemind: 'Y' } as PublicUser;

/** The desktop's company view inside live search, with the real loader and action. */
function renderDesktop(path: string, locale: 'zh-CN' | 'en' = 'en', user: PublicUser = USER) {
  return renderInSite(
    [
      {
        id: 'liveSearch',
        path: 'live-search',
        loader: ({ request }) => searchLoader({ request: siteRequest(request), context }),
        action: async ({ request }) =>
          searchAction({ request: siteRequest(request, await request.formData()), context }),
        Component: LiveSearch as never,
      },
      { id: 'myReports', path: 'my-reports', Component: () => <p>my reports</p> },
    ],
    { path, locale, user },
  );
}

/** The phone's company page, with the real loader and action. */
function renderPhone(path: string, locale: 'zh-CN' | 'en' = 'zh-CN') {
  return renderInSite(
    [
      {
        id: 'enterpriseDetails',
        path: 'enterprise-details',
        loader: ({ request }) => enterpriseLoader({ request: siteRequest(request), context }),
        action: async ({ request }) =>
          enterpriseAction({ request: siteRequest(request, await request.formData()), context }),
        Component: EnterpriseDetailsPage as never,
      },
    ],
    { path, locale, user: USER, variant: 'mobile' },
  );
}

const section = async (name: string) => screen.findByRole('region', { name });

/** The JSON body a recorded fetch call sent. */
const jsonBodyOf = (call: unknown[] | undefined) =>
  JSON.parse(String(((call?.[1] ?? {}) as RequestInit).body)) as unknown;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ordering a report from a company page', () => {
  it('lists each kind in words with its credits, the balance and the report language', async () => {
    vi.stubGlobal('fetch', api());
    renderDesktop(`/live-search?q=lion&id=${KEY}&lang=en`);
    const order = await section('Order a report');
    const kinds = within(order).getAllByRole('radio');
    expect(kinds.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Company reportRegister data, shareholders, officers1 credit',
      'Beneficial-ownership reportThe ownership map and each beneficial owner explained2 credits',
    ]);
    expect((kinds[0] as HTMLInputElement).checked).toBe(true);
    expect(within(order).getByText('Your balance: 20 credits.')).toBeTruthy();
    expect(within(order).getByText(/A PDF report on Royal Lion Shipping Limited/)).toBeTruthy();
    // The report's language starts as the page's.
    expect(within(order).getByRole('combobox', { name: 'Report language' })).toHaveProperty(
      'value',
      'en',
    );
  });

  it('shows prices to a post-pay user who may see them, invoiced rather than a balance', async () => {
    vi.stubGlobal('fetch', api({ catalogue: INVOICED }));
    renderPhone(`/enterprise-details?keyNo=${KEY}`);
    const order = await section('订购报告');
    expect(within(order).getByText('人民币 500.00')).toBeTruthy();
    expect(within(order).getByText('人民币 200.00')).toBeTruthy();
    expect(within(order).queryByText(/点/)).toBeNull();
    expect(within(order).getByText('报告费用计入账户账单。')).toBeTruthy();
    await userEvent.setup().click(within(order).getByRole('radio', { name: /受益所有人报告/ }));
    await userEvent.setup().click(within(order).getByRole('button', { name: '下一步' }));
    expect(
      within(order).getByText(
        '确认为皇家獅航運有限公司订购受益所有人报告？人民币 500.00将计入账户账单。',
      ),
    ).toBeTruthy();
  });

  it('confirms the cost and the balance after, then orders and says where the report will be', async () => {
    const fetch = api();
    vi.stubGlobal('fetch', fetch);
    const site = renderDesktop(`/live-search?q=lion&id=${KEY}&lang=en`);
    const order = await section('Order a report');
    const user = userEvent.setup();
    await user.click(within(order).getByRole('radio', { name: /Beneficial-ownership report/ }));
    await user.click(within(order).getByRole('button', { name: 'Continue' }));
    expect(
      within(order).getByText(
        'Order the beneficial-ownership report for Royal Lion Shipping Limited for 2 credits? Balance after: 18 credits.',
      ),
    ).toBeTruthy();
    expect(within(order).getByText('Report language: English.')).toBeTruthy();
    // Nothing was ordered yet: choosing is the browser's. (The page's op log may post.)
    const orderPosts = () =>
      fetch.mock.calls.filter(
        ([url, init]) =>
          String(url).includes('/reports/orders') && (init as RequestInit)?.method === 'POST',
      );
    expect(orderPosts()).toEqual([]);

    await user.click(within(order).getByRole('button', { name: 'Order' }));
    const done = await within(order).findByText('Report ordered: number KYC20261125100007');
    expect(done.closest('[role="status"]')).toBeTruthy();
    expect(within(order).getByRole('link', { name: 'Go to My reports' }).getAttribute('href')).toBe(
      '/my-reports?lang=en',
    );
    const posts = () =>
      fetch.mock.calls.filter(([, init]) => (init as RequestInit)?.method === 'POST');
    // From the browser, through the site's /webapi proxy, as the account's other forms post.
    const placed = posts().find(([url]) => url === '/webapi/saas/reports/orders');
    expect(jsonBodyOf(placed)).toEqual({
      keyNo: KEY,
      kind: 'ubo',
      language: 'en',
    });
    expect(headersOf(placed ?? [])).toMatchObject({ 'accept-language': 'en' });
    // The order is in the operation log (sent after its 300 ms), after the company's opening.
    await waitFor(() =>
      expect(
        posts()
          .filter(([url]) => String(url).endsWith('/webapi/saas/user/op-log/save'))
          .map((call) => jsonBodyOf(call)),
      ).toContainEqual({ opType: 'order_report', relId: KEY }),
    );
    // The balance and the orders are asked again: the catalogue, read twice now.
    await waitFor(() =>
      expect(
        fetch.mock.calls.filter(([url]) => String(url).endsWith('/reports/catalogue')).length,
      ).toBe(2),
    );
    // The page and its search stay where they were.
    expect(site.location()).toBe(`/live-search?q=lion&id=${KEY}&lang=en`);
  });

  it('orders in the language chosen, not only the page’s', async () => {
    const fetch = api();
    vi.stubGlobal('fetch', fetch);
    renderPhone(`/enterprise-details?keyNo=${KEY}`);
    const order = await section('订购报告');
    const user = userEvent.setup();
    await user.selectOptions(within(order).getByRole('combobox', { name: '报告语言' }), 'en');
    await user.click(within(order).getByRole('button', { name: '下一步' }));
    expect(
      within(order).getByText(
        '确认为皇家獅航運有限公司订购企业信用报告，扣除 1 点？订购后余额：19 点。',
      ),
    ).toBeTruthy();
    expect(within(order).getByText('报告语言：英文。')).toBeTruthy();
    await user.click(within(order).getByRole('button', { name: '确认订购' }));
    await within(order).findByText('报告已订购：编号 KYC20261125100007');
    const placed = fetch.mock.calls.find(
      ([url, init]) =>
        String(url).endsWith('/reports/orders') && (init as RequestInit)?.method === 'POST',
    );
    expect(jsonBodyOf(placed)).toMatchObject({
      kind: 'company',
      language: 'en',
    });
  });

  it('says when the balance does not cover the report, with the way to the plan page', async () => {
    vi.stubGlobal('fetch', api({ catalogue: { ...CREDITS, balance: 1 } }));
    renderDesktop(`/live-search?q=lion&id=${KEY}&lang=en`);
    const order = await section('Order a report');
    const user = userEvent.setup();
    await user.click(within(order).getByRole('radio', { name: /Beneficial-ownership report/ }));
    await user.click(within(order).getByRole('button', { name: 'Continue' }));
    expect(
      within(order).getByText('Your balance (1 credit) does not cover this report (2 credits).'),
    ).toBeTruthy();
    expect(
      within(order)
        .getByRole('link', { name: 'Add credits or change your plan' })
        .getAttribute('href'),
    ).toBe(
      `/service-selection?from=${encodeURIComponent(`/live-search?q=lion&id=${KEY}&lang=en`)}&lang=en`,
    );
    expect(within(order).queryByRole('button', { name: 'Order' })).toBeNull();
    // Back to the choice, without a reload.
    await user.click(within(order).getByRole('link', { name: 'Back' }));
    expect(within(order).getByRole('button', { name: 'Continue' })).toBeTruthy();
  });

  it('shows the API’s refusal in its words, with the way on', async () => {
    vi.stubGlobal(
      'fetch',
      api({
        placed: {
          status: 409,
          body: {
            code: 'INSUFFICIENT_CREDITS',
            message: 'Not enough credits: this report costs 2, your balance is 0',
          },
        },
      }),
    );
    renderDesktop(`/live-search?q=lion&id=${KEY}&lang=en`);
    const order = await section('Order a report');
    const user = userEvent.setup();
    await user.click(within(order).getByRole('button', { name: 'Continue' }));
    await user.click(within(order).getByRole('button', { name: 'Order' }));
    const refusal = await within(order).findByRole('alert');
    expect(refusal.textContent).toContain(
      'Not enough credits: this report costs 2, your balance is 0',
    );
    expect(
      within(refusal).getByRole('link', { name: 'Add credits or change your plan' }),
    ).toBeTruthy();
  });

  it('reminds a user who asked for it of the same report ordered before', async () => {
    vi.stubGlobal('fetch', api({ orders: [order(3, { status: 'ready' })] }));
    renderDesktop(`/live-search?q=lion&id=${KEY}&lang=en`);
    const panel = await section('Order a report');
    expect(
      within(panel).getByText('Reports on this company you ordered before: 1.', { exact: false }),
    ).toBeTruthy();
    const user = userEvent.setup();
    // Another kind: no reminder.
    await user.click(within(panel).getByRole('button', { name: 'Continue' }));
    expect(within(panel).queryByText(/You already ordered/)).toBeNull();
    await user.click(within(panel).getByRole('link', { name: 'Back' }));
    await user.click(within(panel).getByRole('radio', { name: /Beneficial-ownership report/ }));
    await user.click(within(panel).getByRole('button', { name: 'Continue' }));
    expect(
      within(panel).getByText(
        'You already ordered this report for this company on 25 Nov 2026 10:03:04 (report KYC20261125100003).',
      ),
    ).toBeTruthy();
    expect(within(panel).getByText('Order it again?')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Order' })).toBeTruthy();
  });

  it('does not remind a user who did not ask to be reminded', async () => {
    vi.stubGlobal('fetch', api({ orders: [order(3, { status: 'ready' })] }));
    renderDesktop(`/live-search?q=lion&id=${KEY}&lang=en`, 'en', {
      ...USER,
      duplicateOrderRemind: 'N',
    });
    const panel = await section('Order a report');
    const user = userEvent.setup();
    await user.click(within(panel).getByRole('radio', { name: /Beneficial-ownership report/ }));
    await user.click(within(panel).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Order' })).toBeTruthy());
    expect(within(panel).queryByText(/You already ordered/)).toBeNull();
  });
});

describe('the order section without JavaScript', () => {
  const post = (fields: Record<string, string>, query = `q=lion&id=${KEY}&lang=en`) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    return new Request(`${ORIGIN}/live-search?${query}`, {
      method: 'POST',
      headers: { cookie: SESSION, origin: ORIGIN },
      body,
    });
  };
  /** Where a 303 of the action sends the browser. */
  const locationOf = (answer: unknown) => {
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(303);
    return (answer as Response).headers.get('location');
  };

  it('answers the choice with a redirect to the page confirming it, placing nothing', async () => {
    const fetch = api();
    vi.stubGlobal('fetch', fetch);
    const answer = await searchAction({
      request: post({ intent: 'review', keyNo: KEY, kind: 'ubo', language: 'zh-CN' }),
      context,
    });
    expect(locationOf(answer)).toBe(
      `/live-search?q=lion&id=${KEY}&lang=en&report=ubo&reportLanguage=zh-CN#report-order`,
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses an unknown kind in words; places a known one, logs it and redirects to the page naming it', async () => {
    vi.stubGlobal('fetch', api());
    await expect(
      searchAction({
        request: post({ intent: 'order', keyNo: KEY, kind: 'gold', language: 'en' }),
        context,
      }),
    ).resolves.toEqual({
      refusal: { code: 'INVALID', message: 'Choose a report and its language, then try again.' },
    });
    const fetch = api();
    vi.stubGlobal('fetch', fetch);
    const answer = await searchAction({
      request: post(
        { intent: 'order', keyNo: KEY, kind: 'company', language: 'en' },
        // The step being confirmed is in the address; the redirect leaves it behind.
        `q=lion&id=${KEY}&report=company&reportLanguage=en`,
      ),
      context,
    });
    expect(locationOf(answer)).toBe(`/live-search?q=lion&id=${KEY}&ordered=7#report-order`);
    const [placed, logged] = fetch.mock.calls;
    expect(String(placed?.[0])).toBe('http://api.test/webapi/saas/reports/orders');
    expect(jsonBodyOf(placed)).toEqual({ keyNo: KEY, kind: 'company', language: 'en' });
    // The browser's origin goes along: apps/api takes cookie writes from the site's pages only.
    expect(headersOf(placed ?? [])).toMatchObject({ cookie: SESSION, origin: ORIGIN });
    expect(String(logged?.[0])).toBe('http://api.test/webapi/saas/user/op-log/save');
    expect(jsonBodyOf(logged)).toEqual({ opType: 'order_report', relId: KEY });
    expect(headersOf(logged ?? [])).toMatchObject({ cookie: SESSION, origin: ORIGIN });
    expect(fetch.mock.calls).toHaveLength(2);
  });

  it('answers a refusal in the API’s words, without a redirect', async () => {
    vi.stubGlobal(
      'fetch',
      api({
        placed: { status: 409, body: { code: 'PLAN_EXPIRED', message: 'Your plan has ended' } },
      }),
    );
    await expect(
      searchAction({
        request: post({ intent: 'order', keyNo: KEY, kind: 'ubo', language: 'en' }),
        context,
      }),
    ).resolves.toEqual({ refusal: { code: 'PLAN_EXPIRED', message: 'Your plan has ended' } });
  });

  it('shows the choice named by the address as the confirmation, with the way back to the choice', async () => {
    vi.stubGlobal('fetch', api());
    renderDesktop(`/live-search?q=lion&id=${KEY}&lang=en&report=ubo&reportLanguage=zh-CN`);
    const panel = await section('Order a report');
    await within(panel).findByText(
      'Order the beneficial-ownership report for Royal Lion Shipping Limited for 2 credits? Balance after: 18 credits.',
    );
    expect(within(panel).getByText('Report language: Chinese.')).toBeTruthy();
    const form = within(panel).getByRole('button', { name: 'Order' }).closest('form');
    expect(form?.getAttribute('method')).toBe('post');
    const fields = Object.fromEntries(new FormData(form as HTMLFormElement));
    expect(fields).toEqual({ intent: 'order', keyNo: KEY, kind: 'ubo', language: 'zh-CN' });
    expect(within(panel).getByRole('link', { name: 'Back' }).getAttribute('href')).toBe(
      `/live-search?q=lion&id=${KEY}&lang=en#report-order`,
    );
  });

  it('names the order the address carries, read back from apps/api, and only this company’s', async () => {
    const fetch = api({
      byId: {
        7: { body: order(7, { keyNo: KEY }) },
        8: { body: order(8, { keyNo: 'f'.repeat(32) }) },
        9: { status: 404, body: { code: 'NOT_FOUND', message: 'No such order' } },
      },
    });
    vi.stubGlobal('fetch', fetch);
    renderDesktop(`/live-search?q=lion&id=${KEY}&lang=en&ordered=7`);
    const panel = await section('Order a report');
    const done = await within(panel).findByText('Report ordered: number KYC20261125100007');
    expect(done.closest('[role="status"]')).toBeTruthy();
    // Showing the result orders nothing (the page's own operation log may post its view).
    const orderPosts = fetch.mock.calls.filter(
      ([url, init]) =>
        (init as RequestInit)?.method === 'POST' && String(url).includes('/reports/orders'),
    );
    expect(orderPosts).toEqual([]);
    for (const id of [8, 9]) {
      cleanup();
      renderDesktop(`/live-search?q=lion&id=${KEY}&lang=en&ordered=${id}`);
      const other = await section('Order a report');
      await within(other).findByRole('button', { name: 'Continue' });
      expect(within(other).queryByText(/Report ordered/)).toBeNull();
    }
  });
});

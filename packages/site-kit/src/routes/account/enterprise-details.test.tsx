// @vitest-environment jsdom

import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DETAILS } from '../../lib/account/_test/enterpriseDetails';
import { callOf, fakeFetch, renderInSite } from '../../lib/account/_test/harness';
import { type CompanyView, companyView } from '../../lib/account/companyView';
import { searchHref } from '../../lib/account/searchQuery';
import type { CompanyHistory } from '../../lib/account/types';
import EnterpriseDetailsPage, { meta } from './enterprise-details';
import { loader } from './enterprise-details.server';

const SESSION = 'kyc_session=u-1___tok-1___sec-1';
const KEY = DETAILS.company.keyNo;
const HOLDER = 'f270dc4c7c8bf6fdccf05344bbf8edc1';
const context = { nonce: 'n', apiOrigin: 'http://api.test', analyticsOrigin: '' };

function args(path: string, cookie?: string) {
  const request = new Request(`http://site.test${path}`, { headers: cookie ? { cookie } : {} });
  return { request, context, params: {} } as never;
}

/** The mobile page with the real loader, as a logged-in user's browser asks for it. */
function renderPage(path: string, locale: 'zh-CN' | 'en' = 'zh-CN') {
  return renderInSite(
    [
      {
        id: 'enterpriseDetails',
        path: 'enterprise-details',
        loader: ({ request }) => {
          const url = new URL(request.url);
          return loader(args(`${url.pathname}${url.search}`, SESSION));
        },
        Component: EnterpriseDetailsPage as never,
      },
      { id: 'liveSearch', path: 'live-search', Component: () => <p>live search</p> },
    ],
    { path, locale, user: { uuid: 'u-1', loginName: 'demo_mfa' }, variant: 'mobile' },
  );
}

const OTHER = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';

/** The company's change history, as apps/api answers it. */
const HISTORY: CompanyHistory = {
  keyNo: KEY,
  items: [
    {
      field: 'Entity.LegalName',
      before: '深圳旧名有限公司',
      after: '深圳新名有限公司',
      source: 'lei2.csv',
      format: 'gleif-lei',
      sourceDate: '2024-05-01T00:00:00Z',
      seenAt: '2024-05-02T00:00:00Z',
    },
  ],
};

/** apps/api's answer at the threshold asked for, with an officer who holds a role elsewhere. */
const apiAnswers = (url: string) =>
  url.includes('/history')
    ? { body: HISTORY }
    : url.includes('/webapi/saas/enterprise/')
      ? {
          body: {
            ...DETAILS,
            company: { ...DETAILS.company, refreshedAt: '2024-05-02T18:30:00Z' },
            beneficialOwnership: {
              threshold: Number(new URL(url).searchParams.get('threshold') ?? 25),
              fallbackApplied: false,
            },
            relations: [
              {
                keyNo: 'e1',
                name: 'Robert Tan',
                nameEn: 'Robert Tan',
                roles: [
                  {
                    keyNo: OTHER,
                    name: '深圳甲科技有限公司',
                    nameEn: 'Shenzhen Jia Technology Co., Ltd.',
                    position: '董事',
                    positionEn: 'Director',
                    percent: null,
                  },
                ],
              },
            ],
          },
        }
      : { body: { ok: true } };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the enterprise-details loader', () => {
  it('sends a visitor to log in and back', async () => {
    const fetch = fakeFetch(apiAnswers);
    vi.stubGlobal('fetch', fetch);
    let location = '';
    try {
      loader(args(`/enterprise-details?keyNo=${KEY}&lang=en`));
    } catch (error) {
      location = error instanceof Response ? (error.headers.get('location') ?? '') : '';
    }
    expect(location).toBe(
      `/login?redirect=${encodeURIComponent(`/enterprise-details?keyNo=${KEY}`)}&lang=en`,
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks apps/api for the company with the session, streaming the answer', async () => {
    const fetch = fakeFetch(apiAnswers);
    vi.stubGlobal('fetch', fetch);
    const data = loader(args(`/enterprise-details?keyNo=${KEY.toUpperCase()}&q=acme`, SESSION));
    expect(data.meta).toMatchObject({ name: 'enterpriseDetails', title: '企业详情' });
    expect(data.query).toEqual({ keyNo: KEY, q: 'acme', threshold: 25, invalid: false });
    expect(data.searchLabels.search).toBeTruthy();
    expect(data.details).toBeInstanceOf(Promise);
    // The company arrives in words: the formatters ran here, in the loader.
    await expect(data.details).resolves.toEqual({
      ok: true,
      data: companyView(
        apiAnswers(`http://api.test/webapi/saas/enterprise/${KEY}?threshold=25`).body as never,
        {
          labels: data.page.labels,
          locale: 'zh-CN',
          dash: data.common.dash,
          history: HISTORY,
        },
      ),
    });
    const view = ((await data.details) as { data: CompanyView }).data;
    expect(view.facts).toContainEqual([data.page.labels.incorporated, '2011年3月4日']);
    // The history is read with the company, and said in words with both dates.
    expect(view.history).toEqual([
      {
        key: '0:Entity.LegalName',
        change: '法定名称：深圳旧名有限公司 → 深圳新名有限公司',
        dates: '来源日期 2024年5月1日 · 导入于 2024年5月2日',
      },
    ]);
    expect(callOf(fetch, 1).url).toBe(`http://api.test/webapi/saas/enterprise/${KEY}/history`);
    expect(callOf(fetch).url).toBe(`http://api.test/webapi/saas/enterprise/${KEY}?threshold=25`);
    expect(callOf(fetch).init.headers).toMatchObject({ cookie: SESSION });
  });

  it.each([
    [404, { code: 'COMPANY_NOT_FOUND', message: '未找到该企业' }, false],
    [401, { code: 'UNAUTHORIZED', message: '登录状态已失效，请重新登录' }, true],
  ])('turns a %i into a message', async (status, body, loginRequired) => {
    vi.stubGlobal(
      'fetch',
      fakeFetch(() => ({ status, body })),
    );
    const data = loader(args(`/enterprise-details?keyNo=${KEY}`, SESSION));
    await expect(data.details).resolves.toEqual({
      ok: false,
      message: body.message,
      loginRequired,
    });
  });

  it.each([
    ['threshold=10', 10],
    ['threshold=50', 50],
    ['threshold=0', 25],
    ['threshold=x', 25],
    ['', 25],
  ])('asks apps/api for the owners at the URL’s threshold (%j)', async (param, threshold) => {
    const fetch = fakeFetch(apiAnswers);
    vi.stubGlobal('fetch', fetch);
    const data = loader(args(`/enterprise-details?keyNo=${KEY}&${param}`, SESSION));
    expect(data.query.threshold).toBe(threshold);
    await data.details;
    expect(callOf(fetch).url).toBe(
      `http://api.test/webapi/saas/enterprise/${KEY}?threshold=${threshold}`,
    );
  });

  it('asks nothing without a company, or with a keyNo no company could have', () => {
    const fetch = fakeFetch(apiAnswers);
    vi.stubGlobal('fetch', fetch);
    expect(loader(args('/enterprise-details', SESSION))).toMatchObject({
      details: null,
      query: { keyNo: '', invalid: false },
    });
    expect(loader(args('/enterprise-details?keyNo=../../admin', SESSION))).toMatchObject({
      details: null,
      query: { keyNo: '', invalid: true },
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('lets search engines index the page, with its canonical address and description', () => {
    const loaderData = loader(args('/enterprise-details?lang=en', SESSION));
    const root = {
      id: 'root',
      loaderData: { locale: 'en', origin: 'https://kyc.test', chrome: { siteName: 'KYC Global' } },
    };
    const tags = meta({
      loaderData,
      matches: [root],
      location: { pathname: '/enterprise-details' },
    } as never);
    expect(tags).not.toContainEqual({ name: 'robots', content: 'noindex' });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://kyc.test/enterprise-details?lang=en',
    });
    expect(tags).toContainEqual({ name: 'description', content: loaderData.page.description });
  });
});

describe('the mobile enterprise-details page', () => {
  it('reads English first on the English page, people in the map included, owners listed once', async () => {
    vi.stubGlobal('fetch', fakeFetch(apiAnswers));
    renderPage(`/enterprise-details?keyNo=${KEY}&lang=en`, 'en');
    expect(
      await screen.findByRole('heading', {
        name: 'Royal Lion Shipping Limited (皇家獅航運有限公司)',
      }),
    ).toBeTruthy();
    await screen.findByRole('group', { name: 'Equity structure' });
    const svg = document.querySelector('.kyc-ownership__svg') as unknown as HTMLElement;
    expect(within(svg).getAllByText('Gao Lei').length).toBeGreaterThan(0);
    expect(within(svg).queryByText('高磊')).toBeNull();
    // One list of owners: the explained one (the map's table is hidden by account.css).
    expect(screen.getAllByRole('heading', { name: 'Beneficial owners' })).toHaveLength(1);
    expect(
      screen
        .getByRole('table', { name: 'Effective ownership of natural persons' })
        .closest('.account-company__map'),
    ).not.toBeNull();
  });

  it("shows a GLEIF company's other names and headquarters address, in each language's words", async () => {
    const gleif = (url: string) => {
      const answer = apiAnswers(url);
      if (!url.includes('/webapi/saas/enterprise/') || url.includes('/history')) return answer;
      const body = answer.body as typeof DETAILS;
      return {
        body: {
          ...body,
          company: {
            ...body.company,
            dataSource: 'gleif',
            headquartersAddress: '88 Century Avenue, Shanghai, CN',
            otherNames: [
              {
                name: 'Royal Lion Shipping Limited',
                language: 'en',
                type: 'ALTERNATIVE_LANGUAGE_LEGAL_NAME',
              },
              {
                name: 'Royal Lion Trading House',
                language: 'en',
                type: 'TRADING_OR_OPERATING_NAME',
              },
              {
                name: 'Huangjia Shi Hangyun',
                language: 'en',
                type: 'PREFERRED_ASCII_TRANSLITERATED_LEGAL_NAME',
              },
            ],
          },
        },
      };
    };
    vi.stubGlobal('fetch', fakeFetch(gleif));
    renderPage(`/enterprise-details?keyNo=${KEY}`);
    expect(await screen.findByText('总部地址')).toBeTruthy();
    expect(screen.getByText('88 Century Avenue, Shanghai, CN')).toBeTruthy();
    expect(screen.getByText('其他名称及音译名称')).toBeTruthy();
    // The English name is shown already: only the names the page does not show yet.
    expect(
      screen.getByText('Royal Lion Trading House（经营名称）；Huangjia Shi Hangyun（音译名称）'),
    ).toBeTruthy();
    cleanup();

    renderPage(`/enterprise-details?keyNo=${KEY}&lang=en`, 'en');
    expect(await screen.findByText('Headquarters address')).toBeTruthy();
    expect(screen.getByText('88 Century Avenue, Shanghai, CN')).toBeTruthy();
    expect(screen.getByText('Other and transliterated names')).toBeTruthy();
    expect(
      screen.getByText(
        'Royal Lion Trading House (trading name); Huangjia Shi Hangyun (transliteration)',
      ),
    ).toBeTruthy();
  });

  it('shows the company, its shareholders as cards and the map, and logs the visit', async () => {
    const fetch = fakeFetch(apiAnswers);
    vi.stubGlobal('fetch', fetch);
    renderPage(`/enterprise-details?keyNo=${KEY}&q=acme`);
    expect(await screen.findByRole('heading', { level: 1, name: '企业详情' })).toBeTruthy();
    expect(
      await screen.findByRole('heading', {
        name: '皇家獅航運有限公司 (Royal Lion Shipping Limited)',
      }),
    ).toBeTruthy();
    const holders = (
      screen.getByRole('heading', { name: '股东' }).parentElement as HTMLElement
    ).querySelector('ul') as HTMLElement;
    expect(within(holders).getAllByRole('listitem')).toHaveLength(2);
    expect(
      within(holders)
        .getByRole('link', { name: /宁波达景信息技术有限公司/ })
        .getAttribute('href'),
    ).toBe(`/enterprise-details?keyNo=${HOLDER}&q=acme`);
    // The map's code arrives after the page's: it hydrates on its own.
    expect(await screen.findByRole('group', { name: '股权结构' })).toBeTruthy();
    expect(await screen.findByText(/双指张合缩放/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回检索结果' }).getAttribute('href')).toBe(
      searchHref({ q: 'acme' }),
    );
    await waitFor(() =>
      expect(
        fetch.mock.calls.some((_call, i) => callOf(fetch, i).url.endsWith('/op-log/save')),
      ).toBe(true),
    );
    const log = fetch.mock.calls.findIndex((_call, i) =>
      callOf(fetch, i).url.endsWith('/op-log/save'),
    );
    expect(callOf(fetch, log).body).toEqual({ opType: 'open_company', relId: KEY });
  });

  it('changes the threshold in the URL, asks apps/api again and logs it; links keep it', async () => {
    const fetch = fakeFetch(apiAnswers);
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    const site = renderPage(`/enterprise-details?keyNo=${KEY}&q=acme&threshold=20`);
    const select = (await screen.findByRole('combobox', { name: '持股阈值' })) as HTMLSelectElement;
    expect(select.value).toBe('20');
    const form = select.closest('form') as HTMLFormElement;
    // Without script: a GET to this page with its own parameters kept.
    expect(form.getAttribute('action')).toBe('/enterprise-details');
    expect(
      [...form.querySelectorAll<HTMLInputElement>('input[type=hidden]')].map((input) => [
        input.name,
        input.value,
      ]),
    ).toEqual([
      ['keyNo', KEY],
      ['q', 'acme'],
    ]);
    // The officer's other company opens on the phone's page, with the search and threshold kept.
    const relations = screen.getByRole('heading', { name: '人员关联企业' })
      .parentElement as HTMLElement;
    expect(
      within(relations.querySelector('ul') as HTMLElement)
        .getByRole('link', { name: /深圳甲科技有限公司/ })
        .getAttribute('href'),
    ).toBe(`/enterprise-details?keyNo=${OTHER}&q=acme&threshold=20`);

    await user.selectOptions(select, '50');
    await waitFor(() =>
      expect(site.location()).toBe(`/enterprise-details?keyNo=${KEY}&q=acme&threshold=50`),
    );
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: '持股阈值' }) as HTMLSelectElement).value).toBe(
        '50',
      ),
    );
    const asked = fetch.mock.calls
      .map((_call, i) => callOf(fetch, i).url)
      .filter((url) => url.includes('/webapi/saas/enterprise/') && !url.endsWith('/history'));
    expect(asked).toEqual([
      `http://api.test/webapi/saas/enterprise/${KEY}?threshold=20`,
      `http://api.test/webapi/saas/enterprise/${KEY}?threshold=50`,
    ]);
    await waitFor(() =>
      expect(
        fetch.mock.calls
          .map((_call, i) => callOf(fetch, i))
          .filter((call) => call.url.endsWith('/op-log/save'))
          .map((call) => call.body),
      ).toContainEqual({ opType: 'set_threshold', relId: KEY }),
    );
  });

  it('shows apps/api’s message when the company cannot be shown', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch((url) =>
        url.includes('/enterprise/')
          ? { status: 404, body: { code: 'COMPANY_NOT_FOUND', message: 'Company not found' } }
          : { body: { ok: true } },
      ),
    );
    renderPage(`/enterprise-details?keyNo=${KEY}&lang=en`, 'en');
    expect((await screen.findByRole('alert')).textContent).toContain('Company not found');
    expect(screen.getByRole('link', { name: 'Go to live search' }).getAttribute('href')).toBe(
      '/live-search?lang=en',
    );
  });

  it('offers the search without a company, and searches in live search', async () => {
    const fetch = fakeFetch(apiAnswers);
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    const site = renderPage('/enterprise-details?keyNo=nope');
    expect(await screen.findByRole('heading', { name: '查找企业' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('该企业编号无效');
    const box = screen.getByRole('searchbox');
    expect(box.getAttribute('enterkeyhint')).toBe('search');
    await user.type(box, '瑞远{Enter}');
    await screen.findByText('live search');
    expect(site.location()).toBe(searchHref({ q: '瑞远' }));
    expect(fetch).not.toHaveBeenCalled();
  });
});

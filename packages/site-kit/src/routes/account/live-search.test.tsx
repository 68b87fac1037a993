// @vitest-environment jsdom

import { formatShares } from '@kyc/formatters';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callOf, fakeFetch, renderInSite } from '../../lib/account/_test/harness';
import { utilityPageData } from '../../lib/account/page.server';
import { readSearchQuery } from '../../lib/account/searchQuery';
import type { ApiCompany } from '../../lib/account/types';
import { getContent } from '../../lib/content.server';
import LiveSearch from './live-search';
import { loader as liveSearchLoader } from './live-search.server';

const TOTAL = 45;
/** The search for `common` finds more than apps/api counts (its cap): it answers 1,000, capped. */
const COUNT_CAP = 1000;
const companyAt = (index: number): ApiCompany => ({
  keyNo: index.toString(16).padStart(32, '0'),
  name: `测试企业${index + 1}有限公司`,
  nameZh: `测试企业${index + 1}有限公司`,
  nameEn: `Test Company ${index + 1} Ltd.`,
  jurisdiction: 'CN',
  regNo: `1100000000${index}`,
  status: '存续',
  statusEn: 'Active',
  established: '2014-10-09',
  registeredCapital: '500万元人民币',
  capitalCurrency: 'CNY',
  // The first is a joint-stock company with its shares, the second a limited-liability one
  // (no shares), the rest say nothing of their form.
  legalForm: index === 0 ? 'joint-stock' : index === 1 ? 'limited' : null,
  shareCount: index === 0 ? 123_456_789 : null,
});
const companies: ApiCompany[] = Array.from({ length: TOTAL }, (_, index) => companyAt(index));

/** apps/api's answer to a search, from the list above. */
function answerOf(params: URLSearchParams) {
  const query = readSearchQuery(params);
  const start = (query.page - 1) * query.pageSize;
  const answer = {
    q: query.q,
    page: query.page,
    pageSize: query.pageSize,
    matchedBy: 'name' as const,
  };
  if (query.q === 'common') {
    const end = Math.min(start + query.pageSize, COUNT_CAP);
    return {
      ...answer,
      total: COUNT_CAP,
      totalIsCapped: true,
      items: Array.from({ length: Math.max(0, end - start) }, (_, index) =>
        companyAt(start + index),
      ),
    };
  }
  const matching = query.q === 'none' ? [] : companies;
  return {
    ...answer,
    total: matching.length,
    totalIsCapped: false,
    items: matching.slice(start, start + query.pageSize),
  };
}

/** A loader standing in for the real one: the same shape, answered from the list above. */
function loader({ request }: { request: Request }) {
  const params = new URL(request.url).searchParams;
  const query = readSearchQuery(params);
  return {
    ...utilityPageData(request, '/live-search'),
    detailLabels: getContent('zh-CN').pages['/enterprise-details'].labels,
    query,
    search: query.q ? { ok: true as const, data: answerOf(params) } : null,
    details: null,
  };
}

/** apps/api behind the site's /webapi proxy, as the browser reaches it. */
const browserApi = (url: string) =>
  url.startsWith('/webapi/saas/search?')
    ? { body: answerOf(new URL(url, 'http://site.test').searchParams) }
    : { body: { ok: true } };

function renderSearch(
  path: string,
  variant: 'desktop' | 'mobile' = 'desktop',
  locale: 'zh-CN' | 'en' = 'zh-CN',
) {
  return renderInSite(
    [{ id: 'liveSearch', path: 'live-search', loader, Component: LiveSearch as never }],
    {
      path,
      locale,
      user: { uuid: 'u-1', loginName: 'demo_formal' },
      variant,
    },
  );
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
/** The cell of a result row under a column heading. */
function cellOf(row: HTMLElement | undefined, heading: string): string {
  const headings = within(screen.getByRole('table'))
    .getAllByRole('columnheader')
    .map((th) => th.textContent);
  const cell = within(row as HTMLElement).getAllByRole('cell')[headings.indexOf(heading)];
  return cell?.textContent ?? '';
}
const selectValue = (label: string) => (screen.getByLabelText(label) as HTMLSelectElement).value;
const optionsOf = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((option) => `${option.getAttribute('value')}=${option.textContent}`);
const noFetch = () =>
  vi.stubGlobal(
    'fetch',
    fakeFetch(() => ({ body: { ok: true } })),
  );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('live search', () => {
  it('shows a page of results with 20 rows by default, and pages through the URL', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch(() => ({ body: { ok: true } })),
    );
    const user = userEvent.setup();
    const site = renderSearch('/live-search?q=%E6%B5%8B%E8%AF%95');
    expect(await screen.findByRole('heading', { name: '共 45 条结果' })).toBeTruthy();
    expect(rows()).toHaveLength(20);
    // Compact rows: the page language's name is the link, the other language's under it.
    const first = screen.getByRole('link', { name: '测试企业1有限公司' });
    expect(first.closest('td')?.textContent).toBe('测试企业1有限公司Test Company 1 Ltd.');
    expect(first.closest('td')?.querySelector('.kyc-company')).toBeNull();

    await user.click(screen.getByRole('button', { name: '第 3 页' }));
    await waitFor(() => expect(site.location()).toBe('/live-search?q=%E6%B5%8B%E8%AF%95&page=3'));
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(screen.getByRole('button', { name: '第 3 页' }).getAttribute('aria-current')).toBe(
      'page',
    );

    await user.selectOptions(screen.getByLabelText('每页条数'), '50');
    await waitFor(() =>
      expect(site.location()).toBe('/live-search?q=%E6%B5%8B%E8%AF%95&pageSize=50'),
    );
    await waitFor(() => expect(rows()).toHaveLength(45));
    expect(
      within(screen.getByLabelText('每页条数'))
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['10', '20', '50', '80', '100']);
  });

  it('says "more than 1,000 results" when apps/api stopped counting, in both languages', async () => {
    noFetch();
    renderSearch('/live-search?q=common');
    expect(await screen.findByRole('heading', { name: '超过 1,000 条结果' })).toBeTruthy();
    expect(screen.getByRole('table', { name: '超过 1,000 条结果' })).toBeTruthy();
    expect(rows()).toHaveLength(20);
    cleanup();
    renderSearch('/live-search?q=common&lang=en', 'desktop', 'en');
    expect(await screen.findByRole('heading', { name: 'More than 1,000 results' })).toBeTruthy();
  });

  it('searches once typing settles, keeping the query in the URL', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch(() => ({ body: { ok: true } })),
    );
    const user = userEvent.setup();
    const site = renderSearch('/live-search');
    await user.type(await screen.findByRole('searchbox'), 'Test');
    await waitFor(() => expect(site.location()).toBe('/live-search?q=Test'));
    expect(await screen.findByRole('heading', { name: '共 45 条结果' })).toBeTruthy();
  });

  it('records the search in the operation log', async () => {
    const fetch = fakeFetch(() => ({ body: { ok: true } }));
    vi.stubGlobal('fetch', fetch);
    renderSearch('/live-search?q=acme');
    await screen.findByRole('heading', { name: '共 45 条结果' });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1), { timeout: 2000 });
    expect(callOf(fetch, 0).url).toBe('/webapi/saas/user/op-log/save');
    expect(callOf(fetch, 0).body).toEqual({
      opType: 'search',
      relId: 'acme',
    });
  });

  it('says nothing matched, without an empty table and pager under it', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch(() => ({ body: { ok: true } })),
    );
    renderSearch('/live-search?q=none');
    expect(await screen.findByText(/未找到匹配的企业/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: '下一页' })).toBeNull();
  });

  it('puts the English name first on English pages', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch(() => ({ body: { ok: true } })),
    );
    renderSearch('/live-search?q=%E6%B5%8B%E8%AF%95&lang=en', 'desktop', 'en');
    const first = await screen.findByRole('link', { name: 'Test Company 1 Ltd.' });
    expect(first.closest('td')?.textContent).toBe('Test Company 1 Ltd.测试企业1有限公司');
  });

  it('shows the filter bar with the URL’s filters and sort, in a plain GET form', async () => {
    noFetch();
    renderSearch(
      '/live-search?q=acme&jurisdiction=HK&status=active&companyType=joint-stock&sort=established-desc',
    );
    await screen.findByRole('heading', { name: '共 45 条结果' });
    expect(selectValue('注册地')).toBe('HK');
    expect(selectValue('经营状态')).toBe('active');
    expect(selectValue('企业类型')).toBe('joint-stock');
    expect(selectValue('排序')).toBe('established-desc');
    expect(optionsOf('注册地')).toEqual([
      '=全部注册地',
      'CN=中国大陆',
      'HK=中国香港',
      'SG=新加坡',
      'GB=英国',
      'US=美国',
    ]);
    expect(optionsOf('经营状态')[0]).toBe('=全部状态');
    expect(optionsOf('企业类型')).toEqual([
      '=全部类型',
      'limited=有限责任公司',
      'joint-stock=股份有限公司（非上市）',
      'listed=上市公司',
    ]);
    expect(optionsOf('排序')).toEqual([
      'relevance=相关度',
      'established-desc=成立日期（新→旧）',
      'established-asc=成立日期（旧→新）',
      'capital-desc=注册资本（高→低）',
      'capital-asc=注册资本（低→高）',
    ]);
    // Without JavaScript the search button sends the box and the bar as a GET of the same URL.
    const form = screen.getByRole('search') as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/live-search');
    expect([...new FormData(form).entries()].map(([name, value]) => `${name}=${value}`)).toEqual([
      'q=acme',
      'jurisdiction=HK',
      'status=active',
      'companyType=joint-stock',
      'sort=established-desc',
    ]);
  });

  it('keeps the language and page size in the GET form of an English page', async () => {
    noFetch();
    renderSearch('/live-search?q=acme&pageSize=50&lang=en', 'desktop', 'en');
    await screen.findByRole('heading', { name: '45 results' });
    const form = screen.getByRole('search') as HTMLFormElement;
    expect(Object.fromEntries(new FormData(form))).toEqual({
      q: 'acme',
      lang: 'en',
      pageSize: '50',
      jurisdiction: '',
      status: '',
      companyType: '',
      sort: 'relevance',
    });
    expect(optionsOf('Sort by')[1]).toBe('established-desc=Newest companies first');
    expect(optionsOf('Jurisdiction')[0]).toBe('=All jurisdictions');
  });

  it('searches at once when a filter or the sort changes, from page 1, all in the URL', async () => {
    noFetch();
    const user = userEvent.setup();
    const site = renderSearch('/live-search?q=acme&page=3&sort=capital-desc');
    await screen.findByRole('heading', { name: '共 45 条结果' });
    expect(selectValue('排序')).toBe('capital-desc');
    expect(screen.queryByRole('link', { name: '清除筛选条件' })).toBeNull();

    await user.selectOptions(screen.getByLabelText('经营状态'), 'active');
    await waitFor(() =>
      expect(site.location()).toBe('/live-search?q=acme&status=active&sort=capital-desc'),
    );
    await waitFor(() => expect(rows()).toHaveLength(20));
    await user.selectOptions(screen.getByLabelText('排序'), 'established-asc');
    await waitFor(() =>
      expect(site.location()).toBe('/live-search?q=acme&status=active&sort=established-asc'),
    );
    expect(selectValue('经营状态')).toBe('active');

    // Clearing the filters keeps the words and the sort. The router's state changes before
    // React renders it (a transition): wait for the link to carry the new sort, as a person would.
    const clear = () => screen.getByRole('link', { name: '清除筛选条件' });
    await waitFor(() =>
      expect(clear().getAttribute('href')).toBe('/live-search?q=acme&sort=established-asc'),
    );
    await user.click(clear());
    await waitFor(() => expect(site.location()).toBe('/live-search?q=acme&sort=established-asc'));
    expect(selectValue('经营状态')).toBe('');
  });

  it('shows a joint-stock company’s shares and says a limited company has none', async () => {
    noFetch();
    renderSearch('/live-search?q=acme');
    await screen.findByRole('heading', { name: '共 45 条结果' });
    expect(cellOf(rows()[0], '股本')).toBe(formatShares(123_456_789, { locale: 'zh-CN' }));
    expect(cellOf(rows()[0], '股本')).toBe('123,456,789股');
    expect(cellOf(rows()[1], '股本')).toBe('有限责任公司，无股本');
    expect(cellOf(rows()[2], '股本')).toBe('-');
  });

  it('says the same in English', async () => {
    noFetch();
    renderSearch('/live-search?q=acme&lang=en', 'desktop', 'en');
    await screen.findByRole('heading', { name: '45 results' });
    expect(cellOf(rows()[0], 'Shares')).toBe('123,456,789 shares');
    expect(cellOf(rows()[1], 'Shares')).toBe('Limited company: no shares');
  });

  it('shows the results in the page, without a box to scroll inside', async () => {
    noFetch();
    renderSearch('/live-search?q=acme');
    await screen.findByRole('heading', { name: '共 45 条结果' });
    const table = screen.getByRole('table');
    const box = table.closest('.kyc-table__scroll') as HTMLElement;
    expect(box.style.height).toBe('');
    expect(table.closest('[tabindex]')).toBeNull();
    expect(within(table).getAllByRole('row')).toHaveLength(21);
  });

  it('offers to clear the filters when nothing matches with them', async () => {
    noFetch();
    const user = userEvent.setup();
    const site = renderSearch('/live-search?q=none&status=revoked&sort=capital-asc');
    const notice = (await screen.findByText(/当前筛选条件下没有匹配的企业/)).closest(
      '.account-notice',
    ) as HTMLElement;
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(within(notice).getByRole('link', { name: '清除筛选条件' }));
    await waitFor(() => expect(site.location()).toBe('/live-search?q=none&sort=capital-asc'));
    // Without filters the page suggests other words instead.
    expect(await screen.findByText(/请检查拼写/)).toBeTruthy();
  });

  it('the loader asks apps/api with the URL’s filters and sort', async () => {
    const fetch = fakeFetch(() => ({ body: answerOf(new URLSearchParams('q=acme')) }));
    vi.stubGlobal('fetch', fetch);
    const request = new Request(
      'http://site.test/live-search?q=acme&page=2&jurisdiction=cn&status=active&companyType=listed&sort=capital-desc&pageSize=7',
      { headers: { cookie: 'kyc_session=u-1___tok-1___sec-1' } },
    );
    const context = { nonce: 'n', apiOrigin: 'http://api.test', analyticsOrigin: '' };
    const data = await liveSearchLoader({ request, context, params: {} } as never);
    expect(callOf(fetch, 0).url).toBe(
      'http://api.test/webapi/saas/search?q=acme&page=2&pageSize=20&jurisdiction=CN&status=active&companyType=listed&sort=capital-desc',
    );
    expect(data.query).toMatchObject({ jurisdiction: 'CN', sort: 'capital-desc', pageSize: 20 });
  });
});

describe('live search on the mobile app', () => {
  const cards = () => within(screen.getByRole('list', { name: /条结果/ })).getAllByRole('listitem');

  it('shows cards instead of the table, each opening the mobile company page', async () => {
    vi.stubGlobal('fetch', fakeFetch(browserApi));
    renderSearch('/live-search?q=%E6%B5%8B%E8%AF%95', 'mobile');
    expect(await screen.findByRole('heading', { name: '共 45 条结果' })).toBeTruthy();
    // The cards' code arrives after the page's.
    await screen.findByRole('list', { name: /条结果/ });
    expect(screen.queryByRole('table')).toBeNull();
    expect(cards()).toHaveLength(20);
    // The page language's name first, the other under it, both in the card's link.
    const link = screen.getByRole('link', { name: '测试企业2有限公司 Test Company 2 Ltd.' });
    expect(link.getAttribute('href')).toBe(
      `/enterprise-details?keyNo=${companies[1]?.keyNo}&q=%E6%B5%8B%E8%AF%95`,
    );
    expect(
      within(cards()[0] as HTMLElement).getByText('中国大陆 · 存续 · 成立日期 2014年10月9日'),
    ).toBeTruthy();
    // Shares: counted for a joint-stock company, none for a limited one.
    expect(within(cards()[0] as HTMLElement).getByText('123,456,789股')).toBeTruthy();
    expect(within(cards()[1] as HTMLElement).getByText('有限责任公司，无股本')).toBeTruthy();
  });

  it('folds the filter bar under the search box, open when the URL has filters', async () => {
    const fetch = fakeFetch(browserApi);
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderSearch('/live-search?q=acme&status=active&sort=established-desc', 'mobile');
    await screen.findByRole('list', { name: /条结果/ });
    const fold = screen.getByText('筛选与排序（已选 2 项）').closest('details');
    expect(fold?.open).toBe(true);
    expect(selectValue('经营状态')).toBe('active');
    // Further pages keep the filters and sort.
    await user.click(screen.getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(cards()).toHaveLength(40));
    const searches = fetch.mock.calls
      .map((_call, index) => callOf(fetch, index))
      .filter((call) => call.url.startsWith('/webapi/saas/search'));
    expect(searches.map((call) => call.url)).toEqual([
      '/webapi/saas/search?q=acme&page=2&pageSize=20&status=active&sort=established-desc',
    ]);
  });

  it('keeps the filter bar folded when the URL has none', async () => {
    vi.stubGlobal('fetch', fakeFetch(browserApi));
    renderSearch('/live-search?q=acme', 'mobile');
    await screen.findByRole('list', { name: /条结果/ });
    expect(screen.getByText('筛选与排序').closest('details')?.open).toBe(false);
  });

  it('loads more at the bottom without leaving the page, until every result is shown', async () => {
    const fetch = fakeFetch(browserApi);
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    const site = renderSearch('/live-search?q=acme', 'mobile');
    await screen.findByRole('heading', { name: '共 45 条结果' });
    expect(await screen.findByText('已显示 20 / 45 条')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(cards()).toHaveLength(40));
    expect(screen.getByText('已显示 40 / 45 条')).toBeTruthy();
    // The first new card takes the focus, so the reader carries on from there.
    await waitFor(() =>
      expect(document.activeElement?.textContent).toContain('测试企业21有限公司'),
    );

    await user.click(screen.getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(cards()).toHaveLength(45));
    expect(screen.getByText('已显示全部 45 条')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '加载更多' })).toBeNull();
    expect(new Set(cards().map((card) => card.textContent)).size).toBe(45);
    expect(site.location()).toBe('/live-search?q=acme');
    // Each further page came from apps/api with the stored user's headers.
    const searches = fetch.mock.calls
      .map((_call, index) => callOf(fetch, index))
      .filter((call) => call.url.startsWith('/webapi/saas/search'));
    expect(searches.map((call) => call.url)).toEqual([
      '/webapi/saas/search?q=acme&page=2&pageSize=20',
      '/webapi/saas/search?q=acme&page=3&pageSize=20',
    ]);
  });

  it('keeps the cards and offers a retry when a load fails', async () => {
    let down = true;
    vi.stubGlobal(
      'fetch',
      fakeFetch((url) =>
        down && url.startsWith('/webapi/saas/search')
          ? { status: 502, body: { error: 'down' } }
          : browserApi(url),
      ),
    );
    const user = userEvent.setup();
    renderSearch('/live-search?q=acme', 'mobile');
    await user.click(await screen.findByRole('button', { name: '加载更多' }));
    expect((await screen.findByRole('alert')).textContent).toContain('网络异常，请稍后重试。');
    expect(cards()).toHaveLength(20);
    down = false;
    await user.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(cards()).toHaveLength(40));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says "more than 1,000" on the cards when apps/api stopped counting, to the last page', async () => {
    vi.stubGlobal('fetch', fakeFetch(browserApi));
    renderSearch('/live-search?q=common', 'mobile');
    expect(await screen.findByRole('heading', { name: '超过 1,000 条结果' })).toBeTruthy();
    expect(await screen.findByText('已显示 20 / 超过 1,000 条')).toBeTruthy();
    cleanup();
    renderSearch('/live-search?q=common&lang=en', 'mobile', 'en');
    expect(await screen.findByRole('heading', { name: 'More than 1,000 results' })).toBeTruthy();
    expect(await screen.findByText('Showing 20 of more than 1,000')).toBeTruthy();
    cleanup();
    // The last page apps/api gives: the first 1,000 are shown, never "all".
    renderSearch('/live-search?q=common&page=50', 'mobile');
    expect(await screen.findByText('已显示前 1,000 条，缩小检索范围可查看其余结果')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '加载更多' })).toBeNull();
    cleanup();
    renderSearch('/live-search?q=common&page=50&lang=en', 'mobile', 'en');
    expect(
      await screen.findByText('Showing the first 1,000: narrow the search to see the others'),
    ).toBeTruthy();
  });

  it("offers SPEC §9's page sizes as the size of each load", async () => {
    vi.stubGlobal('fetch', fakeFetch(browserApi));
    const user = userEvent.setup();
    const site = renderSearch('/live-search?q=acme', 'mobile');
    const size = (await screen.findByLabelText('每次加载条数')) as HTMLSelectElement;
    expect(
      within(size)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['10', '20', '50', '80', '100']);
    expect(size.value).toBe('20');
    await user.selectOptions(size, '50');
    await waitFor(() => expect(site.location()).toBe('/live-search?q=acme&pageSize=50'));
    await waitFor(() => expect(cards()).toHaveLength(45));
    expect(screen.getByText('已显示全部 45 条')).toBeTruthy();
  });

  it('gives the search box the search key of a phone keyboard', async () => {
    renderSearch('/live-search', 'mobile');
    const box = await screen.findByRole('searchbox');
    expect(box.getAttribute('enterkeyhint')).toBe('search');
    expect(box.getAttribute('type')).toBe('search');
  });

  it('says so when nothing matches', async () => {
    vi.stubGlobal('fetch', fakeFetch(browserApi));
    renderSearch('/live-search?q=none', 'mobile');
    expect(await screen.findByText(/未找到匹配的企业/)).toBeTruthy();
    expect(screen.queryByRole('list', { name: /条结果/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '加载更多' })).toBeNull();
  });
});

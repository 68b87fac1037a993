// @vitest-environment jsdom

import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callOf, fakeFetch, renderInSite } from '../../lib/account/_test/harness';
import { utilityPageData } from '../../lib/account/page.server';
import { readSearchQuery } from '../../lib/account/searchQuery';
import type { ApiCompany } from '../../lib/account/types';
import { getContent } from '../../lib/content.server';
import LiveSearch from './live-search';

const TOTAL = 45;
const companies: ApiCompany[] = Array.from({ length: TOTAL }, (_, index) => ({
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
}));

/** apps/api's answer to a search, from the list above. */
function answerOf(params: URLSearchParams) {
  const query = readSearchQuery(params);
  const matching = query.q === 'none' ? [] : companies;
  const start = (query.page - 1) * query.pageSize;
  return {
    q: query.q,
    page: query.page,
    pageSize: query.pageSize,
    total: matching.length,
    totalIsCapped: false,
    matchedBy: 'name' as const,
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
    await waitFor(() =>
      expect(site.location()).toBe('/live-search?q=%E6%B5%8B%E8%AF%95&page=3&pageSize=20'),
    );
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(screen.getByRole('button', { name: '第 3 页' }).getAttribute('aria-current')).toBe(
      'page',
    );

    await user.selectOptions(screen.getByLabelText('每页条数'), '50');
    await waitFor(() =>
      expect(site.location()).toBe('/live-search?q=%E6%B5%8B%E8%AF%95&page=1&pageSize=50'),
    );
    await waitFor(() => expect(rows()).toHaveLength(45));
    expect(
      within(screen.getByLabelText('每页条数'))
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['10', '20', '50', '80', '100']);
  });

  it('searches once typing settles, keeping the query in the URL', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch(() => ({ body: { ok: true } })),
    );
    const user = userEvent.setup();
    const site = renderSearch('/live-search');
    await user.type(await screen.findByRole('searchbox'), 'Test');
    await waitFor(() => expect(site.location()).toBe('/live-search?q=Test&page=1&pageSize=20'));
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
    const link = screen.getByRole('link', { name: /测试企业2有限公司 \(Test Company 2 Ltd\.\)/ });
    expect(link.getAttribute('href')).toBe(
      `/enterprise-details?keyNo=${companies[1]?.keyNo}&q=%E6%B5%8B%E8%AF%95`,
    );
    expect(
      within(cards()[0] as HTMLElement).getByText('中国大陆 · 存续 · 成立日期 2014年10月9日'),
    ).toBeTruthy();
  });

  it('loads more at the bottom without leaving the page, until every result is shown', async () => {
    const fetch = fakeFetch(browserApi);
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    const site = renderSearch('/live-search?q=acme&page=1&pageSize=20', 'mobile');
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
    expect(site.location()).toBe('/live-search?q=acme&page=1&pageSize=20');
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
    await waitFor(() => expect(site.location()).toBe('/live-search?q=acme&page=1&pageSize=50'));
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

// @vitest-environment jsdom

import { callOf, fakeFetch, renderInSite } from '@kyc/site-kit/lib/account/_test/harness.tsx';
import { utilityPageData } from '@kyc/site-kit/lib/account/page.server.ts';
import { readSearchQuery } from '@kyc/site-kit/lib/account/searchQuery.ts';
import type { ApiCompany } from '@kyc/site-kit/lib/account/types.ts';
import { getContent } from '@kyc/site-kit/lib/content.server.ts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

/** A loader standing in for the real one: the same shape, answered from the list above. */
function loader({ request }: { request: Request }) {
  const query = readSearchQuery(new URL(request.url).searchParams);
  const matching = query.q === 'none' ? [] : companies;
  const start = (query.page - 1) * query.pageSize;
  return {
    ...utilityPageData(request, '/live-search'),
    detailLabels: getContent('zh-CN').pages['/enterprise-details'].labels,
    query,
    search: query.q
      ? {
          ok: true as const,
          data: {
            q: query.q,
            page: query.page,
            pageSize: query.pageSize,
            total: matching.length,
            totalIsCapped: false,
            matchedBy: 'name' as const,
            items: matching.slice(start, start + query.pageSize),
          },
        }
      : null,
    details: null,
  };
}

function renderSearch(path: string) {
  return renderInSite(
    [{ id: 'liveSearch', path: 'live-search', loader, Component: LiveSearch as never }],
    {
      path,
      user: { uuid: 'u-1', loginName: 'demo_formal' },
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
    expect(
      screen.getByRole('link', { name: /测试企业1有限公司 \(Test Company 1 Ltd\.\)/ }),
    ).toBeTruthy();

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

  it('shows the empty text 暂无数据 when nothing matches', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch(() => ({ body: { ok: true } })),
    );
    renderSearch('/live-search?q=none');
    expect(await screen.findByRole('heading', { name: '共 0 条结果' })).toBeTruthy();
    expect(within(screen.getByRole('table')).getByText('暂无数据')).toBeTruthy();
  });
});

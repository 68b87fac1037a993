// @vitest-environment jsdom

import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DETAILS } from '../../lib/account/_test/enterpriseDetails';
import { fakeFetch, renderInSite } from '../../lib/account/_test/harness';
import { REPORT_KIND_FIXTURES, reportOrderFixture } from '../../lib/account/_test/reports';
import { utilityPageData } from '../../lib/account/page.server';
import { kindNames, type ReportOrder, type ReportOrdersPage } from '../../lib/account/reports';
import { settleOpLogs } from '../../lib/account/useOpLog';
import MyReports, { MY_REPORTS_POLL_MS } from './my-reports';
import { loader } from './my-reports.server';

const KEY = DETAILS.company.keyNo;
const order = (id: number, extra: Partial<ReportOrder> = {}): ReportOrder =>
  reportOrderFixture(id, {
    verifyCode: `CODE${id}`,
    language: 'zh-CN',
    status: 'ready',
    pages: 4,
    bytes: 120_000,
    sha256: 'ab',
    ...extra,
  });

/** The page with a stand-in loader answering `pages()` (read at each load), counting loads. */
function renderPage(
  pages: () => ReportOrdersPage,
  options: { locale?: 'zh-CN' | 'en'; variant?: 'desktop' | 'mobile'; before?: number } = {},
) {
  const locale = options.locale ?? 'zh-CN';
  const loads = { count: 0 };
  renderInSite(
    [
      {
        id: 'myReports',
        path: 'my-reports',
        loader: ({ request }) => {
          loads.count += 1;
          return {
            ...utilityPageData(request, '/my-reports'),
            orders: { ok: true, data: pages() },
            kindNames: kindNames(REPORT_KIND_FIXTURES, locale),
            before: options.before ?? null,
          };
        },
        Component: MyReports as never,
      },
    ],
    {
      path: `/my-reports${locale === 'en' ? '?lang=en' : ''}`,
      locale,
      variant: options.variant,
      user: { uuid: 'u-1', loginName: 'demo_formal_90' },
    },
  );
  return loads;
}

const page = (items: ReportOrder[], extra: Partial<ReportOrdersPage> = {}): ReportOrdersPage => ({
  items,
  nextBefore: null,
  billing: 'credits',
  balance: 18,
  ...extra,
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('my reports', () => {
  it('says each order’s status in words, with the PDF and verification only once ready', async () => {
    renderPage(
      () =>
        page([
          order(4, { status: 'received', readyAt: null }),
          order(3, { status: 'generating', kind: 'company', credits: 1 }),
          order(2, {
            status: 'failed',
            failureReason: 'The register could not be read',
            billing: 'invoice',
            credits: 0,
            invoiceNo: 'INV-000002',
          }),
          order(1),
        ]),
      { locale: 'en' },
    );
    const table = await screen.findByRole('table', { name: 'My reports' });
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(
      Array(4).fill('Royal Lion Shipping Limited'),
    );
    expect(cells(rows[0] as HTMLElement)).toEqual([
      'Beneficial-ownership report',
      '25 Nov 2026 10:03:04',
      'Received',
      '2 credits',
      'Report number KYC20261125100004Verification code CODE4',
      '-',
    ]);
    expect(cells(rows[1] as HTMLElement).slice(0, 4)).toEqual([
      'Company report',
      '25 Nov 2026 10:03:04',
      'Being generated',
      '1 credit',
    ]);
    expect(cells(rows[2] as HTMLElement).slice(2, 4)).toEqual([
      'Failed: The register could not be read',
      'Invoice INV-000002',
    ]);
    // The status is a live region: its change is announced.
    expect(
      within(rows[0] as HTMLElement)
        .getByText('Received')
        .getAttribute('aria-live'),
    ).toBe('polite');
    // Only the ready report has its PDF and the way to verify it.
    for (const row of rows.slice(0, 3)) {
      expect(within(row as HTMLElement).queryByRole('link', { name: 'Download PDF' })).toBeNull();
      expect(within(row as HTMLElement).queryByRole('link', { name: 'Verify' })).toBeNull();
    }
    const ready = rows[3] as HTMLElement;
    expect(within(ready).getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toBe(
      '/webapi/saas/reports/orders/1/pdf',
    );
    expect(within(ready).getByRole('link', { name: 'Verify' }).getAttribute('href')).toBe(
      '/verifydoc?reportNo=KYC20261125100001&code=CODE1&lang=en',
    );
    expect(
      within(ready).getByRole('link', { name: 'Royal Lion Shipping Limited' }).getAttribute('href'),
    ).toBe(`/live-search?id=${KEY}&lang=en`);
    expect(screen.getByText('Your balance: 18 credits.')).toBeTruthy();
    expect(
      screen.getByText('Statuses update by themselves while a report is being generated.'),
    ).toBeTruthy();
  });

  it('downloads through a plain link to apps/api, which logs the download itself', async () => {
    const fetch = fakeFetch(() => ({ body: { ok: true } }));
    vi.stubGlobal('fetch', fetch);
    renderPage(() => page([order(1)]));
    const link = await screen.findByRole('link', { name: '下载 PDF' });
    // The same link works without JavaScript: apps/api writes download_report as it sends it.
    expect(link.getAttribute('href')).toBe('/webapi/saas/reports/orders/1/pdf');
    expect(link.getAttribute('download')).toBe('KYC20261125100001.pdf');
    // jsdom does not download; the click is what counts.
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    // Whatever the page had waiting for the operation log is sent now: nothing, as a second
    // entry from the page would log the download twice.
    await settleOpLogs();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('op-log/save'))).toBe(false);
  });

  it('on a phone shows cards, companies opening on their own page', async () => {
    renderPage(() => page([order(1)], { billing: 'invoice', balance: null }), {
      variant: 'mobile',
    });
    const list = await screen.findByRole('list', { name: '我的报告' });
    const card = within(list).getByRole('listitem');
    expect(
      within(card).getByRole('link', { name: '皇家獅航運有限公司' }).getAttribute('href'),
    ).toBe(`/enterprise-details?keyNo=${KEY}`);
    expect(within(card).getByText('已生成')).toBeTruthy();
    expect(within(card).getByRole('link', { name: '下载 PDF' })).toBeTruthy();
    expect(screen.getByText('您的报告费用计入账户账单。')).toBeTruthy();
  });

  it('says how to order when there is nothing yet', async () => {
    renderPage(() => page([]), { locale: 'en' });
    expect(await screen.findByText('You have not ordered any reports yet.')).toBeTruthy();
    expect(screen.getByText(/find the company in Search, open it and choose/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find a company' }).getAttribute('href')).toBe(
      '/live-search?lang=en',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('pages to older orders and back to the newest', async () => {
    renderPage(() => page([order(30)], { nextBefore: 30 }), { before: 50 });
    expect((await screen.findByRole('link', { name: '更早的报告' })).getAttribute('href')).toBe(
      '/my-reports?before=30',
    );
    expect(screen.getByRole('link', { name: '回到最新' }).getAttribute('href')).toBe('/my-reports');
  });
});

describe('my reports updating by themselves', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });

  it('asks again every two seconds while an order is pending, and stops once none is', async () => {
    let status: ReportOrder['status'] = 'received';
    const loads = renderPage(() => page([order(1, { status }), order(0)]), { locale: 'en' });
    await screen.findByText('Received');
    const first = loads.count;
    status = 'generating';
    await act(() => vi.advanceTimersByTimeAsync(MY_REPORTS_POLL_MS + 10));
    await screen.findByText('Being generated');
    expect(loads.count).toBe(first + 1);
    status = 'ready';
    await act(() => vi.advanceTimersByTimeAsync(MY_REPORTS_POLL_MS + 10));
    await vi.waitFor(() =>
      expect(screen.getAllByRole('link', { name: 'Download PDF' })).toHaveLength(2),
    );
    const settled = loads.count;
    // Nothing pending: nothing asked, however long the page stays open.
    await act(() => vi.advanceTimersByTimeAsync(MY_REPORTS_POLL_MS * 5));
    expect(loads.count).toBe(settled);
    expect(screen.queryByText(/update by themselves/)).toBeNull();
  });

  it('asks nothing while the tab is hidden, and at once when it is shown again', async () => {
    let hidden = false;
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() =>
      hidden ? 'hidden' : 'visible',
    );
    const loads = renderPage(() => page([order(1, { status: 'generating' })]));
    await screen.findByText('生成中');
    const first = loads.count;
    hidden = true;
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await act(() => vi.advanceTimersByTimeAsync(MY_REPORTS_POLL_MS * 5));
    expect(loads.count).toBe(first);
    hidden = false;
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await vi.waitFor(() => expect(loads.count).toBe(first + 1));
  });
});

describe('the my-reports loader', () => {
  const SESSION = 'kyc_session=u-1___tok-1___sec-1';
  const context = { nonce: 'n', apiOrigin: 'http://api.test', analyticsOrigin: '' };

  it('asks for the page of orders before the cursor, with the kinds’ names', async () => {
    const fetch = fakeFetch((url) =>
      url.endsWith('/catalogue')
        ? {
            body: {
              pricesVisible: false,
              billing: 'credits',
              balance: 3,
              kinds: [
                { code: 'ubo', name: '受益所有人报告', nameEn: 'Beneficial-ownership report' },
              ],
            },
          }
        : { body: page([order(1)]) },
    );
    vi.stubGlobal('fetch', fetch);
    const request = new Request('http://site.test/my-reports?before=40&lang=en', {
      headers: { cookie: SESSION },
    });
    const data = await loader({ request, context });
    expect(String(fetch.mock.calls[0]?.[0])).toBe(
      'http://api.test/webapi/saas/reports/orders?before=40',
    );
    expect(data.kindNames).toEqual([['ubo', 'Beneficial-ownership report']]);
    expect(data.before).toBe(40);
    expect(data.orders).toMatchObject({ ok: true, data: { items: [{ id: 1 }] } });
  });

  it('sends a visitor to log in and back', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch(() => ({ body: {} })),
    );
    const request = new Request('http://site.test/my-reports');
    await expect(
      (async () => {
        try {
          await loader({ request, context });
        } catch (error) {
          throw (error as Response).headers.get('location');
        }
      })(),
    ).rejects.toBe(`/login?redirect=${encodeURIComponent('/my-reports')}`);
  });
});

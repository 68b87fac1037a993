// @vitest-environment jsdom

import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderInSite } from '../../lib/account/_test/harness';
import type { ReportCatalogue } from '../../lib/account/reports';
import { productsReportLoader } from './loaders.server';
import ProductsReport from './products-report';

const SESSION = 'kyc_session=u-1___tok-1___sec-1';
const context = { apiOrigin: 'http://api.test' };
const CATALOGUE: ReportCatalogue = {
  pricesVisible: true,
  billing: 'credits',
  balance: 20,
  kinds: [
    {
      code: 'company',
      name: '企业信用报告',
      nameEn: 'Company report',
      description: '工商登记信息',
      descriptionEn: 'Register data',
      credits: 1,
      price: 200,
      currency: 'CNY',
    },
    {
      code: 'ubo',
      name: '受益所有人报告',
      nameEn: 'Beneficial-ownership report',
      description: '股权穿透图',
      descriptionEn: 'The ownership map',
      credits: 2,
      price: 500,
      currency: 'CNY',
    },
  ],
};

function renderPage(path: string, cookie?: string) {
  return renderInSite(
    [
      {
        id: 'productsReport',
        path: 'products-report',
        loader: ({ request }) =>
          productsReportLoader({
            request: new Request(request.url, { headers: cookie ? { cookie } : {} }),
            context,
          }),
        Component: ProductsReport as never,
      },
    ],
    { path, locale: path.includes('lang=en') ? 'en' : 'zh-CN' },
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/products-report', () => {
  it('shows a signed-in visitor the reports with prices and credits, and the way to a company', async () => {
    const fetch = fakeFetch(() => ({ body: CATALOGUE }));
    vi.stubGlobal('fetch', fetch);
    renderPage('/products-report?lang=en', SESSION);
    const offer = await screen.findByRole('region', { name: 'Order a report' });
    const kinds = within(offer).getByRole('list', { name: 'Report' });
    expect(
      within(kinds)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Company reportRegister data1 credit · CNY 200.00',
      'Beneficial-ownership reportThe ownership map2 credits · CNY 500.00',
    ]);
    expect(within(offer).getByText('Your balance: 20 credits.')).toBeTruthy();
    expect(within(offer).getByRole('link', { name: 'Find the company' }).getAttribute('href')).toBe(
      '/live-search?lang=en',
    );
    expect(String(fetch.mock.calls[0]?.[0])).toBe('http://api.test/webapi/saas/reports/catalogue');
    // The marketing page itself is all there, the block after its hero.
    const h1 = screen.getByRole('heading', { level: 1 });
    const features = document.getElementById('features') as HTMLElement;
    expect(h1.compareDocumentPosition(offer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(offer.compareDocumentPosition(features) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows a visitor what it always did, asking apps/api nothing', async () => {
    const fetch = fakeFetch(() => ({ body: CATALOGUE }));
    vi.stubGlobal('fetch', fetch);
    renderPage('/products-report');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: '订购报告' })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('leaves the block out when apps/api cannot give the catalogue', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch(() => ({ status: 503, body: { code: 'DOWN', message: 'down' } })),
    );
    renderPage('/products-report', SESSION);
    await screen.findByRole('heading', { level: 1 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: '订购报告' })).toBeNull();
  });
});

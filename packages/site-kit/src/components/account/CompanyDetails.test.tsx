// @vitest-environment jsdom
import { getContent } from '@kyc/content';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { DETAILS } from '../../lib/account/_test/enterpriseDetails';
import { companyView } from '../../lib/account/companyView';
import type { EnterpriseDetails } from '../../lib/account/types';
import { FALLBACK_ROOT_DATA } from '../../lib/rootData';
import type { SiteVariant } from '../../lib/variant';
import { CompanyDetails } from './CompanyDetails';

function renderDetails(
  details: EnterpriseDetails,
  locale: 'zh-CN' | 'en' = 'zh-CN',
  variant: SiteVariant = 'desktop',
) {
  const labels = getContent(locale).pages['/enterprise-details'].labels;
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ ...FALLBACK_ROOT_DATA, locale, variant }),
      HydrateFallback: () => null,
      children: [
        {
          path: 'live-search',
          Component: () => (
            <CompanyDetails
              view={companyView(details, { labels, locale, dash: '-' })}
              labels={labels}
              locale={locale}
              dash="-"
              hrefOf={(keyNo) => `/live-search?id=${keyNo}`}
            />
          ),
        },
      ],
    },
  ]);
  render(<Stub initialEntries={['/live-search']} />);
}

afterEach(cleanup);

describe('CompanyDetails', () => {
  it('shows register data with the formatters: names, capital, dates', async () => {
    renderDetails(DETAILS);
    expect(
      await screen.findByRole('heading', {
        name: '皇家獅航運有限公司 (Royal Lion Shipping Limited)',
      }),
    ).toBeTruthy();
    expect(screen.getByText('港元 50,000,000.00 (50,000,000 HKD)')).toBeTruthy();
    expect(screen.getByText('2011年3月4日')).toBeTruthy();
    expect(screen.getByText('中国香港')).toBeTruthy();
  });

  it('lists shareholders with percentages and links to company holders', async () => {
    renderDetails(DETAILS);
    const table = (await screen.findByRole('heading', { name: '股东' }))
      .parentElement as HTMLElement;
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('9.69%'),
      expect.stringContaining('90.31%'),
    ]);
    expect(
      within(table)
        .getByRole('link', { name: /宁波达景信息技术有限公司/ })
        .getAttribute('href'),
    ).toBe('/live-search?id=f270dc4c7c8bf6fdccf05344bbf8edc1');
  });

  it('draws the ownership map from the API graph', async () => {
    renderDetails(DETAILS, 'en');
    expect(await screen.findByRole('heading', { name: 'Equity structure' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /Gao Lei|高磊/ }).length).toBeGreaterThan(0);
  });

  it.each(['desktop', 'mobile'] as const)(
    'lists the beneficial owners once, in the map’s table (%s)',
    async (variant) => {
      renderDetails(DETAILS, 'zh-CN', variant);
      await screen.findByRole('group', { name: '股权结构' });
      const owners = screen.getByRole('table', { name: '自然人有效持股' });
      expect(
        within(owners)
          .getAllByRole('row')
          .slice(1)
          .map((row) => row.textContent),
      ).toEqual(['高磊 (Gao Lei)9.69%否']);
      expect(screen.queryByRole('heading', { name: '受益所有人' })).toBeNull();
      // One UBO flag for 高磊: no second owners' table.
      expect(screen.getAllByText('否')).toHaveLength(1);
    },
  );

  it('keeps the owners’ own table for a company without a map', async () => {
    renderDetails({ ...DETAILS, graph: { nodes: [], edges: [] } } as EnterpriseDetails);
    const owners = (await screen.findByRole('heading', { name: '受益所有人' }))
      .parentElement as HTMLElement;
    expect(within(owners).getByText('高磊 (Gao Lei)')).toBeTruthy();
    expect(screen.queryByRole('table', { name: '自然人有效持股' })).toBeNull();
  });

  it('puts English names first on English pages, Chinese first on Chinese ones (SPEC §5)', async () => {
    renderDetails(DETAILS, 'en');
    expect(
      await screen.findByRole('heading', {
        name: 'Royal Lion Shipping Limited (皇家獅航運有限公司)',
      }),
    ).toBeTruthy();
    const holders = (screen.getByRole('heading', { name: 'Shareholders' }) as HTMLElement)
      .parentElement as HTMLElement;
    expect(within(holders).getByText('Gao Lei (高磊)')).toBeTruthy();
    // The map draws people in English and lists them English first.
    await screen.findByRole('group', { name: 'Equity structure' });
    const person = document.querySelector('.kyc-ownership__svg') as SVGSVGElement;
    expect(within(person as unknown as HTMLElement).getAllByText('Gao Lei').length).toBeGreaterThan(
      0,
    );
    expect(within(person as unknown as HTMLElement).queryByText('高磊')).toBeNull();
    expect(
      screen.getByRole('table', { name: 'Effective ownership of natural persons' }).textContent,
    ).toContain('Gao Lei (高磊)');
    cleanup();
    renderDetails(DETAILS, 'zh-CN');
    expect(
      await screen.findByRole('heading', {
        name: '皇家獅航運有限公司 (Royal Lion Shipping Limited)',
      }),
    ).toBeTruthy();
  });

  it('shows dashes instead of failing on a sparse answer', async () => {
    renderDetails({
      company: { keyNo: 'x', name: '' },
      graph: { nodes: [], edges: [] },
    } as unknown as EnterpriseDetails);
    expect(await screen.findByRole('heading', { name: '-' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '股权结构' })).toBeNull();
  });

  it('lists shareholders, owners and officers as cards on the mobile app', async () => {
    renderDetails(DETAILS, 'zh-CN', 'mobile');
    await screen.findByRole('heading', { name: '股东' });
    const section = (name: string) =>
      screen.getByRole('heading', { name }).parentElement as HTMLElement;
    expect(within(section('股东')).queryByRole('table')).toBeNull();
    const holders = within(section('股东')).getAllByRole('listitem');
    expect(holders).toHaveLength(2);
    expect(within(holders[0] as HTMLElement).getByText('高磊 (Gao Lei)')).toBeTruthy();
    expect(within(holders[0] as HTMLElement).getByText('持股比例').nextSibling?.textContent).toBe(
      '9.69%',
    );
    expect(
      within(holders[1] as HTMLElement)
        .getByRole('link', { name: /宁波达景信息技术有限公司/ })
        .getAttribute('href'),
    ).toBe('/live-search?id=f270dc4c7c8bf6fdccf05344bbf8edc1');
    expect(within(section('主要人员')).getByText('董事')).toBeTruthy();
    // The map stays, in a viewport sized for a phone (its code arrives after the page's), and
    // its table lists the beneficial owners.
    await screen.findByRole('group', { name: '股权结构' });
    expect(screen.getByRole('table', { name: '自然人有效持股' }).textContent).toContain(
      '高磊 (Gao Lei)',
    );
    const viewport = document.querySelector('.kyc-ownership__viewport') as HTMLElement;
    expect(viewport.style.height).toBe('360px');
  });

  it('shows a dash card list when a phone has nothing to list', async () => {
    renderDetails(
      { ...DETAILS, shareholders: [], beneficialOwners: [], executives: [] },
      'en',
      'mobile',
    );
    const holders = (await screen.findByRole('heading', { name: 'Shareholders' }))
      .parentElement as HTMLElement;
    expect(within(holders).queryByRole('list')).toBeNull();
    expect(within(holders).getByText('-')).toBeTruthy();
  });
});

// @vitest-environment jsdom
import { getContent } from '@kyc/content';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { EnterpriseDetails } from '../../lib/account/types';
import { CompanyDetails } from './CompanyDetails';

const DETAILS: EnterpriseDetails = {
  company: {
    keyNo: '572fef74102f9b232e5d5249c887a876',
    name: '皇家獅航運有限公司',
    nameZh: '皇家獅航運有限公司',
    nameEn: 'Royal Lion Shipping Limited',
    jurisdiction: 'HK',
    regNo: '3012345',
    uscc: null,
    lei: null,
    status: '仍註冊',
    statusEn: 'Live',
    registeredCapital: '50,000,000 HKD',
    capitalCurrency: 'HKD',
    capitalAmount: 50000000,
    established: '2011-03-04',
    legalRepresentative: null,
    address: '香港中環德輔道中1號',
  },
  executives: [
    {
      keyNo: 'e1',
      name: 'Robert Tan',
      nameEn: 'Robert Tan',
      position: '董事',
      positionEn: 'Director',
    },
  ],
  shareholders: [
    {
      kind: 'person',
      keyNo: 'p1',
      name: '高磊',
      nameEn: 'Gao Lei',
      percent: 9.69,
      subscribedCapital: '4,845,000 HKD',
    },
    {
      kind: 'company',
      keyNo: 'f270dc4c7c8bf6fdccf05344bbf8edc1',
      name: '宁波达景信息技术有限公司',
      nameEn: 'Ningbo Dajing Information Technology Co., Ltd.',
      percent: 90.31,
      subscribedCapital: '45,155,000 HKD',
    },
  ],
  investments: [],
  beneficialOwners: [{ keyNo: 'p1', name: '高磊', nameEn: 'Gao Lei', percent: 9.69, isUbo: false }],
  graph: {
    depth: 4,
    nodes: [
      {
        id: 'c1',
        kind: 'company',
        keyNo: '572fef74102f9b232e5d5249c887a876',
        name: '皇家獅航運有限公司',
        nameEn: 'Royal Lion Shipping Limited',
        depth: 0,
      },
      { id: 'p1', kind: 'person', keyNo: 'p1', name: '高磊', nameEn: 'Gao Lei', depth: 1 },
      { id: 'c2', kind: 'company', keyNo: 'f270', name: '宁波达景信息技术有限公司', depth: 1 },
    ],
    edges: [
      { from: 'p1', to: 'c1', percent: 9.69 },
      { from: 'c2', to: 'c1', percent: 90.31 },
    ],
  },
};

function renderDetails(details: EnterpriseDetails, locale: 'zh-CN' | 'en' = 'zh-CN') {
  const labels = getContent(locale).pages['/enterprise-details'].labels;
  const Stub = createRoutesStub([
    {
      path: '/live-search',
      Component: () => (
        <CompanyDetails
          details={details}
          labels={labels}
          locale={locale}
          dash="-"
          hrefOf={(keyNo) => `/live-search?id=${keyNo}`}
        />
      ),
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

  it('shows dashes instead of failing on a sparse answer', async () => {
    renderDetails({
      company: { keyNo: 'x', name: '' },
      graph: { nodes: [], edges: [] },
    } as unknown as EnterpriseDetails);
    expect(await screen.findByRole('heading', { name: '-' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '股权结构' })).toBeNull();
  });
});

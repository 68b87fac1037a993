// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getContent } from '@kyc/content';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DETAILS } from '../../lib/account/_test/enterpriseDetails';
import { companyView } from '../../lib/account/companyView';
import type { EnterpriseDetails } from '../../lib/account/types';
import { FALLBACK_ROOT_DATA } from '../../lib/rootData';
import type { SiteVariant } from '../../lib/variant';
import { CompanyDetails } from './CompanyDetails';

const KEY = DETAILS.company.keyNo;
const HOLDER = 'f270dc4c7c8bf6fdccf05344bbf8edc1';
const OTHER = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
const INVEST_1 = '11111111111111111111111111111111';
const INVEST_2 = '22222222222222222222222222222222';
const INVEST_3 = '33333333333333333333333333333333';

/**
 * apps/api's answer with the explanation: 高磊 holds 9.69 % directly and 20 % of the company
 * holding 90.31 % (two chains, 27.75 % in all); 张伟 holds 45 % of that holder (40.64 %);
 * 陈杰 5 % of it (4.52 %, below the threshold); 李娜 is executive director without shares.
 */
const EXPLAINED: EnterpriseDetails = {
  ...DETAILS,
  company: { ...DETAILS.company, refreshedAt: '2024-05-02T18:30:00Z' },
  shareholders: DETAILS.shareholders.map((holder) =>
    holder.kind === 'company' ? { ...holder, keyNo: HOLDER } : holder,
  ),
  executives: [
    ...DETAILS.executives,
    {
      keyNo: 'e3',
      name: '李娜',
      nameEn: 'Li Na',
      position: '执行董事',
      positionEn: 'Executive Director',
    },
  ],
  beneficialOwners: [
    {
      keyNo: 'p2',
      name: '张伟',
      nameEn: 'Zhang Wei',
      percent: 40.6395,
      isUbo: true,
      rules: ['equity'],
      chains: [
        {
          percent: 40.6395,
          links: [
            { from: 'p2', to: 'c2', percent: 45 },
            { from: 'c2', to: 'c1', percent: 90.31 },
          ],
        },
      ],
    },
    {
      keyNo: 'p1',
      name: '高磊',
      nameEn: 'Gao Lei',
      percent: 27.752,
      isUbo: true,
      rules: ['equity'],
      chains: [
        {
          percent: 18.062,
          links: [
            { from: 'p1', to: 'c2', percent: 20 },
            { from: 'c2', to: 'c1', percent: 90.31 },
          ],
        },
        { percent: 9.69, links: [{ from: 'p1', to: 'c1', percent: 9.69 }] },
      ],
    },
    {
      keyNo: 'p4',
      name: '陈杰',
      nameEn: 'Chen Jie',
      percent: 4.5155,
      isUbo: false,
      rules: [],
      chains: [
        {
          percent: 4.5155,
          links: [
            { from: 'p4', to: 'c2', percent: 5 },
            { from: 'c2', to: 'c1', percent: 90.31 },
          ],
        },
      ],
    },
    {
      keyNo: 'e3',
      name: '李娜',
      nameEn: 'Li Na',
      percent: 0,
      isUbo: true,
      rules: ['control'],
      chains: [],
    },
  ],
  beneficialOwnership: { threshold: 25, fallbackApplied: false },
  relations: [
    {
      keyNo: 'e3',
      name: '李娜',
      nameEn: 'Li Na',
      roles: [
        {
          keyNo: OTHER,
          name: '深圳甲科技有限公司',
          nameEn: 'Shenzhen Jia Technology Co., Ltd.',
          position: '监事',
          positionEn: 'Supervisor',
          percent: null,
        },
        {
          keyNo: OTHER,
          name: '深圳甲科技有限公司',
          nameEn: 'Shenzhen Jia Technology Co., Ltd.',
          position: null,
          positionEn: null,
          percent: 30,
        },
      ],
    },
    { keyNo: 'e1', name: 'Robert Tan', nameEn: 'Robert Tan', roles: [] },
  ],
  investments: [
    {
      keyNo: INVEST_1,
      name: '上海乙贸易有限公司',
      nameEn: 'Shanghai Yi Trading Co., Ltd.',
      percent: 60,
      layer: 1,
      parentKeyNo: KEY,
    },
    {
      keyNo: INVEST_2,
      name: '杭州丙物流有限公司',
      nameEn: 'Hangzhou Bing Logistics Co., Ltd.',
      percent: 51,
      layer: 2,
      parentKeyNo: INVEST_1,
    },
    {
      keyNo: INVEST_3,
      name: '宁波丁仓储有限公司',
      nameEn: 'Ningbo Ding Storage Co., Ltd.',
      percent: 100,
      layer: 3,
      parentKeyNo: INVEST_2,
    },
  ],
  graph: {
    ...DETAILS.graph,
    nodes: [
      ...DETAILS.graph.nodes.map((node) =>
        node.id === 'c2'
          ? { ...node, keyNo: HOLDER, nameEn: 'Ningbo Dajing Information Technology Co., Ltd.' }
          : node,
      ),
      { id: 'p2', kind: 'person', keyNo: 'p2', name: '张伟', nameEn: 'Zhang Wei', depth: 2 },
      { id: 'p4', kind: 'person', keyNo: 'p4', name: '陈杰', nameEn: 'Chen Jie', depth: 2 },
    ],
    edges: [
      ...DETAILS.graph.edges,
      { from: 'p1', to: 'c2', percent: 20 },
      { from: 'p2', to: 'c2', percent: 45 },
      { from: 'p4', to: 'c2', percent: 5 },
    ],
  },
};

function renderDetails(
  details: EnterpriseDetails,
  locale: 'zh-CN' | 'en' = 'zh-CN',
  variant: SiteVariant = 'desktop',
  path = '/live-search',
) {
  const labels = getContent(locale).pages['/enterprise-details'].labels;
  let location = path;
  function Page() {
    const here = useLocation();
    location = here.pathname + here.search;
    return (
      <CompanyDetails
        view={companyView(details, { labels, locale, dash: '-' })}
        labels={labels}
        locale={locale}
        dash="-"
        hrefOf={(keyNo) => `/live-search?id=${keyNo}`}
      />
    );
  }
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ ...FALLBACK_ROOT_DATA, locale, variant }),
      HydrateFallback: () => null,
      children: [{ path: 'live-search', Component: Page }],
    },
  ]);
  render(<Stub initialEntries={[path]} />);
  return { location: () => location };
}

/** `renderDetails`, once the company is on screen. */
async function renderShown(...args: Parameters<typeof renderDetails>) {
  const page = renderDetails(...args);
  await screen.findByRole('article');
  return page;
}

/** The block a heading heads. */
const block = (name: string | RegExp) =>
  screen.getByRole('heading', { name }).closest('section, .account-card') as HTMLElement;

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

  it('shows other names and the headquarters address on the desktop page, and the status in words', async () => {
    const gleif: EnterpriseDetails = {
      ...DETAILS,
      company: {
        ...DETAILS.company,
        status: 'Live',
        headquartersAddress: '1 Harbour Road, Wan Chai, HK',
        otherNames: [
          { name: 'Royal Lion Shipping (HK)', language: 'en', type: 'PREVIOUS_LEGAL_NAME' },
        ],
      },
    };
    renderDetails(gleif);
    expect(await screen.findByText('1 Harbour Road, Wan Chai, HK')).toBeTruthy();
    expect(screen.getByText('总部地址')).toBeTruthy();
    expect(screen.getByText('Royal Lion Shipping (HK)（曾用名）')).toBeTruthy();
    expect(screen.getByText('存续')).toBeTruthy();
    cleanup();
    renderDetails(gleif, 'en');
    expect(await screen.findByText('Royal Lion Shipping (HK) (previous legal name)')).toBeTruthy();
    expect(screen.getByText('Headquarters address')).toBeTruthy();
    expect(screen.getByText('Live')).toBeTruthy();
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
    'lists each beneficial owner once, in the explained list, not again under the map (%s)',
    async (variant) => {
      await renderShown(EXPLAINED, 'zh-CN', variant);
      await screen.findByRole('group', { name: '股权结构' });
      const owners = block('受益所有人');
      const names = [...owners.querySelectorAll('.account-owner__name')].map(
        (name) => name.textContent,
      );
      // The beneficial owners first (李娜 by control, without shares), then, folded, the
      // people below the threshold.
      expect(names).toEqual([
        '张伟 (Zhang Wei)',
        '高磊 (Gao Lei)',
        '李娜 (Li Na)',
        '陈杰 (Chen Jie)',
      ]);
      const others = owners.querySelector('details') as HTMLDetailsElement;
      expect(others.querySelector('summary')?.textContent).toBe(
        '其他持股的自然人：1 人，未达到 25%',
      );
      expect(within(others).getByText('陈杰 (Chen Jie)')).toBeTruthy();
      expect(screen.getAllByRole('heading', { name: '受益所有人' })).toHaveLength(1);
      // The map's own table of natural persons sits in the map's card, which hides it: the
      // stylesheet says so, as jsdom applies no CSS.
      const mapTable = screen.getByRole('table', { name: '自然人有效持股' });
      expect(mapTable.closest('.account-company__map')).not.toBeNull();
      expect(
        readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'account.css'), 'utf8'),
      ).toMatch(/\.account-company__map \.kyc-ownership__table \{\s*display: none;/);
    },
  );

  it('lists the owners without a map too', async () => {
    await renderShown({ ...DETAILS, graph: { nodes: [], edges: [] } } as EnterpriseDetails);
    const owners = (await screen.findByRole('heading', { name: '受益所有人' }))
      .parentElement as HTMLElement;
    expect(within(owners).getByText('高磊 (Gao Lei)')).toBeTruthy();
    expect(screen.queryByRole('table', { name: '自然人有效持股' })).toBeNull();
  });

  it('says which rule makes each person a beneficial owner, in words', async () => {
    await renderShown(EXPLAINED);
    const owners = block('受益所有人');
    const person = (name: string) =>
      within(owners).getByText(name).closest('.account-owner') as HTMLElement;
    expect(within(person('张伟 (Zhang Wei)')).getByText('直接或间接持股 25% 以上')).toBeTruthy();
    expect(
      within(person('李娜 (Li Na)')).getByText('通过其他方式实际控制企业（执行董事）'),
    ).toBeTruthy();
    expect(within(person('李娜 (Li Na)')).getByText('未直接或间接持股')).toBeTruthy();
    expect(within(person('陈杰 (Chen Jie)')).getByText('未达到 25%，不是受益所有人')).toBeTruthy();
    expect(within(person('陈杰 (Chen Jie)')).queryByText('受益所有人')).toBeNull();
    expect(within(owners).getByText(/受益所有人信息管理办法/)).toBeTruthy();
    cleanup();
    await renderShown(EXPLAINED, 'en');
    const english = block('Beneficial owners');
    expect(within(english).getAllByText('Holds 25% or more, directly or indirectly')).toHaveLength(
      2,
    );
    expect(
      within(english).getByText('Actual control by other means (Executive Director)'),
    ).toBeTruthy();
    expect(within(english).getByText('Below 25%: not a beneficial owner')).toBeTruthy();
  });

  it('writes out every chain with the share at each link and the chain’s product', async () => {
    await renderShown(EXPLAINED);
    const owners = block('受益所有人');
    const chains = within(owners).getByRole('list', { name: '持股链: 高磊 (Gao Lei)' });
    expect(
      within(chains)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '高磊 → 20% → 宁波达景信息技术有限公司 → 90.31% → 本企业 = 18.06%',
      '高磊 → 9.69% → 本企业 = 9.69%',
    ]);
    expect(within(owners).getByText('27.75%')).toBeTruthy();
    // A company on the way links to its own page.
    expect(
      within(chains).getByRole('link', { name: '宁波达景信息技术有限公司' }).getAttribute('href'),
    ).toBe(`/live-search?id=${HOLDER}`);
    cleanup();
    await renderShown(EXPLAINED, 'en');
    const english = within(block('Beneficial owners')).getByRole('list', {
      name: 'Ownership chains: Zhang Wei (张伟)',
    });
    expect(english.textContent).toBe(
      'Zhang Wei → 45% → Ningbo Dajing Information Technology Co., Ltd. → 90.31% → this company = 40.64%',
    );
  });

  it('explains the senior-manager fallback when nobody qualifies', async () => {
    await renderShown({
      ...EXPLAINED,
      executives: [
        {
          keyNo: 'm1',
          name: '王芳',
          nameEn: 'Wang Fang',
          position: '经理',
          positionEn: 'General Manager',
        },
      ],
      beneficialOwners: [
        {
          keyNo: 'm1',
          name: '王芳',
          nameEn: 'Wang Fang',
          percent: 0,
          isUbo: true,
          rules: ['senior-manager'],
          chains: [],
        },
      ],
      beneficialOwnership: { threshold: 25, fallbackApplied: true },
    });
    const owners = block('受益所有人');
    expect(within(owners).getByRole('status').textContent).toContain(
      '没有自然人直接或间接持股 25% 以上',
    );
    expect(
      within(owners).getByText('无人符合持股或控制标准，以高级管理人员（经理）作为受益所有人'),
    ).toBeTruthy();
  });

  it('offers the threshold as a GET form that keeps the page’s address and submits it', async () => {
    const page = await renderShown(
      { ...EXPLAINED, beneficialOwnership: { threshold: 10, fallbackApplied: false } },
      'zh-CN',
      'desktop',
      `/live-search?q=acme&page=2&pageSize=20&id=${KEY}&threshold=10`,
    );
    const owners = block('受益所有人');
    const select = within(owners).getByRole('combobox', { name: '持股阈值' }) as HTMLSelectElement;
    expect(select.value).toBe('10');
    expect([...select.options].map((option) => option.textContent)).toEqual([
      '10%',
      '20%',
      '25%',
      '50%',
    ]);
    const form = select.closest('form') as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/live-search');
    // Without script the form reloads the page with the search, its page and the company kept.
    expect(
      [...form.querySelectorAll<HTMLInputElement>('input[type=hidden]')].map((input) => [
        input.name,
        input.value,
      ]),
    ).toEqual([
      ['q', 'acme'],
      ['page', '2'],
      ['pageSize', '20'],
      ['id', KEY],
    ]);
    expect(within(form).getByRole('button', { name: '应用' })).toBeTruthy();
    // A company followed from here keeps the threshold.
    for (const link of within(block('人员关联企业')).getAllByRole('link', {
      name: /深圳甲科技有限公司/,
    })) {
      expect(link.getAttribute('href')).toBe(`/live-search?id=${OTHER}&threshold=10`);
    }
    // With script, choosing is enough.
    await userEvent.setup().selectOptions(select, '50');
    await vi.waitFor(() =>
      expect(page.location()).toBe(`/live-search?q=acme&page=2&pageSize=20&id=${KEY}&threshold=50`),
    );
  });

  it('lists where officers hold other roles, each company a link to it, and draws them', async () => {
    await renderShown(EXPLAINED);
    const relations = block('人员关联企业');
    const list = within(relations.querySelector('.account-relations__list') as HTMLElement);
    const person = list.getByText('李娜 (Li Na)').closest('li') as HTMLElement;
    expect(within(person).getByText('在本企业：执行董事')).toBeTruthy();
    const link = within(person).getByRole('link', {
      name: '深圳甲科技有限公司 (Shenzhen Jia Technology Co., Ltd.)',
    });
    expect(link.getAttribute('href')).toBe(`/live-search?id=${OTHER}`);
    // Two roles at one company: one line.
    expect(within(person).getByText('监事、股东 30%')).toBeTruthy();
    const robert = list.getByText('Robert Tan').closest('li') as HTMLElement;
    expect(within(robert).getByText('在其他企业无任职或持股记录')).toBeTruthy();
    // The map: the company, the person, the other company (a link).
    const map = within(relations).getByRole('figure', { name: '人员关系图' });
    expect(map.querySelector(`a[href="/live-search?id=${OTHER}"]`)).not.toBeNull();
    expect(map.querySelectorAll('.account-relmap__node--person')).toHaveLength(1);
    // A phone draws it as a tree down the card.
    cleanup();
    await renderShown(EXPLAINED, 'zh-CN', 'mobile');
    const tree = within(block('人员关联企业'))
      .getByText('人员关系图', { selector: 'summary' })
      .closest('details') as HTMLDetailsElement;
    expect(tree.open).toBe(false);
    expect(tree.querySelector('.account-relmap__svg--tree')).not.toBeNull();
    expect(tree.querySelector(`a[href="/live-search?id=${OTHER}"]`)?.textContent).toBe(
      '深圳甲科技有限公司深圳甲科技有限公司',
    );
  });

  it('groups outward investments by layer, each with its share and the company holding it', async () => {
    await renderShown(EXPLAINED);
    const investments = block('对外投资');
    const layers = within(investments).getAllByRole('heading', { level: 4 });
    expect(layers.map((heading) => heading.textContent)).toEqual([
      '第 1 层（直接投资）',
      '第 2 层（间接投资）',
      '第 3 层（间接投资）',
    ]);
    const layer = (index: number) => within(layers[index]?.parentElement as HTMLElement);
    expect(
      layer(0)
        .getByRole('link', { name: /上海乙贸易有限公司/ })
        .getAttribute('href'),
    ).toBe(`/live-search?id=${INVEST_1}`);
    expect(layer(0).getByText('60%')).toBeTruthy();
    expect(layer(0).queryByRole('columnheader', { name: '投资方' })).toBeNull();
    const row = layer(1).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByRole('link', { name: /杭州丙物流有限公司/ })).toBeTruthy();
    expect(within(row).getByText('51%')).toBeTruthy();
    expect(
      within(row)
        .getByRole('link', { name: /上海乙贸易有限公司/ })
        .getAttribute('href'),
    ).toBe(`/live-search?id=${INVEST_1}`);
    expect(layer(2).getByText('100%')).toBeTruthy();
  });

  it('says where each block’s data comes from and as of when (Asia/Shanghai)', async () => {
    await renderShown(EXPLAINED);
    await screen.findByRole('heading', { name: '概况' });
    for (const name of ['概况', '股东', '主要人员']) {
      expect(within(block(name)).getByText('来源：香港公司注册处'), name).toBeTruthy();
    }
    expect(
      within(block('受益所有人')).getByText('依据香港公司注册处登记的股东与主要人员计算'),
    ).toBeTruthy();
    for (const name of ['人员关联企业', '对外投资']) {
      expect(within(block(name)).getByText(/各相关企业登记机关/), name).toBeTruthy();
    }
    // 18:30 UTC on 2 May is 3 May in Shanghai.
    for (const name of ['概况', '股东', '受益所有人', '主要人员', '人员关联企业', '对外投资']) {
      expect(within(block(name)).getByText('数据截至 2024年5月3日'), name).toBeTruthy();
    }
    cleanup();
    await renderShown(
      { ...EXPLAINED, company: { ...EXPLAINED.company, jurisdiction: 'CN' } },
      'en',
    );
    const overview = block('Overview');
    expect(
      within(overview).getByText(
        'Source: National Enterprise Credit Information Publicity System (China)',
      ),
    ).toBeTruthy();
    expect(within(overview).getByText('As of 03 May 2024')).toBeTruthy();
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

  describe('a GLEIF record', () => {
    const PARENT_KEY = '0c7a3d7a0f6b4a6d8e4c2b1a09f8e7d6';
    const OUTSIDE_LEI = '5299009ABCDEFGHIJK12';
    const FORMER_LEI = '99990000000000000A45';
    /** Imported from a golden copy: no officers, shareholders or owners; two current parents, one ended. */
    const GLEIF_RECORD: EnterpriseDetails = {
      company: {
        keyNo: 'b6f1c9d2e3a4b5c6d7e8f90a1b2c3d4e',
        name: '北京中兴能源有限公司11',
        nameZh: '北京中兴能源有限公司11',
        nameEn: 'Zhong Xing Energy Co., Ltd. 11',
        jurisdiction: 'CN',
        regNo: '911100000000000011',
        lei: '999900000000000000B7',
        status: 'ACTIVE',
        statusEn: 'ACTIVE',
        companyType: '有限责任公司',
        registeredCapital: null,
        capitalAmount: null,
        legalRepresentative: null,
        established: '2012-01-01',
        address: '111 中山路, 北京市, CN-BJ, 100011, CN',
        dataSource: 'gleif',
        refreshedAt: '2024-06-01T00:00:00Z',
      },
      executives: [],
      shareholders: [],
      investments: [],
      beneficialOwners: [],
      beneficialOwnership: { threshold: 25, fallbackApplied: false },
      relations: [],
      graph: {
        depth: 4,
        nodes: [
          {
            id: 'c7',
            kind: 'company',
            keyNo: 'b6f1c9d2e3a4b5c6d7e8f90a1b2c3d4e',
            name: '北京中兴能源有限公司11',
            nameEn: 'Zhong Xing Energy Co., Ltd. 11',
            depth: 0,
          },
          {
            id: 'c3',
            kind: 'company',
            keyNo: PARENT_KEY,
            name: '上海安华投资有限公司5',
            nameEn: 'An Hua Investment Co., Ltd. 5',
            depth: 1,
          },
          {
            id: `l${OUTSIDE_LEI}`,
            kind: 'company',
            keyNo: null,
            lei: OUTSIDE_LEI,
            name: OUTSIDE_LEI,
            nameEn: OUTSIDE_LEI,
            depth: 1,
          },
        ],
        edges: [],
        consolidations: [
          { from: 'c3', to: 'c7', level: 'direct' },
          { from: `l${OUTSIDE_LEI}`, to: 'c7', level: 'ultimate' },
        ],
      },
      consolidationParents: [
        {
          kind: 'direct',
          lei: '99990000000000000500',
          keyNo: PARENT_KEY,
          name: '上海安华投资有限公司5',
          nameEn: 'An Hua Investment Co., Ltd. 5',
          current: true,
          endDate: null,
        },
        {
          kind: 'ultimate',
          lei: OUTSIDE_LEI,
          keyNo: null,
          name: null,
          nameEn: null,
          current: true,
          endDate: null,
        },
        {
          kind: 'direct',
          lei: FORMER_LEI,
          keyNo: null,
          name: null,
          nameEn: null,
          current: false,
          endDate: '2020-04-07',
        },
      ],
    };

    it.each([
      ['zh-CN', 'desktop'],
      ['en', 'mobile'],
    ] as const)(
      'says what GLEIF does not publish instead of empty blocks (%s, %s)',
      async (locale, variant) => {
        await renderShown(GLEIF_RECORD, locale, variant);
        const en = locale === 'en';
        const officers = block(en ? 'Officers' : '主要人员');
        expect(officers.textContent).toContain(
          en ? 'GLEIF does not publish officers.' : 'GLEIF 不公布企业的主要人员。',
        );
        const holders = block(en ? 'Shareholders' : '股东');
        expect(holders.textContent).toContain(
          en
            ? 'GLEIF does not publish shareholders or their shares.'
            : 'GLEIF 不公布股东及持股比例。',
        );
        const owners = block(en ? 'Beneficial owners' : '受益所有人');
        expect(owners.textContent).toContain(
          en
            ? 'GLEIF publishes neither shareholders nor beneficial owners, so none can be identified from its data.'
            : 'GLEIF 不公布股东和受益所有人，无法据其数据认定受益所有人。',
        );
        // No empty table or list, no threshold to choose, no claim of a register's records.
        for (const each of [officers, holders, owners]) {
          expect(within(each).queryByRole('table')).toBeNull();
          expect(within(each).queryByRole('list')).toBeNull();
          expect([...each.querySelectorAll('*')].map((e) => e.textContent)).not.toContain('-');
        }
        expect(within(owners).queryByRole('combobox')).toBeNull();
        expect(owners.textContent).not.toMatch(/Worked out|推算|依据/);
        // Nor facts GLEIF cannot have.
        const overview = block(en ? 'Overview' : '概况');
        expect(overview.textContent).not.toMatch(
          /Registered capital|注册资本|Legal representative|法定代表人/,
        );
      },
    );

    it.each(['zh-CN', 'en'] as const)(
      'lists current parents, and an ended one with its end date (%s)',
      async (locale) => {
        await renderShown(GLEIF_RECORD, locale);
        const en = locale === 'en';
        const parents = block(
          en ? 'Accounting consolidation parents (GLEIF)' : '会计并表母公司（GLEIF）',
        );
        const rows = within(parents)
          .getAllByRole('row')
          .slice(1)
          .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
        expect(rows).toEqual(
          en
            ? [
                [
                  'Direct parent',
                  'An Hua Investment Co., Ltd. 5 (上海安华投资有限公司5)',
                  '99990000000000000500',
                  'Current',
                ],
                ['Ultimate parent', OUTSIDE_LEI, OUTSIDE_LEI, 'Current'],
                ['Direct parent', FORMER_LEI, FORMER_LEI, 'Ended 07 Apr 2020'],
              ]
            : [
                [
                  '直接母公司',
                  '上海安华投资有限公司5 (An Hua Investment Co., Ltd. 5)',
                  '99990000000000000500',
                  '有效',
                ],
                ['最终母公司', OUTSIDE_LEI, OUTSIDE_LEI, '有效'],
                ['直接母公司', FORMER_LEI, FORMER_LEI, '已于 2020年4月7日 终止'],
              ],
        );
      },
    );

    it.each([
      ['zh-CN', 'desktop'],
      ['en', 'mobile'],
      ['en', 'desktop'],
      ['zh-CN', 'mobile'],
    ] as const)(
      'draws the parents on the map as accounting consolidation, not shareholdings (%s, %s)',
      async (locale, variant) => {
        await renderShown(GLEIF_RECORD, locale, variant);
        const en = locale === 'en';
        const map = await screen.findByRole('group', {
          name: en ? 'Equity structure and consolidation parents' : '股权结构与会计并表母公司',
        });
        const section = map.closest('section') as HTMLElement;
        const dashed = [
          ...section.querySelectorAll('.kyc-ownership__svg .kyc-ownership__edge--consolidation'),
        ];
        expect(dashed.map((edge) => edge.textContent)).toEqual(
          en ? ['Direct parent', 'Ultimate parent'] : ['直接母公司', '最终母公司'],
        );
        expect(section.querySelector('.kyc-ownership__legend')?.textContent).toContain(
          en ? 'Accounting consolidation, not a shareholding' : '会计并表，非持股',
        );
        // The parent known only by its LEI is drawn by it; the ended one is not drawn.
        expect(
          within(section).getByRole('button', { name: new RegExp(`^${OUTSIDE_LEI}`) }),
        ).toBeTruthy();
        expect(section.textContent).not.toContain(FORMER_LEI);
        expect(section.querySelectorAll('.kyc-ownership__node')).toHaveLength(3);
      },
    );

    it('leaves the map out when GLEIF gives no parent either', async () => {
      await renderShown({
        ...GLEIF_RECORD,
        graph: {
          ...GLEIF_RECORD.graph,
          nodes: GLEIF_RECORD.graph.nodes.slice(0, 1),
          consolidations: [],
        },
        consolidationParents: [],
      });
      expect(document.querySelector('.account-company__map')).toBeNull();
      expect(screen.queryByRole('heading', { name: '会计并表母公司（GLEIF）' })).toBeNull();
    });

    it('shows a GLEIF record’s officers and shareholders when another source brought some', async () => {
      await renderShown({
        ...GLEIF_RECORD,
        executives: DETAILS.executives,
        shareholders: DETAILS.shareholders,
      });
      expect(within(block('主要人员')).getByRole('table')).toBeTruthy();
      expect(within(block('股东')).getByRole('table')).toBeTruthy();
      expect(screen.queryByText('GLEIF 不公布企业的主要人员。')).toBeNull();
    });
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

// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { FALLBACK_ROOT_DATA } from '../../lib/rootData';
import type { SiteVariant } from '../../lib/variant';
import { ResponsiveTable, type ResponsiveTableProps } from './ResponsiveTable';

const PROPS: ResponsiveTableProps = {
  caption: '股东',
  columns: ['名称', '类型', '持股比例'],
  rows: [
    { key: 'p1', cells: ['高磊', '自然人', '9.69%'] },
    { key: 'c1', cells: ['宁波达景', '企业', '90.31%'] },
  ],
  empty: '-',
};

async function renderIn(variant: SiteVariant, props: ResponsiveTableProps = PROPS) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ ...FALLBACK_ROOT_DATA, variant }),
      HydrateFallback: () => null,
      Component: () => (
        <main>
          <ResponsiveTable {...props} />
        </main>
      ),
    },
  ]);
  render(<Stub initialEntries={['/']} />);
  return screen.findByRole('main');
}

afterEach(cleanup);

describe('ResponsiveTable', () => {
  it('is a table with column headers on the desktop', async () => {
    await renderIn('desktop');
    const table = screen.getByRole('table', { name: '股东' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['名称', '类型', '持股比例']);
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['高磊自然人9.69%', '宁波达景企业90.31%']);
  });

  it('names each row by its first cell when asked', async () => {
    await renderIn('desktop', { ...PROPS, rowHeaders: true });
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      '高磊',
      '宁波达景',
    ]);
  });

  it('is a list of cards on the mobile app: the first cell titles each, the rest are facts', async () => {
    await renderIn('mobile');
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: '股东' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const second = cards[1] as HTMLElement;
    expect(second.querySelector('.account-cards__title')?.textContent).toBe('宁波达景');
    expect(
      [...second.querySelectorAll('dt')].map((term) => [
        term.textContent,
        term.nextSibling?.textContent,
      ]),
    ).toEqual([
      ['类型', '企业'],
      ['持股比例', '90.31%'],
    ]);
  });

  it.each<SiteVariant>(['desktop', 'mobile'])(
    'shows the empty text on the %s app',
    async (variant) => {
      const main = await renderIn(variant, { ...PROPS, rows: [], empty: '暂无数据' });
      expect(within(main).getByText('暂无数据')).toBeTruthy();
    },
  );
});

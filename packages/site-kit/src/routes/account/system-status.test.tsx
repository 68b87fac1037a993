// @vitest-environment jsdom

import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInSite } from '../../lib/account/_test/harness';
import { utilityPageData } from '../../lib/account/page.server';
import SystemStatus from './system-status';

function renderStatus(variant: 'desktop' | 'mobile', databaseOk = true) {
  return renderInSite(
    [
      {
        id: 'systemStatus',
        path: 'system-status',
        loader: ({ request }) => ({
          ...utilityPageData(request, '/system-status'),
          status: {
            apiReachable: true,
            roundTripMs: 12.5,
            checks: [{ name: 'database', ok: databaseOk, latencyMs: 4.4, detail: 'PGlite' }],
            checkedAt: '2025-01-30T08:00:00.000Z',
            uptimeSeconds: 3700,
          },
        }),
        Component: SystemStatus as never,
      },
    ],
    { path: '/system-status', variant },
  );
}

afterEach(cleanup);

describe('system status', () => {
  it('shows the components in a table on the desktop', async () => {
    renderStatus('desktop');
    const table = await screen.findByRole('table', { name: '系统状态' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      '网站',
      '账户服务',
      '企业检索',
      '数据存储',
    ]);
    expect(within(rows[1] as HTMLElement).getByText('12.5 毫秒')).toBeTruthy();
  });

  it('shows a card per component on the mobile app, with the same facts', async () => {
    renderStatus('mobile', false);
    const list = await screen.findByRole('list', { name: '系统状态' });
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => card.querySelector('.account-cards__title')?.textContent)).toEqual([
      '网站',
      '账户服务',
      '企业检索',
      '数据存储',
    ]);
    const search = within(cards[2] as HTMLElement);
    expect(search.getByText('状态').nextSibling?.textContent).toContain('服务中断');
    expect(search.getByText('响应时间').nextSibling?.textContent).toBe('4.4 毫秒');
    expect(screen.getByRole('status').textContent).toContain('性能下降');
  });

  it('names no implementation (the API reports its database kind; visitors see the service)', async () => {
    renderStatus('desktop', true);
    expect(await screen.findByText('数据存储响应时间')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/PGlite|PostgreSQL|数据库/);
  });
});

// @vitest-environment jsdom

import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInSite } from '../../lib/account/_test/harness';
import { utilityPageData } from '../../lib/account/page.server';
import type { Operation } from '../../lib/account/types';
import type { PublicUser } from '../../lib/session.server';
import AccountHome from './account';
import Activity from './activity';

const KEY = '572fef74102f9b232e5d5249c887a876';
const OTHER = 'a'.repeat(32);
const op = (id: number, opType: string, relId: string | null, extra: Partial<Operation> = {}) => ({
  id,
  opType,
  relId,
  createdAt: `2026-11-25T${String(id).padStart(2, '0')}:30:00.000Z`,
  companyName: null,
  companyNameEn: null,
  ...extra,
});
const LOG: Operation[] = [
  op(20, 'open_company', KEY, {
    companyName: '腾讯科技有限公司',
    companyNameEn: 'Tencent Technology Ltd',
  }),
  op(19, 'search', '腾讯'),
  op(18, 'open_company', OTHER, {
    companyName: '皇家獅航運有限公司',
    companyNameEn: 'Royal Lion Shipping Limited',
  }),
  op(17, 'search', '腾讯'),
  op(16, 'select_service_package', 'WORKSPACE'),
  op(15, 'mystery_op', 'x'),
  op(14, 'bind_mfa', ''),
];

function renderActivity(
  options: {
    locale?: 'zh-CN' | 'en';
    variant?: 'desktop' | 'mobile';
    before?: number | null;
    nextBefore?: number;
  } = {},
) {
  const locale = options.locale ?? 'zh-CN';
  return renderInSite(
    [
      {
        id: 'activity',
        path: 'activity',
        loader: ({ request }) => ({
          ...utilityPageData(request, '/activity'),
          operations: { ok: true, data: { items: LOG, nextBefore: options.nextBefore } },
          packageNames: [['WORKSPACE', locale === 'en' ? 'Workspace' : '工作台']],
          before: options.before ?? null,
        }),
        Component: Activity as never,
      },
    ],
    { path: `/activity${locale === 'en' ? '?lang=en' : ''}`, locale, variant: options.variant },
  );
}

afterEach(cleanup);

describe('the activity page', () => {
  it('says what each operation was, in words, dated in Asia/Shanghai', async () => {
    renderActivity({ nextBefore: 14 });
    const table = await screen.findByRole('table', { name: '操作记录' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      '查看企业：腾讯科技有限公司',
      '检索「腾讯」',
      '查看企业：皇家獅航運有限公司',
      '检索「腾讯」',
      '选择服务套餐：工作台',
      '其他操作',
      '开启多因素认证',
    ]);
    // 20:30 UTC is 04:30 the next day in Shanghai.
    expect(
      within(rows[0] as HTMLElement).getByText(/26 Nov 2026 04:30:00|2026.*04:30:00/),
    ).toBeTruthy();
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe(`/live-search?id=${KEY}`);
    expect(
      within(rows[1] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toMatch(new RegExp(`^/live-search\\?q=${encodeURIComponent('腾讯')}(&|$)`));
    expect(screen.getByRole('link', { name: '更早的记录' }).getAttribute('href')).toBe(
      '/activity?before=14',
    );
    expect(screen.queryByRole('link', { name: '回到最新' })).toBeNull();
  });

  it('in English names companies in English first, and offers the newest page from an older one', async () => {
    renderActivity({ locale: 'en', before: 30 });
    expect(await screen.findByRole('link', { name: 'Opened Tencent Technology Ltd' })).toBeTruthy();
    expect(screen.getByText('Chose a service package: Workspace')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the newest' }).getAttribute('href')).toBe(
      '/activity?lang=en',
    );
    expect(screen.queryByRole('link', { name: 'Older' })).toBeNull();
  });

  it('on a phone opens companies on their own page, as cards', async () => {
    renderActivity({ variant: 'mobile' });
    const list = await screen.findByRole('list', { name: '操作记录' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(LOG.length);
    expect(
      within(list).getByRole('link', { name: '查看企业：腾讯科技有限公司' }).getAttribute('href'),
    ).toBe(`/enterprise-details?keyNo=${KEY}`);
  });
});

describe('the account home', () => {
  const user = (endDate: string, payType = 'B'): PublicUser =>
    ({
      uuid: 'u',
      loginName: 'demo_formal',
      type: 1,
      category: 'N',
      endDate,
      payType,
    }) as PublicUser;

  function renderHome(u: PublicUser, locale: 'zh-CN' | 'en' = 'zh-CN') {
    return renderInSite(
      [
        {
          id: 'account',
          path: 'account',
          loader: ({ request }) => ({
            ...utilityPageData(request, '/account'),
            operations: { ok: true, data: { items: LOG } },
            packageNames: [],
            activityLabels: utilityPageData(request, '/activity').page.labels,
          }),
          Component: AccountHome as never,
        },
      ],
      { path: `/account${locale === 'en' ? '?lang=en' : ''}`, locale, user: u },
    );
  }

  it('shows the plan with its end date, the warning within 90 days, recent searches and companies once each', async () => {
    const soon = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    renderHome(user(soon));
    const plan = await screen.findByRole('region', { name: '套餐与续费' });
    expect(within(plan).getByText('demo_formal')).toBeTruthy();
    expect(within(plan).getByRole('status').textContent).toMatch(/剩余 (39|40) 天/);
    expect(within(plan).getByRole('link', { name: '续费或变更套餐' }).getAttribute('href')).toMatch(
      /^\/service-selection\?from=%2Faccount/,
    );
    const searches = screen.getByRole('region', { name: '最近检索' });
    expect(within(searches).getAllByRole('listitem')).toHaveLength(1);
    const companies = screen.getByRole('region', { name: '最近查看的企业' });
    expect(
      within(companies)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['腾讯科技有限公司', '皇家獅航運有限公司']);
    const activity = screen.getByRole('region', { name: '最近操作' });
    expect(within(activity).getAllByRole('listitem')).toHaveLength(5);
    expect(
      within(activity).getByRole('link', { name: '查看全部操作记录' }).getAttribute('href'),
    ).toBe('/activity');
  });

  it('says a past end date in English, as an error, and post-pay in words', async () => {
    renderHome(user('2020-01-31', 'A'), 'en');
    const plan = await screen.findByRole('region', { name: 'Plan and renewal' });
    expect(within(plan).getByRole('alert').textContent).toBe('Ended on 31 Jan 2020');
    expect(within(plan).getByText('Post-pay (invoiced monthly)')).toBeTruthy();
    const companies = screen.getByRole('region', { name: 'Recently opened companies' });
    expect(within(companies).getAllByRole('link')[0]?.textContent).toBe('Tencent Technology Ltd');
  });
});

// @vitest-environment jsdom
import { createUserStore, SESSION_COOKIE_NAME, USER_STORAGE_KEY } from '@kyc/auth';
import { addDaysFromToday } from '@kyc/formatters';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callOf, fakeFetch, headersOf, renderInSite } from '../../lib/account/_test/harness';
import { publicUserOf } from '../../lib/account/publicUser';
import { OP_TYPES, useOpLog } from '../../lib/account/useOpLog';
import { AccountBar } from './AccountBar';

const TRIAL = {
  uuid: 'u-3',
  accessToken: 'tok-3',
  accessSecretKey: 'sec-3',
  loginName: 'demo_trial',
  loginId: '10003',
  acctType: 2,
  type: 2,
  category: 'SET_T',
  payType: 'P',
  endDate: addDaysFromToday(20),
};

function Page() {
  return (
    <>
      <AccountBar />
      <Outlet />
    </>
  );
}

/** Every link of an element with its address, hidden in a closed menu or not. */
function linksOf(element: HTMLElement): [string | null, string | null][] {
  return within(element)
    .getAllByRole('link', { hidden: true })
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

function renderBar(
  user: typeof TRIAL | null,
  extra: Record<string, unknown> = {},
  alertsUnread = 0,
) {
  const full = user ? { ...user, ...extra } : null;
  if (full) createUserStore().save(full);
  return renderInSite([{ id: 'home', index: true, Component: Page }], {
    path: '/',
    user: full ? publicUserOf(full) : null,
    alertsUnread,
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  createUserStore().remove();
  localStorage.clear();
});

describe('AccountBar', () => {
  it('renders nothing for a visitor', async () => {
    renderBar(null);
    await waitFor(() => expect(document.querySelector('[data-testid], .account-bar')).toBeNull());
    expect(screen.queryByRole('button', { name: '退出登录' })).toBeNull();
  });

  it('warns a trial user inside the 30-day window, with a renewal link to service selection', async () => {
    renderBar(TRIAL);
    const banner = await screen.findByText('您的账号将在 20 天后到期，请及时续费。');
    expect(banner).toBeTruthy();
    const renew = screen.getByRole('link', { name: '立即续费' });
    expect(renew.getAttribute('href')).toBe('/service-selection?from=%2F&fromPayType=P');
    expect(screen.getByText('已登录：demo_trial')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: '账户菜单' });
    // Home, then the groups' menu buttons (no team for an account outside one), then log out.
    expect(
      [...nav.querySelectorAll('.account-bar__links > li')].map(
        (item) => item.querySelector('a, summary, button')?.textContent,
      ),
    ).toEqual(['账户首页', '工作台', '开发者', '账户设置', '退出登录']);
    expect(linksOf(nav)).toEqual([
      ['账户首页', '/account'],
      ['企业检索', '/live-search'],
      ['监控提醒', '/alerts'],
      ['我的报告', '/my-reports'],
      ['API 密钥', '/api-keys'],
      ['API 用量', '/api-usage'],
      ['API 文档', '/products-api/reference'],
      ['套餐与续费', '/service-selection?from=%2F&fromPayType=P'],
      ['账户安全', '/bind-mfa'],
      ['授权书', '/authorize'],
      ['操作记录', '/activity'],
    ]);
    expect(within(nav).getByRole('button', { name: '退出登录' })).toBeTruthy();
  });

  it('groups the links in English too, each group a menu button opening its list', async () => {
    createUserStore().save({ ...TRIAL, mainUserFlag: 'Y' });
    renderInSite([{ id: 'home', index: true, Component: Page }], {
      path: '/?lang=en',
      user: publicUserOf({ ...TRIAL, mainUserFlag: 'Y' }),
      locale: 'en',
    });
    const nav = await screen.findByRole('navigation', { name: 'Account menu' });
    const groups = [...nav.querySelectorAll<HTMLDetailsElement>('details.account-bar__group')];
    expect(
      groups.map((group) => [
        group.querySelector('summary')?.textContent,
        [...group.querySelectorAll('a')].map((link) => link.textContent),
      ]),
    ).toEqual([
      ['Workspace', ['Search', 'Alerts', 'Portfolio', 'My reports']],
      ['Team', ['Members', 'Shared lists', 'Audit trail']],
      ['Developers', ['API keys', 'API usage', 'API reference']],
      ['Account', ['Plan and renewal', 'Security', 'Authorizations', 'Activity']],
    ]);
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe(
      '/account?lang=en',
    );
    expect(
      within(nav).getByRole('link', { name: 'API reference', hidden: true }).getAttribute('href'),
    ).toBe('/products-api/reference?lang=en');
  });

  it('opens one menu at a time; Escape closes it and returns focus, as does a click elsewhere', async () => {
    renderBar(TRIAL);
    const user = userEvent.setup();
    const nav = await screen.findByRole('navigation', { name: '账户菜单' });
    const workspace = within(nav).getByText('工作台').closest('summary') as HTMLElement;
    const developers = within(nav).getByText('开发者').closest('summary') as HTMLElement;
    const detailsOf = (summary: HTMLElement) => summary.parentElement as HTMLDetailsElement;
    await waitFor(() => expect(workspace.getAttribute('aria-expanded')).toBe('false'));

    await user.click(workspace);
    expect(detailsOf(workspace).open).toBe(true);
    await waitFor(() => expect(workspace.getAttribute('aria-expanded')).toBe('true'));

    await user.click(developers);
    expect(detailsOf(developers).open).toBe(true);
    await waitFor(() => expect(detailsOf(workspace).open).toBe(false));
    await waitFor(() => expect(developers.getAttribute('aria-expanded')).toBe('true'));
    expect(workspace.getAttribute('aria-expanded')).toBe('false');

    // Into the list by keyboard, then Escape: closed, focus back on its button.
    await user.tab();
    expect(document.activeElement?.textContent).toBe('API 密钥');
    await user.keyboard('{Escape}');
    expect(detailsOf(developers).open).toBe(false);
    expect(document.activeElement).toBe(developers);
    await waitFor(() => expect(developers.getAttribute('aria-expanded')).toBe('false'));

    // A click outside the open menu closes it.
    await user.click(workspace);
    await waitFor(() => expect(workspace.getAttribute('aria-expanded')).toBe('true'));
    await user.click(document.body);
    expect(detailsOf(workspace).open).toBe(false);
  });

  it.each([
    ['zh-CN', 3, '3 条未读提醒', '工作台', '监控提醒'],
    ['zh-CN', 1, '1 条未读提醒', '工作台', '监控提醒'],
    ['en', 1, '1 unread alert', 'Workspace', 'Alerts'],
    ['en', 120, '120 unread alerts', 'Workspace', 'Alerts'],
  ] as const)(
    'counts the unread alerts (%s, %i) on the alerts link and its group’s button, in words for screen readers',
    async (locale, count, words, group, alerts) => {
      createUserStore().save(TRIAL);
      renderInSite([{ id: 'home', index: true, Component: Page }], {
        path: locale === 'en' ? '/?lang=en' : '/',
        user: publicUserOf(TRIAL),
        locale,
        alertsUnread: count,
      });
      const nav = await screen.findByRole('navigation', {
        name: locale === 'en' ? 'Account menu' : '账户菜单',
      });
      const badge = count > 99 ? '99+' : String(count);
      const summary = within(nav).getByText(group).closest('summary') as HTMLElement;
      expect(summary.textContent).toBe(`${group} ${badge}${words}`);
      expect(summary.querySelector('.account-bar__count')?.getAttribute('aria-hidden')).toBe(
        'true',
      );
      expect(summary.querySelector('.kyc-visually-hidden')?.textContent).toBe(words);
      const link = within(nav).getByRole('link', { name: new RegExp(`^${alerts}`), hidden: true });
      expect(link.textContent).toBe(`${alerts} ${badge}${words}`);
      expect(link.querySelector('.account-bar__count')?.getAttribute('aria-hidden')).toBe('true');
      // The other groups count nothing.
      expect(nav.querySelectorAll('.account-bar__count')).toHaveLength(2);
    },
  );

  it('shows no count without unread alerts', async () => {
    renderBar(TRIAL, {}, 0);
    const nav = await screen.findByRole('navigation', { name: '账户菜单' });
    expect(nav.querySelector('.account-bar__count')).toBeNull();
    expect(nav.querySelector('.kyc-visually-hidden')).toBeNull();
  });

  it.each([
    [
      'a team member without the audit trail (their role named in the permission lists)',
      { permissionList: ['team:lists:edit'], reversalPermissionList: ['team:audit:view'] },
      ['/team', '/team-lists'],
    ],
    [
      'a team member whose role sees the audit trail',
      { permissionList: ['team:lists:edit', 'team:audit:view'] },
      ['/team', '/team-lists', '/team-audit'],
    ],
    [
      'a main user, whose team is made on the first visit (its owner, an admin)',
      { mainUserFlag: 'Y' },
      ['/team', '/team-lists', '/team-audit'],
    ],
    ['an account outside a team', { mainUserFlag: 'N' }, null],
  ])('shows the team group and the portfolio to %s', async (_who, extra, team) => {
    renderBar(TRIAL, extra);
    const nav = await screen.findByRole('navigation', { name: '账户菜单' });
    const group = nav.querySelector('details[data-group="team"]');
    expect(
      group ? [...group.querySelectorAll('a')].map((a) => a.getAttribute('href')) : null,
    ).toEqual(team);
    if (group) expect(group.querySelector('summary')?.textContent).toBe('团队');
    const portfolio = within(nav).queryByRole('link', { name: '批量监控', hidden: true });
    expect(portfolio?.getAttribute('href') ?? null).toBe(team ? '/portfolio' : null);
  });

  it('sends plan and renewal back to the page with its search intact', async () => {
    createUserStore().save(TRIAL);
    renderInSite([{ id: 'liveSearch', path: 'live-search', Component: Page }], {
      path: '/live-search?q=acme&status=active&lang=en',
      user: publicUserOf(TRIAL),
      locale: 'en',
    });
    const plan = await screen.findByRole('link', { name: 'Plan and renewal' });
    const href = new URL(plan.getAttribute('href') ?? '', 'http://site.test').searchParams;
    expect(href.get('from')).toBe('/live-search?q=acme&status=active');
    expect(href.get('lang')).toBe('en');
  });

  it('marks the page the user is on, and on a phone folds the links into a drawer', async () => {
    createUserStore().save(TRIAL);
    renderInSite([{ id: 'activity', path: 'activity', Component: Page }], {
      path: '/activity',
      user: publicUserOf(TRIAL),
      variant: 'mobile',
    });
    const toggle = await screen.findByText('账户菜单');
    const drawer = toggle.closest('details') as HTMLDetailsElement;
    expect(drawer.open).toBe(false);
    await userEvent.setup().click(toggle);
    expect(drawer.open).toBe(true);
    // The drawer lists the same groups, each under its heading.
    expect(
      screen
        .getAllByRole('heading', { level: 2 })
        .map((heading) => [
          heading.textContent,
          linksOf(heading.nextElementSibling as HTMLElement).map(([label]) => label),
        ]),
    ).toEqual([
      ['工作台', ['企业检索', '监控提醒', '我的报告']],
      ['开发者', ['API 密钥', 'API 用量', 'API 文档']],
      ['账户设置', ['套餐与续费', '账户安全', '授权书', '操作记录']],
    ]);
    expect(screen.getByRole('list', { name: '工作台' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '操作记录' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByRole('link', { name: '账户首页' }).getAttribute('aria-current')).toBeNull();
  });

  it.each([
    [
      'a formal account 60 days out',
      { acctType: 1, type: 1, category: 'N', endDate: addDaysFromToday(60) },
      true,
    ],
    [
      'a formal account 400 days out',
      { acctType: 1, type: 1, category: 'N', endDate: addDaysFromToday(400) },
      false,
    ],
    [
      'a company account 45 days out',
      { acctType: 4, type: 4, category: 'N', endDate: addDaysFromToday(45) },
      false,
    ],
    [
      'a COVID-19 trial 80 days out',
      { category: 'SET_STAD_COVID19', endDate: addDaysFromToday(80) },
      true,
    ],
    ['an SET_T trial 80 days out', { endDate: addDaysFromToday(80) }, false],
  ])('follows shouldWarnExpiry for %s', async (_name, extra, warned) => {
    renderBar(TRIAL, extra);
    await screen.findByRole('button', { name: '退出登录' });
    expect(screen.queryByRole('link', { name: '立即续费' }) !== null).toBe(warned);
  });

  it('logs out: the server session ends, every local trace goes, and the home page reloads', async () => {
    const fetch = fakeFetch(() => ({ body: { ok: true } }));
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    const site = renderBar(TRIAL);
    sessionStorage.setItem('draft', 'x');
    expect(document.cookie).toContain(`${SESSION_COOKIE_NAME}=u-3___tok-3___sec-3`);
    await user.click(await screen.findByRole('button', { name: '退出登录' }));

    await waitFor(() => expect(site.navigate).toHaveBeenCalledWith({ to: '/', refresh: true }));
    expect(callOf(fetch, 0).url).toBe('/webapi/saas/user/logout');
    expect(callOf(fetch, 0).init.method).toBe('POST');
    expect(headersOf(fetch.mock.calls[0] as unknown[])).toMatchObject({
      'pro-client-id': 'u-3',
      'pro-access-token': 'tok-3',
      'pro-access-secret-key': 'sec-3',
    });
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(document.cookie).not.toContain(SESSION_COOKIE_NAME);
    expect(site.store().getState().app.user).toBeNull();
    expect(site.store().getState().loginInfo.isLogin).toBe(false);
    expect(screen.queryByRole('button', { name: '退出登录' })).toBeNull();
    expect(
      site
        .store()
        .getState()
        .app.msgList.map((message) => message.text),
    ).toEqual(['您已退出登录。']);
  });

  it('sends the page’s waiting operations before the session ends', async () => {
    const fetch = fakeFetch(() => ({ body: { ok: true } }));
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    function Searching() {
      const opLog = useOpLog();
      useEffect(() => opLog.log(OP_TYPES.search, 'acme'), [opLog]);
      return null;
    }
    createUserStore().save(TRIAL);
    const site = renderInSite(
      [
        {
          id: 'home',
          path: '/',
          Component: Page,
          children: [{ index: true, Component: Searching }],
        },
      ],
      { path: '/', user: publicUserOf(TRIAL) },
    );
    await user.click(await screen.findByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(site.navigate).toHaveBeenCalledWith({ to: '/', refresh: true }));
    expect(fetch.mock.calls.map((_call, index) => callOf(fetch, index).url)).toEqual([
      '/webapi/saas/user/op-log/save',
      '/webapi/saas/user/logout',
    ]);
    expect(callOf(fetch, 0).body).toEqual({ opType: 'search', relId: 'acme' });
    expect(headersOf(fetch.mock.calls[0] as unknown[])).toMatchObject({ 'pro-client-id': 'u-3' });
  });

  it('still clears everything here when the logout request fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    const user = userEvent.setup();
    const site = renderBar(TRIAL);
    await user.click(await screen.findByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(site.navigate).toHaveBeenCalledWith({ to: '/', refresh: true }));
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it('ends an ADV session that the alive check finds gone, with a message', async () => {
    const fetch = fakeFetch(() => ({
      status: 401,
      body: { code: 'SESSION_IDLE', message: '会话已过期' },
    }));
    vi.stubGlobal('fetch', fetch);
    const site = renderBar(TRIAL, { securityPolicy: 'ADV', refreshIntervalSec: 0.05 });
    await waitFor(() =>
      expect(site.navigate).toHaveBeenCalledWith({ to: '/login?reason=idle', refresh: true }),
    );
    expect(callOf(fetch, 0).url).toBe('/webapi/saas/user/alive');
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(
      site
        .store()
        .getState()
        .app.msgList.map((message) => message.tone),
    ).toEqual(['warning']);
  });

  it('keeps checking an ADV session while the alive check answers', async () => {
    const fetch = fakeFetch(() => ({
      body: { alive: true, refreshIntervalSec: 0.05, securityPolicy: 'ADV' },
    }));
    vi.stubGlobal('fetch', fetch);
    const site = renderBar(TRIAL, { securityPolicy: 'ADV', refreshIntervalSec: 0.05 });
    await waitFor(() => expect(fetch.mock.calls.length).toBeGreaterThanOrEqual(2));
    expect(site.navigate).not.toHaveBeenCalled();
  });

  it('runs no alive check for other users', async () => {
    const fetch = fakeFetch(() => ({ body: {} }));
    vi.stubGlobal('fetch', fetch);
    renderBar(TRIAL, { securityPolicy: 'STD', refreshIntervalSec: 0.05 });
    await screen.findByRole('button', { name: '退出登录' });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(fetch).not.toHaveBeenCalled();
  });
});

// @vitest-environment jsdom

import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInSite } from '../../lib/account/_test/harness';
import { OutcomeNotice } from './OutcomeNotice';

afterEach(cleanup);

const LABELS = { logIn: '登录', renewPlan: '续费服务' };

function show(
  outcome: Parameters<typeof OutcomeNotice>[0]['outcome'],
  path = '/live-search?q=acme',
) {
  renderInSite(
    [
      {
        id: 'page',
        path: 'live-search',
        Component: () => <OutcomeNotice outcome={outcome} labels={LABELS} />,
      },
    ],
    { path },
  );
}

describe('OutcomeNotice', () => {
  it('offers renewal, coming back to the same search, when the plan has ended', async () => {
    show({ message: '您的服务已到期', renewRequired: true });
    expect((await screen.findByRole('alert')).textContent).toContain('您的服务已到期');
    const link = screen.getByRole('link', { name: '续费服务' });
    const href = new URL(link.getAttribute('href') ?? '', 'http://site.test');
    expect(href.pathname).toBe('/service-selection');
    expect(href.searchParams.get('from')).toBe('/live-search?q=acme');
    expect(screen.queryByRole('link', { name: '登录' })).toBeNull();
  });

  it('offers the login when the session is gone, and nothing more for other errors', async () => {
    show({ message: '请登录', loginRequired: true });
    expect(await screen.findByRole('link', { name: '登录' })).toBeTruthy();
    cleanup();
    show({ message: '未找到该企业' });
    expect((await screen.findByRole('alert')).textContent).toContain('未找到该企业');
    expect(screen.queryByRole('link')).toBeNull();
  });
});

// @vitest-environment jsdom

import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callOf, fakeFetch, renderInSite } from '../../lib/account/_test/harness';
import { utilityPageData } from '../../lib/account/page.server';
import type { ServicePackage } from '../../lib/account/types';
import type { PublicUser } from '../../lib/session.server';
import ServiceSelection from './service-selection';

const PACKAGES: ServicePackage[] = [
  {
    code: 'STANDARD',
    name: '标准版',
    nameEn: 'Standard',
    description: '企业信息、股权结构与受益所有人',
    descriptionEn: 'Company data, equity structure and UBO',
    payType: 'P',
    price: 19800,
    currency: 'CNY',
    period: '1y',
    features: ['live-search', 'ubo-map'],
  },
  {
    code: 'API_PAYG',
    name: 'API 按量付费',
    nameEn: 'API pay-as-you-go',
    description: '实时数据接口，按调用计费',
    descriptionEn: 'Real-time data API, billed per call',
    payType: 'A',
    price: 0.5,
    currency: 'CNY',
    period: 'call',
    features: [],
  },
];

function renderPage(
  user: PublicUser | null,
  query = '?from=%2Flive-search%3Fq%3Dacme&fromPayType=A&crumbs=工作台>升级',
) {
  return renderInSite(
    [
      {
        id: 'serviceSelection',
        path: 'service-selection',
        loader: ({ request }) => ({
          ...utilityPageData(request, '/service-selection'),
          from: '/live-search?q=acme',
          fromPayType: new URL(request.url).searchParams.get('fromPayType') === 'A' ? 'A' : '',
          crumbs: [
            { label: '工作台', href: '' },
            { label: '升级', href: '/live-search' },
          ],
          // Prices as a careless API might send them: the page must still hide them.
          packages: PACKAGES,
          loadError: '',
        }),
        Component: ServiceSelection as never,
      },
    ],
    { path: `/service-selection${query}`, user },
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('service selection', () => {
  it.each([
    ['a visitor', null],
    [
      'a manager user without credit view',
      { uuid: 'u', loginName: 'demo_trial', mainUserFlag: 'N', showCredit: 'N' },
    ],
  ])('hides prices from %s', async (_who, user) => {
    renderPage(user as PublicUser | null);
    await screen.findByRole('radio', { name: /标准版/ });
    expect(screen.getAllByText('价格请咨询您的客户经理')).toHaveLength(2);
    expect(document.body.textContent).not.toContain('19,800');
  });

  it.each([
    ['the main user', { mainUserFlag: 'Y', showCredit: 'N' }],
    ['a user with showCredit Y', { mainUserFlag: 'N', showCredit: 'Y' }],
  ])('shows prices to %s', async (_who, flags) => {
    renderPage({ uuid: 'u', loginName: 'demo_formal', ...flags });
    expect(await screen.findByText('人民币 19,800.00/年')).toBeTruthy();
    expect(screen.getByText('人民币 0.50/次')).toBeTruthy();
  });

  it('shows the crumbs, preselects the package of fromPayType and confirms back to from', async () => {
    const fetch = fakeFetch(() => ({ body: { ok: true, id: 1 } }));
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    const site = renderPage({ uuid: 'u', loginName: 'demo_formal', mainUserFlag: 'Y' });
    const crumbs = await screen.findByRole('navigation', { name: '当前位置' });
    expect(crumbs.textContent).toBe('工作台升级选择服务');
    expect(screen.getByRole('link', { name: '升级' }).getAttribute('href')).toBe('/live-search');
    expect((screen.getByRole('radio', { name: /API 按量付费/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    await user.click(screen.getByRole('radio', { name: /标准版/ }));
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(site.navigate).toHaveBeenCalledWith({
      to: '/live-search?q=acme&servicePackage=STANDARD',
    });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(callOf(fetch, 0).body).toEqual({
      opType: 'select_service_package',
      relId: 'STANDARD',
    });
  });

  it('asks for a choice when none is made', async () => {
    const user = userEvent.setup();
    const site = renderPage(null, '?from=%2Flive-search&fromPayType=P');
    await user.click(await screen.findByRole('button', { name: '下一步' }));
    expect((await screen.findByRole('alert')).textContent).toContain('请选择一个服务套餐');
    expect(site.navigate).not.toHaveBeenCalled();
  });
});

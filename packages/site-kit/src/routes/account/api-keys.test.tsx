// @vitest-environment jsdom

import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderInSite } from '../../lib/account/_test/harness';
import type { ApiKeysResponse, ApiPricesResponse } from '../../lib/account/apiKeys';
import ApiKeysPage from './api-keys';
import { action, loader } from './api-keys.server';

const SESSION = 'kyc_session=u-1___tok-1___sec-1';
const context = { nonce: 'n', apiOrigin: 'http://api.test', analyticsOrigin: '' };

const KEY: ApiKeysResponse['keys'][number] = {
  id: 7,
  name: 'Onboarding',
  mode: 'live',
  prefix: 'kyc_live_3f9a1c',
  scopes: ['companies:read', 'beneficial-owners:read'],
  allowedCidrs: ['203.0.113.0/24'],
  createdAt: '2026-11-20T02:00:00Z',
  lastUsedAt: null,
  revokedAt: null,
  previousSecretValidUntil: null,
};

const keys = (canManage: boolean): ApiKeysResponse => ({
  canManage,
  scopes: ['companies:read', 'beneficial-owners:read', 'reports:order'],
  limits: { test: { perSecond: 5, perDay: 2000 }, live: { perSecond: 10, perDay: 50000 } },
  keys: [KEY],
});

/** The page as the real loader makes it, with apps/api answering `keys` and `prices`. */
function renderPage(
  answers: { keys: ApiKeysResponse; prices: ApiPricesResponse },
  locale: 'en' | 'zh-CN' = 'en',
) {
  const path = locale === 'en' ? '/api-keys?lang=en' : '/api-keys';
  vi.stubGlobal(
    'fetch',
    fakeFetch((url) => ({ body: url.endsWith('/prices') ? answers.prices : answers.keys })),
  );
  renderInSite(
    [
      {
        id: 'apiKeys',
        path: 'api-keys',
        loader: () =>
          loader({
            request: new Request(`http://site.test${path}`, {
              headers: { cookie: SESSION },
            }),
            context,
          }),
        Component: ApiKeysPage as never,
      },
    ],
    { path, locale, user: { uuid: 'u-1', loginName: 'demo_sub' } },
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the API keys page', () => {
  it('tells a user who may not manage keys why, and offers no form or action', async () => {
    renderPage({ keys: keys(false), prices: { visible: false, billing: 'prepaid', prices: [] } });
    await screen.findByText(/Only the main user of your account/);
    const row = screen.getByRole('row', { name: /Onboarding/ });
    expect(within(row).getByText('203.0.113.0/24')).toBeTruthy();
    expect(within(row).getByText('Read companies, Read beneficial owners')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Create a key' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Rotate/ })).toBeNull();
    expect(screen.queryByText('Your API price list')).toBeNull();
    // The limits are the same for everyone who reads the page.
    // Figures with thousands separators, as @kyc/formatters writes them.
    expect(screen.getByText('Test keys: 5 calls a second, 2,000 calls a day.')).toBeTruthy();
    expect(screen.getByText('Live keys: 10 calls a second, 50,000 calls a day.')).toBeTruthy();
  });

  it('writes the limits with thousands separators in Chinese too', async () => {
    renderPage(
      { keys: keys(false), prices: { visible: false, billing: 'prepaid', prices: [] } },
      'zh-CN',
    );
    expect(await screen.findByText('测试密钥：每秒 5 次，每天 2,000 次。')).toBeTruthy();
    expect(screen.getByText('正式密钥：每秒 10 次，每天 50,000 次。')).toBeTruthy();
  });

  it('gives a manager who may see prices the form, the actions, the price list and the balance', async () => {
    renderPage({
      keys: keys(true),
      prices: {
        visible: true,
        billing: 'prepaid',
        balance: 98.5,
        prices: [
          { operation: 'getBeneficialOwners', price: 2, currency: 'CNY' },
          { operation: 'getUsage', price: 0, currency: 'CNY' },
        ],
      },
    });
    await screen.findByRole('region', { name: 'Create a key' });
    expect(screen.getByRole('link', { name: 'Rotate: Onboarding' }).getAttribute('href')).toBe(
      '/api-keys?rotate=7&lang=en#key-action',
    );
    expect(screen.getByText('Prepaid API balance: CNY 98.50.')).toBeTruthy();
    const prices = screen.getByRole('table', { name: 'Your API price list' });
    expect(within(prices).getByRole('row', { name: 'Beneficial owners CNY 2.00' })).toBeTruthy();
    expect(within(prices).getByRole('row', { name: 'Usage Free' })).toBeTruthy();
  });
});

describe('the API keys page’s action', () => {
  it('sends a new secret to the next page in a sealed cookie, never in the address', async () => {
    const secret = `kyc_test_${'a'.repeat(40)}`;
    const fetch = fakeFetch(() => ({ status: 201, body: { key: { ...KEY, name: 'CI' }, secret } }));
    vi.stubGlobal('fetch', fetch);
    const body = new URLSearchParams({
      intent: 'create',
      name: 'CI',
      mode: 'test',
      allowedCidrs: '203.0.113.0/24\n198.51.100.7',
    });
    body.append('scopes', 'companies:read');
    const answer = (await action({
      request: new Request('http://site.test/api-keys?lang=en', {
        method: 'POST',
        headers: { cookie: SESSION, origin: 'http://site.test' },
        body,
      }),
      context,
    })) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/api-keys?lang=en');
    expect(answer.headers.get('set-cookie')).toMatch(/^kyc_key_secret=[\w-]+; Max-Age=120;/);
    expect(answer.headers.get('set-cookie')).not.toContain(secret);
    const sent = fetch.mock.calls[0]?.[1] as RequestInit;
    expect(JSON.parse(String(sent.body))).toEqual({
      name: 'CI',
      mode: 'test',
      scopes: ['companies:read'],
      allowedCidrs: ['203.0.113.0/24', '198.51.100.7'],
    });
  });

  it('answers a form without a known key with the page’s words, asking apps/api nothing', async () => {
    const fetch = fakeFetch(() => ({ body: {} }));
    vi.stubGlobal('fetch', fetch);
    const answer = await action({
      request: new Request('http://site.test/api-keys?lang=en', {
        method: 'POST',
        headers: { cookie: SESSION },
        body: new URLSearchParams({ intent: 'revoke', id: 'x' }),
      }),
      context,
    });
    expect(answer).toEqual({
      message: 'That choice is not on this page any more. Please try again.',
    });
    expect(fetch).not.toHaveBeenCalled();
  });
});

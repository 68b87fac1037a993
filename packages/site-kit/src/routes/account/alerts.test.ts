// Monitoring's forms (issue 28): posted to /alerts from any page, answered with a 303 back to
// that page, which shows the outcome; the unsubscribe link's page works signed out.
import { monitoring } from '@kyc/content/interface';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callOf, fakeFetch } from '../../lib/account/_test/harness';
import { readFlash } from '../../lib/account/flash.server';
import { costLine, valueLines, type WatchCost } from '../../lib/account/monitoring';
import { action, loader, readAlertsFilter } from './alerts.server';
import {
  action as unsubscribeAction,
  loader as unsubscribeLoader,
} from './alerts-unsubscribe.server';

const SESSION = 'kyc_session=u-1___tok-1___sec-1';
const context = { apiOrigin: 'http://api.test', clientAddress: '203.0.113.9' };
const KEY_NO = '0123456789abcdef0123456789abcdef';

function post(path: string, fields: Record<string, string>, cookie: string | null = SESSION) {
  return new Request(`http://site.test${path}`, {
    method: 'POST',
    headers: {
      ...(cookie ? { cookie } : {}),
      origin: 'http://site.test',
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The page a 303 goes to and what its flash says there. */
function landing(answer: Response) {
  expect(answer.status).toBe(303);
  const to = answer.headers.get('location') ?? '';
  const cookie = (answer.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
  return {
    to,
    flash: readFlash(new Request(`http://site.test${to}`, { headers: { cookie } })),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('the monitoring forms', () => {
  it('watch a company and come back to the page they were on, saying so', async () => {
    const fetch = fakeFetch(() => ({ status: 201, body: { watched: true, direct: true } }));
    vi.stubGlobal('fetch', fetch);
    const answer = await action({
      request: post('/alerts?lang=en', {
        intent: 'watch',
        keyNo: KEY_NO,
        company: 'Acme Ltd',
        back: `/live-search?id=${KEY_NO}&lang=en#company-watch`,
      }),
      context,
    });
    const { to, flash } = landing(answer);
    expect(to).toMatch(
      new RegExp(`^/live-search\\?id=${KEY_NO}&lang=en&done=[\\w-]+#company-watch$`),
    );
    expect(flash).toEqual({ monitor: { tone: 'success', message: 'You now watch Acme Ltd.' } });
    expect(callOf(fetch)).toMatchObject({
      url: 'http://api.test/webapi/saas/monitoring/watches/companies',
      body: { keyNo: KEY_NO },
    });
  });

  it('bring a refusal back in apps/api’s words (a balance that cannot pay)', async () => {
    const message = 'The prepaid API balance cannot pay: watching 1 company costs CNY 0.10.';
    vi.stubGlobal(
      'fetch',
      fakeFetch(() => ({ status: 402, body: { code: 'INSUFFICIENT_BALANCE', message } })),
    );
    const answer = await action({
      request: post('/alerts?lang=en', {
        intent: 'watch',
        keyNo: KEY_NO,
        back: '/live-search?q=acme',
      }),
      context,
    });
    expect(landing(answer).flash).toEqual({ monitor: { tone: 'error', message } });
  });

  it('never go back to another site', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch(() => ({ body: { marked: 2, unread: 0 } })),
    );
    const answer = await action({
      request: post('/alerts', { intent: 'read-all', back: '//evil.example/x' }),
      context,
    });
    const { to, flash } = landing(answer);
    expect(to).toMatch(/^\/alerts\?done=/);
    expect(flash).toEqual({ monitor: { tone: 'success', message: '已将 2 条提醒标为已读。' } });
  });

  it('mark one alert read, choose the mail, stop watching a list', async () => {
    const fetch = fakeFetch((url) =>
      url.includes('/lists/')
        ? { body: { name: 'Suppliers', watched: false } }
        : { body: { unread: 0, mode: 'daily', email: null } },
    );
    vi.stubGlobal('fetch', fetch);
    const read = await action({
      request: post('/alerts', {
        intent: 'read',
        eventId: 'evt_0123456789abcdef01234567',
        back: '/alerts?kind=officers',
      }),
      context,
    });
    expect(landing(read).to).toMatch(/^\/alerts\?kind=officers&done=/);
    const mail = await action({
      request: post('/alerts', { intent: 'mail', mode: 'daily' }),
      context,
    });
    expect(landing(mail).flash).toEqual({
      monitor: { tone: 'success', message: monitoring['zh-CN'].mailSaved },
    });
    const list = await action({
      request: post('/alerts?lang=en', {
        intent: 'unwatch-list',
        listId: '7',
        back: '/team-lists?list=7',
      }),
      context,
    });
    expect(landing(list).flash).toEqual({
      monitor: { tone: 'success', message: 'You no longer watch the list “Suppliers”.' },
    });
    expect(fetch.mock.calls.map((_, i) => callOf(fetch, i).init.method)).toEqual([
      'POST',
      'PUT',
      'DELETE',
    ]);
  });

  it('refuse what is not one of them, without asking apps/api', async () => {
    const fetch = fakeFetch(() => ({ body: {} }));
    vi.stubGlobal('fetch', fetch);
    for (const fields of [
      { intent: 'watch', keyNo: 'nope' } as Record<string, string>,
      { intent: 'mail', mode: 'weekly' },
      {},
    ])
      expect(landing(await action({ request: post('/alerts', fields), context })).flash).toEqual({
        monitor: { tone: 'error', message: monitoring['zh-CN'].invalidChoice },
      });
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('the alerts page', () => {
  it('reads its filter from the address and asks apps/api for exactly that', async () => {
    expect(
      readAlertsFilter(
        new URLSearchParams(
          `list=7&company=${KEY_NO.toUpperCase()}&kind=officers&unread=1&before=42`,
        ),
      ),
    ).toEqual({
      listId: 7,
      keyNo: KEY_NO,
      kind: 'officers',
      unread: true,
      before: 42,
      watchPage: 1,
    });
    expect(
      readAlertsFilter(new URLSearchParams('list=x&company=1&kind=weather&before=-1')),
    ).toEqual({
      listId: null,
      keyNo: null,
      kind: null,
      unread: false,
      before: null,
      watchPage: 1,
    });
    const fetch = fakeFetch((url) =>
      url.includes('/alerts?')
        ? { body: { items: [], nextBefore: null, unread: 0 } }
        : url.includes('/team/lists')
          ? { status: 404, body: { code: 'NO_TEAM', message: 'no team' } }
          : { body: { lists: [], companies: [], total: 0, page: 1, pageSize: 20 } },
    );
    vi.stubGlobal('fetch', fetch);
    const data = await loader({
      request: new Request(`http://site.test/alerts?kind=officers&company=${KEY_NO}`, {
        headers: { cookie: SESSION },
      }),
      context,
    } as never);
    expect(callOf(fetch).url).toBe(
      `http://api.test/webapi/saas/monitoring/alerts?limit=20&keyNo=${KEY_NO}&kind=officers`,
    );
    expect(data.lists).toEqual([]);
    expect(data.alerts).toEqual({ ok: true, data: { items: [], nextBefore: null, unread: 0 } });
  });

  it('shows a change in words: people with their position, owners with share and rule', () => {
    const text = monitoring.en;
    expect(
      valueLines(
        'beneficial_owners',
        [
          {
            keyNo: 'p1',
            name: '王伟',
            nameEn: 'Wang Wei',
            percent: 60,
            rules: ['equity', 'control'],
          },
        ],
        text,
        'en',
      ),
    ).toEqual(['Wang Wei 60% (equity, control)']);
    expect(
      valueLines(
        'officers',
        [{ name: '李娜', nameEn: 'Li Na', position: '董事', positionEn: 'Director' }],
        monitoring['zh-CN'],
        'zh-CN',
      ),
    ).toEqual(['李娜（董事）']);
    expect(
      valueLines(
        'gleif_parents',
        [
          {
            kind: 'direct',
            name: '上海中华科技有限公司5',
            nameEn: 'Zhong Hua Technology',
            lei: 'L5',
          },
        ],
        monitoring['zh-CN'],
        'zh-CN',
      ),
    ).toEqual(['直接母公司：上海中华科技有限公司5（L5）']);
    expect(valueLines('name', { name: '华东科技', nameEn: 'Huadong Tech' }, text, 'en')).toEqual([
      'Huadong Tech (华东科技)',
    ]);
    expect(valueLines('address', null, text, 'en')).toEqual([]);
    const cost: WatchCost = {
      operation: 'watchCompany',
      pricesVisible: true,
      price: 0.1,
      count: 1,
      total: 0.1,
      currency: 'CNY',
      billing: 'invoice',
      balance: null,
      watching: 0,
      unpaid: 0,
    };
    expect(costLine(cost, text, 'en')).toMatch(
      /0\.10 per company per month, on your monthly invoice\.$/,
    );
    expect(costLine({ ...cost, pricesVisible: false, price: null }, text, 'en')).toBeNull();
  });
});

describe('the unsubscribe link’s page, signed out', () => {
  const TOKEN = '7.abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

  it('says whose mail it stops, stops it with the form, and says so after the redirect', async () => {
    const fetch = fakeFetch((_url, init) =>
      init.method === 'POST'
        ? { body: { email: 'f****l@demo.kyc', mode: 'off' } }
        : { body: { email: 'f****l@demo.kyc', mode: 'daily' } },
    );
    vi.stubGlobal('fetch', fetch);
    const page = await unsubscribeLoader({
      request: new Request(`http://site.test/alerts-unsubscribe?token=${TOKEN}&lang=en`),
      context,
    } as never);
    expect(page).toMatchObject({ token: TOKEN, link: { mode: 'daily' }, invalid: false });
    // No session cookie goes to apps/api: the link alone is the authority.
    expect(new Headers(callOf(fetch).init.headers).get('cookie')).toBeNull();
    const answer = await unsubscribeAction({
      request: post(`/alerts-unsubscribe?token=${TOKEN}&lang=en`, { token: TOKEN }, null),
      context,
    } as never);
    const { to, flash } = landing(answer);
    expect(to).toMatch(/^\/alerts-unsubscribe\?token=7\.[\w-]+&lang=en&done=/);
    expect(flash).toEqual({ unsubscribed: 'f****l@demo.kyc' });
    expect(callOf(fetch, 1)).toMatchObject({
      url: 'http://api.test/webapi/monitoring/unsubscribe',
      body: { token: TOKEN },
    });
  });

  it('takes a mail client’s one-click POST, its token in the address (RFC 8058)', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch(() => ({ body: { email: null, mode: 'off' } })),
    );
    const answer = await unsubscribeAction({
      request: post(
        `/alerts-unsubscribe?token=${TOKEN}`,
        { 'List-Unsubscribe': 'One-Click' },
        null,
      ),
      context,
    } as never);
    expect(landing(answer).flash).toEqual({ unsubscribed: null });
  });

  it('calls a made-up link not valid', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch(() => ({ status: 404, body: { code: 'LINK_NOT_VALID', message: 'x' } })),
    );
    const page = await unsubscribeLoader({
      request: new Request(`http://site.test/alerts-unsubscribe?token=${TOKEN}`),
      context,
    } as never);
    expect(page).toMatchObject({ invalid: true, link: null });
    const none = await unsubscribeLoader({
      request: new Request('http://site.test/alerts-unsubscribe'),
      context,
    } as never);
    expect(none).toMatchObject({ invalid: true });
  });
});

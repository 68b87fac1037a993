import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { stubCookie } from '../../test/helpers';
import { writeCookie } from '../_lib/storage';
import { startHub } from './startHub';

const SITE = 'https://www.site.com';
const ID = '44444444-4444-4444-8444-444444444444';

interface FakeWindow {
  postMessage: ReturnType<typeof vi.fn>;
}

/** A window as the hub sees it: its query, its allow-list meta, and who framed or opened it. */
function hubWindow({
  origin = SITE as string | null,
  allow = '',
  framed = true,
  opener = false,
}: {
  origin?: string | null;
  allow?: string | null;
  framed?: boolean;
  opener?: boolean;
} = {}) {
  const parent: FakeWindow = { postMessage: vi.fn() };
  const openerWindow: FakeWindow | null = opener ? { postMessage: vi.fn() } : null;
  const listeners: ((event: MessageEvent) => void)[] = [];
  const win = {
    location: { search: origin === null ? '' : `?origin=${encodeURIComponent(origin)}` },
    document: {
      querySelector: (selector: string) =>
        selector === 'meta[name="kyc-hub-origins"]' && allow !== null
          ? { getAttribute: (name: string) => (name === 'content' ? allow : null) }
          : null,
    },
    parent: parent as unknown,
    opener: openerWindow,
    close: vi.fn(),
    addEventListener: (type: string, listener: (event: MessageEvent) => void) => {
      if (type === 'message') listeners.push(listener);
    },
  };
  if (!framed) win.parent = win;
  startHub(win as unknown as Window);
  const ask = (from: string, data: unknown = { syncDeviceId: true }) => {
    const source: FakeWindow = { postMessage: vi.fn() };
    for (const listener of listeners)
      listener({ origin: from, data, source } as unknown as MessageEvent);
    return source.postMessage;
  };
  return { win, parent, opener: openerWindow, ask, listeners };
}

describe('startHub in a frame', () => {
  it('answers the parent with the host cookie id, to the asked origin only', () => {
    writeCookie('kyc_did', ID, 1);
    const { parent } = hubWindow();
    expect(parent.postMessage).toHaveBeenCalledExactlyOnceWith(
      { syncDeviceId: true, deviceId: ID, interceptThird: false, opener: false },
      SITE,
    );
  });

  it('creates the id in the cookie when there is none yet', () => {
    const { parent } = hubWindow();
    const [answer] = parent.postMessage.mock.calls[0] ?? [];
    expect(answer.deviceId).toMatch(/^[\da-f-]{36}$/);
    expect(document.cookie).toContain(`kyc_did=${answer.deviceId}`);
  });

  it('ignores the partitioned localStorage of a third-party frame', () => {
    localStorage.setItem('kyc_did', ID);
    const { parent } = hubWindow();
    expect(parent.postMessage.mock.calls[0]?.[0].deviceId).not.toBe(ID);
  });

  it.each([
    ['cookies silently dropped', { set: () => {}, get: () => '' }],
    [
      'cookies throwing',
      {
        set: () => {
          throw new DOMException('blocked', 'SecurityError');
        },
        get: () => {
          throw new DOMException('blocked', 'SecurityError');
        },
      },
    ],
  ])('reports interceptThird when third-party cookies are intercepted (%s)', (_, cookie) => {
    stubCookie(cookie);
    const { parent } = hubWindow();
    expect(parent.postMessage).toHaveBeenCalledExactlyOnceWith(
      { syncDeviceId: true, deviceId: '', interceptThird: true, opener: false },
      SITE,
    );
  });

  it('answers a later ask from the asked origin, to that origin', () => {
    writeCookie('kyc_did', ID, 1);
    const { ask } = hubWindow();
    expect(ask(SITE)).toHaveBeenCalledExactlyOnceWith(
      { syncDeviceId: true, deviceId: ID, interceptThird: false, opener: false },
      SITE,
    );
  });

  it.each([
    'https://evil.example.com',
    'http://www.site.com',
    'https://www.site.com.evil.com',
    'null',
    '',
  ])('ignores asks from another origin (%j)', (from) => {
    const { ask } = hubWindow();
    expect(ask(from)).not.toHaveBeenCalled();
  });

  it.each([
    ['null', null],
    ['a string', 'syncDeviceId'],
    ['a number', 1],
    ['a truthy non-true flag', { syncDeviceId: 'yes' }],
    ['an answer echoed back', { syncDeviceId: true, deviceId: ID }],
  ])('ignores a malformed ask (%s) without throwing', (_, data) => {
    const { ask } = hubWindow();
    expect(() => ask(SITE, data)).not.toThrow();
    expect(ask(SITE, data)).not.toHaveBeenCalled();
  });

  it('survives an ask whose source cannot be posted to', () => {
    const { listeners } = hubWindow();
    const event = {
      origin: SITE,
      data: { syncDeviceId: true },
      source: null,
    } as unknown as MessageEvent;
    expect(() => {
      for (const listener of listeners) listener(event);
    }).not.toThrow();
  });
});

describe('startHub in a popup', () => {
  it('answers its opener with the first-party id, then closes', () => {
    localStorage.setItem('kyc_did', ID);
    const { opener, win, parent } = hubWindow({ framed: false, opener: true });
    expect(opener?.postMessage).toHaveBeenCalledExactlyOnceWith(
      { syncDeviceId: true, deviceId: ID, interceptThird: false, opener: true },
      SITE,
    );
    expect(parent.postMessage).not.toHaveBeenCalled();
    expect(document.cookie).toContain(`kyc_did=${ID}`);
    expect(win.close).toHaveBeenCalled();
  });

  it('closes without answering an origin it may not answer', () => {
    const { opener, win } = hubWindow({ framed: false, opener: true, allow: 'https://other.com' });
    expect(opener?.postMessage).not.toHaveBeenCalled();
    expect(win.close).toHaveBeenCalled();
  });
});

describe('startHub opened directly', () => {
  it('creates the host id and posts nothing', () => {
    const { parent, win } = hubWindow({ framed: false });
    expect(localStorage.getItem('kyc_did')).toMatch(/^[\da-f-]{36}$/);
    expect(parent.postMessage).not.toHaveBeenCalled();
    expect(win.close).not.toHaveBeenCalled();
  });
});

describe('startHub origin checks', () => {
  it.each([
    ['no origin', null],
    ['an empty origin', ''],
    ['a wildcard', '*'],
    ['an opaque origin', 'null'],
    ['a URL with a path', 'https://www.site.com/page'],
    ['a trailing slash', 'https://www.site.com/'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a file: URL', 'file:///etc/passwd'],
    ['garbage', '%%%'],
  ])('does not answer %s', (_, origin) => {
    const { parent, ask } = hubWindow({ origin });
    expect(parent.postMessage).not.toHaveBeenCalled();
    expect(ask(origin ?? '')).not.toHaveBeenCalled();
  });

  it.each([
    ['https://www.site.com', 'https://www.site.com', true],
    ['https://a.site.com', 'https://*.site.com', true],
    ['https://a.b.site.com', 'https://other.com https://*.site.com', true],
    ['https://site.com', 'https://*.site.com', false],
    ['https://evil.com', 'https://www.site.com https://*.site.com', false],
    ['http://www.site.com', 'https://www.site.com', false],
    ['https://www.site.com', '', true],
    ['https://www.site.com', null, true],
  ])('answers %s with allow-list %j: %s', (origin, allow, answers) => {
    const { parent } = hubWindow({ origin, allow });
    expect(parent.postMessage).toHaveBeenCalledTimes(answers ? 1 : 0);
  });

  // Each run builds a hub window: on a loaded 2-core CI machine 100 of them took over 30 s.
  it('never posts to another target origin than the one asked, whatever the query', {
    timeout: 120_000,
  }, () => {
    const origins = fc.webUrl().map((url) => new URL(url).origin);
    fc.assert(
      fc.property(fc.oneof(origins, fc.webUrl(), fc.string(), fc.constant('*')), (origin) => {
        const { parent, ask } = hubWindow({ origin });
        const asked = ask(origin);
        const valid = /^https?:/.test(origin) && origin === new URL(origin, 'x:/').origin;
        expect(parent.postMessage.mock.calls.length + asked.mock.calls.length).toBe(valid ? 2 : 0);
        for (const [, target] of [...parent.postMessage.mock.calls, ...asked.mock.calls]) {
          expect(target).toBe(origin);
          expect(target).not.toBe('*');
          expect(new URL(target).origin).toBe(origin);
        }
      }),
      { numRuns: 60 },
    );
  });
});

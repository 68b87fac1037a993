import fc from 'fast-check';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BACKUP_HOST,
  blocked,
  FOREIGN_HOST,
  FOREIGN_ORIGIN,
  OWN_HOST,
  postToWindow,
  QUERY_FIELDS,
  settle,
  setupTracker,
  spyCookieWrites,
  stubCookie,
} from '../test/helpers';
import { writeCookie } from './_lib/storage';
import { CONFIG_REQUIRED_MESSAGE } from './CONFIG_REQUIRED_MESSAGE';
import { createTracker } from './createTracker';
import { DEFAULT_APP_NAME } from './DEFAULT_APP_NAME';
import { EVENT_NAMES, type EventName } from './EVENT_NAMES';
import { UNKNOWN_EVENT_MESSAGE } from './UNKNOWN_EVENT_MESSAGE';

const UUID_V4 = /^[\da-f]{8}-[\da-f]{4}-4[\da-f]{3}-[89ab][\da-f]{3}-[\da-f]{12}$/;

function hide(kind: 'pagehide' | 'visibilitychange') {
  if (kind === 'pagehide') {
    window.dispatchEvent(new Event('pagehide'));
    return;
  }
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  document.dispatchEvent(new Event('visibilitychange'));
}

function show() {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('createTracker: programmer errors', () => {
  it.each(EVENT_NAMES)('throws the config message for %s before config', (event) => {
    expect(() => createTracker().track(event)).toThrow(CONFIG_REQUIRED_MESSAGE);
  });

  it.each(['click', 'PAGE_VIEW', '', 'page-view', 'toString', 'constructor'])(
    'throws the unknown-event message for %j',
    (event) => {
      const { tracker, send } = setupTracker();
      expect(() => tracker.track(event as EventName)).toThrow(UNKNOWN_EVENT_MESSAGE);
      expect(send).not.toHaveBeenCalled();
    },
  );

  it.each([
    ['click', '非标准埋点事件，请检查: "click"'],
    ['', '非标准埋点事件，请检查: ""'],
    ['page view ', '非标准埋点事件，请检查: "page view "'],
    [42, '非标准埋点事件，请检查: 42'],
    [undefined, '非标准埋点事件，请检查: undefined'],
    [null, '非标准埋点事件，请检查: null'],
    [Symbol('click'), '非标准埋点事件，请检查: Symbol(click)'],
    [{ toString: () => 'page_view' }, '非标准埋点事件，请检查: (object)'],
  ])('names the refused event %j after the spec message', (event, message) => {
    const { tracker } = setupTracker();
    let thrown: unknown;
    try {
      tracker.track(event as EventName);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Error);
    expect((thrown as Error).message).toBe(message);
    expect((thrown as Error).message.startsWith(UNKNOWN_EVENT_MESSAGE)).toBe(true);
  });

  it('names the event without reading it when reading it would throw', () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    const { tracker } = setupTracker();
    expect(() => tracker.track(proxy as never)).toThrow(`${UNKNOWN_EVENT_MESSAGE}: (object)`);
  });

  it('throws the unknown-event message even when nothing would be sent (dev env, opted out)', () => {
    const { tracker } = setupTracker({ env: 'dev' });
    expect(() => tracker.track('nope' as EventName)).toThrow(UNKNOWN_EVENT_MESSAGE);
    tracker.optOut();
    expect(() => tracker.track('nope' as EventName)).toThrow(UNKNOWN_EVENT_MESSAGE);
  });
});

describe('createTracker: the beacon', () => {
  it('is GET {host}/s.gif with the spec query fields, in order', () => {
    const { tracker, beacons } = setupTracker({ uid: 'u-42', us: '2', platform: 'h5' });
    tracker.track('search', { words: 'acme 公司', page: 2 });
    const [url] = beacons();
    expect(`${url?.origin}${url?.pathname}`).toBe(`${OWN_HOST}/s.gif`);
    expect([...(url?.searchParams.keys() ?? [])]).toEqual(QUERY_FIELDS);
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
      appName: DEFAULT_APP_NAME,
      event: 'search',
      rs: `${screen.width}x${screen.height}`,
      entity: JSON.stringify({ words: 'acme 公司', page: 2 }),
      uid: 'u-42',
      us: '2',
      platform: 'h5',
      did: localStorage.getItem('kyc_did'),
      tempDid: '',
      ref: document.referrer,
      originUrl: location.href,
      t: expect.stringMatching(/^\d{13}$/),
    });
  });

  it('carries the time of the track call in milliseconds', () => {
    vi.useFakeTimers({ now: new Date('2025-03-01T08:00:00Z') });
    const { tracker, beacons } = setupTracker();
    tracker.track('customize');
    expect(beacons()[0]?.searchParams.get('t')).toBe(`${Date.parse('2025-03-01T08:00:00Z')}`);
  });

  it.each([
    [undefined, '{}'],
    [null, '{}'],
    [{ a: [1, 2] }, '{"a":[1,2]}'],
    ['text', '"text"'],
    [() => 1, '{}'],
  ])('turns event data %p into entity %s', (data, entity) => {
    const { tracker, beacons } = setupTracker();
    tracker.track('customize', data);
    expect(beacons()[0]?.searchParams.get('entity')).toBe(entity);
  });

  it.each([
    [
      'a cycle',
      () => {
        const cyclic: Record<string, unknown> = {};
        cyclic.self = cyclic;
        return cyclic;
      },
    ],
    ['a bigint', () => ({ n: 1n })],
  ])('sends entity {} for data JSON cannot hold (%s), without throwing', (_, data) => {
    const { tracker, beacons } = setupTracker();
    expect(() => tracker.track('customize', data())).not.toThrow();
    expect(beacons()[0]?.searchParams.get('entity')).toBe('{}');
  });

  it.each([
    [{}, DEFAULT_APP_NAME, '', '', 'pc'],
    [
      { appName: 'kyc_mobile', uid: 'abc', us: '1', platform: 'h5' },
      'kyc_mobile',
      'abc',
      '1',
      'h5',
    ],
    [{ appName: '' }, DEFAULT_APP_NAME, '', '', 'pc'],
  ])('fills appName, uid, us, platform from %j', (options, appName, uid, us, platform) => {
    const { tracker, beacons } = setupTracker(options);
    tracker.track('page_view');
    const params = beacons()[0]?.searchParams;
    expect([
      params?.get('appName'),
      params?.get('uid'),
      params?.get('us'),
      params?.get('platform'),
    ]).toEqual([appName, uid, us, platform]);
  });

  it('merges a later config into the earlier one (uid after login)', () => {
    const { tracker, beacons } = setupTracker({ appName: 'kyc_site' });
    tracker.track('page_view');
    tracker.config({ host: OWN_HOST, env: 'prod', uid: 'after-login' });
    tracker.track('login_success');
    expect(
      beacons().map((url) => [url.searchParams.get('appName'), url.searchParams.get('uid')]),
    ).toEqual([
      ['kyc_site', ''],
      ['kyc_site', 'after-login'],
    ]);
  });

  it.each([`${OWN_HOST}/`, `${OWN_HOST}///`])('drops trailing slashes of host %s', (host) => {
    const { tracker, send } = setupTracker({ host });
    tracker.track('page_view');
    expect(send.mock.calls[0]?.[0]).toMatch(new RegExp(`^${OWN_HOST}/s\\.gif\\?`));
  });

  it('sends every property-generated event with a valid URL and the exact entity', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...EVENT_NAMES),
        fc.dictionary(fc.string(), fc.string()),
        (event, data) => {
          const { tracker, beacons } = setupTracker();
          tracker.track(event, data);
          const params = beacons()[0]?.searchParams;
          expect(params?.get('event')).toBe(event);
          expect(JSON.parse(params?.get('entity') ?? '')).toEqual(data);
        },
      ),
      { numRuns: 50 },
    );
  });
});

describe('createTracker: environment, failures and the backup host', () => {
  it.each(['dev', 'test', 'production', 'PROD', '', undefined])(
    'sends nothing when env is %j',
    (env) => {
      vi.useFakeTimers();
      const { tracker, send } = setupTracker({ env: env as string });
      for (const event of EVENT_NAMES) tracker.track(event);
      vi.advanceTimersByTime(1000);
      expect(send).not.toHaveBeenCalled();
      expect(localStorage.getItem('kyc_did')).toBeNull();
      expect(document.cookie).toBe('');
    },
  );

  it.each([
    ['a rejected promise', () => Promise.reject(new Error('offline'))],
    [
      'a thrown error',
      () => {
        throw new Error('offline');
      },
    ],
  ])('sends the same beacon once to backupHost after %s', async (_, failure) => {
    vi.useFakeTimers();
    const { tracker, send } = setupTracker({ backupHost: `${BACKUP_HOST}/` });
    send.mockImplementationOnce(failure);
    tracker.track('search', { words: 'x' });
    await settle();
    expect(send).toHaveBeenCalledTimes(2);
    const [first, second] = send.mock.calls.map(([url]) => new URL(url));
    expect(second?.origin).toBe(BACKUP_HOST);
    expect(second?.pathname).toBe('/s.gif');
    expect(second?.search).toBe(first?.search);
  });

  it('tries the backup host only once and never lets the failure reach the page', async () => {
    vi.useFakeTimers();
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const { tracker, send } = setupTracker({ backupHost: BACKUP_HOST });
    send.mockRejectedValue(new Error('offline'));
    expect(() => tracker.track('page_view')).not.toThrow();
    await settle();
    expect(send).toHaveBeenCalledTimes(2);
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('sends nothing more when the host fails and there is no backup host', async () => {
    vi.useFakeTimers();
    const { tracker, send } = setupTracker();
    send.mockRejectedValue(new Error('offline'));
    tracker.track('page_view');
    await settle();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('does not use the backup host when the host succeeds', async () => {
    vi.useFakeTimers();
    const { tracker, send } = setupTracker({ backupHost: BACKUP_HOST });
    send.mockResolvedValue(undefined);
    tracker.track('page_view');
    await settle();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it.each(['', undefined])('sends nothing without a host (%j)', (host) => {
    const { tracker, send } = setupTracker({ host: host as string });
    tracker.track('page_view');
    expect(send).not.toHaveBeenCalled();
  });

  it('survives config with missing options', () => {
    const tracker = createTracker();
    expect(() => tracker.config(undefined as never)).not.toThrow();
    expect(() => tracker.track('page_view')).not.toThrow();
  });
});

describe('createTracker: device id on the analytics host domain', () => {
  it('creates a v4 UUID, keeps it in the cookie (10 000 days) and localStorage, and sends it', () => {
    const writes = spyCookieWrites();
    const { tracker, beacons } = setupTracker();
    const id = tracker.deviceId();
    expect(id).toMatch(UUID_V4);
    expect(localStorage.getItem('kyc_did')).toBe(id);
    expect(document.cookie).toContain(`kyc_did=${id}`);
    expect(writes).toContain(`kyc_did=${id};path=/;max-age=${10000 * 86400}`);
    tracker.track('page_view');
    expect(beacons()[0]?.searchParams.get('did')).toBe(id);
  });

  it.each([
    [
      'the cookie',
      () => {
        writeCookie('kyc_did', '11111111-1111-4111-8111-111111111111', 1);
      },
    ],
    ['localStorage', () => localStorage.setItem('kyc_did', '11111111-1111-4111-8111-111111111111')],
  ])('restores the id from %s and copies it to the other', (_, seed) => {
    seed();
    const { tracker } = setupTracker();
    expect(tracker.deviceId()).toBe('11111111-1111-4111-8111-111111111111');
    expect(localStorage.getItem('kyc_did')).toBe('11111111-1111-4111-8111-111111111111');
    expect(document.cookie).toContain('kyc_did=11111111-1111-4111-8111-111111111111');
  });

  it('replaces a tampered stored id', () => {
    localStorage.setItem('kyc_did', '"><script>');
    const { tracker } = setupTracker();
    expect(tracker.deviceId()).toMatch(UUID_V4);
  });

  it('keeps the id in memory when cookies and storage both fail', () => {
    stubCookie({ get: blocked, set: blocked });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(blocked);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(blocked);
    const first = setupTracker();
    const second = setupTracker();
    expect(first.tracker.deviceId()).toMatch(UUID_V4);
    expect(second.tracker.deviceId()).toBe(first.tracker.deviceId());
    expect(() => first.tracker.track('page_view')).not.toThrow();
    expect(first.beacons()[0]?.searchParams.get('did')).toBe(first.tracker.deviceId());
  });

  it('creates no frame on its own domain', () => {
    setupTracker();
    expect(document.querySelector('iframe')).toBeNull();
  });
});

describe('createTracker: page timing (SPEC §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('sends page_load 600 ms after config, once', () => {
    const { tracker, events } = setupTracker();
    vi.advanceTimersByTime(599);
    expect(events()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(events()).toEqual(['page_load']);
    tracker.config({ host: OWN_HOST, env: 'prod', uid: 'later' });
    vi.advanceTimersByTime(5000);
    expect(events()).toEqual(['page_load']);
  });

  it.each(['pagehide', 'visibilitychange'] as const)(
    'sends page_unload with the page duration on %s, through the leaving transport',
    (kind) => {
      const { beacons } = setupTracker();
      vi.advanceTimersByTime(12_345);
      hide(kind);
      const unload = beacons().find((url) => url.searchParams.get('event') === 'page_unload');
      expect(JSON.parse(unload?.searchParams.get('entity') ?? '')).toEqual({ duration: 12_345 });
    },
  );

  it('sends page_unload once when the page is hidden and then left', () => {
    const { events } = setupTracker();
    vi.advanceTimersByTime(1000);
    hide('visibilitychange');
    hide('pagehide');
    expect(events().filter((event) => event === 'page_unload')).toHaveLength(1);
  });

  it('counts again from the moment a hidden page is shown again', () => {
    const { beacons } = setupTracker();
    vi.advanceTimersByTime(1000);
    hide('visibilitychange');
    vi.advanceTimersByTime(60_000);
    show();
    vi.advanceTimersByTime(2500);
    hide('pagehide');
    const durations = beacons()
      .filter((url) => url.searchParams.get('event') === 'page_unload')
      .map((url) => JSON.parse(url.searchParams.get('entity') ?? '').duration);
    expect(durations).toEqual([1000, 2500]);
  });

  it('sends the unload beacon with fetch keepalive when no transport is given', () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response()));
    vi.stubGlobal('fetch', fetchMock);
    const tracker = createTracker();
    tracker.config({ host: OWN_HOST, env: 'prod' });
    hide('pagehide');
    expect(fetchMock).toHaveBeenCalledWith(expect.stringContaining('event=page_unload'), {
      keepalive: true,
      mode: 'no-cors',
    });
    tracker.optOut();
  });
});

describe('createTracker: device id from the hub on a foreign domain', () => {
  const HUB_ID = '22222222-2222-4222-8222-222222222222';
  const answer = (fields: Record<string, unknown>) => ({
    syncDeviceId: true,
    deviceId: HUB_ID,
    interceptThird: false,
    opener: false,
    ...fields,
  });

  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('loads the hub page in a hidden frame, naming this origin', () => {
    setupTracker({ host: FOREIGN_HOST });
    const frame = document.querySelector('iframe');
    expect(frame?.hidden).toBe(true);
    expect(frame?.src).toBe(
      `${FOREIGN_HOST}/sdk/index.html?origin=${encodeURIComponent(location.origin)}`,
    );
  });

  it('holds events up to 500 ms for the id, then sends them with a temporary id', () => {
    const { tracker, beacons } = setupTracker({ host: FOREIGN_HOST });
    tracker.track('page_view');
    vi.advanceTimersByTime(499);
    expect(beacons()).toEqual([]);
    vi.advanceTimersByTime(1);
    const params = beacons()[0]?.searchParams;
    expect(params?.get('did')).toBe('');
    expect(params?.get('tempDid')).toMatch(UUID_V4);
    tracker.track('search');
    expect(beacons()[1]?.searchParams.get('tempDid')).toBe(params?.get('tempDid'));
  });

  it('sends held events with the hub id as soon as the frame answers', () => {
    const writes = spyCookieWrites();
    const { tracker, beacons } = setupTracker({ host: FOREIGN_HOST });
    tracker.track('page_view');
    vi.advanceTimersByTime(200);
    postToWindow(FOREIGN_ORIGIN, answer({}));
    expect(
      beacons().map((url) => [url.searchParams.get('did'), url.searchParams.get('tempDid')]),
    ).toEqual([[HUB_ID, '']]);
    expect(tracker.deviceId()).toBe(HUB_ID);
    expect(document.querySelector('iframe')).toBeNull();
    expect(writes).toContain(`kyc_tdid=${HUB_ID};path=/;max-age=${0.25 * 86400}`);
  });

  it('keeps an id answered by the opener popup for 2 days', () => {
    const writes = spyCookieWrites();
    setupTracker({ host: FOREIGN_HOST });
    postToWindow(FOREIGN_ORIGIN, answer({ opener: true }));
    expect(writes).toContain(`kyc_tdid=${HUB_ID};path=/;max-age=${2 * 86400}`);
  });

  it('uses a remembered third-party id without any frame', () => {
    writeCookie('kyc_tdid', HUB_ID, 1);
    const { tracker, beacons } = setupTracker({ host: FOREIGN_HOST });
    expect(document.querySelector('iframe')).toBeNull();
    tracker.track('page_view');
    expect(beacons()[0]?.searchParams.get('did')).toBe(HUB_ID);
  });

  it.each([
    ['another origin', 'https://evil.example.com'],
    ['the host on http', 'http://t.example.com'],
    ['a subdomain of the host', 'https://a.t.example.com'],
    ['the page itself', 'http://localhost:3000'],
    ['an opaque origin', 'null'],
    ['no origin', ''],
  ])('ignores an answer from %s', (_, origin) => {
    const { tracker, beacons } = setupTracker({ host: FOREIGN_HOST });
    tracker.track('page_view');
    postToWindow(origin, answer({ opener: true }));
    expect(tracker.deviceId()).toBeUndefined();
    expect(beacons()).toEqual([]);
    expect(document.cookie).not.toContain('kyc_tdid');
    expect(document.querySelector('iframe')).not.toBeNull();
  });

  it.each([
    ['null', null],
    ['a string', 'syncDeviceId'],
    ['a number', 42],
    ['an array', [HUB_ID]],
    ['no syncDeviceId', { deviceId: HUB_ID }],
    ['a missing deviceId', { syncDeviceId: true }],
    ['a numeric deviceId', { syncDeviceId: true, deviceId: 123456789 }],
    ['an object deviceId', { syncDeviceId: true, deviceId: { toString: () => HUB_ID } }],
    ['a cookie-breaking deviceId', { syncDeviceId: true, deviceId: 'a;b=c; path=/x' }],
    ['a script deviceId', { syncDeviceId: true, deviceId: '"><img src=x onerror=alert(1)>' }],
    ['a too long deviceId', { syncDeviceId: true, deviceId: 'a'.repeat(65) }],
  ])('stays harmless with a malformed message from the host (%s)', (_, data) => {
    const { tracker } = setupTracker({ host: FOREIGN_HOST });
    expect(() => postToWindow(FOREIGN_ORIGIN, data)).not.toThrow();
    expect(tracker.deviceId()).toBeUndefined();
    expect(document.cookie).not.toContain('kyc_tdid');
  });

  it('opens the hub in a popup at the next click when the frame reports third-party cookies intercepted', () => {
    const popup = vi.fn(() => ({}) as Window);
    vi.stubGlobal('open', popup);
    const { tracker } = setupTracker({ host: FOREIGN_HOST });
    postToWindow(FOREIGN_ORIGIN, answer({ deviceId: '', interceptThird: true }));
    expect(popup).not.toHaveBeenCalled();
    expect(localStorage.getItem('kyc_pnw')).toBe('1');
    document.body.click();
    expect(popup).toHaveBeenCalledWith(
      `${FOREIGN_HOST}/sdk/index.html?origin=${encodeURIComponent(location.origin)}`,
      'kyc_did_sync',
      expect.any(String),
    );
    expect(tracker.deviceId()).toBeUndefined();
    postToWindow(FOREIGN_ORIGIN, answer({ opener: true }));
    expect(tracker.deviceId()).toBe(HUB_ID);
    // Remembered: in this browser the hub needs a window, opened at a click.
    expect(localStorage.getItem('kyc_pnw')).toBe('1');
  });

  it('opens the popup at the next click when the frame stays silent for 3 s (frames blocked)', () => {
    const popup = vi.fn(() => ({}) as Window);
    vi.stubGlobal('open', popup);
    setupTracker({ host: FOREIGN_HOST });
    vi.advanceTimersByTime(2999);
    document.body.click();
    expect(popup).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(popup).not.toHaveBeenCalled();
    document.body.click();
    expect(popup).toHaveBeenCalledTimes(1);
  });

  it('when the popup is blocked: temporary id, remembered flag, retry at the next click', () => {
    const popup = vi.fn<() => Window | null>(() => null);
    vi.stubGlobal('open', popup);
    const { tracker, beacons } = setupTracker({ host: FOREIGN_HOST });
    postToWindow(FOREIGN_ORIGIN, answer({ deviceId: '', interceptThird: true }));
    expect(localStorage.getItem('kyc_pnw')).toBe('1');
    vi.advanceTimersByTime(500);
    tracker.track('page_view');
    expect(beacons()[0]?.searchParams.get('tempDid')).toMatch(UUID_V4);
    document.body.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(popup).toHaveBeenCalledTimes(1);

    popup.mockReturnValue({} as Window);
    document.body.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(popup).toHaveBeenCalledTimes(2);
    postToWindow(FOREIGN_ORIGIN, answer({ opener: true }));
    tracker.track('page_button_click');
    expect(beacons()[1]?.searchParams.get('did')).toBe(HUB_ID);
    expect(beacons()[1]?.searchParams.get('tempDid')).toBe('');

    document.body.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(popup).toHaveBeenCalledTimes(2);
  });

  it('keeps retrying at each click while the popup stays blocked', () => {
    const popup = vi.fn<() => Window | null>(() => null);
    vi.stubGlobal('open', popup);
    setupTracker({ host: FOREIGN_HOST });
    postToWindow(FOREIGN_ORIGIN, answer({ deviceId: '', interceptThird: true }));
    document.body.click();
    document.body.click();
    expect(popup).toHaveBeenCalledTimes(2);
  });

  it('with the flag remembered, waits for a click instead of opening a popup on its own', () => {
    localStorage.setItem('kyc_pnw', '1');
    const popup = vi.fn(() => ({}) as Window);
    vi.stubGlobal('open', popup);
    setupTracker({ host: FOREIGN_HOST });
    postToWindow(FOREIGN_ORIGIN, answer({ deviceId: '', interceptThird: true }));
    expect(popup).not.toHaveBeenCalled();
    document.body.click();
    expect(popup).toHaveBeenCalledTimes(1);
  });

  it('never opens the popup on its own, even when a key press would let the page open one', () => {
    // A window opening while the visitor types takes the keys they go on typing.
    Object.defineProperty(navigator, 'userActivation', {
      configurable: true,
      value: { isActive: true },
    });
    try {
      const popup = vi.fn(() => ({}) as Window);
      vi.stubGlobal('open', popup);
      setupTracker({ host: FOREIGN_HOST });
      postToWindow(FOREIGN_ORIGIN, answer({ deviceId: '', interceptThird: true }));
      expect(popup).not.toHaveBeenCalled();
      expect(localStorage.getItem('kyc_pnw')).toBe('1');
    } finally {
      Reflect.deleteProperty(navigator, 'userActivation');
    }
  });

  it.each([
    ['a text field', '<input name="login">'],
    ['a label around a field', '<label><span>Name</span><input></label>'],
    ['a text area', '<textarea></textarea>'],
    ['a select', '<select><option>a</option></select>'],
    ['an editable region', '<div contenteditable="true"><p>text</p></div>'],
  ])(
    'does not open the popup at a click into %s, where the visitor is about to type',
    (_, html) => {
      const popup = vi.fn(() => ({}) as Window);
      vi.stubGlobal('open', popup);
      setupTracker({ host: FOREIGN_HOST });
      postToWindow(FOREIGN_ORIGIN, answer({ deviceId: '', interceptThird: true }));
      const field = document.createElement('div');
      field.innerHTML = html;
      document.body.append(field);
      try {
        (field.querySelector('p, span, input, textarea, select') as HTMLElement).click();
        expect(popup).not.toHaveBeenCalled();
        document.body.click();
        expect(popup).toHaveBeenCalledTimes(1);
      } finally {
        field.remove();
      }
    },
  );

  it('treats a throwing window.open as a blocked popup', () => {
    vi.stubGlobal('open', () => {
      throw new Error('sandboxed');
    });
    setupTracker({ host: FOREIGN_HOST });
    expect(() => postToWindow(FOREIGN_ORIGIN, answer({ interceptThird: true }))).not.toThrow();
    expect(localStorage.getItem('kyc_pnw')).toBe('1');
  });

  it('sends held events with the temporary id when the page is left before any answer', () => {
    const { tracker, beacons } = setupTracker({ host: FOREIGN_HOST });
    tracker.track('page_view');
    hide('pagehide');
    expect(beacons().map((url) => url.searchParams.get('event'))).toEqual([
      'page_view',
      'page_unload',
    ]);
    expect(beacons().every((url) => UUID_V4.test(url.searchParams.get('tempDid') ?? ''))).toBe(
      true,
    );
  });
});

describe('createTracker: consent (optOut / optIn)', () => {
  it('sends and stores nothing while opted out, and remembers the choice', () => {
    vi.useFakeTimers();
    const first = setupTracker();
    first.tracker.optOut();
    expect(first.tracker.isOptedOut()).toBe(true);
    expect(localStorage.getItem('kyc_did')).toBeNull();
    expect(document.cookie).not.toContain('kyc_did');
    for (const event of EVENT_NAMES) first.tracker.track(event);
    vi.advanceTimersByTime(1000);
    hide('pagehide');
    expect(first.send).not.toHaveBeenCalled();

    const second = setupTracker();
    expect(second.tracker.isOptedOut()).toBe(true);
    second.tracker.track('page_view');
    expect(second.send).not.toHaveBeenCalled();
    expect(second.tracker.deviceId()).toBeUndefined();
    expect(Object.keys(localStorage)).toEqual(['kyc_optout']);
    expect(document.cookie).toBe('');
  });

  it('opting out first means no frame and no popup on a foreign domain', () => {
    vi.useFakeTimers();
    const popup = vi.fn();
    vi.stubGlobal('open', popup);
    createTracker().optOut();
    const { send } = setupTracker({ host: FOREIGN_HOST });
    vi.advanceTimersByTime(10_000);
    document.body.click();
    expect(document.querySelector('iframe')).toBeNull();
    expect(popup).not.toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();
  });

  it('opting out stops a running sync and drops held events', () => {
    vi.useFakeTimers();
    const { tracker, send } = setupTracker({ host: FOREIGN_HOST });
    tracker.track('page_view');
    tracker.optOut();
    postToWindow(FOREIGN_ORIGIN, {
      syncDeviceId: true,
      deviceId: '33333333-3333-4333-8333-333333333333',
    });
    vi.advanceTimersByTime(10_000);
    expect(send).not.toHaveBeenCalled();
    expect(document.querySelector('iframe')).toBeNull();
    expect(document.cookie).toBe('');
  });

  it('opting in resumes tracking with a fresh id', () => {
    const { tracker, beacons } = setupTracker();
    const before = tracker.deviceId();
    tracker.optOut();
    tracker.optIn();
    expect(tracker.isOptedOut()).toBe(false);
    expect(localStorage.getItem('kyc_optout')).toBeNull();
    tracker.track('page_view');
    expect(beacons()).toHaveLength(1);
    expect(tracker.deviceId()).toMatch(UUID_V4);
    expect(tracker.deviceId()).not.toBe(before);
  });

  it('can opt in before config without throwing', () => {
    const tracker = createTracker();
    expect(() => tracker.optIn()).not.toThrow();
    expect(() => tracker.optOut()).not.toThrow();
    tracker.optIn();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOpLog } from './createOpLog';

const HEADERS = {
  'pro-client-id': 'uuid-1',
  'pro-access-token': 'token-1',
  'pro-access-secret-key': 'secret-1',
};

function setup(options: Parameters<typeof createOpLog>[0] = {}) {
  const fetch = vi.fn<(url: string, init: RequestInit) => unknown>(() =>
    Promise.resolve(new Response()),
  );
  const opLog = createOpLog({ headers: HEADERS, fetch, ...options });
  const bodies = () => fetch.mock.calls.map(([, init]) => JSON.parse(`${init.body}`));
  return { opLog, fetch, bodies };
}

describe('createOpLog', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('POSTs { opType, relId } as JSON with the account headers to the default endpoint', () => {
    const { opLog, fetch } = setup();
    opLog.log('export_report', 'c0a8f3');
    vi.advanceTimersByTime(300);
    expect(fetch).toHaveBeenCalledExactlyOnceWith('/webapi/saas/user/op-log/save', {
      method: 'POST',
      headers: { ...HEADERS, 'content-type': 'application/json' },
      body: '{"opType":"export_report","relId":"c0a8f3"}',
      keepalive: true,
    });
  });

  it('waits 300 ms after the last identical call (debounce)', () => {
    const { opLog, fetch } = setup();
    opLog.log('view', 1);
    vi.advanceTimersByTime(299);
    opLog.log('view', 1);
    vi.advanceTimersByTime(299);
    expect(fetch).not.toHaveBeenCalled();
    opLog.log('view', 1);
    vi.advanceTimersByTime(300);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('logs different operations within the same 300 ms each once', () => {
    const { opLog, bodies } = setup();
    opLog.log('view', 1);
    opLog.log('view', 2);
    opLog.log('view', 1);
    opLog.log('export', 1);
    vi.advanceTimersByTime(300);
    expect(bodies()).toEqual([
      { opType: 'view', relId: 2 },
      { opType: 'view', relId: 1 },
      { opType: 'export', relId: 1 },
    ]);
  });

  it('logs the same operation again once 300 ms have passed', () => {
    const { opLog, fetch } = setup();
    opLog.log('view', 1);
    vi.advanceTimersByTime(300);
    opLog.log('view', 1);
    vi.advanceTimersByTime(300);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('reads a headers function at send time (login after creation)', () => {
    let user: Record<string, string> | undefined;
    const { opLog, fetch } = setup({ headers: () => user });
    opLog.log('view', 1);
    user = HEADERS;
    vi.advanceTimersByTime(300);
    expect(fetch.mock.calls[0]?.[1].headers).toEqual({
      ...HEADERS,
      'content-type': 'application/json',
    });
  });

  it('uses a custom endpoint', () => {
    const { opLog, fetch } = setup({ endpoint: 'https://api.example.com/op-log' });
    opLog.log('view', 1);
    vi.advanceTimersByTime(300);
    expect(fetch.mock.calls[0]?.[0]).toBe('https://api.example.com/op-log');
  });

  it('sends with the global fetch when none is given', () => {
    const global = vi.fn(() => Promise.resolve(new Response()));
    vi.stubGlobal('fetch', global);
    createOpLog({ headers: HEADERS }).log('view', 1);
    vi.advanceTimersByTime(300);
    expect(global).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a rejected fetch', () => Promise.reject(new TypeError('Failed to fetch'))],
    [
      'a throwing fetch',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
    ['a 500 response', () => Promise.resolve(new Response('', { status: 500 }))],
  ])('swallows %s and never retries', async (_, failure) => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const { opLog, fetch } = setup();
    fetch.mockImplementation(failure);
    opLog.log('view', 1);
    expect(() => vi.advanceTimersByTime(300)).not.toThrow();
    await vi.advanceTimersByTimeAsync(60_000);
    process.off('unhandledRejection', unhandled);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('swallows a throwing headers function', () => {
    const { opLog, fetch } = setup({
      headers: () => {
        throw new Error('no user');
      },
    });
    opLog.log('view', 1);
    expect(() => vi.advanceTimersByTime(300)).not.toThrow();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('does nothing where there is no fetch at all', () => {
    vi.stubGlobal('fetch', undefined);
    const opLog = createOpLog();
    opLog.log('view', 1);
    expect(() => vi.advanceTimersByTime(300)).not.toThrow();
  });

  it.each([undefined, null, '', {}, ['view'], true])('ignores an opType of %j', (opType) => {
    const { opLog, fetch } = setup();
    opLog.log(opType as string, 1);
    vi.advanceTimersByTime(300);
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    [undefined, ''],
    [0, 0],
    ['r-1', 'r-1'],
  ])('sends relId %j as %j', (relId, sent) => {
    const { opLog, bodies } = setup();
    opLog.log(7, relId);
    vi.advanceTimersByTime(300);
    expect(bodies()).toEqual([{ opType: 7, relId: sent }]);
  });

  it('flush sends what is waiting at once, and only once', () => {
    const { opLog, fetch } = setup();
    opLog.log('view', 1);
    opLog.log('export', 2);
    opLog.flush();
    expect(fetch).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1000);
    opLog.flush();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

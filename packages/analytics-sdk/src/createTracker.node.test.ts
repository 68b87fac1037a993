// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTracker } from './createTracker';

const UUID_V4 = /^[\da-f]{8}-[\da-f]{4}-4[\da-f]{3}-[89ab][\da-f]{3}-[\da-f]{12}$/;

describe('createTracker without window (plain Node, SSR, workers)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs in an environment without window or document', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it('sends through the injected transport at once, with a memory device id and empty page fields', () => {
    const send = vi.fn();
    const tracker = createTracker();
    tracker.config({ host: 'https://t.example.com', env: 'prod', send, uid: 'srv' });
    tracker.track('search', { words: 'acme' });
    tracker.track('customize');
    const [first, second] = send.mock.calls.map(([url]) => new URL(url));
    expect(first?.origin).toBe('https://t.example.com');
    expect(Object.fromEntries(first?.searchParams ?? [])).toMatchObject({
      event: 'search',
      entity: '{"words":"acme"}',
      uid: 'srv',
      rs: '',
      ref: '',
      originUrl: '',
      tempDid: '',
      did: expect.stringMatching(UUID_V4),
    });
    expect(second?.searchParams.get('did')).toBe(first?.searchParams.get('did'));
  });

  it('schedules no page timing (no page_load, no listeners)', () => {
    vi.useFakeTimers();
    const send = vi.fn();
    createTracker().config({ host: 'https://t.example.com', env: 'prod', send });
    vi.advanceTimersByTime(60_000);
    expect(send).not.toHaveBeenCalled();
  });

  it('falls back to the backup host and swallows the failure', async () => {
    const send = vi
      .fn()
      .mockRejectedValueOnce(new Error('ECONNREFUSED'))
      .mockResolvedValue(undefined);
    const tracker = createTracker();
    tracker.config({
      host: 'https://t.example.com',
      backupHost: 'https://b.example.com',
      env: 'prod',
      send,
    });
    tracker.track('page_view');
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(new URL(send.mock.calls[1]?.[0]).origin).toBe('https://b.example.com');
  });

  it('keeps opt-out in memory when there is no storage', () => {
    const send = vi.fn();
    const tracker = createTracker();
    tracker.config({ host: 'https://t.example.com', env: 'prod', send });
    tracker.optOut();
    tracker.track('page_view');
    expect(send).not.toHaveBeenCalled();
    tracker.optIn();
    tracker.track('page_view');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('defaults to fetch where Image does not exist', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response()));
    vi.stubGlobal('fetch', fetchMock);
    const tracker = createTracker();
    tracker.config({ host: 'https://t.example.com', env: 'prod' });
    tracker.track('page_view');
    expect(fetchMock).toHaveBeenCalledWith(
      expect.stringMatching(/^https:\/\/t\.example\.com\/s\.gif\?/),
      {
        keepalive: true,
        mode: 'no-cors',
      },
    );
    vi.unstubAllGlobals();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAliveCheck } from './createAliveCheck';

const ADV = { securityPolicy: 'ADV', refreshIntervalSec: 60 };
const MINUTE = 60_000;

/** A promise with its resolve and reject, to hold a check open. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('createAliveCheck', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([{ securityPolicy: 'STD' }, {}, null])('does nothing for %j', async (user) => {
    const check = vi.fn(() => true);
    const stop = createAliveCheck({ user: user as never, check, onExpired: vi.fn() });
    await vi.advanceTimersByTimeAsync(24 * 60 * MINUTE);
    expect(check).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
    stop();
  });

  it('checks an ADV user at the user interval', async () => {
    const check = vi.fn(() => true);
    const stop = createAliveCheck({ user: ADV, check, onExpired: vi.fn() });
    expect(check).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(MINUTE - 1);
    expect(check).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(4 * MINUTE);
    expect(check).toHaveBeenCalledTimes(5);
    stop();
  });

  it('uses 600 s when the user has no interval', async () => {
    const check = vi.fn(async () => true);
    const stop = createAliveCheck({ user: { securityPolicy: 'ADV' }, check, onExpired: vi.fn() });
    await vi.advanceTimersByTimeAsync(599_999);
    expect(check).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(1);
    stop();
  });

  it('never runs two checks at once: the next waits for the answer', async () => {
    const answers = [deferred<boolean>(), deferred<boolean>()];
    let calls = 0;
    let open = 0;
    let mostOpen = 0;
    const check = () => {
      open++;
      mostOpen = Math.max(mostOpen, open);
      const answer = answers[calls++]?.promise ?? Promise.resolve(true);
      return answer.finally(() => open--);
    };
    const stop = createAliveCheck({ user: ADV, check, onExpired: vi.fn() });
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(calls).toBe(1);
    answers[0]?.resolve(true);
    await vi.advanceTimersByTimeAsync(MINUTE - 1);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toBe(2);
    answers[1]?.resolve(true);
    await vi.advanceTimersByTimeAsync(3 * MINUTE);
    expect(calls).toBe(5);
    expect(mostOpen).toBe(1);
    stop();
  });

  it('calls onExpired once and stops when the session has ended', async () => {
    const check = vi.fn(async () => check.mock.calls.length < 3);
    const onExpired = vi.fn();
    createAliveCheck({ user: ADV, check, onExpired });
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(check).toHaveBeenCalledTimes(3);
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps checking after a failed request', async () => {
    let calls = 0;
    const check = vi.fn(async () => {
      calls++;
      if (calls === 1) throw new Error('network down');
      return true;
    });
    const syncThrow = vi.fn(() => {
      throw new Error('sync failure');
    });
    const onExpired = vi.fn();
    const stopA = createAliveCheck({ user: ADV, check, onExpired });
    const stopB = createAliveCheck({ user: ADV, check: syncThrow, onExpired });
    await vi.advanceTimersByTimeAsync(3 * MINUTE);
    expect(check).toHaveBeenCalledTimes(3);
    expect(syncThrow).toHaveBeenCalledTimes(3);
    expect(onExpired).not.toHaveBeenCalled();
    stopA();
    stopB();
  });

  it('stops cleanly: no more checks, no timer left', async () => {
    const check = vi.fn(() => true);
    const stop = createAliveCheck({ user: ADV, check, onExpired: vi.fn() });
    await vi.advanceTimersByTimeAsync(2 * MINUTE);
    stop();
    stop();
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(check).toHaveBeenCalledTimes(2);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('ignores an answer that arrives after stop', async () => {
    const answer = deferred<boolean>();
    const check = vi.fn(() => answer.promise);
    const onExpired = vi.fn();
    const stop = createAliveCheck({ user: ADV, check, onExpired });
    await vi.advanceTimersByTimeAsync(MINUTE);
    stop();
    answer.resolve(false);
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(onExpired).not.toHaveBeenCalled();
    expect(check).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a throwing onExpired does not escape', async () => {
    const onExpired = vi.fn(() => {
      throw new Error('handler bug');
    });
    createAliveCheck({ user: ADV, check: () => false, onExpired });
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});

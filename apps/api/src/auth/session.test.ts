import { describe, expect, it } from 'vitest';
import { SessionCache, type SessionRead, type UserRow } from './session';

const user = (id: number) => ({ id, uuid: `u${id}`, active: true }) as UserRow;
const session = (id: number): SessionRead => ({ user: user(id), secretHash: 'h', idleSeconds: 0 });

/** A read the test finishes when it wants, counting how often the cache asked for one. */
function controlledReads(result: SessionRead | undefined = session(1)) {
  const waiting: Array<() => void> = [];
  let reads = 0;
  return {
    read: () => {
      reads++;
      return new Promise<SessionRead | undefined>((resolve) => {
        waiting.push(() => resolve(result));
      });
    },
    finish: () => {
      for (const resolve of waiting.splice(0)) resolve();
    },
    get reads() {
      return reads;
    },
  };
}

describe('SessionCache', () => {
  it('reads a session once for every request that asks while the read is under way', async () => {
    const cache = new SessionCache(5000, () => 0);
    const source = controlledReads();
    const loads = Array.from({ length: 10 }, () => cache.load('t', source.read));
    source.finish();
    const entries = await Promise.all(loads);
    expect(source.reads).toBe(1);
    expect(new Set(entries.map((entry) => entry?.user.id))).toEqual(new Set([1]));
  });

  it('serves a fresh session from memory, refreshes it in the background after half its time, and waits once it expired', async () => {
    let now = 0;
    const cache = new SessionCache(1000, () => now);
    const source = controlledReads();
    const first = cache.load('t', source.read);
    source.finish();
    await first;
    now = 400;
    await cache.load('t', source.read);
    expect(source.reads).toBe(1);
    now = 600;
    // Answered at once from memory, while a new read starts behind it.
    expect((await cache.load('t', source.read))?.fetchedAt).toBe(0);
    expect(source.reads).toBe(2);
    source.finish();
    await Promise.resolve();
    await Promise.resolve();
    expect(cache.get('t')?.fetchedAt).toBe(600);
    now = 1700;
    let settled = false;
    const late = cache.load('t', source.read).then((entry) => {
      settled = true;
      return entry;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    source.finish();
    expect((await late)?.fetchedAt).toBe(1700);
  });

  it('does not keep a read that a logout overtook, and reads afresh after it', async () => {
    const cache = new SessionCache(5000, () => 0);
    const stale = controlledReads(session(1));
    const before = cache.load('t', stale.read);
    cache.forgetToken('t');
    expect(cache.get('t')).toBeUndefined();
    const fresh = controlledReads(session(2));
    const after = cache.load('t', fresh.read);
    // The request after the logout does not join the read from before it.
    expect(fresh.reads).toBe(1);
    fresh.finish();
    expect((await after)?.user.id).toBe(2);
    stale.finish();
    await before;
    expect(cache.get('t')?.user.id).toBe(2);
    const lone = controlledReads(session(3));
    const read = cache.load('x', lone.read);
    cache.forgetToken('x');
    lone.finish();
    await read;
    expect(cache.get('x')).toBeUndefined();
  });

  it('forgets only the sessions of the user that changed', async () => {
    const cache = new SessionCache(5000, () => 0);
    await cache.load('a', async () => session(1));
    await cache.load('b', async () => session(2));
    cache.forgetUser(1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')?.user.id).toBe(2);
  });

  it('keeps nothing with a time to live of 0, and nothing for an unknown session', async () => {
    const off = new SessionCache(0, () => 0);
    expect((await off.load('t', async () => session(1)))?.user.id).toBe(1);
    expect(off.get('t')).toBeUndefined();
    const cache = new SessionCache(5000, () => 0);
    expect(await cache.load('t', async () => undefined)).toBeUndefined();
    expect(cache.get('t')).toBeUndefined();
  });
});

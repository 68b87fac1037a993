import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  it('keeps values until they expire', () => {
    let now = 1000;
    const cache = new TtlCache<number>(100, 10, () => now);
    cache.set('a', 1);
    expect(cache.get('a')).toBe(1);
    now = 1099;
    expect(cache.get('a')).toBe(1);
    now = 1100;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops the oldest entry when full', () => {
    const cache = new TtlCache<number>(1000, 2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, 3]);
  });

  it('stores nothing when the time to live is 0', () => {
    const cache = new TtlCache<number>(0);
    cache.set('a', 1);
    expect(cache.get('a')).toBeUndefined();
  });
});

/** A seeded random source: `next()` in [0, 1), plus the few draws the generator needs. */
export interface Random {
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
}

/** mulberry32: a tiny, fast 32-bit PRNG; the same seed always gives the same sequence. */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => items[int(0, items.length - 1)] as (typeof items)[number],
    chance: (probability) => next() < probability,
  };
}

/**
 * A seed for item `index` of stream `stream`: every company and person draws from its own
 * sequence, so any one of them can be generated without generating those before it.
 */
export function itemSeed(seed: number, stream: number, index: number): number {
  let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(stream + 1, 0xc2b2ae35);
  h = Math.imul(h ^ index, 0x27d4eb2f);
  h ^= h >>> 15;
  h = Math.imul(h, 0x165667b1);
  return (h ^ (h >>> 13)) >>> 0;
}

import { describe, expect, it } from 'vitest';
import { effectiveOwnership } from './details';

describe('effective ownership', () => {
  it('multiplies shares along chains and adds parallel chains', () => {
    // p1 holds 60 % of c2, which holds 50 % of c1; p1 also holds 10 % of c1 directly.
    const result = effectiveOwnership('c1', [
      { from: 'c2', to: 'c1', percent: 50 },
      { from: 'p1', to: 'c1', percent: 10 },
      { from: 'p1', to: 'c2', percent: 60 },
      { from: 'p2', to: 'c2', percent: 40 },
      { from: 'p3', to: 'c1', percent: 40 },
    ]);
    expect(result.get('p1')).toBeCloseTo(40);
    expect(result.get('p2')).toBeCloseTo(20);
    expect(result.get('p3')).toBeCloseTo(40);
  });

  it('stops at cycles instead of looping', () => {
    const result = effectiveOwnership('c1', [
      { from: 'c2', to: 'c1', percent: 100 },
      { from: 'c1', to: 'c2', percent: 50 },
      { from: 'p1', to: 'c2', percent: 50 },
    ]);
    expect(result.get('p1')).toBeCloseTo(50);
    expect([...result.keys()]).toEqual(['p1']);
  });
});

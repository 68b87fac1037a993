import { describe, expect, it } from 'vitest';
import { hasCycle } from './showcase';

const edges = (...pairs: [string, string][]) =>
  pairs.map(([from, to]) => ({ from, to, percent: 50 }));

describe('hasCycle', () => {
  it.each([
    ['no edges', edges(), false],
    ['a chain of holders', edges(['c2', 'c1'], ['c3', 'c2'], ['p1', 'c3']), false],
    // p1 holds c1 directly and through c2: two paths, no cycle.
    ['a diamond', edges(['c2', 'c1'], ['p1', 'c1'], ['p1', 'c2']), false],
    ['two companies holding each other', edges(['c2', 'c1'], ['c1', 'c2']), true],
    ['a company holding itself', edges(['c1', 'c1']), true],
    [
      'a longer loop behind a chain',
      edges(['c2', 'c1'], ['c3', 'c2'], ['c4', 'c3'], ['c2', 'c4'], ['p1', 'c4']),
      true,
    ],
    [
      'a loop among holders not reached from the first node listed',
      edges(['p1', 'c1'], ['c8', 'c9'], ['c9', 'c8']),
      true,
    ],
  ])('%s: %s', (_, graph, expected) => {
    expect(hasCycle(graph)).toBe(expected);
  });

  it('handles a chain far longer than the call stack would allow recursion', () => {
    const chain = Array.from({ length: 100_000 }, (_, i) => ({
      from: `c${i + 1}`,
      to: `c${i}`,
      percent: 100,
    }));
    expect(hasCycle(chain)).toBe(false);
    expect(hasCycle([...chain, { from: 'c0', to: 'c100000', percent: 1 }])).toBe(true);
  });
});

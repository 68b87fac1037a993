import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { effectiveOwnership, explainBeneficialOwners } from './beneficial-owners';

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

type Edge = { from: string; to: string; percent: number };
const role = (id: string, positionEn: string, isLegalRepresentative = false) => ({
  id,
  positionEn,
  isLegalRepresentative,
});

describe('beneficial owners under the 2024 Measures', () => {
  const cases: {
    name: string;
    edges: Edge[];
    roles: ReturnType<typeof role>[];
    threshold?: number;
    expected: Record<string, string[]>;
  }[] = [
    {
      name: 'a 30 % holder owns by equity; a 20 % holder does not',
      edges: [
        { from: 'p1', to: 'c1', percent: 30 },
        { from: 'p2', to: 'c1', percent: 20 },
        { from: 'p3', to: 'c1', percent: 50 },
      ],
      roles: [],
      expected: { p1: ['equity'], p2: [], p3: ['equity'] },
    },
    {
      name: 'two 15 % chains through different companies make 30 %',
      edges: [
        { from: 'c2', to: 'c1', percent: 50 },
        { from: 'c3', to: 'c1', percent: 50 },
        { from: 'p1', to: 'c2', percent: 30 },
        { from: 'p1', to: 'c3', percent: 30 },
        { from: 'p2', to: 'c2', percent: 70 },
        { from: 'p3', to: 'c3', percent: 70 },
      ],
      roles: [],
      expected: { p1: ['equity'], p2: ['equity'], p3: ['equity'] },
    },
    {
      name: 'control without shares: the executive director and the legal representative',
      edges: [
        { from: 'p1', to: 'c1', percent: 20 },
        { from: 'p2', to: 'c1', percent: 20 },
        { from: 'p3', to: 'c1', percent: 20 },
        { from: 'p4', to: 'c1', percent: 20 },
        { from: 'p5', to: 'c1', percent: 20 },
      ],
      roles: [
        role('p9', 'Executive Director'),
        role('p8', 'Director', true),
        role('p7', 'Supervisor'),
      ],
      expected: { p1: [], p8: ['control'], p9: ['control'] },
    },
    {
      name: 'nobody qualifies, so the senior managers are the beneficial owners',
      edges: [
        { from: 'p1', to: 'c1', percent: 20 },
        { from: 'p2', to: 'c1', percent: 20 },
        { from: 'p3', to: 'c1', percent: 20 },
        { from: 'p4', to: 'c1', percent: 20 },
        { from: 'p5', to: 'c1', percent: 20 },
      ],
      roles: [
        role('p6', 'General Manager'),
        role('p7', 'Chief Financial Officer'),
        role('p1', 'Supervisor'),
      ],
      expected: { p1: [], p6: ['senior-manager'], p7: ['senior-manager'] },
    },
    {
      name: 'a lower threshold set by the analyst makes a 20 % holder an owner',
      edges: [
        { from: 'p1', to: 'c1', percent: 20 },
        { from: 'p2', to: 'c1', percent: 80 },
      ],
      roles: [role('p3', 'General Manager')],
      threshold: 10,
      expected: { p1: ['equity'], p2: ['equity'], p3: [] },
    },
  ];

  it.each(cases)('$name', ({ edges, roles, threshold, expected }) => {
    const owners = explainBeneficialOwners('c1', edges, roles, threshold);
    for (const [id, rules] of Object.entries(expected)) {
      expect(owners.find((owner) => owner.id === id)?.rules ?? [], id).toEqual(rules);
    }
    expect(new Set(owners.map((owner) => owner.id)).size).toBe(owners.length);
  });

  it('explains the two chains of the 30 % owner with the share at each link', () => {
    const [p1] = explainBeneficialOwners('c1', cases[1]?.edges ?? [], []).filter(
      (o) => o.id === 'p1',
    );
    expect(p1?.percent).toBe(30);
    expect(p1?.chains.map((chain) => chain.percent)).toEqual([15, 15]);
    expect(
      p1?.chains.map((chain) =>
        chain.links.map((link) => `${link.from}>${link.to} ${link.percent}`),
      ),
    ).toEqual([
      ['p1>c2 30', 'c2>c1 50'],
      ['p1>c3 30', 'c3>c1 50'],
    ]);
  });

  it('for any graph, cross-holdings included, chains add up to the share and each is a cycle-free path to the company', () => {
    const node = fc.oneof(
      fc.integer({ min: 1, max: 6 }).map((n) => `c${n}`),
      fc.integer({ min: 1, max: 5 }).map((n) => `p${n}`),
    );
    const edge = fc.record({
      from: node,
      to: fc.integer({ min: 1, max: 6 }).map((n) => `c${n}`),
      percent: fc.integer({ min: 1, max: 10_000 }).map((n) => n / 100),
    });
    fc.assert(
      fc.property(
        fc.array(edge, { maxLength: 25 }),
        fc.integer({ min: 1, max: 100 }),
        (edges, threshold) => {
          const usable = edges.filter((e) => e.from !== e.to);
          const owners = explainBeneficialOwners('c1', usable, [], threshold);
          const reference = effectiveOwnership('c1', usable);
          for (const owner of owners) {
            const sum = owner.chains.reduce((total, chain) => total + chain.percent, 0);
            expect(owner.percent).toBeCloseTo(sum, 5);
            expect(owner.percent).toBe(reference.get(owner.id));
            expect(owner.rules.includes('equity')).toBe(owner.percent >= threshold);
            for (const chain of owner.chains) {
              const product = chain.links.reduce(
                (share, link) => (share * link.percent) / 100,
                100,
              );
              expect(chain.percent).toBeCloseTo(product, 5);
              expect(chain.links[0]?.from).toBe(owner.id);
              expect(chain.links.at(-1)?.to).toBe('c1');
              const visited = chain.links.map((link) => link.from);
              expect(new Set([...visited, 'c1']).size).toBe(visited.length + 1);
              for (const [i, link] of chain.links.slice(1).entries()) {
                expect(link.from).toBe(chain.links[i]?.to);
              }
              for (const link of chain.links) expect(usable).toContainEqual(link);
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cycleGraph, simpleGraph } from '../test/fixtures';
import type { OwnershipEdge, OwnershipGraph, OwnershipNode } from './_lib/ownershipGraph';
import { computeBeneficialOwnership } from './computeBeneficialOwnership';

const company = (id: string): OwnershipNode => ({ id, name: id, kind: 'company' });
const person = (id: string): OwnershipNode => ({ id, name: id, kind: 'person' });
const ownershipOf = (graph: OwnershipGraph, id: string, threshold?: number) =>
  computeBeneficialOwnership(graph, { threshold }).owners.find((owner) => owner.id === id);

describe('computeBeneficialOwnership', () => {
  it('counts no accounting consolidation as ownership', () => {
    // p holds all of the parent, which consolidates c: p owns nothing of c by that.
    const graph: OwnershipGraph = {
      rootId: 'c',
      nodes: [person('p'), company('parent'), company('c'), person('q')],
      edges: [
        { holder: 'p', company: 'parent', share: 1 },
        { holder: 'q', company: 'c', share: 0.3 },
      ],
      consolidations: [
        { parent: 'parent', company: 'c', level: 'direct' },
        { parent: 'parent', company: 'c', level: 'ultimate' },
      ],
    };
    const { consolidations: _, ...withoutThem } = graph;
    expect(computeBeneficialOwnership(graph)).toEqual(computeBeneficialOwnership(withoutThem));
    expect(computeBeneficialOwnership(graph).owners.map((owner) => owner.id)).toEqual(['q']);
  });

  it('multiplies shares along a chain', () => {
    const graph: OwnershipGraph = {
      rootId: 'c',
      nodes: [person('p'), company('a'), company('b'), company('c')],
      edges: [
        { holder: 'p', company: 'a', share: 0.8 },
        { holder: 'a', company: 'b', share: 0.5 },
        { holder: 'b', company: 'c', share: 0.6 },
      ],
    };
    expect(ownershipOf(graph, 'p')?.ownership).toBeCloseTo(0.8 * 0.5 * 0.6, 12);
  });

  it('sums over every chain, direct holdings included', () => {
    expect(ownershipOf(simpleGraph, 'anna')?.ownership).toBeCloseTo(0.4, 12);
    expect(ownershipOf(simpleGraph, 'cara')?.ownership).toBeCloseTo(0.2, 12);
    const diamond: OwnershipGraph = {
      rootId: 'r',
      nodes: [person('p'), company('a'), company('b'), company('r')],
      edges: [
        { holder: 'p', company: 'a', share: 0.5 },
        { holder: 'p', company: 'b', share: 0.5 },
        { holder: 'a', company: 'r', share: 0.3 },
        { holder: 'b', company: 'r', share: 0.2 },
        { holder: 'p', company: 'r', share: 0.1 },
      ],
    };
    expect(ownershipOf(diamond, 'p')?.ownership).toBeCloseTo(0.5 * 0.3 + 0.5 * 0.2 + 0.1, 12);
  });

  it('adds the geometric series of a cross-holding cycle', () => {
    // Huaxin (h) and Yuanjing (y) hold 30% of each other. For 张伟: h = 0.4 + 0.3·y and
    // y = 0.3·h, so h = 0.4 / 0.91; the subject gets 0.2 + 0.5·h + 0.3·y.
    const h = 0.4 / 0.91;
    expect(ownershipOf(cycleGraph, 'zhang')?.ownership).toBeCloseTo(
      0.2 + 0.5 * h + 0.3 * 0.3 * h,
      10,
    );
    // For 李娜: y = 0.7 + 0.3·h and h = 0.3·y, so y = 0.7 / 0.91.
    const y = 0.7 / 0.91;
    expect(ownershipOf(cycleGraph, 'li')?.ownership).toBeCloseTo(0.5 * 0.3 * y + 0.3 * y, 10);
    const result = computeBeneficialOwnership(cycleGraph);
    expect(result.converged).toBe(true);
    // Every company is held 100% in total, so the persons share the subject exactly.
    const total = result.owners.reduce((sum, owner) => sum + owner.ownership, 0);
    expect(total).toBeCloseTo(1, 10);
  });

  it('does not count the root holding itself through a loop again', () => {
    const graph: OwnershipGraph = {
      rootId: 'r',
      nodes: [person('p'), company('a'), company('r')],
      edges: [
        { holder: 'p', company: 'a', share: 0.5 },
        { holder: 'a', company: 'r', share: 0.5 },
        { holder: 'r', company: 'a', share: 0.5 },
      ],
    };
    expect(ownershipOf(graph, 'p')?.ownership).toBeCloseTo(0.25, 12);
  });

  it.each([
    [undefined, ['zhang', 'li']],
    [0.1, ['zhang', 'li', 'wang']],
    [0.4, ['zhang']],
    [0.5, []],
  ])('marks owners at or above threshold %s as UBOs', (threshold, expected) => {
    const result = computeBeneficialOwnership(cycleGraph, { threshold });
    const ubos = result.owners
      .filter((owner) => owner.isUltimateBeneficialOwner)
      .map((owner) => owner.id);
    expect(ubos).toEqual(expected);
    expect(result.threshold).toBe(threshold ?? 0.25);
  });

  it('counts an owner at exactly the threshold as a UBO', () => {
    const graph: OwnershipGraph = {
      rootId: 'r',
      nodes: [person('p'), company('a'), company('r')],
      edges: [
        { holder: 'p', company: 'a', share: 0.5 },
        { holder: 'a', company: 'r', share: 0.5 },
      ],
    };
    expect(ownershipOf(graph, 'p')?.isUltimateBeneficialOwner).toBe(true);
  });

  it('orders owners from the largest share down', () => {
    const ids = computeBeneficialOwnership(cycleGraph).owners.map((owner) => owner.id);
    expect(ids).toEqual(['zhang', 'li', 'wang']);
  });

  it.each<[string, unknown]>([
    ['no graph', undefined],
    ['an unknown root', { rootId: 'x', nodes: [person('p')], edges: [] }],
    ['a person as root', { rootId: 'p', nodes: [person('p')], edges: [] }],
    ['non-array parts', { rootId: 'r', nodes: 'nope', edges: 42 }],
  ])('gives no owners for %s', (_label, graph) => {
    expect(computeBeneficialOwnership(graph as OwnershipGraph)).toEqual({
      owners: [],
      threshold: 0.25,
      converged: true,
    });
  });

  it('ignores unusable edges and clamps shares to 100%', () => {
    const graph: OwnershipGraph = {
      rootId: 'r',
      nodes: [person('p'), person('q'), company('r')],
      edges: [
        { holder: 'p', company: 'r', share: 1.7 },
        { holder: 'q', company: 'r', share: Number.NaN },
        { holder: 'ghost', company: 'r', share: 0.5 },
        { holder: 'r', company: 'p', share: 0.5 },
        { holder: 'q', company: 'r', share: -0.3 },
      ],
    };
    expect(computeBeneficialOwnership(graph).owners).toEqual([
      { id: 'p', name: 'p', ownership: 1, isUltimateBeneficialOwner: true },
    ]);
  });

  it('reports data that does not settle (companies held over 100%)', () => {
    const graph: OwnershipGraph = {
      rootId: 'r',
      nodes: [person('p'), company('a'), company('b'), company('r')],
      edges: [
        { holder: 'p', company: 'a', share: 1 },
        { holder: 'a', company: 'b', share: 1 },
        { holder: 'b', company: 'a', share: 1 },
        { holder: 'b', company: 'r', share: 1 },
      ],
    };
    expect(computeBeneficialOwnership(graph, { maxIterations: 50 }).converged).toBe(false);
  });
});

/** Random graphs where no company's shareholders hold more than 100% in total. */
const consistentGraph = fc
  .record({
    companies: fc.integer({ min: 1, max: 6 }),
    persons: fc.integer({ min: 1, max: 4 }),
    raw: fc.array(
      fc.record({
        holder: fc.nat(),
        company: fc.nat(),
        weight: fc.double({ min: 0.01, max: 1, noNaN: true }),
      }),
      { maxLength: 20 },
    ),
    acyclic: fc.boolean(),
  })
  .map(({ companies, persons, raw, acyclic }) => {
    const nodes = [
      ...Array.from({ length: companies }, (_, index) => company(`c${index}`)),
      ...Array.from({ length: persons }, (_, index) => person(`p${index}`)),
    ];
    const holders = nodes.length;
    const edges: OwnershipEdge[] = raw
      .map((edge) => ({
        holder: edge.holder % holders,
        company: edge.company % companies,
        weight: edge.weight,
      }))
      // Acyclic graphs only let a company hold companies with a smaller index.
      .filter(
        (edge) =>
          edge.holder !== edge.company &&
          (!acyclic || edge.holder >= companies || edge.holder > edge.company),
      )
      .map((edge) => ({
        holder: (nodes[edge.holder] as OwnershipNode).id,
        company: `c${edge.company}`,
        share: edge.weight,
      }));
    // Scale each company's holdings down so that they sum to at most 100%.
    const totals = new Map<string, number>();
    for (const edge of edges)
      totals.set(edge.company, (totals.get(edge.company) ?? 0) + edge.share);
    const scaled = edges.map((edge) => ({
      ...edge,
      share: edge.share / Math.max(1, totals.get(edge.company) ?? 1),
    }));
    return { graph: { rootId: 'c0', nodes, edges: scaled } as OwnershipGraph, acyclic };
  });

/** Reference for acyclic graphs: sum over simple paths by depth-first search. */
function sumOverPaths(graph: OwnershipGraph, from: string): number {
  if (from === graph.rootId) return 1;
  return graph.edges
    .filter((edge) => edge.holder === from)
    .reduce((sum, edge) => sum + edge.share * sumOverPaths(graph, edge.company), 0);
}

describe('computeBeneficialOwnership properties', () => {
  it('no person exceeds 100%, and all persons together hold at most 100%', () => {
    fc.assert(
      fc.property(consistentGraph, ({ graph }) => {
        const { owners, converged } = computeBeneficialOwnership(graph);
        expect(converged).toBe(true);
        for (const owner of owners) expect(owner.ownership).toBeLessThanOrEqual(1 + 1e-9);
        const total = owners.reduce((sum, owner) => sum + owner.ownership, 0);
        expect(total).toBeLessThanOrEqual(1 + 1e-9);
      }),
    );
  });

  it('equals the sum over every chain when there is no cycle', () => {
    fc.assert(
      fc.property(
        consistentGraph.filter(({ acyclic }) => acyclic),
        ({ graph }) => {
          const owners = computeBeneficialOwnership(graph).owners;
          for (const node of graph.nodes.filter((node) => node.kind === 'person')) {
            const expected = sumOverPaths(graph, node.id);
            const actual = owners.find((owner) => owner.id === node.id)?.ownership ?? 0;
            expect(actual).toBeCloseTo(expected, 9);
          }
        },
      ),
    );
  });

  it('marks exactly the owners at or above the threshold', () => {
    fc.assert(
      fc.property(
        consistentGraph,
        fc.double({ min: 0, max: 1, noNaN: true }),
        ({ graph }, threshold) => {
          for (const owner of computeBeneficialOwnership(graph, { threshold }).owners) {
            expect(owner.isUltimateBeneficialOwner).toBe(owner.ownership >= threshold - 1e-9);
          }
        },
      ),
    );
  });
});

import type { Queryable } from '../db/types';
import {
  effectiveOwnership,
  type GraphEdge,
  DEFAULT_THRESHOLD as UBO_THRESHOLD,
} from './beneficial-owners';
import { DEFAULT_DEPTH, type GraphNode, ownershipGraph } from './details';

/** How many companies, the first by id, compete to be the showcase. */
export const SHOWCASE_CANDIDATES = 64;
/** Beyond this many nodes a map on a phone or in a page section gets crowded. */
export const SHOWCASE_MAX_NODES = 16;

/** The public site's live ownership map: one company and its graph. */
export interface Showcase {
  company: { keyNo: string; name: string; nameEn: string | null };
  graph: { nodes: Omit<GraphNode, 'keyNo'>[]; edges: GraphEdge[] };
}

/** Whether following holders (`to` → `from`) ever comes back to where it started. */
export function hasCycle(edges: readonly GraphEdge[]): boolean {
  const holdersOf = new Map<string, string[]>();
  for (const edge of edges) {
    const list = holdersOf.get(edge.to) ?? [];
    list.push(edge.from);
    holdersOf.set(edge.to, list);
  }
  // Iterative depth-first search with the usual three colours: a holder still on the stack
  // (grey) closes a cycle; one fully explored (black) never needs visiting again.
  const state = new Map<string, 'grey' | 'black'>();
  for (const start of holdersOf.keys()) {
    if (state.has(start)) continue;
    const stack: { node: string; next: number }[] = [{ node: start, next: 0 }];
    state.set(start, 'grey');
    while (stack.length > 0) {
      const top = stack[stack.length - 1] as { node: string; next: number };
      const holder = holdersOf.get(top.node)?.[top.next];
      top.next += 1;
      if (holder === undefined) {
        state.set(top.node, 'black');
        stack.pop();
      } else if (state.get(holder) === 'grey') return true;
      else if (!state.has(holder)) {
        state.set(holder, 'grey');
        stack.push({ node: holder, next: 0 });
      }
    }
  }
  return false;
}

/**
 * How good a graph is to show, compared left to right: a person who is a beneficial owner
 * (the page promises they are marked, so the showcase must have one), a size a page section
 * can show readably, a cycle (the hardest case a map has to draw), how many layers up it
 * goes, then how many holdings it has.
 */
function showcaseScore(graph: { nodes: GraphNode[]; edges: GraphEdge[] }): number[] {
  const root = graph.nodes[0];
  const owners = root ? effectiveOwnership(root.id, graph.edges) : new Map<string, number>();
  return [
    [...owners.values()].some((share) => share >= UBO_THRESHOLD) ? 1 : 0,
    graph.nodes.length <= SHOWCASE_MAX_NODES ? 1 : 0,
    hasCycle(graph.edges) ? 1 : 0,
    Math.max(0, ...graph.nodes.map((node) => node.depth)),
    graph.edges.length,
  ];
}

function isBetter(score: number[], than: number[]): boolean {
  for (let i = 0; i < score.length; i++) {
    const a = score[i] ?? 0;
    const b = than[i] ?? 0;
    if (a !== b) return a > b;
  }
  return false;
}

/**
 * The showcase: of the first `SHOWCASE_CANDIDATES` companies by id, the one whose ownership
 * graph (the enterprise details' graph, `DEFAULT_DEPTH` layers up) scores best, the lowest id
 * on a tie, so the same data always gives the same answer. With the seeded data that is the
 * first company: a beneficial owner, a cycle (the first two companies hold each other) and
 * four layers in 15 nodes. Undefined when there are no companies.
 */
export async function showcaseOwnership(db: Queryable): Promise<Showcase | undefined> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM companies ORDER BY id LIMIT $1', [
    SHOWCASE_CANDIDATES,
  ]);
  let best: { nodes: GraphNode[]; edges: GraphEdge[] } | undefined;
  let bestScore: number[] = [];
  // One after another: the database answers one statement at a time anyway (PGlite), and
  // on a server this leaves the pool to the requests that are waiting for it.
  for (const { id } of rows) {
    const graph = await ownershipGraph(db, id, DEFAULT_DEPTH);
    if (!graph) continue;
    const score = showcaseScore(graph);
    if (!best || isBetter(score, bestScore)) {
      best = graph;
      bestScore = score;
    }
  }
  const root = best?.nodes[0];
  if (!best || !root) return undefined;
  return {
    company: { keyNo: root.keyNo, name: root.name, nameEn: root.nameEn || null },
    graph: {
      nodes: best.nodes.map(({ id, kind, name, nameEn, depth }) => ({
        id,
        kind,
        name,
        nameEn,
        depth,
      })),
      edges: best.edges,
    },
  };
}

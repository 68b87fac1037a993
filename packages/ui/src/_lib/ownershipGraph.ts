/** A company or a natural person in an ownership graph. */
export interface OwnershipNode {
  id: string;
  /** Name as registered (often Chinese). */
  name: string;
  /** English name, shown beside the local one when it differs. */
  englishName?: string;
  kind: 'company' | 'person';
}

/** `holder` owns `share` (a fraction, 0.3 = 30%) of `company`. */
export interface OwnershipEdge {
  holder: string;
  company: string;
  share: number;
}

/** A company's equity structure: `rootId` is the company whose owners are wanted. */
export interface OwnershipGraph {
  rootId: string;
  nodes: OwnershipNode[];
  edges: OwnershipEdge[];
}

/**
 * The usable part of a graph: edges between known nodes, into companies, with finite shares
 * clamped to [0, 1], self-holdings dropped and duplicates summed (still at most 1).
 */
export function cleanEdges(graph: OwnershipGraph): OwnershipEdge[] {
  const kinds = new Map<string, OwnershipNode['kind']>();
  for (const node of Array.isArray(graph?.nodes) ? graph.nodes : []) {
    if (node && typeof node.id === 'string') kinds.set(node.id, node.kind);
  }
  const merged = new Map<string, OwnershipEdge>();
  for (const edge of Array.isArray(graph?.edges) ? graph.edges : []) {
    if (!edge || edge.holder === edge.company) continue;
    if (!kinds.has(edge.holder) || kinds.get(edge.company) !== 'company') continue;
    const share = Number(edge.share);
    if (!Number.isFinite(share) || share <= 0) continue;
    const key = `${edge.holder}\u0000${edge.company}`;
    const previous = merged.get(key)?.share ?? 0;
    merged.set(key, {
      holder: edge.holder,
      company: edge.company,
      share: Math.min(1, previous + Math.min(1, share)),
    });
  }
  return [...merged.values()];
}

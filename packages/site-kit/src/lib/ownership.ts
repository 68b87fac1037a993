import type { OwnershipGraph } from '@kyc/ui';

/** The ownership graph as apps/api's enterprise endpoint returns it. */
export interface ApiOwnershipGraph {
  depth?: number;
  nodes: { id: string; kind: 'company' | 'person'; name: string; nameEn?: string | null }[];
  /** `from` holds `percent` (0–100) of `to`. */
  edges: { from: string; to: string; percent: number }[];
}

/**
 * apps/api's graph in the shape `@kyc/ui`'s `OwnershipMap` draws: shares as fractions,
 * English names only where they add something.
 *
 * @example toOwnershipGraph('c1', details.graph)
 */
export function toOwnershipGraph(rootId: string, graph: ApiOwnershipGraph): OwnershipGraph {
  return {
    rootId,
    nodes: graph.nodes.map((node) => ({
      id: node.id,
      kind: node.kind,
      name: node.name || node.nameEn || '-',
      ...(node.nameEn && node.nameEn !== node.name ? { englishName: node.nameEn } : {}),
    })),
    edges: graph.edges.map((edge) => ({
      holder: edge.from,
      company: edge.to,
      share: edge.percent / 100,
    })),
  };
}

import type { Locale } from '@kyc/content';
import type { OwnershipGraph } from '@kyc/ui/ownership';

/** The ownership graph as apps/api's enterprise endpoint returns it. */
export interface ApiOwnershipGraph {
  depth?: number;
  nodes: { id: string; kind: 'company' | 'person'; name: string; nameEn?: string | null }[];
  /** `from` holds `percent` (0–100) of `to`. */
  edges: { from: string; to: string; percent: number }[];
  /** `from` consolidates `to` in its accounts (a GLEIF parent): no share, never ownership. */
  consolidations?: { from: string; to: string; level: 'direct' | 'ultimate' }[];
}

/**
 * apps/api's graph in the shape `@kyc/ui`'s `OwnershipMap` draws: shares as fractions, the
 * second name only where it adds something. The map draws `name` on each node and shows
 * `name (englishName)` in its labels and table, so an English page (`locale` 'en') passes the
 * English name as `name` and the registered (Chinese) one second: people are drawn in English
 * and every name reads English first, as the rest of the page (companyView's displayName).
 * GLEIF's accounting-consolidation parents (`consolidations`) become the map's consolidations,
 * drawn apart from the shareholdings and never counted as ownership.
 *
 * @example toOwnershipGraph('c1', details.graph, 'en')
 */
export function toOwnershipGraph(
  rootId: string,
  graph: ApiOwnershipGraph,
  locale?: Locale,
): OwnershipGraph {
  return {
    rootId,
    nodes: graph.nodes.map((node) => {
      const local = node.name?.trim() ?? '';
      const english = node.nameEn?.trim() ?? '';
      const [first, second] = locale === 'en' ? [english, local] : [local, english];
      return {
        id: node.id,
        kind: node.kind,
        name: first || second || '-',
        ...(first && second && second !== first ? { englishName: second } : {}),
      };
    }),
    edges: graph.edges.map((edge) => ({
      holder: edge.from,
      company: edge.to,
      share: edge.percent / 100,
    })),
    ...(graph.consolidations?.length
      ? {
          consolidations: graph.consolidations.map((edge) => ({
            parent: edge.from,
            company: edge.to,
            level: edge.level,
          })),
        }
      : {}),
  };
}

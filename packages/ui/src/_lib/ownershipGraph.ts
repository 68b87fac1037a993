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

/**
 * `parent` consolidates `company` in its financial statements (an accounting-consolidation
 * parent, as GLEIF's level-2 data reports it): not a shareholding, so it carries no share and is
 * never counted as ownership.
 */
export interface ConsolidationEdge {
  parent: string;
  company: string;
  /**
   * The parent consolidates the company directly, or is the top of its consolidation chain.
   * The same parent as both is drawn as one edge.
   */
  level: 'direct' | 'ultimate';
}

/** A company's equity structure: `rootId` is the company whose owners are wanted. */
export interface OwnershipGraph {
  rootId: string;
  nodes: OwnershipNode[];
  /** Shareholdings: the only relation counted as ownership. */
  edges: OwnershipEdge[];
  /** Accounting-consolidation parents, drawn apart from the shareholdings and never counted. */
  consolidations?: ConsolidationEdge[];
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

/** A consolidation of the usable part of a graph: the levels its edges give, merged. */
export interface CleanConsolidation {
  parent: string;
  company: string;
  levels: ConsolidationEdge['level'][];
}

/**
 * The usable consolidations: between two different known companies, one per parent and company
 * with its levels (direct first).
 */
export function cleanConsolidations(graph: OwnershipGraph): CleanConsolidation[] {
  const companies = new Set<string>();
  for (const node of Array.isArray(graph?.nodes) ? graph.nodes : [])
    if (node?.kind === 'company') companies.add(node.id);
  const merged = new Map<string, CleanConsolidation>();
  for (const edge of Array.isArray(graph?.consolidations) ? graph.consolidations : []) {
    const { parent, company, level } = edge ?? {};
    if (parent === company || !companies.has(parent) || !companies.has(company)) continue;
    if (level !== 'direct' && level !== 'ultimate') continue;
    const key = `${parent}\u0000${company}`;
    const found = merged.get(key) ?? { parent, company, levels: [] };
    if (!found.levels.includes(level)) found.levels.push(level);
    found.levels.sort();
    merged.set(key, found);
  }
  return [...merged.values()];
}

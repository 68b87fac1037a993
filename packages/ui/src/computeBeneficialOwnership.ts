import { cleanEdges, type OwnershipGraph } from './_lib/ownershipGraph';

export type {
  ConsolidationEdge,
  OwnershipEdge,
  OwnershipGraph,
  OwnershipNode,
} from './_lib/ownershipGraph';

/** A natural person's effective share of the root company. */
export interface BeneficialOwner {
  id: string;
  name: string;
  englishName?: string;
  /** Effective ownership as a fraction (0.255 = 25.5%). */
  ownership: number;
  /** Ownership reaches the threshold (25% by default). */
  isUltimateBeneficialOwner: boolean;
}

export interface BeneficialOwnershipOptions {
  /**
   * UBO threshold as a fraction; default 0.25. Owners at or above it are UBOs.
   *
   * @default 0.25
   */
  threshold?: number;
  /**
   * Stop iterating when no value moves more than this.
   *
   * @default 1e-12
   */
  tolerance?: number;
  /**
   * Upper bound of rounds, for inconsistent data that does not converge.
   *
   * @default 10000
   */
  maxIterations?: number;
}

export interface BeneficialOwnershipResult {
  /** Every natural person with a positive effective share, largest first. */
  owners: BeneficialOwner[];
  /** The threshold that was applied. */
  threshold: number;
  /** False only when the data is inconsistent (a company held over 100%) and did not settle. */
  converged: boolean;
}

const DEFAULT_THRESHOLD = 0.25;
// Rounding of the iteration must not push an owner at exactly the threshold below it.
const THRESHOLD_SLACK = 1e-9;

/**
 * Each natural person's effective ownership of `graph.rootId`: shares multiplied along every
 * chain of holdings and summed over chains, with persons at or above `threshold` (default 25%)
 * marked as ultimate beneficial owners.
 *
 * Method: for each person p, the vector y of p's effective stakes in every company solves
 * y = d + Aᵀ·y, where d holds p's direct stakes and A the company-to-company holdings. It is
 * found by iterating from y = 0. The iterates are exactly the partial sums over chains of
 * growing length, so a cycle (A holds B, B holds A) contributes its full geometric series.
 * Chains stop at the root: the root holding itself through others does not count again.
 * When no company's shareholders hold more than 100%, every iterate stays within [0, 1] and
 * rises, so the iteration converges. Bad input (unknown ids, shares outside 0..1, a person
 * being held) is ignored or clamped, never thrown. Accounting-consolidation parents
 * (`graph.consolidations`) are not ownership and are not read.
 *
 * @param graph - Companies, persons and holdings (`holder` holds `share` of `company`).
 * @param options - `threshold`, `tolerance` and `maxIterations`.
 * @returns The owners (largest first), the threshold and whether the iteration converged.
 * @example
 * computeBeneficialOwnership({
 *   rootId: 'c', nodes: [{ id: 'p', name: '张三', kind: 'person' }, { id: 'h', name: 'H', kind: 'company' },
 *     { id: 'c', name: 'C', kind: 'company' }],
 *   edges: [{ holder: 'p', company: 'h', share: 0.6 }, { holder: 'h', company: 'c', share: 0.5 }],
 * }).owners[0].ownership // 0.3
 */
export function computeBeneficialOwnership(
  graph: OwnershipGraph,
  {
    threshold = DEFAULT_THRESHOLD,
    tolerance = 1e-12,
    maxIterations = 10_000,
  }: BeneficialOwnershipOptions = {},
): BeneficialOwnershipResult {
  const limit = Number.isFinite(threshold)
    ? Math.min(Math.max(threshold, 0), 1)
    : DEFAULT_THRESHOLD;
  const nodes = Array.isArray(graph?.nodes) ? graph.nodes : [];
  const rootId = graph?.rootId;
  const edges = cleanEdges(graph);
  const companies = nodes.filter((node) => node.kind === 'company').map((node) => node.id);
  const persons = nodes.filter((node) => node.kind === 'person');
  const companyIndex = new Map(companies.map((id, index) => [id, index]));
  const rootIndex = companyIndex.get(rootId);
  if (rootIndex === undefined) return { owners: [], threshold: limit, converged: true };

  // Company-to-company holdings, leaving out chains that pass through the root.
  const inner = edges.flatMap((edge) => {
    const from = companyIndex.get(edge.holder);
    const to = companyIndex.get(edge.company);
    return from === undefined || to === undefined || from === rootIndex
      ? []
      : [{ from, to, share: edge.share }];
  });

  let converged = true;
  const owners = persons.flatMap((person) => {
    const direct = new Float64Array(companies.length);
    for (const edge of edges) {
      const to = companyIndex.get(edge.company);
      if (edge.holder === person.id && to !== undefined) direct[to] = edge.share;
    }
    let stakes = direct.slice();
    let settled = false;
    for (let round = 0; round < maxIterations && !settled; round += 1) {
      const next = direct.slice();
      for (const { from, to, share } of inner)
        next[to] = (next[to] ?? 0) + (stakes[from] ?? 0) * share;
      settled = next.every((value, index) => Math.abs(value - (stakes[index] ?? 0)) <= tolerance);
      stakes = next;
    }
    if (!settled) converged = false;
    const ownership = stakes[rootIndex] ?? 0;
    if (!(ownership > 0)) return [];
    return [
      {
        id: person.id,
        name: person.name,
        ...(person.englishName === undefined ? {} : { englishName: person.englishName }),
        ownership,
        isUltimateBeneficialOwner: ownership >= limit - THRESHOLD_SLACK,
      },
    ];
  });
  owners.sort((a, b) => b.ownership - a.ownership || a.name.localeCompare(b.name));
  return { owners, threshold: limit, converged };
}

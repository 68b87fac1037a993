/**
 * Beneficial owners as China's Administrative Measures on Beneficial Owner Information (2024,
 * art. 6) define them, from what the registers hold:
 * - `equity`: a natural person holding, directly or through other companies, at least the
 *   threshold (25 % by the Measures; an analyst may ask for less) of the equity;
 * - `control`: a person exercising actual control by other means; the data shows it through
 *   the roles of legal representative and executive director;
 * - `senior-manager`: when nobody qualifies by equity or control, the senior managers (the
 *   Company Law's 经理, 财务负责人 and secretary) are the beneficial owners.
 * Income and voting rights (the Measures' second rule) follow equity in the registers' data,
 * which hold no separate voting or profit arrangements, so the equity rule covers them.
 */
export type BeneficialOwnerRule = 'equity' | 'control' | 'senior-manager';

/** The Measures' threshold (also FATF's usual one), and the default. */
export const DEFAULT_THRESHOLD = 25;

/** A holding in an ownership graph: `from` holds `percent` % of `to` (node ids c<id>, p<id>). */
export interface GraphEdge {
  from: string;
  to: string;
  percent: number;
}
/** Positions through which the data shows control other than by equity. */
export const CONTROL_POSITIONS = ['Executive Director'];
/** Senior managers in the Company Law's sense, for the fallback. */
export const SENIOR_MANAGER_POSITIONS = [
  'General Manager',
  'Chief Financial Officer',
  'Company Secretary',
  // BODS `seniorManagingOfficial` (imported roles).
  'Senior managing official',
];

/** One chain of holdings from a person to the company: its links, person first. */
export interface OwnershipChain {
  /** The share this chain gives: the product of its links' percentages. */
  percent: number;
  links: GraphEdge[];
  /** A declared indirect interest: its one link stands for a chain the data does not quantify. */
  declared?: boolean;
}

/** A person's role in the company asked about (from its officers). */
export interface PersonRole {
  /** Graph node id of the person (p<id>). */
  id: string;
  positionEn: string;
  isLegalRepresentative: boolean;
  /** The role was declared as giving control (an imported BODS interest with beneficialOwnershipOrControl). */
  controls?: boolean;
}

/**
 * An interest a person holds in the company through intermediaries, as declared (BODS
 * `directOrIndirect: indirect`), when the intermediaries' own links may not be quantified.
 */
export interface DeclaredInterest {
  /** Graph node id of the person (p<id>). */
  id: string;
  /** The declared share, or null when the interest is control only. */
  percent: number | null;
  controls: boolean;
}

export interface ExplainedOwner {
  id: string;
  /** The sum of the chains' shares. */
  percent: number;
  chains: OwnershipChain[];
  /** The rules that make the person a beneficial owner, if any (equity first). */
  rules: BeneficialOwnerRule[];
}

/** Chain shares are kept to a millionth of a percent; the total is their sum. */
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
/** A chain through companies stops mattering below this share (percent). */
const NEGLIGIBLE = 0.01;

/**
 * Every cycle-free chain of holdings from each natural person (node ids starting with `p`) up
 * to company `rootId`, with the share each gives. Chains that pass through a company with
 * less than a hundredth of a percent are left out, as they change no owner's standing.
 *
 * @example ownershipChains('c1', [{ from: 'p1', to: 'c2', percent: 50 }, { from: 'c2', to: 'c1', percent: 60 }])
 * // Map { 'p1' => [{ percent: 30, links: [p1→c2 50, c2→c1 60] }] }
 */
export function ownershipChains(
  rootId: string,
  edges: readonly GraphEdge[],
): Map<string, OwnershipChain[]> {
  const holdersOf = new Map<string, GraphEdge[]>();
  for (const edge of edges) {
    const list = holdersOf.get(edge.to) ?? [];
    list.push(edge);
    holdersOf.set(edge.to, list);
  }
  const result = new Map<string, OwnershipChain[]>();
  // `path` holds the links from the node being walked down to the root.
  const walk = (node: string, share: number, visited: Set<string>, path: GraphEdge[]) => {
    for (const edge of holdersOf.get(node) ?? []) {
      if (visited.has(edge.from)) continue;
      const through = (share * edge.percent) / 100;
      if (edge.from.startsWith('p')) {
        const chains = result.get(edge.from) ?? [];
        chains.push({ percent: round6(through), links: [edge, ...path] });
        result.set(edge.from, chains);
      } else if (through >= NEGLIGIBLE) {
        visited.add(edge.from);
        walk(edge.from, through, visited, [edge, ...path]);
        visited.delete(edge.from);
      }
    }
  };
  walk(rootId, 100, new Set([rootId]), []);
  return result;
}

/**
 * Every person who holds part of company `rootId` or has a role in it, with the chains that
 * give them their share and the rules that make them beneficial owners at `threshold`
 * percent, largest share first.
 *
 * `declared` adds the indirect interests a source declared (see `DeclaredInterest`).
 *
 * @example explainBeneficialOwners('c1', edges, roles, 25)
 */
export function explainBeneficialOwners(
  rootId: string,
  edges: readonly GraphEdge[],
  roles: readonly PersonRole[],
  threshold = DEFAULT_THRESHOLD,
  declared: readonly DeclaredInterest[] = [],
): ExplainedOwner[] {
  const owners = new Map<string, ExplainedOwner>();
  const computed = ownershipChains(rootId, edges);
  // A declared indirect share counts only when no chain through another company reaches the
  // person already (it would be counted twice); its one link stands for the whole chain.
  for (const interest of declared) {
    if (interest.percent === null) continue;
    const chains = computed.get(interest.id) ?? [];
    if (chains.some((chain) => chain.links.length > 1)) continue;
    chains.push({
      percent: interest.percent,
      links: [{ from: interest.id, to: rootId, percent: interest.percent }],
      declared: true,
    });
    computed.set(interest.id, chains);
  }
  for (const [id, chains] of computed) {
    chains.sort((a, b) => b.percent - a.percent);
    const percent = round6(chains.reduce((sum, chain) => sum + chain.percent, 0));
    owners.set(id, { id, percent, chains, rules: percent >= threshold ? ['equity'] : [] });
  }
  const owner = (id: string) => {
    let found = owners.get(id);
    if (!found) {
      found = { id, percent: 0, chains: [], rules: [] };
      owners.set(id, found);
    }
    return found;
  };
  const controlling = [
    ...roles,
    ...declared
      .filter((interest) => interest.controls)
      .map((interest) => ({
        id: interest.id,
        positionEn: '',
        isLegalRepresentative: false,
        controls: true,
      })),
  ];
  for (const role of controlling) {
    if (
      role.isLegalRepresentative ||
      role.controls ||
      CONTROL_POSITIONS.includes(role.positionEn)
    ) {
      const found = owner(role.id);
      if (!found.rules.includes('control')) found.rules.push('control');
    }
  }
  if (![...owners.values()].some((found) => found.rules.length > 0)) {
    for (const role of roles) {
      if (SENIOR_MANAGER_POSITIONS.includes(role.positionEn)) {
        const found = owner(role.id);
        if (!found.rules.includes('senior-manager')) found.rules.push('senior-manager');
      }
    }
  }
  return [...owners.values()].sort(
    (a, b) => b.percent - a.percent || b.rules.length - a.rules.length || a.id.localeCompare(b.id),
  );
}

/**
 * Each person's effective ownership of company `rootId`: the sum, over every cycle-free
 * chain of holdings, of the product of the shares along it.
 *
 * @example effectiveOwnership('c1', edges).get('p7') // 30
 */
export function effectiveOwnership(
  rootId: string,
  edges: readonly GraphEdge[],
): Map<string, number> {
  return new Map(
    [...ownershipChains(rootId, edges)].map(([id, chains]) => [
      id,
      round6(chains.reduce((sum, chain) => sum + chain.percent, 0)),
    ]),
  );
}

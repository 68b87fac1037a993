import {
  type BeneficialOwnerRule,
  DEFAULT_THRESHOLD,
  explainBeneficialOwners,
  type GraphEdge,
} from '../companies/beneficial-owners';
import { MAX_DEPTH, MAX_GRAPH_COMPANIES } from '../companies/details';
import type { Queryable } from '../db/types';
import type { MonitorEventKind } from './events';

/** An officer as monitored: the person and the position. */
export interface MonitoredOfficer {
  keyNo: string;
  name: string;
  nameEn: string;
  position: string;
  positionEn: string;
}

/** A direct shareholder as monitored. */
export interface MonitoredShareholder {
  kind: 'company' | 'person';
  keyNo: string;
  name: string;
  nameEn: string;
  percent: number;
}

/** A GLEIF accounting-consolidation parent as monitored (see `consolidationParents`). */
export interface MonitoredParent {
  kind: 'direct' | 'ultimate';
  lei: string;
  keyNo: string | null;
  name: string | null;
  /** Its English name, when the parent was imported too: what English pages show. */
  nameEn: string | null;
  relationshipStatus: string | null;
}

/** A beneficial owner as monitored: who, their effective share and why they qualify. */
export interface MonitoredOwner {
  keyNo: string;
  name: string;
  nameEn: string;
  /** Effective ownership in percent, two decimals. */
  percent: number;
  rules: BeneficialOwnerRule[];
}

/** Everything monitoring compares for one company, by kind. */
export interface MonitoredState {
  name: { name: string | null; nameEn: string };
  status: string;
  address: string | null;
  legal_representative: string | null;
  registered_capital: string | null;
  officers: MonitoredOfficer[];
  shareholders: MonitoredShareholder[];
  gleif_parents: MonitoredParent[];
  beneficial_owners: MonitoredOwner[];
}

/** The kinds, in the order a company's events are raised. */
export const MONITORED_KINDS: readonly MonitorEventKind[] = [
  'name',
  'status',
  'address',
  'legal_representative',
  'registered_capital',
  'officers',
  'shareholders',
  'gleif_parents',
  'beneficial_owners',
];

/** One company's state and the companies it was computed from (itself first). */
export interface ComputedState {
  state: MonitoredState;
  ancestors: number[];
  /** The ownership graph's holdings, for the chain of a change above the company. */
  edges: GraphEdge[];
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * What makes two values of a kind the same change-wise: the people and companies by their
 * keyNo (a holder renamed is not a change of the watched company's holders), shares to two
 * decimals, and the values themselves for the register's own fields.
 *
 * @example changeKey('shareholders', [{ kind: 'person', keyNo: 'p1', name: '王伟', nameEn: 'Wang Wei', percent: 60 }]) // 'p1:60'
 */
export function changeKey(kind: MonitorEventKind, value: unknown): string {
  switch (kind) {
    case 'name': {
      const name = value as MonitoredState['name'];
      return `${name.name ?? ''}|${name.nameEn}`;
    }
    case 'officers':
      return (value as MonitoredOfficer[])
        .map((o) => `${o.keyNo}:${o.positionEn}`)
        .sort()
        .join(',');
    case 'shareholders':
      return (value as MonitoredShareholder[])
        .map((s) => `${s.keyNo}:${round2(s.percent)}`)
        .sort()
        .join(',');
    case 'gleif_parents':
      return (value as MonitoredParent[])
        .map((p) => `${p.kind}:${p.lei}:${p.relationshipStatus ?? ''}`)
        .sort()
        .join(',');
    case 'beneficial_owners':
      return (value as MonitoredOwner[])
        .map((o) => `${o.keyNo}:${round2(o.percent)}:${[...o.rules].sort().join('+')}`)
        .sort()
        .join(',');
    default:
      return value === null || value === undefined ? '' : String(value);
  }
}

/** Roots whose graphs are computed together (one set of statements per batch). */
export const STATE_BATCH = 500;

interface CompanyRow {
  id: number;
  key_no: string;
  name_zh: string | null;
  name_en: string;
  status: string;
  address: string | null;
  legal_representative: string | null;
  registered_capital: string | null;
}

interface PersonRow {
  id: number;
  key_no: string;
  name_zh: string | null;
  name_en: string;
}

/**
 * The monitored state of each of `companyIds` (database ids) as the data stands: the register's
 * fields, officers, direct shareholders, GLEIF consolidation parents and the beneficial owners
 * (those who qualify under a rule) at the Measures' 25 % threshold over an ownership graph of
 * MAX_DEPTH layers, computed exactly as the company page and /v1 compute them
 * (`explainBeneficialOwners` over the same graph as `ownershipGraph`), but for a whole batch of
 * companies in a handful of statements. Companies that do not exist are left out.
 *
 * @example const states = await computeStates(db, [42, 43]); states.get(42)?.state.beneficial_owners
 */
export async function computeStates(
  db: Queryable,
  companyIds: readonly number[],
): Promise<Map<number, ComputedState>> {
  const result = new Map<number, ComputedState>();
  const ids = [...new Set(companyIds)];
  for (let start = 0; start < ids.length; start += STATE_BATCH) {
    const batch = ids.slice(start, start + STATE_BATCH);
    for (const [id, computed] of await computeBatch(db, batch)) result.set(id, computed);
  }
  return result;
}

async function computeBatch(db: Queryable, roots: number[]): Promise<Map<number, ComputedState>> {
  const [companies, officers, declared, parents, reached] = await Promise.all([
    db.query<CompanyRow>(
      `SELECT id, key_no, name_zh, name_en, status, address, legal_representative, registered_capital
         FROM companies WHERE id = ANY($1::int[])`,
      [roots],
    ),
    db.query<{
      company_id: number;
      person_id: number;
      key_no: string;
      name_zh: string | null;
      name_en: string;
      position_zh: string;
      position_en: string;
      is_control: boolean;
    }>(
      `SELECT e.company_id, e.person_id, p.key_no, p.name_zh, p.name_en, e.position_zh, e.position_en, e.is_control
         FROM executives e JOIN persons p ON p.id = e.person_id WHERE e.company_id = ANY($1::int[])`,
      [roots],
    ),
    db.query<{
      company_id: number;
      person_id: number;
      percent: string | null;
      is_control: boolean;
    }>(
      `SELECT company_id, person_id, percent::text AS percent, is_control
         FROM declared_interests WHERE company_id = ANY($1::int[]) ORDER BY id`,
      [roots],
    ),
    db.query<{
      company_id: number;
      relationship_type: string;
      parent_lei: string;
      key_no: string | null;
      name_zh: string | null;
      name_en: string | null;
      relationship_status: string | null;
    }>(
      `SELECT c.id AS company_id, r.relationship_type, r.parent_lei, p.key_no, p.name_zh, p.name_en,
              r.relationship_status
         FROM companies c JOIN lei_relationships r ON r.child_lei = c.lei
         LEFT JOIN companies p ON p.lei = r.parent_lei
        WHERE c.id = ANY($1::int[])
          AND r.relationship_type IN ('IS_DIRECTLY_CONSOLIDATED_BY', 'IS_ULTIMATELY_CONSOLIDATED_BY')
        ORDER BY c.id, r.relationship_type, p.id`,
      [roots],
    ),
    // The same walk as ownershipGraph's, for every root at once.
    db.query<{ root: number; id: number; depth: number }>(
      `WITH RECURSIVE up(root, id, depth, path) AS (
         SELECT r, r, 0, ARRAY[r] FROM unnest($1::int[]) AS r
         UNION ALL
         SELECT up.root, s.holder_company_id, up.depth + 1, up.path || s.holder_company_id
           FROM up JOIN shareholdings s ON s.company_id = up.id
          WHERE s.holder_company_id IS NOT NULL AND up.depth < $2 AND s.holder_company_id <> ALL(up.path)
       )
       SELECT root, id, min(depth)::int AS depth FROM up GROUP BY root, id`,
      [roots, MAX_DEPTH],
    ),
  ]);

  // Per root: the companies reached nearest first (then by id), at most MAX_GRAPH_COMPANIES,
  // and those below the last layer expanded, as ownershipGraph does.
  const reachedBy = new Map<number, { id: number; depth: number }[]>();
  for (const row of reached.rows) {
    const list = reachedBy.get(row.root) ?? [];
    list.push({ id: row.id, depth: row.depth });
    reachedBy.set(row.root, list);
  }
  const expandedBy = new Map<number, number[]>();
  const expandAll = new Set<number>();
  for (const [root, list] of reachedBy) {
    list.sort((a, b) => a.depth - b.depth || a.id - b.id);
    const kept = list.slice(0, MAX_GRAPH_COMPANIES);
    const expand = kept.filter((r) => r.depth < MAX_DEPTH).map((r) => r.id);
    expandedBy.set(root, expand);
    for (const id of expand) expandAll.add(id);
  }
  const holdings = await db.query<{
    company_id: number;
    holder_company_id: number | null;
    holder_person_id: number | null;
    percent: string;
  }>(
    `SELECT company_id, holder_company_id, holder_person_id, percent::text AS percent
       FROM shareholdings WHERE company_id = ANY($1::int[]) ORDER BY company_id, percent DESC, id`,
    [[...expandAll]],
  );
  const holdingsOf = new Map<number, typeof holdings.rows>();
  const holderCompanies = new Set<number>();
  const personIds = new Set<number>();
  for (const h of holdings.rows) {
    const list = holdingsOf.get(h.company_id) ?? [];
    list.push(h);
    holdingsOf.set(h.company_id, list);
    if (h.holder_company_id) holderCompanies.add(h.holder_company_id);
    if (h.holder_person_id) personIds.add(h.holder_person_id);
  }
  for (const d of declared.rows) personIds.add(d.person_id);
  const [holderRows, personRows] = await Promise.all([
    db.query<PersonRow>(
      'SELECT id, key_no, name_zh, name_en FROM companies WHERE id = ANY($1::int[])',
      [[...holderCompanies]],
    ),
    db.query<PersonRow>(
      'SELECT id, key_no, name_zh, name_en FROM persons WHERE id = ANY($1::int[])',
      [[...personIds]],
    ),
  ]);
  const companyById = new Map(holderRows.rows.map((c) => [c.id, c]));
  const personById = new Map(personRows.rows.map((p) => [p.id, p]));
  for (const o of officers.rows)
    personById.set(o.person_id, {
      id: o.person_id,
      key_no: o.key_no,
      name_zh: o.name_zh,
      name_en: o.name_en,
    });

  const result = new Map<number, ComputedState>();
  for (const company of companies.rows) {
    const root = company.id;
    const edges: GraphEdge[] = [];
    const ancestors = new Set<number>([root]);
    for (const id of expandedBy.get(root) ?? [root]) {
      ancestors.add(id);
      for (const h of holdingsOf.get(id) ?? []) {
        const from = h.holder_company_id ? `c${h.holder_company_id}` : `p${h.holder_person_id}`;
        if (h.holder_company_id) ancestors.add(h.holder_company_id);
        edges.push({ from, to: `c${id}`, percent: Number(h.percent) });
      }
    }
    const own = officers.rows.filter((o) => o.company_id === root);
    const owners = explainBeneficialOwners(
      `c${root}`,
      edges,
      own.map((o) => ({
        id: `p${o.person_id}`,
        positionEn: o.position_en,
        isLegalRepresentative: (o.name_zh ?? o.name_en) === company.legal_representative,
        controls: o.is_control,
      })),
      DEFAULT_THRESHOLD,
      declared.rows
        .filter((d) => d.company_id === root)
        .map((d) => ({
          id: `p${d.person_id}`,
          percent: d.percent === null ? null : Number(d.percent),
          controls: d.is_control,
        })),
    );
    const named = (row: PersonRow | undefined) => ({
      keyNo: row?.key_no ?? '',
      name: row?.name_zh ?? row?.name_en ?? '',
      nameEn: row?.name_en ?? '',
    });
    const parentKinds = new Set<string>();
    const state: MonitoredState = {
      name: { name: company.name_zh, nameEn: company.name_en },
      status: company.status,
      address: company.address,
      legal_representative: company.legal_representative,
      registered_capital: company.registered_capital,
      officers: own
        .map((o) => ({
          keyNo: o.key_no,
          name: o.name_zh ?? o.name_en,
          nameEn: o.name_en,
          position: o.position_zh,
          positionEn: o.position_en,
        }))
        .sort((a, b) => a.positionEn.localeCompare(b.positionEn) || a.keyNo.localeCompare(b.keyNo)),
      shareholders: (holdingsOf.get(root) ?? []).map((h) => ({
        kind: h.holder_company_id ? ('company' as const) : ('person' as const),
        ...named(
          h.holder_company_id
            ? companyById.get(h.holder_company_id)
            : personById.get(h.holder_person_id as number),
        ),
        percent: Number(h.percent),
      })),
      gleif_parents: parents.rows
        .filter((p) => p.company_id === root)
        .filter((p) => {
          // A parent LEI two companies hold (seeded and imported) is still one parent.
          if (parentKinds.has(p.relationship_type)) return false;
          parentKinds.add(p.relationship_type);
          return true;
        })
        .map((p) => ({
          kind:
            p.relationship_type === 'IS_DIRECTLY_CONSOLIDATED_BY'
              ? ('direct' as const)
              : ('ultimate' as const),
          lei: p.parent_lei,
          keyNo: p.key_no,
          name: p.name_zh ?? p.name_en,
          nameEn: p.name_en,
          relationshipStatus: p.relationship_status,
        })),
      beneficial_owners: owners
        .filter((owner) => owner.rules.length > 0)
        .map((owner) => ({
          ...named(personById.get(Number(owner.id.slice(1)))),
          percent: round2(owner.percent),
          rules: owner.rules,
        })),
    };
    result.set(root, { state, ancestors: [...ancestors], edges });
  }
  return result;
}

/**
 * The companies from `head` down to `root` along the ownership graph's holdings (the shortest
 * way), as database ids, head first; undefined when `head` holds nothing of `root`'s graph.
 *
 * @example pathDown('c9', 'c1', [{ from: 'c9', to: 'c5', percent: 100 }, { from: 'c5', to: 'c1', percent: 60 }]) // [9, 5, 1]
 */
export function pathDown(
  head: string,
  root: string,
  edges: readonly GraphEdge[],
): number[] | undefined {
  const holdersOf = new Map<string, string[]>();
  for (const edge of edges) {
    const list = holdersOf.get(edge.to) ?? [];
    list.push(edge.from);
    holdersOf.set(edge.to, list);
  }
  // Breadth first upwards from the root; `below` remembers the way back down.
  const below = new Map<string, string>();
  const queue = [root];
  const seen = new Set([root]);
  while (queue.length > 0) {
    const node = queue.shift() as string;
    if (node === head) {
      const path = [node];
      let at = node;
      while (at !== root) {
        at = below.get(at) as string;
        path.push(at);
      }
      return path.map((id) => Number(id.slice(1)));
    }
    for (const holder of holdersOf.get(node) ?? []) {
      if (seen.has(holder) || !holder.startsWith('c')) continue;
      seen.add(holder);
      below.set(holder, node);
      queue.push(holder);
    }
  }
  return undefined;
}

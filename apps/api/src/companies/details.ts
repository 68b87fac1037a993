import type { Queryable } from '../db/types';
import { type CompanySummaryRow, companySummary, SUMMARY_COLUMNS } from './summary';

/** How far up the ownership chain the graph goes by default, and at most. */
export const DEFAULT_DEPTH = 4;
export const MAX_DEPTH = 8;
/** Graphs stop growing past this many companies, so one request stays cheap. */
const MAX_GRAPH_COMPANIES = 400;
/** Effective ownership from which a person counts as a beneficial owner (FATF's usual 25 %). */
export const UBO_THRESHOLD = 25;

export interface GraphNode {
  id: string;
  kind: 'company' | 'person';
  keyNo: string;
  name: string;
  nameEn: string;
  /** Steps from the company asked about (0 for itself). */
  depth: number;
}

export interface GraphEdge {
  from: string;
  to: string;
  percent: number;
}

interface HoldingRow {
  company_id: number;
  holder_company_id: number | null;
  holder_person_id: number | null;
  percent: string;
  subscribed_capital: string | null;
}

/**
 * Sums, over every cycle-free path from each person up to the company, the product of the
 * shares along the path: the effective ownership a beneficial-owner register asks for.
 */
export function effectiveOwnership(
  rootId: string,
  edges: readonly GraphEdge[],
): Map<string, number> {
  const holdersOf = new Map<string, GraphEdge[]>();
  for (const edge of edges) {
    const list = holdersOf.get(edge.to) ?? [];
    list.push(edge);
    holdersOf.set(edge.to, list);
  }
  const result = new Map<string, number>();
  const walk = (node: string, share: number, path: Set<string>) => {
    for (const edge of holdersOf.get(node) ?? []) {
      if (path.has(edge.from)) continue;
      const through = (share * edge.percent) / 100;
      if (edge.from.startsWith('p')) result.set(edge.from, (result.get(edge.from) ?? 0) + through);
      else if (through >= 0.01) {
        path.add(edge.from);
        walk(edge.from, through, path);
        path.delete(edge.from);
      }
    }
  };
  walk(rootId, 100, new Set([rootId]));
  return result;
}

/** A company's ownership graph, with its own shareholders as the details page lists them. */
export interface OwnershipGraph {
  /** The company first (depth 0), then every holder reached, nearest first. */
  nodes: GraphNode[];
  edges: GraphEdge[];
  /** The company's direct shareholders, largest first. */
  directHolders: { node: GraphNode; percent: number; subscribedCapital: string | null }[];
}

/**
 * The ownership graph of company `rootId` (its database id) `depth` layers up: its holders,
 * their holders and so on, people and companies, with cycles included as edges back to nodes
 * already in the graph. Undefined when there is no such company.
 */
export async function ownershipGraph(
  db: Queryable,
  rootId: number,
  depth: number,
): Promise<OwnershipGraph | undefined> {
  const reached = await db.query<{ id: number; depth: number }>(
    `WITH RECURSIVE up(id, depth, path) AS (
       SELECT $1::int, 0, ARRAY[$1::int]
       UNION ALL
       SELECT s.holder_company_id, up.depth + 1, up.path || s.holder_company_id
         FROM up JOIN shareholdings s ON s.company_id = up.id
        WHERE s.holder_company_id IS NOT NULL AND up.depth < $2 AND s.holder_company_id <> ALL(up.path)
     )
     SELECT id, min(depth)::int AS depth FROM up GROUP BY id ORDER BY 2, 1 LIMIT $3`,
    [rootId, depth, MAX_GRAPH_COMPANIES],
  );
  const companyDepth = new Map(reached.rows.map((r) => [r.id, r.depth]));
  const expand = reached.rows.filter((r) => r.depth < depth).map((r) => r.id);
  const holdings = await db.query<HoldingRow>(
    `SELECT company_id, holder_company_id, holder_person_id, percent::text AS percent, subscribed_capital
       FROM shareholdings WHERE company_id = ANY($1::int[]) ORDER BY company_id, percent DESC`,
    [expand],
  );
  const companyIds = new Set(companyDepth.keys());
  const personIds = new Set<number>();
  for (const h of holdings.rows) {
    if (h.holder_company_id) companyIds.add(h.holder_company_id);
    if (h.holder_person_id) personIds.add(h.holder_person_id);
  }
  const [companies, persons] = await Promise.all([
    db.query<{ id: number; key_no: string; name_zh: string | null; name_en: string }>(
      'SELECT id, key_no, name_zh, name_en FROM companies WHERE id = ANY($1::int[])',
      [[...companyIds]],
    ),
    db.query<{ id: number; key_no: string; name_zh: string | null; name_en: string }>(
      'SELECT id, key_no, name_zh, name_en FROM persons WHERE id = ANY($1::int[])',
      [[...personIds]],
    ),
  ]);

  const nodes = new Map<string, GraphNode>();
  const depthOf = (id: number, holderOf: number) =>
    companyDepth.get(id) ?? (companyDepth.get(holderOf) ?? 0) + 1;
  const companyById = new Map(companies.rows.map((c) => [c.id, c]));
  const personById = new Map(persons.rows.map((p) => [p.id, p]));
  const edges: GraphEdge[] = [];
  const directHolders: OwnershipGraph['directHolders'] = [];
  const addCompany = (id: number, d: number) => {
    const c = companyById.get(id);
    if (c && !nodes.has(`c${id}`))
      nodes.set(`c${id}`, {
        id: `c${id}`,
        kind: 'company',
        keyNo: c.key_no,
        name: c.name_zh ?? c.name_en,
        nameEn: c.name_en,
        depth: d,
      });
  };
  addCompany(rootId, 0);
  if (!nodes.has(`c${rootId}`)) return undefined;
  for (const h of holdings.rows) {
    const from = h.holder_company_id ? `c${h.holder_company_id}` : `p${h.holder_person_id}`;
    const d = (companyDepth.get(h.company_id) ?? 0) + 1;
    if (h.holder_company_id)
      addCompany(h.holder_company_id, depthOf(h.holder_company_id, h.company_id));
    else {
      const p = personById.get(h.holder_person_id as number);
      if (p && !nodes.has(from))
        nodes.set(from, {
          id: from,
          kind: 'person',
          keyNo: p.key_no,
          name: p.name_zh ?? p.name_en,
          nameEn: p.name_en,
          depth: d,
        });
    }
    const percent = Number(h.percent);
    edges.push({ from, to: `c${h.company_id}`, percent });
    const node = nodes.get(from);
    if (h.company_id === rootId && node)
      directHolders.push({ node, percent, subscribedCapital: h.subscribed_capital });
  }
  return { nodes: [...nodes.values()], edges, directHolders };
}

/**
 * A company with its officers, direct shareholders, direct investments and the ownership
 * graph `depth` layers up (cycles included as edges back to nodes already in the graph).
 */
export async function companyDetails(db: Queryable, keyNo: string, depth: number) {
  const { rows } = await db.query<CompanySummaryRow & Record<string, unknown>>(
    `SELECT c.id, ${SUMMARY_COLUMNS}, c.address, c.capital_amount::float8 AS capital_amount,
            c.lei_status, c.lei_registered_at::text AS lei_registered_at, c.lei_next_renewal::text AS lei_next_renewal
       FROM companies c WHERE c.key_no = $1`,
    [keyNo],
  );
  const row = rows[0];
  if (!row) return undefined;
  const rootId = row.id as number;

  const [graph, executives, investments] = await Promise.all([
    ownershipGraph(db, rootId, depth),
    db.query<{
      key_no: string;
      name_zh: string | null;
      name_en: string;
      position_zh: string;
      position_en: string;
    }>(
      `SELECT p.key_no, p.name_zh, p.name_en, e.position_zh, e.position_en
         FROM executives e JOIN persons p ON p.id = e.person_id WHERE e.company_id = $1
        ORDER BY e.position_en = 'Executive Director' DESC, e.position_en, p.id`,
      [rootId],
    ),
    db.query<CompanySummaryRow & { percent: string }>(
      `SELECT ${SUMMARY_COLUMNS}, s.percent::text AS percent
         FROM shareholdings s JOIN companies c ON c.id = s.company_id
        WHERE s.holder_company_id = $1 ORDER BY s.percent DESC, c.id LIMIT 50`,
      [rootId],
    ),
  ]);
  // Deleted between the two reads (a re-seed): answer as if it had never been there.
  if (!graph) return undefined;
  const { edges } = graph;
  const nodes = new Map(graph.nodes.map((node) => [node.id, node]));

  const ownership = effectiveOwnership(`c${rootId}`, edges);
  const beneficialOwners = [...ownership.entries()]
    .map(([id, percent]) => ({
      node: nodes.get(id) as GraphNode,
      percent: Math.round(percent * 100) / 100,
    }))
    .filter((entry) => entry.node)
    .sort((a, b) => b.percent - a.percent)
    .map(({ node, percent }) => ({
      keyNo: node.keyNo,
      name: node.name,
      nameEn: node.nameEn,
      percent,
      isUbo: percent >= UBO_THRESHOLD,
    }));

  const shareholders = graph.directHolders.map(({ node, percent, subscribedCapital }) => ({
    kind: node.kind,
    keyNo: node.keyNo,
    name: node.name,
    nameEn: node.nameEn,
    percent,
    subscribedCapital,
  }));

  return {
    company: {
      ...companySummary(row),
      address: row.address as string | null,
      capitalAmount: row.capital_amount as number | null,
      leiStatus: row.lei_status as string | null,
      leiRegisteredAt: row.lei_registered_at as string | null,
      leiNextRenewal: row.lei_next_renewal as string | null,
    },
    executives: executives.rows.map((e) => ({
      keyNo: e.key_no,
      name: e.name_zh ?? e.name_en,
      nameEn: e.name_en,
      position: e.position_zh,
      positionEn: e.position_en,
    })),
    shareholders,
    investments: investments.rows.map((i) => ({
      ...companySummary(i),
      percent: Number(i.percent),
    })),
    beneficialOwners,
    graph: { depth, nodes: graph.nodes, edges },
  };
}

import type { Queryable } from '../db/types';
import { type ConsolidationParent, consolidationParents } from '../imports/history';
import { DEFAULT_THRESHOLD, explainBeneficialOwners, type GraphEdge } from './beneficial-owners';

export type { GraphEdge } from './beneficial-owners';

import { type CompanyRecordRow, companyRecord, RECORD_COLUMNS } from './record';
import { type CompanySummaryRow, companySummary, SUMMARY_COLUMNS } from './summary';

/** How far up the ownership chain the graph goes by default, and at most. */
export const DEFAULT_DEPTH = 4;
export const MAX_DEPTH = 8;
/** Graphs stop growing past this many companies, so one request stays cheap. */
export const MAX_GRAPH_COMPANIES = 400;
export interface GraphNode {
  /** c<id> for a company, p<id> for a person, l<LEI> for a consolidation parent not imported. */
  id: string;
  kind: 'company' | 'person';
  keyNo: string;
  name: string;
  nameEn: string;
  /** Steps from the company asked about (0 for itself). */
  depth: number;
}

interface HoldingRow {
  company_id: number;
  holder_company_id: number | null;
  holder_person_id: number | null;
  percent: string;
  subscribed_capital: string | null;
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

/** Layers of outward investment the company page shows. */
const INVESTMENT_LAYERS = 3;
/** Other roles listed per person (the relationship map's second hop). */
const ROLES_PER_PERSON = 12;

/**
 * A company with its officers, direct shareholders, outward investments (by layer), the
 * other companies where its people hold roles or shares, its beneficial owners explained at
 * `threshold` percent, and the ownership graph `depth` layers up (cycles included as edges
 * back to nodes already in the graph).
 */
export async function companyDetails(
  db: Queryable,
  keyNo: string,
  depth: number,
  threshold = DEFAULT_THRESHOLD,
) {
  const { rows } = await db.query<CompanyRecordRow>(
    `SELECT c.id, ${RECORD_COLUMNS} FROM companies c WHERE c.key_no = $1`,
    [keyNo],
  );
  const row = rows[0];
  if (!row) return undefined;
  const rootId = row.id as number;

  const [graph, executives, investments, declared, parents] = await Promise.all([
    ownershipGraph(db, rootId, depth),
    db.query<
      PersonNameRow & {
        person_id: number;
        position_zh: string;
        position_en: string;
        is_control: boolean;
      }
    >(
      `SELECT e.person_id, p.key_no, p.name_zh, p.name_en, e.position_zh, e.position_en, e.is_control
         FROM executives e JOIN persons p ON p.id = e.person_id WHERE e.company_id = $1
        ORDER BY e.position_en = 'Executive Director' DESC, e.position_en, p.id`,
      [rootId],
    ),
    db.query<CompanySummaryRow & { percent: string; layer: number; parent_key_no: string }>(
      `WITH RECURSIVE down(company_id, parent_id, percent, layer, path) AS (
         SELECT s.company_id, s.holder_company_id, s.percent, 1, ARRAY[$1::int, s.company_id]
           FROM shareholdings s WHERE s.holder_company_id = $1
         UNION ALL
         SELECT s.company_id, s.holder_company_id, s.percent, d.layer + 1, d.path || s.company_id
           FROM down d JOIN shareholdings s ON s.holder_company_id = d.company_id
          WHERE d.layer < $2 AND s.company_id <> ALL(d.path)
       )
       SELECT ${SUMMARY_COLUMNS}, d.percent::text AS percent, d.layer, parent.key_no AS parent_key_no
         FROM down d JOIN companies c ON c.id = d.company_id JOIN companies parent ON parent.id = d.parent_id
        ORDER BY d.layer, d.percent DESC, c.id LIMIT 100`,
      [rootId, INVESTMENT_LAYERS],
    ),
    db.query<PersonNameRow & { person_id: number; percent: string | null; is_control: boolean }>(
      `SELECT d.person_id, p.key_no, p.name_zh, p.name_en, d.percent::text AS percent, d.is_control
         FROM declared_interests d JOIN persons p ON p.id = d.person_id WHERE d.company_id = $1
        ORDER BY d.id`,
      [rootId],
    ),
    consolidationParents(db, row.lei as string | null),
  ]);
  // Deleted between the two reads (a re-seed): answer as if it had never been there.
  if (!graph) return undefined;
  const { edges } = graph;
  const nodes = new Map<string, GraphNode | LeiNode>(graph.nodes.map((node) => [node.id, node]));
  const consolidations = consolidationEdges(`c${rootId}`, parents, nodes);
  const people = new Map<string, { keyNo: string; name: string; nameEn: string }>();
  for (const node of graph.nodes)
    if (node.kind === 'person')
      people.set(node.id, { keyNo: node.keyNo, name: node.name, nameEn: node.nameEn });
  for (const e of executives.rows) people.set(`p${e.person_id}`, personName(e));
  for (const d of declared.rows) people.set(`p${d.person_id}`, personName(d));

  const owners = explainBeneficialOwners(
    `c${rootId}`,
    edges,
    executives.rows.map((e) => ({
      id: `p${e.person_id}`,
      positionEn: e.position_en,
      isLegalRepresentative: (e.name_zh ?? e.name_en) === row.legal_representative,
      controls: e.is_control,
    })),
    threshold,
    declared.rows.map((d) => ({
      id: `p${d.person_id}`,
      percent: d.percent === null ? null : Number(d.percent),
      controls: d.is_control,
    })),
  );
  const beneficialOwners = owners.map((owner) => {
    const person = people.get(owner.id) as { keyNo: string; name: string; nameEn: string };
    return {
      ...person,
      percent: owner.percent,
      isUbo: owner.rules.length > 0,
      rules: owner.rules,
      chains: owner.chains,
    };
  });

  const shareholders = graph.directHolders.map(({ node, percent, subscribedCapital }) => ({
    kind: node.kind,
    keyNo: node.keyNo,
    name: node.name,
    nameEn: node.nameEn,
    percent,
    subscribedCapital,
  }));

  // The relationship map's second hop: where the company's officers and the people holding
  // part of it also hold roles or shares.
  const personIds = [
    ...new Set([
      ...executives.rows.map((e) => e.person_id),
      ...graph.directHolders
        .filter((h) => h.node.kind === 'person')
        .map((h) => Number(h.node.id.slice(1))),
    ]),
  ];
  const roles = await db.query<{
    person_id: number;
    key_no: string;
    name_zh: string | null;
    name_en: string;
    position_zh: string | null;
    position_en: string | null;
    percent: string | null;
  }>(
    `SELECT * FROM (
       SELECT e.person_id, c.key_no, c.name_zh, c.name_en, e.position_zh, e.position_en, NULL::text AS percent, c.score
         FROM executives e JOIN companies c ON c.id = e.company_id
        WHERE e.person_id = ANY($1::int[]) AND e.company_id <> $2
       UNION ALL
       SELECT s.holder_person_id, c.key_no, c.name_zh, c.name_en, NULL, NULL, s.percent::text, c.score
         FROM shareholdings s JOIN companies c ON c.id = s.company_id
        WHERE s.holder_person_id = ANY($1::int[]) AND s.company_id <> $2
     ) r ORDER BY person_id, score DESC, key_no, position_en LIMIT 1000`,
    [personIds, rootId],
  );
  const relations = personIds.map((id) => ({
    ...(people.get(`p${id}`) as { keyNo: string; name: string; nameEn: string }),
    roles: [] as {
      keyNo: string;
      name: string;
      nameEn: string;
      position: string | null;
      positionEn: string | null;
      percent: number | null;
    }[],
  }));
  const relationOf = new Map(personIds.map((id, i) => [id, relations[i]]));
  for (const r of roles.rows) {
    const relation = relationOf.get(r.person_id);
    if (!relation || relation.roles.length >= ROLES_PER_PERSON) continue;
    relation.roles.push({
      keyNo: r.key_no,
      name: r.name_zh ?? r.name_en,
      nameEn: r.name_en,
      position: r.position_zh,
      positionEn: r.position_en,
      percent: r.percent === null ? null : Number(r.percent),
    });
  }

  return {
    company: companyRecord(row),
    executives: executives.rows.map((e) => ({
      ...personName(e),
      position: e.position_zh,
      positionEn: e.position_en,
    })),
    shareholders,
    investments: investments.rows.map((i) => ({
      ...companySummary(i),
      percent: Number(i.percent),
      layer: i.layer,
      parentKeyNo: i.parent_key_no,
    })),
    beneficialOwners,
    beneficialOwnership: {
      threshold,
      fallbackApplied: owners.some((owner) => owner.rules.includes('senior-manager')),
    },
    relations,
    graph: { depth, nodes: [...nodes.values()], edges, consolidations },
    consolidationParents: parents.map(({ companyId: _, ...parent }) => parent),
  };
}

/** A consolidation parent known only by its LEI (its LEI record not imported): named by it. */
export interface LeiNode extends Omit<GraphNode, 'keyNo'> {
  keyNo: null;
  lei: string;
}

/** `from` consolidates `to` in its accounts (GLEIF level 2): not a shareholding, no percent. */
export interface ConsolidationGraphEdge {
  from: string;
  to: string;
  level: 'direct' | 'ultimate';
}

/**
 * The company's current accounting-consolidation parents as graph edges into `rootNode`, adding
 * a node for each parent not in the graph yet (an imported company by its id, else by its LEI).
 * Ended relationships are left out: the map shows the structure as it is.
 */
function consolidationEdges(
  rootNode: string,
  parents: readonly ConsolidationParent[],
  nodes: Map<string, GraphNode | LeiNode>,
): ConsolidationGraphEdge[] {
  const edges: ConsolidationGraphEdge[] = [];
  for (const parent of parents) {
    if (!parent.current) continue;
    const id = parent.companyId === null ? `l${parent.lei}` : `c${parent.companyId}`;
    if (id === rootNode) continue;
    if (!nodes.has(id))
      nodes.set(
        id,
        parent.keyNo === null
          ? {
              id,
              kind: 'company',
              keyNo: null,
              lei: parent.lei,
              name: parent.lei,
              nameEn: parent.lei,
              depth: 1,
            }
          : {
              id,
              kind: 'company',
              keyNo: parent.keyNo,
              name: parent.name ?? parent.lei,
              nameEn: parent.nameEn ?? parent.lei,
              depth: 1,
            },
      );
    edges.push({ from: id, to: rootNode, level: parent.kind });
  }
  return edges;
}

interface PersonNameRow {
  key_no: string;
  name_zh: string | null;
  name_en: string;
}

function personName(row: PersonNameRow) {
  return { keyNo: row.key_no, name: row.name_zh ?? row.name_en, nameEn: row.name_en };
}

import type { Queryable } from '../db/types';
import { dropOrphanSnapshots, snapshotListAddition } from '../monitoring/snapshots';
import { appendAudit } from './audit';

/** A shared list as its readers see it. */
export interface TeamList {
  id: number;
  name: string;
  sharedWithTeam: boolean;
  /** Members it is shared with (when not with the whole team), by user id. */
  sharedWith: number[];
  createdBy: string;
  createdAt: string;
  companies: number;
}

const ISO = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Who may see list `l` (SQL, `$user` the reader): a member of its team, when it is shared with
 * the whole team, or its author, or someone it is shared with.
 */
const VISIBLE = (user: string) => `
  EXISTS (SELECT 1 FROM team_members m WHERE m.team_id = l.team_id AND m.user_id = ${user})
  AND (l.shared_with_team OR l.created_by = ${user}
       OR EXISTS (SELECT 1 FROM team_list_shares s WHERE s.list_id = l.id AND s.user_id = ${user}))`;

const LIST_SELECT = `
  SELECT l.id, l.name, l.shared_with_team AS "sharedWithTeam",
         COALESCE((SELECT array_agg(s.user_id ORDER BY s.user_id) FROM team_list_shares s WHERE s.list_id = l.id), '{}') AS "sharedWith",
         u.login_name AS "createdBy", ${ISO('l.created_at')} AS "createdAt",
         (SELECT count(*)::int FROM team_list_items i WHERE i.list_id = l.id) AS companies
    FROM team_lists l JOIN users u ON u.id = l.created_by`;

/** The lists the user may see, newest first. */
export async function visibleLists(db: Queryable, userId: number): Promise<TeamList[]> {
  const { rows } = await db.query<TeamList>(
    `${LIST_SELECT} WHERE ${VISIBLE('$1')} ORDER BY l.id DESC`,
    [userId],
  );
  return rows;
}

/** One list, or undefined when it does not exist or the user may not see it (both a 404). */
export async function visibleList(
  db: Queryable,
  userId: number,
  listId: number,
): Promise<(TeamList & { teamId: number }) | undefined> {
  const { rows } = await db.query<TeamList & { teamId: number }>(
    `${LIST_SELECT.replace('SELECT l.id,', 'SELECT l.id, l.team_id AS "teamId",')}
      WHERE l.id = $2 AND ${VISIBLE('$1')}`,
    [userId, listId],
  );
  return rows[0];
}

/**
 * Creates a list in the user's team, shared with the whole team or with chosen members (who
 * must be in the team: others are left out). Answers undefined for an account outside a team.
 *
 * @example const id = await createList(tx, { userId, teamId, name: 'Suppliers', sharedWithTeam: true, sharedWith: [] });
 */
export async function createList(
  tx: Queryable,
  list: {
    userId: number;
    teamId: number;
    name: string;
    sharedWithTeam: boolean;
    sharedWith: number[];
  },
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO team_lists (team_id, name, shared_with_team, created_by)
     VALUES ($1, $2, $3, $4) RETURNING id`,
    [list.teamId, list.name, list.sharedWithTeam, list.userId],
  );
  const id = rows[0]?.id as number;
  if (!list.sharedWithTeam && list.sharedWith.length > 0)
    await tx.query(
      `INSERT INTO team_list_shares (list_id, user_id)
       SELECT $1, m.user_id FROM team_members m WHERE m.team_id = $2 AND m.user_id = ANY($3::int[])
       ON CONFLICT DO NOTHING`,
      [id, list.teamId, list.sharedWith],
    );
  await appendAudit(tx, {
    teamId: list.teamId,
    userId: list.userId,
    action: 'list.create',
    target: `list ${id}`,
    detail: `${list.name}${list.sharedWithTeam ? ' (whole team)' : ` (shared with ${list.sharedWith.length})`}`,
  });
  return id;
}

/** A company on a list. */
export interface ListItem {
  keyNo: string;
  name: string | null;
  nameEn: string;
  jurisdiction: string;
  addedBy: string;
  addedAt: string;
}

/** The companies on a list, newest first. The caller has checked that the user may see it. */
export async function listItems(db: Queryable, listId: number): Promise<ListItem[]> {
  const { rows } = await db.query<ListItem>(
    `SELECT c.key_no AS "keyNo", c.name_zh AS name, c.name_en AS "nameEn", c.jurisdiction,
            u.login_name AS "addedBy", ${ISO('i.added_at')} AS "addedAt"
       FROM team_list_items i JOIN companies c ON c.id = i.company_id JOIN users u ON u.id = i.added_by
      WHERE i.list_id = $1 ORDER BY i.added_at DESC, c.id`,
    [listId],
  );
  return rows;
}

/**
 * Adds a company to a list (again: nothing changes). False when there is no such company.
 * When someone watches the list, the company is watched from now on: its monitoring snapshot
 * is taken in the same transaction.
 *
 * @example await addToList(tx, { listId, teamId, userId, keyNo });
 */
export async function addToList(
  tx: Queryable,
  item: { listId: number; teamId: number; userId: number; keyNo: string },
): Promise<boolean> {
  const { rows } = await tx.query<{ id: number }>('SELECT id FROM companies WHERE key_no = $1', [
    item.keyNo,
  ]);
  const company = rows[0];
  if (!company) return false;
  const added = await tx.query(
    `INSERT INTO team_list_items (list_id, company_id, added_by) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING RETURNING company_id`,
    [item.listId, company.id, item.userId],
  );
  if (added.rows.length > 0) await snapshotListAddition(tx, item.listId, company.id);
  await appendAudit(tx, {
    teamId: item.teamId,
    userId: item.userId,
    action: 'list.add',
    target: item.keyNo,
    detail: `list ${item.listId}`,
  });
  return true;
}

/**
 * Adds many companies (by database id) to a list in one statement, with one audit row naming
 * how many and where they came from: a portfolio of thousands would otherwise write thousands
 * of audit rows. Companies already on it stay as they are. Answers how many were added.
 *
 * @example await addCompaniesToList(tx, { listId, teamId, userId, companyIds: [1, 2], source: 'portfolio clients.csv' }) // 2
 */
export async function addCompaniesToList(
  tx: Queryable,
  items: {
    listId: number;
    teamId: number;
    userId: number;
    companyIds: readonly number[];
    source: string;
  },
): Promise<number> {
  const { rows } = await tx.query<{ company_id: number }>(
    `INSERT INTO team_list_items (list_id, company_id, added_by)
     SELECT $1, c.id, $3 FROM companies c WHERE c.id = ANY($2::int[])
     ON CONFLICT DO NOTHING RETURNING company_id`,
    [items.listId, [...items.companyIds], items.userId],
  );
  await appendAudit(tx, {
    teamId: items.teamId,
    userId: items.userId,
    action: 'list.add',
    target: `list ${items.listId}`,
    detail: `${rows.length} companies from ${items.source}`,
  });
  return rows.length;
}

/** Takes a company off a list. */
export async function removeFromList(
  tx: Queryable,
  item: { listId: number; teamId: number; userId: number; keyNo: string },
): Promise<boolean> {
  const { rows } = await tx.query(
    `DELETE FROM team_list_items i USING companies c
      WHERE i.list_id = $1 AND i.company_id = c.id AND c.key_no = $2 RETURNING i.company_id`,
    [item.listId, item.keyNo],
  );
  if (rows.length === 0) return false;
  // Nobody may watch it any more: a later watch starts from the data as it is then.
  await dropOrphanSnapshots(tx, [(rows[0] as { company_id: number }).company_id]);
  await appendAudit(tx, {
    teamId: item.teamId,
    userId: item.userId,
    action: 'list.remove',
    target: item.keyNo,
    detail: `list ${item.listId}`,
  });
  return true;
}

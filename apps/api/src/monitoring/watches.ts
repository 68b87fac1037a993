import type { Queryable } from '../db/types';

/** What a user watches: companies by their own watch, and lists (every company in them). */
export interface Watch {
  id: number;
  /** The watched company's keyNo, for a company watch. */
  keyNo: string | null;
  /** The watched list's id, for a list watch. */
  listId: number | null;
  createdAt: string;
}

/**
 * SQL: the ids of the companies user `$n` watches, by their own watch or through a watched
 * list they may still see. One definition, so alerts, /v1/events and webhooks agree.
 */
export const WATCHED_COMPANY_IDS = (user: string) => `
  SELECT w.company_id FROM watches w WHERE w.user_id = ${user} AND w.company_id IS NOT NULL
  UNION
  SELECT i.company_id FROM watches w JOIN team_list_items i ON i.list_id = w.list_id
   WHERE w.user_id = ${user} AND w.list_id IS NOT NULL`;

/**
 * Watches companies for a user (by database id); companies already watched are left as they
 * are. Answers how many watches were added.
 *
 * @example await watchCompanies(db, userId, [42, 43]) // 2
 */
export async function watchCompanies(
  db: Queryable,
  userId: number,
  companyIds: readonly number[],
): Promise<number> {
  if (companyIds.length === 0) return 0;
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO watches (user_id, company_id)
     SELECT $1, c.id FROM companies c WHERE c.id = ANY($2::int[])
     ON CONFLICT (user_id, company_id) WHERE company_id IS NOT NULL DO NOTHING
     RETURNING id`,
    [userId, companyIds],
  );
  return rows.length;
}

/**
 * Watches a shared list for a user: every company in it, now and later. Answers false when the
 * list was already watched.
 *
 * @example await watchList(db, userId, 7) // true
 */
export async function watchList(db: Queryable, userId: number, listId: number): Promise<boolean> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO watches (user_id, list_id) VALUES ($1, $2)
     ON CONFLICT (user_id, list_id) WHERE list_id IS NOT NULL DO NOTHING RETURNING id`,
    [userId, listId],
  );
  return rows.length > 0;
}

/**
 * Stops watching a company (by database id). Answers whether a watch was removed.
 *
 * @example await unwatchCompany(db, userId, 42) // true
 */
export async function unwatchCompany(
  db: Queryable,
  userId: number,
  companyId: number,
): Promise<boolean> {
  const { rows } = await db.query<{ id: number }>(
    'DELETE FROM watches WHERE user_id = $1 AND company_id = $2 RETURNING id',
    [userId, companyId],
  );
  return rows.length > 0;
}

/**
 * Whether the user watches the company, directly or through a list.
 *
 * @example await isWatched(db, userId, 42) // true
 */
export async function isWatched(
  db: Queryable,
  userId: number,
  companyId: number,
): Promise<boolean> {
  const { rows } = await db.query<{ watched: boolean }>(
    `SELECT $2::int IN (${WATCHED_COMPANY_IDS('$1')}) AS watched`,
    [userId, companyId],
  );
  return rows[0]?.watched === true;
}

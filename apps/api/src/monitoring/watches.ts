import type { Db, Queryable } from '../db/types';
import { billWatches } from './billing';
import {
  dropOrphanSnapshots,
  lockMonitoring,
  takeSnapshots,
  unwatched,
  WATCHED_COMPANY_IDS,
} from './snapshots';

export { WATCHED_COMPANY_IDS } from './snapshots';

/** What a user watches: companies by their own watch, and lists (every company in them). */
export interface Watch {
  id: number;
  /** The watched company's keyNo, for a company watch. */
  keyNo: string | null;
  /** The watched list's id, for a list watch. */
  listId: number | null;
  createdAt: string;
}

/** Runs `work` in a transaction of its own on a database, or inside the caller's transaction. */
function inTransaction<T>(db: Queryable, work: (tx: Queryable) => Promise<T>): Promise<T> {
  return 'transaction' in db ? (db as Db).transaction(work) : work(db);
}

/** Bills the new watches and takes the companies' first snapshots (under the monitoring lock). */
async function startWatching(
  tx: Queryable,
  userId: number,
  companyIds: readonly number[],
  nobodyWatched: readonly number[],
  now: Date | undefined,
): Promise<void> {
  await billWatches(tx, userId, companyIds, now ? { now } : {});
  const fresh = new Set(nobodyWatched);
  // A company nobody watched starts from what it is now; one already watched keeps its
  // snapshot, so a change in progress is not swallowed by a second watcher.
  await takeSnapshots(tx, [...fresh], 'replace');
  await takeSnapshots(
    tx,
    companyIds.filter((id) => !fresh.has(id)),
    'missing',
  );
}

/**
 * Watches companies for a user (by database id); companies already watched are left as they
 * are. Each company is billed once per Asia/Shanghai month (`watchCompany` in the price list,
 * through the ledger: the prepaid API balance or the monthly invoice), and its first snapshot
 * is taken, all in one transaction (its own when `db` is the database, else the caller's).
 * Answers how many watches were added.
 *
 * @example await watchCompanies(db, userId, [42, 43]) // 2
 * @throws InsufficientBalanceError (from ./billing) when a prepaid balance cannot pay: nothing is watched
 */
export async function watchCompanies(
  db: Queryable,
  userId: number,
  companyIds: readonly number[],
  options: { now?: Date } = {},
): Promise<number> {
  if (companyIds.length === 0) return 0;
  return inTransaction(db, async (tx) => {
    await lockMonitoring(tx);
    const { rows: existing } = await tx.query<{ id: number }>(
      'SELECT id FROM companies WHERE id = ANY($1::int[]) ORDER BY id',
      [[...new Set(companyIds)]],
    );
    const ids = existing.map((row) => row.id);
    const nobodyWatched = await unwatched(tx, ids);
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO watches (user_id, company_id)
       SELECT $1, id FROM unnest($2::int[]) AS id
       ON CONFLICT (user_id, company_id) WHERE company_id IS NOT NULL DO NOTHING
       RETURNING id`,
      [userId, ids],
    );
    await startWatching(tx, userId, ids, nobodyWatched, options.now);
    return rows.length;
  });
}

/**
 * Watches a shared list for a user: every company in it, now and later (a company added to
 * the list later is billed by the next renewal run and snapshotted when it is added). The
 * list's companies are billed and snapshotted as `watchCompanies` does. Answers false when the
 * list was already watched. The caller checks that the user may see the list.
 *
 * @example await watchList(db, userId, 7) // true
 * @throws InsufficientBalanceError (from ./billing) when a prepaid balance cannot pay: nothing is watched
 */
export async function watchList(
  db: Queryable,
  userId: number,
  listId: number,
  options: { now?: Date } = {},
): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    await lockMonitoring(tx);
    const { rows: items } = await tx.query<{ company_id: number }>(
      'SELECT company_id FROM team_list_items WHERE list_id = $1 ORDER BY company_id',
      [listId],
    );
    const ids = items.map((row) => row.company_id);
    const nobodyWatched = await unwatched(tx, ids);
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO watches (user_id, list_id) VALUES ($1, $2)
       ON CONFLICT (user_id, list_id) WHERE list_id IS NOT NULL DO NOTHING RETURNING id`,
      [userId, listId],
    );
    if (rows.length === 0) return false;
    await startWatching(tx, userId, ids, nobodyWatched, options.now);
    return true;
  });
}

/**
 * Stops watching a company (by database id). Answers whether a watch was removed. The company
 * may still be watched through a list.
 *
 * @example await unwatchCompany(db, userId, 42) // true
 */
export async function unwatchCompany(
  db: Queryable,
  userId: number,
  companyId: number,
): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    await lockMonitoring(tx);
    const { rows } = await tx.query<{ id: number }>(
      'DELETE FROM watches WHERE user_id = $1 AND company_id = $2 RETURNING id',
      [userId, companyId],
    );
    await dropOrphanSnapshots(tx, [companyId]);
    return rows.length > 0;
  });
}

/**
 * Stops watching a list. Answers whether a watch was removed.
 *
 * @example await unwatchList(db, userId, 7) // true
 */
export async function unwatchList(db: Queryable, userId: number, listId: number): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    await lockMonitoring(tx);
    const { rows } = await tx.query<{ id: number }>(
      'DELETE FROM watches WHERE user_id = $1 AND list_id = $2 RETURNING id',
      [userId, listId],
    );
    if (rows.length === 0) return false;
    const { rows: items } = await tx.query<{ company_id: number }>(
      'SELECT company_id FROM team_list_items WHERE list_id = $1',
      [listId],
    );
    await dropOrphanSnapshots(
      tx,
      items.map((row) => row.company_id),
    );
    return true;
  });
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

/** How the user watches one company: by its own watch and through which lists. */
export interface WatchStatus {
  watched: boolean;
  /** The user's own watch of the company. */
  direct: boolean;
  /** When the user's own watch began (ISO 8601), or null. */
  since: string | null;
  /** Watched lists holding the company. */
  lists: { id: number; name: string }[];
}

/**
 * How the user watches company `companyId`: their own watch, and the watched lists holding it.
 *
 * @example await watchStatus(db, userId, 42) // { watched: true, direct: false, since: null, lists: [{ id: 7, name: 'Suppliers' }] }
 */
export async function watchStatus(
  db: Queryable,
  userId: number,
  companyId: number,
): Promise<WatchStatus> {
  const { rows } = await db.query<{
    since: string | null;
    lists: { id: number; name: string }[];
  }>(
    `SELECT (SELECT ${ISO('created_at')} FROM watches WHERE user_id = $1 AND company_id = $2) AS since,
            COALESCE((SELECT json_agg(json_build_object('id', l.id, 'name', l.name) ORDER BY l.name, l.id)
                        FROM watches w JOIN team_lists l ON l.id = w.list_id
                        JOIN team_list_items i ON i.list_id = l.id
                       WHERE w.user_id = $1 AND i.company_id = $2), '[]'::json) AS lists`,
    [userId, companyId],
  );
  const since = rows[0]?.since ?? null;
  const lists = rows[0]?.lists ?? [];
  return { watched: since !== null || lists.length > 0, direct: since !== null, since, lists };
}

/**
 * Which of `keyNos` the user watches (directly or through a list): for search results.
 *
 * @example await watchedAmong(db, userId, ['a1…', 'b2…']) // ['b2…']
 */
export async function watchedAmong(
  db: Queryable,
  userId: number,
  keyNos: readonly string[],
): Promise<string[]> {
  if (keyNos.length === 0) return [];
  const { rows } = await db.query<{ key_no: string }>(
    `SELECT c.key_no FROM companies c
      WHERE c.key_no = ANY($2::text[]) AND c.id IN (${WATCHED_COMPANY_IDS('$1')})
      ORDER BY c.key_no`,
    [userId, [...keyNos]],
  );
  return rows.map((row) => row.key_no);
}

/** A company the user watches, as "my watches" lists it. */
export interface WatchedCompany {
  keyNo: string;
  name: string | null;
  nameEn: string;
  /** Watched by its own watch (else only through lists). */
  direct: boolean;
  /** Watched lists holding it. */
  lists: { id: number; name: string }[];
  /** Paid for this month: alerts reach the user (a prepaid balance that ran out leaves it unpaid). */
  paid: boolean;
  /** When the user's own watch began, else null. */
  watchedAt: string | null;
}

/** A list the user watches. */
export interface WatchedList {
  id: number;
  name: string;
  companies: number;
  watchedAt: string;
}

const ISO = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * What the user watches: the lists, and a page of the companies (by name), each with how it is
 * watched and whether this month is paid.
 *
 * @example await watchesOf(db, userId, { month: '2026-11', page: 1, pageSize: 20 })
 * // { lists: [...], companies: [...], total: 3 }
 */
export async function watchesOf(
  db: Queryable,
  userId: number,
  { month, page = 1, pageSize = 20 }: { month: string; page?: number; pageSize?: number },
): Promise<{ lists: WatchedList[]; companies: WatchedCompany[]; total: number }> {
  const [lists, companies, total] = await Promise.all([
    db.query<WatchedList>(
      `SELECT l.id, l.name, (SELECT count(*)::int FROM team_list_items i WHERE i.list_id = l.id) AS companies,
              ${ISO('w.created_at')} AS "watchedAt"
         FROM watches w JOIN team_lists l ON l.id = w.list_id
        WHERE w.user_id = $1 ORDER BY l.name, l.id`,
      [userId],
    ),
    db.query<WatchedCompany>(
      `SELECT c.key_no AS "keyNo", c.name_zh AS name, c.name_en AS "nameEn",
              own.id IS NOT NULL AS direct,
              COALESCE((SELECT json_agg(json_build_object('id', l.id, 'name', l.name) ORDER BY l.name, l.id)
                          FROM watches w JOIN team_lists l ON l.id = w.list_id
                          JOIN team_list_items i ON i.list_id = l.id
                         WHERE w.user_id = $1 AND i.company_id = c.id), '[]'::json) AS lists,
              EXISTS (SELECT 1 FROM watch_billing b WHERE b.user_id = $1 AND b.company_id = c.id AND b.month = $2) AS paid,
              CASE WHEN own.id IS NULL THEN NULL ELSE ${ISO('own.created_at')} END AS "watchedAt"
         FROM companies c
         LEFT JOIN watches own ON own.user_id = $1 AND own.company_id = c.id
        WHERE c.id IN (${WATCHED_COMPANY_IDS('$1')})
        ORDER BY COALESCE(c.name_zh, c.name_en), c.id
        LIMIT $3 OFFSET $4`,
      [userId, month, pageSize, (page - 1) * pageSize],
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${WATCHED_COMPANY_IDS('$1')}) w`, [
      userId,
    ]),
  ]);
  return { lists: lists.rows, companies: companies.rows, total: total.rows[0]?.n ?? 0 };
}

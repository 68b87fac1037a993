import type { Queryable } from '../db/types';
import { computeStates } from './state';

/**
 * The advisory lock every change to snapshots, events and alerts takes (held to the end of the
 * transaction): two processes never compare the same snapshot at once, so a change is recorded
 * once, and a snapshot taken for a new watch never interleaves with a detection run.
 */
export const MONITOR_LOCK = 707_028;

/**
 * Takes the monitoring lock for the rest of the caller's transaction.
 *
 * @example await db.transaction(async (tx) => { await lockMonitoring(tx); … });
 */
export async function lockMonitoring(tx: Queryable): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [MONITOR_LOCK]);
}

/**
 * SQL: the ids of the companies user `$n` watches, by their own watch or through a watched
 * list. One definition, so alerts, /v1/events and webhooks agree (re-exported by watches.ts).
 */
export const WATCHED_COMPANY_IDS = (user: string) => `
  SELECT w.company_id FROM watches w WHERE w.user_id = ${user} AND w.company_id IS NOT NULL
  UNION
  SELECT i.company_id FROM watches w JOIN team_list_items i ON i.list_id = w.list_id
   WHERE w.user_id = ${user} AND w.list_id IS NOT NULL`;

/** SQL: every (user_id, company_id) watched, by a company's own watch or through a list. */
export const WATCHERS = `
  SELECT w.user_id, w.company_id FROM watches w WHERE w.company_id IS NOT NULL
  UNION
  SELECT w.user_id, i.company_id FROM watches w JOIN team_list_items i ON i.list_id = w.list_id
   WHERE w.list_id IS NOT NULL`;

/** SQL: the ids of every company someone watches. */
export const ALL_WATCHED = `SELECT company_id FROM (${WATCHERS}) watched`;

/** The company data version (002_company_data_version.sql), as committed for this statement. */
export async function dataVersion(tx: Queryable): Promise<string> {
  const { rows } = await tx.query<{ version: string }>(
    `SELECT version::text AS version FROM data_versions WHERE name = 'companies'`,
  );
  return rows[0]?.version ?? '0';
}

/** The newest company_history row: changes after it are newer than a snapshot taken now. */
export async function historyMark(tx: Queryable): Promise<number> {
  const { rows } = await tx.query<{ mark: string }>(
    'SELECT coalesce(max(id), 0)::text AS mark FROM company_history',
  );
  return Number(rows[0]?.mark ?? 0);
}

/**
 * Takes the snapshot of each company (database ids) as the data stands now, inside the
 * caller's transaction: `missing` only for companies that have none, `replace` also over an
 * existing one (a company nobody watched until now starts from what it is now: its first
 * snapshot raises nothing). Takes the monitoring lock. Answers how many were written.
 *
 * @example await db.transaction((tx) => takeSnapshots(tx, [42], 'replace'))
 */
export async function takeSnapshots(
  tx: Queryable,
  companyIds: readonly number[],
  mode: 'missing' | 'replace',
  { verified = false }: { verified?: boolean } = {},
): Promise<number> {
  if (companyIds.length === 0) return 0;
  await lockMonitoring(tx);
  let ids = [...new Set(companyIds)];
  if (mode === 'missing') {
    const { rows } = await tx.query<{ company_id: number }>(
      'SELECT company_id FROM monitor_snapshots WHERE company_id = ANY($1::int[])',
      [ids],
    );
    const have = new Set(rows.map((row) => row.company_id));
    ids = ids.filter((id) => !have.has(id));
  }
  if (ids.length === 0) return 0;
  // Read before the state: a change committed in between moves it past what is stored.
  const version = await dataVersion(tx);
  const mark = await historyMark(tx);
  const states = await computeStates(tx, ids);
  const rows = [...states].map(([id, { state, ancestors }]) => ({
    company_id: id,
    state,
    ancestors,
  }));
  for (let start = 0; start < rows.length; start += 1000)
    await tx.query(
      `INSERT INTO monitor_snapshots (company_id, state, ancestors, history_mark, data_version, verified)
       SELECT r.company_id, r.state, r.ancestors, $2, $4, $3
         FROM json_to_recordset($1::json) AS r(company_id int, state jsonb, ancestors int[])
       ON CONFLICT (company_id) DO UPDATE SET state = EXCLUDED.state, ancestors = EXCLUDED.ancestors,
         history_mark = EXCLUDED.history_mark, data_version = EXCLUDED.data_version,
         verified = EXCLUDED.verified, taken_at = now()`,
      [JSON.stringify(rows.slice(start, start + 1000)), mark, verified, version],
    );
  return rows.length;
}

/**
 * Of `companyIds`, those nobody watches at the moment (inside the caller's transaction).
 *
 * @example await unwatched(tx, [42, 43]) // [43]
 */
export async function unwatched(tx: Queryable, companyIds: readonly number[]): Promise<number[]> {
  if (companyIds.length === 0) return [];
  const { rows } = await tx.query<{ id: number }>(
    `SELECT id FROM unnest($1::int[]) AS id WHERE id NOT IN (${ALL_WATCHED})`,
    [[...new Set(companyIds)]],
  );
  return rows.map((row) => row.id);
}

/**
 * Forgets the snapshots of companies nobody watches any more (of `companyIds`, or of all when
 * omitted), so that a later watch starts from the data as it is then.
 *
 * @example await dropOrphanSnapshots(tx, [42]);
 */
export async function dropOrphanSnapshots(
  tx: Queryable,
  companyIds?: readonly number[],
): Promise<number> {
  await lockMonitoring(tx);
  const { rows } = await tx.query<{ company_id: number }>(
    `DELETE FROM monitor_snapshots s
      WHERE ($1::int[] IS NULL OR s.company_id = ANY($1::int[]))
        AND s.company_id NOT IN (${ALL_WATCHED})
      RETURNING s.company_id`,
    [companyIds ? [...companyIds] : null],
  );
  return rows.length;
}

/**
 * A company was added to list `listId`: when someone watches that list, the company is watched
 * from now on, and its snapshot is taken (anew if nobody watched it until now). Runs in the
 * caller's transaction, after the item is stored.
 *
 * @example await snapshotListAddition(tx, listId, companyId);
 */
export async function snapshotListAddition(
  tx: Queryable,
  listId: number,
  companyId: number,
): Promise<void> {
  const { rows } = await tx.query<{ watched_list: boolean; watched_elsewhere: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM watches WHERE list_id = $1) AS watched_list,
            EXISTS (SELECT 1 FROM watches WHERE company_id = $2)
            OR EXISTS (SELECT 1 FROM watches w JOIN team_list_items i ON i.list_id = w.list_id
                        WHERE i.company_id = $2 AND w.list_id <> $1) AS watched_elsewhere`,
    [listId, companyId],
  );
  const found = rows[0];
  if (!found?.watched_list) return;
  await takeSnapshots(tx, [companyId], found.watched_elsewhere ? 'missing' : 'replace');
}

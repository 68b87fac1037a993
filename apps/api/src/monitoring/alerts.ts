import type { Queryable } from '../db/types';
import type { MonitorEvent, MonitorEventKind } from './events';

/** An alert: one event on a company the user watched, and whether the user has read it. */
export interface Alert extends MonitorEvent {
  /** The company's English name (`companyName` is the local one when there is one). */
  companyNameEn: string;
  read: boolean;
  /** When the user marked it read (ISO 8601), or null. */
  readAt: string | null;
}

/** Narrowing of the alerts list; all optional. */
export interface AlertFilter {
  /** Only companies on this list (the caller checks that the user may see it). */
  listId?: number | undefined;
  /** Only this company. */
  keyNo?: string | undefined;
  kind?: MonitorEventKind | undefined;
  /** Only alerts not read yet. */
  unread?: boolean | undefined;
}

/** Alerts per page by default, and at most (SPEC §9 page sizes). */
export const ALERTS_PAGE_SIZE = 20;
export const ALERTS_PAGE_MAX = 100;

const ISO = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

function where(userId: number, filter: AlertFilter, params: unknown[]): string {
  params.push(userId);
  const clauses = [`a.user_id = $${params.length}`];
  if (filter.listId !== undefined) {
    params.push(filter.listId);
    clauses.push(
      `e.company_id IN (SELECT company_id FROM team_list_items WHERE list_id = $${params.length})`,
    );
  }
  if (filter.keyNo !== undefined) {
    params.push(filter.keyNo);
    clauses.push(`c.key_no = $${params.length}`);
  }
  if (filter.kind !== undefined) {
    params.push(filter.kind);
    clauses.push(`e.kind = $${params.length}`);
  }
  if (filter.unread) clauses.push('a.read_at IS NULL');
  return clauses.join(' AND ');
}

/**
 * The user's alerts, newest first, narrowed by list, company, kind or unread, `limit` a page;
 * `before` (a seq) asks for the page after one that ended there.
 *
 * @example await listAlerts(db, userId, { kind: 'officers' }, { limit: 20 })
 * // { items: [{ id: 'evt_…', kind: 'officers', before: [...], after: [...], read: false, … }], nextBefore: null }
 */
export async function listAlerts(
  db: Queryable,
  userId: number,
  filter: AlertFilter,
  { before, limit = ALERTS_PAGE_SIZE }: { before?: number | undefined; limit?: number } = {},
): Promise<{ items: Alert[]; nextBefore: number | null }> {
  const params: unknown[] = [];
  let sql = where(userId, filter, params);
  if (before !== undefined) {
    params.push(before);
    sql += ` AND a.seq < $${params.length}`;
  }
  const size = Math.min(Math.max(limit, 1), ALERTS_PAGE_MAX);
  params.push(size + 1);
  const { rows } = await db.query<Alert & { seq: string }>(
    `SELECT e.event_id AS id, e.seq::text AS seq, c.key_no AS "keyNo",
            COALESCE(c.name_zh, c.name_en) AS "companyName", c.name_en AS "companyNameEn",
            e.kind, e.before, e.after, e.chain, e.source,
            ${ISO('e.source_date')} AS "sourceDate", ${ISO('e.seen_at')} AS "seenAt",
            a.read_at IS NOT NULL AS read, ${ISO('a.read_at')} AS "readAt"
       FROM monitor_alerts a JOIN monitor_events e ON e.seq = a.seq
       JOIN companies c ON c.id = e.company_id
      WHERE ${sql}
      ORDER BY a.seq DESC LIMIT $${params.length}`,
    params,
  );
  const items = rows.slice(0, size).map((row) => ({ ...row, seq: Number(row.seq) }));
  return {
    items,
    nextBefore: rows.length > size ? (items[items.length - 1]?.seq ?? null) : null,
  };
}

/**
 * How many of the user's alerts are not read yet (the count in the account navigation).
 *
 * @example await unreadCount(db, userId) // 3
 */
export async function unreadCount(db: Queryable, userId: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM monitor_alerts WHERE user_id = $1 AND read_at IS NULL',
    [userId],
  );
  return rows[0]?.n ?? 0;
}

/**
 * Marks one alert read, by its event id. False when the user has no such alert.
 *
 * @example await markAlertRead(db, userId, 'evt_0123456789abcdef01234567') // true
 */
export async function markAlertRead(
  db: Queryable,
  userId: number,
  eventId: string,
): Promise<boolean> {
  const { rows } = await db.query<{ seq: string }>(
    `UPDATE monitor_alerts a SET read_at = COALESCE(a.read_at, now())
       FROM monitor_events e
      WHERE e.seq = a.seq AND a.user_id = $1 AND e.event_id = $2
      RETURNING a.seq::text AS seq`,
    [userId, eventId],
  );
  return rows.length > 0;
}

/**
 * Marks every unread alert read (those the filter selects, when one is given). Answers how many
 * were marked.
 *
 * @example await markAllRead(db, userId, {}) // 3
 */
export async function markAllRead(
  db: Queryable,
  userId: number,
  filter: AlertFilter = {},
): Promise<number> {
  const params: unknown[] = [];
  const sql = where(userId, { ...filter, unread: true }, params);
  const { rows } = await db.query<{ n: number }>(
    `WITH marked AS (
       UPDATE monitor_alerts a SET read_at = now()
         FROM monitor_events e JOIN companies c ON c.id = e.company_id
        WHERE e.seq = a.seq AND ${sql}
        RETURNING 1)
     SELECT count(*)::int AS n FROM marked`,
    params,
  );
  return rows[0]?.n ?? 0;
}

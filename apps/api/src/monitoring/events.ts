import type { Queryable } from '../db/types';

/** What changed, by kind. */
export type MonitorEventKind =
  | 'name'
  | 'status'
  | 'address'
  | 'legal_representative'
  | 'registered_capital'
  | 'officers'
  | 'shareholders'
  | 'gleif_parents'
  | 'beneficial_owners';

/** One change to a watched company, as the app, /v1/events and webhooks show it. */
export interface MonitorEvent {
  /** evt_ + 24 hex. */
  id: string;
  /** The order it was recorded in (what `since` pages by). */
  seq: number;
  keyNo: string;
  companyName: string;
  kind: MonitorEventKind;
  before: unknown;
  after: unknown;
  /**
   * For a change above the company: the companies from the one that changed down to this one
   * (`name` the local name, `nameEn` the English one).
   */
  chain: { keyNo: string; name: string; nameEn?: string }[] | null;
  source: string;
  /** The date the source gives for the change (ISO 8601), if any. */
  sourceDate: string | null;
  /** When this service saw it (ISO 8601). */
  seenAt: string;
}

/** Events returned at most per call. */
export const EVENTS_PAGE_LIMIT = 100;

const ISO = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The events on companies the user watches, in the order they were recorded, after `since`
 * (a `seq`; 0 for the first): the events the user has an alert of, that is those recorded
 * while the user watched the company (directly or through a list) and had paid for it that
 * month (`detectChanges` writes the alerts). The one query behind the alerts, `/v1/events`
 * and webhook fan-out, so all three show the same events in the same order. `sandbox` keeps
 * only the sandbox companies' events (true: what a test key sees) or only the register's
 * (false: a live key); left out, both (the app).
 *
 * @example await eventsForUser(db, userId, { since: 0, limit: 50 })
 * // [{ id: 'evt_…', seq: 1, keyNo: '…', kind: 'officers', before: [...], after: [...], … }]
 */
export async function eventsForUser(
  db: Queryable,
  userId: number,
  {
    since = 0,
    limit = EVENTS_PAGE_LIMIT,
    sandbox,
  }: { since?: number; limit?: number; sandbox?: boolean } = {},
): Promise<MonitorEvent[]> {
  const { rows } = await db.query<MonitorEvent & { seq: string }>(
    `SELECT e.event_id AS id, e.seq, c.key_no AS "keyNo", COALESCE(c.name_zh, c.name_en) AS "companyName",
            e.kind, e.before, e.after, e.chain, e.source,
            ${ISO('e.source_date')} AS "sourceDate", ${ISO('e.seen_at')} AS "seenAt"
       FROM monitor_alerts a JOIN monitor_events e ON e.seq = a.seq
       JOIN companies c ON c.id = e.company_id
      WHERE a.user_id = $1 AND a.seq > $2
        AND ($4::boolean IS NULL OR c.sandbox = $4)
      ORDER BY a.seq LIMIT $3`,
    [userId, since, Math.min(Math.max(limit, 1), EVENTS_PAGE_LIMIT), sandbox ?? null],
  );
  return rows.map((row) => ({ ...row, seq: Number(row.seq) }));
}

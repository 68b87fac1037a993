import { randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../db/types';
import { renewWatchBilling, shanghaiMonth } from './billing';
import type { MonitorEventKind } from './events';
import {
  ALL_WATCHED,
  dataVersion,
  dropOrphanSnapshots,
  historyMark,
  lockMonitoring,
  takeSnapshots,
  WATCHERS,
} from './snapshots';
import {
  type ComputedState,
  changeKey,
  computeStates,
  MONITORED_KINDS,
  type MonitoredState,
  pathDown,
  STATE_BATCH,
} from './state';

/** Where a change came from when no import recorded it (the seed, an administrator's edit). */
export const DEFAULT_SOURCE = 'register';

export interface DetectOptions {
  /** The source of changes no company_history row explains (default 'register'). */
  source?: string;
  /** That source's date (ISO 8601), if it gives one. */
  sourceDate?: string | null;
  /** When the changes are seen (the events' seen_at); now by default. */
  now?: Date;
}

/** What one detection run did. */
export interface DetectSummary {
  /** Snapshots compared with the data. */
  compared: number;
  /** Events recorded (one per change of one kind of one company). */
  events: number;
  /** Alerts written (one per event and user who watched and paid for the company). */
  alerts: number;
  /** First snapshots taken of watched companies that had none (they raise nothing). */
  firstSnapshots: number;
}

/**
 * Compares what is watched with the data and records every change as a `monitor_events` row
 * with its before and after, and an alert for each user who watches the company (directly or
 * through a list) and has paid for it this Asia/Shanghai month. In one transaction under the
 * monitoring lock, so that two processes never record one change twice; each snapshot takes
 * the new state in the same transaction, so a change is raised once, and a later change of the
 * same field is raised again.
 *
 * Only snapshots that can have changed are computed again: the triggers of migration 010 note
 * each company whose data changed (when a snapshot depends on it), and a snapshot is compared
 * when it depends on one of them (its company or any company of its ownership graph), or when
 * it was taken since the last run. A beneficial-owner change whose cause is above the company
 * names the chain from the company whose holders changed down to the watched one.
 *
 * @example await detectChanges(db, { source: 'lei2-golden-copy.csv' })
 * // { compared: 3, events: 1, alerts: 2, firstSnapshots: 0 }
 */
export async function detectChanges(db: Db, options: DetectOptions = {}): Promise<DetectSummary> {
  return db.transaction((tx) => detectChangesIn(tx, options));
}

interface SnapshotRow {
  company_id: number;
  state: MonitoredState;
  history_mark: string;
}

interface HistoryRow {
  id: string;
  company_id: number;
  field: string;
  source: string;
  source_date: string | null;
}

interface NewEvent {
  company_id: number;
  kind: MonitorEventKind;
  before: unknown;
  after: unknown;
  chain: { keyNo: string; name: string; nameEn: string }[] | null;
  source: string;
  source_date: string | null;
}

/** Which history fields say that a kind changed (GLEIF columns, BODS fields). */
const HISTORY_FIELDS: Partial<Record<MonitorEventKind, RegExp>> = {
  name: /^(Entity\.LegalName|Entity\.(Transliterated)?OtherEntityNames|bods\.name_)/,
  status: /^(Entity\.EntityStatus|bods\.status)$/,
  address: /^(Entity\.LegalAddress\.|bods\.address$)/,
  officers: /^bods\.interests /,
  shareholders: /^bods\.interests /,
  gleif_parents: /^IS_(DIRECTLY|ULTIMATELY)_CONSOLIDATED_BY /,
  beneficial_owners: /^bods\.interests /,
};

/**
 * `detectChanges` inside the caller's transaction: the import runs it in its own, so that the
 * file, its history and the events it causes are kept together or not at all.
 *
 * @example await db.transaction((tx) => detectChangesIn(tx, { source: 'statements.jsonl' }))
 */
export async function detectChangesIn(
  tx: Queryable,
  options: DetectOptions = {},
): Promise<DetectSummary> {
  await lockMonitoring(tx);
  const now = options.now ?? new Date();
  const fallbackSource = options.source ?? DEFAULT_SOURCE;
  const fallbackDate = options.sourceDate ?? null;

  // Snapshots follow the watches: a company nobody watches any more is forgotten, and a
  // watched company that has none (watched by a path that took none) starts from now.
  await dropOrphanSnapshots(tx);
  const { rows: missing } = await tx.query<{ company_id: number }>(
    `SELECT w.company_id FROM (${ALL_WATCHED}) w
      WHERE NOT EXISTS (SELECT 1 FROM monitor_snapshots s WHERE s.company_id = w.company_id)`,
  );
  const firstSnapshots = await takeSnapshots(
    tx,
    missing.map((row) => row.company_id),
    'missing',
    { verified: true },
  );

  const { rows: dirty } = await tx.query<{ company_id: number; ownership: boolean }>(
    'DELETE FROM monitor_dirty RETURNING company_id, ownership',
  );
  const dirtyIds = dirty.map((row) => row.company_id);
  const ownershipChanged = new Set(dirty.filter((row) => row.ownership).map((r) => r.company_id));
  const changedAny = new Set(dirtyIds);
  // Snapshots taken since the last run are compared again only when the data moved since they
  // were taken (another transaction may have changed it meanwhile without seeing them); the
  // others are current.
  const [version, currentMark] = [await dataVersion(tx), await historyMark(tx)];
  const { rows: affectedRows } = await tx.query<{ company_id: number }>(
    `SELECT company_id FROM monitor_snapshots WHERE ancestors && $1::int[]
     UNION SELECT company_id FROM monitor_snapshots
      WHERE NOT verified AND (data_version < $2::bigint OR history_mark < $3::bigint)
     ORDER BY 1`,
    [dirtyIds, version, currentMark],
  );
  const affected = affectedRows.map((row) => row.company_id);
  await tx.query(
    'UPDATE monitor_snapshots SET verified = true WHERE NOT verified AND NOT (company_id = ANY($1::int[]))',
    [affected],
  );
  const summary: DetectSummary = {
    compared: affected.length,
    events: 0,
    alerts: 0,
    firstSnapshots,
  };
  if (affected.length === 0) return summary;

  const mark = currentMark;
  const seenAt = now.toISOString();
  const seqs: number[] = [];
  const eventCompanies = new Set<number>();
  for (let start = 0; start < affected.length; start += STATE_BATCH) {
    const batch = affected.slice(start, start + STATE_BATCH);
    const [{ rows: snapshots }, states] = await Promise.all([
      tx.query<SnapshotRow>(
        `SELECT company_id, state, history_mark::text AS history_mark
           FROM monitor_snapshots WHERE company_id = ANY($1::int[])`,
        [batch],
      ),
      computeStates(tx, batch),
    ]);
    const oldest = Math.min(...snapshots.map((s) => Number(s.history_mark)));
    const history = await tx.query<HistoryRow>(
      `SELECT id::text AS id, company_id, field, source,
              to_char(source_date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS source_date
         FROM company_history WHERE id > $1 AND company_id = ANY($2::int[]) ORDER BY id DESC`,
      [oldest, [...new Set([...batch, ...dirtyIds])]],
    );
    const events: NewEvent[] = [];
    const chainIds = new Set<number>();
    const pending: { event: NewEvent; path: number[] }[] = [];
    for (const snapshot of snapshots) {
      const computed = states.get(snapshot.company_id);
      if (!computed) continue; // deleted since: its rows go with it
      const since = Number(snapshot.history_mark);
      const sourceOf = (companyId: number, kind: MonitorEventKind) => {
        const rows = history.rows.filter((h) => h.company_id === companyId && Number(h.id) > since);
        const pattern = HISTORY_FIELDS[kind];
        const row = (pattern && rows.find((h) => pattern.test(h.field))) ?? rows[0];
        return row
          ? { source: row.source, source_date: row.source_date }
          : { source: fallbackSource, source_date: fallbackDate };
      };
      for (const kind of MONITORED_KINDS) {
        const before = snapshot.state[kind];
        const after = computed.state[kind];
        if (before === undefined || changeKey(kind, before) === changeKey(kind, after)) continue;
        const event: NewEvent = {
          company_id: snapshot.company_id,
          kind,
          before,
          after,
          chain: null,
          ...sourceOf(snapshot.company_id, kind),
        };
        if (kind === 'beneficial_owners') {
          // The company's own holders, roles or legal representative changed: its own change.
          const own =
            ownershipChanged.has(snapshot.company_id) ||
            (['officers', 'legal_representative', 'shareholders'] as const).some(
              (k) => changeKey(k, snapshot.state[k]) !== changeKey(k, computed.state[k]),
            );
          const path = own
            ? undefined
            : chainOf(snapshot.company_id, computed, ownershipChanged, changedAny);
          if (path) {
            Object.assign(event, sourceOf(path[0] as number, kind));
            pending.push({ event, path });
            for (const id of path) chainIds.add(id);
          }
        }
        events.push(event);
      }
    }
    if (chainIds.size > 0) {
      const { rows } = await tx.query<{
        id: number;
        key_no: string;
        name: string;
        name_en: string;
      }>(
        'SELECT id, key_no, COALESCE(name_zh, name_en) AS name, name_en FROM companies WHERE id = ANY($1::int[])',
        [[...chainIds]],
      );
      const byId = new Map(rows.map((row) => [row.id, row]));
      for (const { event, path } of pending)
        event.chain = path.map((id) => ({
          keyNo: byId.get(id)?.key_no ?? '',
          name: byId.get(id)?.name ?? '',
          nameEn: byId.get(id)?.name_en ?? '',
        }));
    }
    if (events.length > 0) {
      const { rows } = await tx.query<{ seq: string }>(
        `INSERT INTO monitor_events (event_id, company_id, kind, before, after, chain, source, source_date, seen_at)
         SELECT r.event_id, r.company_id, r.kind, r.before, r.after, r.chain, r.source, r.source_date, $2
           FROM json_to_recordset($1::json) AS r(n int, event_id text, company_id int, kind text, before jsonb,
                after jsonb, chain jsonb, source text, source_date timestamptz)
          ORDER BY r.n
         RETURNING seq::text AS seq`,
        [
          JSON.stringify(
            events.map((event, n) => ({
              ...event,
              n,
              event_id: `evt_${randomBytes(12).toString('hex')}`,
            })),
          ),
          seenAt,
        ],
      );
      for (const row of rows) seqs.push(Number(row.seq));
      for (const event of events) eventCompanies.add(event.company_id);
      summary.events += rows.length;
    }
    const rows = [...states].map(([id, { state, ancestors }]) => ({
      company_id: id,
      state,
      ancestors,
    }));
    await tx.query(
      `UPDATE monitor_snapshots s SET state = r.state, ancestors = r.ancestors, history_mark = $2,
              data_version = $4, verified = true, taken_at = $3
         FROM json_to_recordset($1::json) AS r(company_id int, state jsonb, ancestors int[])
        WHERE s.company_id = r.company_id`,
      [JSON.stringify(rows), mark, seenAt, version],
    );
  }
  if (seqs.length === 0) return summary;

  // Alerts go to the users watching each company now who paid for this month: renewals due
  // (a new month, a company that joined a watched list) are billed first.
  await renewWatchBilling(tx, { now, companyIds: [...eventCompanies] });
  const { rows: alerts } = await tx.query<{ n: number }>(
    `WITH made AS (
       INSERT INTO monitor_alerts (user_id, seq, created_at)
       SELECT DISTINCT w.user_id, e.seq, $3::timestamptz
         FROM monitor_events e JOIN (${WATCHERS}) w ON w.company_id = e.company_id
         JOIN watch_billing b ON b.user_id = w.user_id AND b.company_id = e.company_id AND b.month = $2
        WHERE e.seq = ANY($1::bigint[])
       ON CONFLICT DO NOTHING RETURNING 1)
     SELECT count(*)::int AS n FROM made`,
    [seqs, shanghaiMonth(now), seenAt],
  );
  summary.alerts = alerts[0]?.n ?? 0;
  return summary;
}

/**
 * Where a change of the beneficial owners came from, as the path of company ids from the
 * company that changed down to `root`: the nearest company above the root whose holders
 * changed (else any other changed company of its graph). Undefined when none is found (the
 * root's own declared interests changed).
 */
function chainOf(
  root: number,
  computed: ComputedState,
  ownershipChanged: ReadonlySet<number>,
  changedAny: ReadonlySet<number>,
): number[] | undefined {
  let best: number[] | undefined;
  for (const candidates of [ownershipChanged, changedAny]) {
    for (const id of candidates) {
      if (id === root || !computed.ancestors.includes(id)) continue;
      const path = pathDown(`c${id}`, `c${root}`, computed.edges);
      if (path && (!best || path.length < best.length)) best = path;
    }
    if (best) return best;
  }
  return undefined;
}

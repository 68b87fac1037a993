import type { Db, Queryable } from '../db/types';
import type { KeyMode } from '../keys/keys';
import type { MonitorEventKind } from '../monitoring/events';
import { newSigningSecret } from './signing';

const KINDS: Record<MonitorEventKind, true> = {
  name: true,
  status: true,
  address: true,
  legal_representative: true,
  registered_capital: true,
  officers: true,
  shareholders: true,
  gleif_parents: true,
  beneficial_owners: true,
};

/** Every event kind an endpoint can ask for (the monitor_events kinds). */
export const EVENT_KINDS = Object.keys(KINDS) as MonitorEventKind[];

/** What an endpoint's `events` may hold: kinds, or `*` alone for every kind. */
export const ALL_EVENTS = '*';

/** Endpoints one account may have in one mode. */
export const MAX_ENDPOINTS = 20;

/** A webhook endpoint as the API shows it: never its secret after creation. */
export interface WebhookEndpoint {
  id: number;
  url: string;
  description: string;
  /** Event kinds sent to it, or `['*']` for all. */
  events: string[];
  enabled: boolean;
  /** test: the sandbox companies' events; live: the register's. */
  mode: KeyMode;
  createdAt: string;
  updatedAt: string;
}

/** Who asks: an account, in the mode of the key it called with. */
export interface Owner {
  userId: number;
  mode: KeyMode;
}

const ISO = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const ENDPOINT_SELECT = `
  SELECT e.id, e.url, e.description, e.events, e.enabled, e.mode,
         ${ISO('e.created_at')} AS "createdAt", ${ISO('e.updated_at')} AS "updatedAt"
    FROM webhook_endpoints e`;

/**
 * Whether an endpoint asking for `events` wants an event of `kind`.
 *
 * @example wants(['officers', 'shareholders'], 'officers') // true
 */
export function wants(events: readonly string[], kind: string): boolean {
  return events.includes(ALL_EVENTS) || events.includes(kind);
}

/**
 * `['*']` when `*` is among the kinds, else the kinds once each, in the order given.
 *
 * @example normalEvents(['officers', '*']) // ['*']
 */
export function normalEvents(events: readonly string[]): string[] {
  return events.includes(ALL_EVENTS) ? [ALL_EVENTS] : [...new Set(events)];
}

/**
 * Registers an endpoint and answers it with its signing secret, which is shown this once. It
 * gets the events recorded from now on (the ones before are in /v1/events).
 *
 * @example
 * ```ts norun
 * const { endpoint, secret } = await createEndpoint(db, { userId, mode: 'live' }, {
 *   url: 'https://hooks.example.com/kyc', events: ['*'], description: 'Onboarding',
 * });
 * secret.startsWith('whsec_'); // true
 * ```
 */
export async function createEndpoint(
  db: Db,
  owner: Owner,
  input: { url: string; events: readonly string[]; description?: string },
): Promise<{ endpoint: WebhookEndpoint; secret: string } | 'too-many'> {
  const secret = newSigningSecret();
  const id = await db.transaction(async (tx) => {
    // One account's concurrent registrations take turns, so the limit holds.
    await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [owner.userId]);
    const { rows: count } = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM webhook_endpoints WHERE user_id = $1 AND mode = $2',
      [owner.userId, owner.mode],
    );
    if ((count[0]?.n ?? 0) >= MAX_ENDPOINTS) return undefined;
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO webhook_endpoints (user_id, mode, url, description, events, secret, cursor)
       VALUES ($1, $2, $3, $4, $5::text[], $6, (SELECT COALESCE(max(seq), 0) FROM monitor_events))
       RETURNING id`,
      [
        owner.userId,
        owner.mode,
        input.url,
        input.description ?? '',
        normalEvents(input.events),
        secret,
      ],
    );
    return rows[0]?.id;
  });
  if (id === undefined) return 'too-many';
  return { endpoint: (await findEndpoint(db, owner, id)) as WebhookEndpoint, secret };
}

/**
 * The account's endpoints in the mode, oldest first.
 *
 * @example await listEndpoints(db, { userId, mode: 'test' }) // [{ id: 7, url: 'https://…', … }]
 */
export async function listEndpoints(db: Queryable, owner: Owner): Promise<WebhookEndpoint[]> {
  const { rows } = await db.query<WebhookEndpoint>(
    `${ENDPOINT_SELECT} WHERE e.user_id = $1 AND e.mode = $2 ORDER BY e.id`,
    [owner.userId, owner.mode],
  );
  return rows;
}

/**
 * One of the account's endpoints in the mode, or undefined.
 *
 * @example await findEndpoint(db, { userId, mode: 'live' }, 7) // { id: 7, enabled: true, … }
 */
export async function findEndpoint(
  db: Queryable,
  owner: Owner,
  id: number,
): Promise<WebhookEndpoint | undefined> {
  const { rows } = await db.query<WebhookEndpoint>(
    `${ENDPOINT_SELECT} WHERE e.user_id = $1 AND e.mode = $2 AND e.id = $3`,
    [owner.userId, owner.mode, id],
  );
  return rows[0];
}

/**
 * Changes an endpoint's URL, kinds, description or whether it is on. A disabled endpoint gets
 * nothing; enabled again, it gets what was recorded meanwhile (its cursor waited) and its due
 * retries.
 *
 * @example await updateEndpoint(db, { userId, mode: 'live' }, 7, { enabled: false }) // { …, enabled: false }
 */
export async function updateEndpoint(
  db: Queryable,
  owner: Owner,
  id: number,
  change: { url?: string; events?: readonly string[]; description?: string; enabled?: boolean },
): Promise<WebhookEndpoint | undefined> {
  const { rows } = await db.query<{ id: number }>(
    `UPDATE webhook_endpoints SET
        url = COALESCE($4, url),
        events = COALESCE($5::text[], events),
        description = COALESCE($6, description),
        enabled = COALESCE($7, enabled),
        updated_at = now()
      WHERE user_id = $1 AND mode = $2 AND id = $3 RETURNING id`,
    [
      owner.userId,
      owner.mode,
      id,
      change.url ?? null,
      change.events ? normalEvents(change.events) : null,
      change.description ?? null,
      change.enabled ?? null,
    ],
  );
  return rows[0] ? findEndpoint(db, owner, id) : undefined;
}

/**
 * Deletes an endpoint with its deliveries and their log. Answers whether it existed.
 *
 * @example await deleteEndpoint(db, { userId, mode: 'live' }, 7) // true
 */
export async function deleteEndpoint(db: Queryable, owner: Owner, id: number): Promise<boolean> {
  const { rows } = await db.query(
    'DELETE FROM webhook_endpoints WHERE user_id = $1 AND mode = $2 AND id = $3 RETURNING id',
    [owner.userId, owner.mode, id],
  );
  return rows.length > 0;
}

/** One try to send a delivery. */
export interface DeliveryAttempt {
  at: string;
  /** The receiver's HTTP status; null when none came (`error` says why). */
  statusCode: number | null;
  error: string | null;
  durationMs: number;
  /** Asked for through replay, not scheduled. */
  replay: boolean;
}

/** One event's delivery to one endpoint, with its log. */
export interface WebhookDelivery {
  id: number;
  eventId: string;
  eventKind: string;
  /** pending: to be tried at nextAttemptAt; succeeded: a 2xx came; failed: the retries ran out. */
  state: 'pending' | 'succeeded' | 'failed';
  attemptCount: number;
  nextAttemptAt: string | null;
  createdAt: string;
  finishedAt: string | null;
  attempts: DeliveryAttempt[];
}

const DELIVERY_SELECT = `
  SELECT d.id, m.event_id AS "eventId", m.kind AS "eventKind", d.state,
         d.attempts AS "attemptCount",
         CASE WHEN d.state = 'pending' THEN ${ISO('d.next_attempt_at')} END AS "nextAttemptAt",
         ${ISO('d.created_at')} AS "createdAt", ${ISO('d.finished_at')} AS "finishedAt",
         COALESCE((SELECT json_agg(json_build_object(
                     'at', ${ISO('a.attempted_at')}, 'statusCode', a.status_code, 'error', a.error,
                     'durationMs', a.duration_ms, 'replay', a.replay) ORDER BY a.id)
                     FROM webhook_attempts a WHERE a.delivery_id = d.id), '[]'::json) AS attempts
    FROM webhook_deliveries d
    JOIN monitor_events m ON m.seq = d.event_seq
    JOIN webhook_endpoints e ON e.id = d.endpoint_id`;

/**
 * An endpoint's deliveries, newest first, `limit` at a time after the delivery id `before`;
 * only those in `state` when it is given.
 *
 * @example await listDeliveries(db, owner, 7, { limit: 20, state: 'failed' }) // [{ id: 311, … }]
 */
export async function listDeliveries(
  db: Queryable,
  owner: Owner,
  endpointId: number,
  options: { limit: number; before?: number; state?: WebhookDelivery['state'] },
): Promise<WebhookDelivery[]> {
  const { rows } = await db.query<WebhookDelivery>(
    `${DELIVERY_SELECT}
      WHERE e.user_id = $1 AND e.mode = $2 AND d.endpoint_id = $3
        AND ($4::int IS NULL OR d.id < $4) AND ($5::text IS NULL OR d.state = $5)
      ORDER BY d.id DESC LIMIT $6`,
    [
      owner.userId,
      owner.mode,
      endpointId,
      options.before ?? null,
      options.state ?? null,
      options.limit,
    ],
  );
  return rows;
}

/**
 * One delivery of one of the account's endpoints, or undefined.
 *
 * @example await findDelivery(db, owner, 7, 311) // { id: 311, state: 'succeeded', attempts: […] }
 */
export async function findDelivery(
  db: Queryable,
  owner: Owner,
  endpointId: number,
  deliveryId: number,
): Promise<WebhookDelivery | undefined> {
  const { rows } = await db.query<WebhookDelivery>(
    `${DELIVERY_SELECT} WHERE e.user_id = $1 AND e.mode = $2 AND d.endpoint_id = $3 AND d.id = $4`,
    [owner.userId, owner.mode, endpointId, deliveryId],
  );
  return rows[0];
}

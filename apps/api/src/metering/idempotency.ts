import { createHash } from 'node:crypto';
import type { Queryable } from '../db/types';

/** A running first request older than this is taken to have died with its process. */
const ABANDONED_AFTER_SECONDS = 60;

/** What an Idempotency-Key says about a POST (IETF httpapi idempotency-key-header draft). */
export type IdempotencyStart =
  | { state: 'new'; startedAt: string }
  | { state: 'replay'; status: number; body: unknown }
  | { state: 'mismatch' }
  | { state: 'running' };

/** The fingerprint of a request: its method, path and canonical JSON body. */
export function requestFingerprint(method: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${path}\n${canonicalJson(body)}`)
    .digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map(
        (key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`,
      )
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

/**
 * Claims an idempotency key for a user. The first request stores `running` (committed at once,
 * so that concurrent repeats see it); a repeat with the same fingerprint gets the stored answer
 * once there is one and `running` before; another fingerprint gets `mismatch`. A `running` row
 * left by a process that died is taken over after a minute.
 */
export async function startIdempotent(
  db: Queryable,
  userId: number,
  key: string,
  fingerprint: string,
): Promise<IdempotencyStart> {
  const claimed = await db.query<{ started: string }>(
    `INSERT INTO api_idempotency (user_id, idem_key, request_hash, state) VALUES ($1, $2, $3, 'running')
     ON CONFLICT (user_id, idem_key) DO UPDATE SET created_at = clock_timestamp()
       WHERE api_idempotency.state = 'running' AND api_idempotency.request_hash = EXCLUDED.request_hash
         AND api_idempotency.created_at < now() - make_interval(secs => $4)
     RETURNING (extract(epoch FROM created_at) * 1000000)::bigint::text AS started`,
    [userId, key, fingerprint, ABANDONED_AFTER_SECONDS],
  );
  const started = claimed.rows[0]?.started;
  if (started) return { state: 'new', startedAt: started };
  const { rows } = await db.query<{
    request_hash: string;
    state: 'running' | 'done';
    status: number | null;
    body: unknown;
  }>(
    'SELECT request_hash, state, status, body FROM api_idempotency WHERE user_id = $1 AND idem_key = $2',
    [userId, key],
  );
  const row = rows[0];
  if (!row) return startIdempotent(db, userId, key, fingerprint);
  if (row.request_hash !== fingerprint) return { state: 'mismatch' };
  if (row.state === 'running') return { state: 'running' };
  return { state: 'replay', status: row.status ?? 200, body: row.body };
}

/**
 * Stores the answer of the request that claimed the key, inside the transaction of its work:
 * the work and its answer commit together. Throws when the claim was taken over meanwhile, so
 * that the work rolls back rather than happening twice.
 */
export async function finishIdempotent(
  tx: Queryable,
  userId: number,
  key: string,
  startedAt: string,
  status: number,
  body: unknown,
): Promise<void> {
  const { rows } = await tx.query(
    `UPDATE api_idempotency SET state = 'done', status = $4, body = $5::jsonb
      WHERE user_id = $1 AND idem_key = $2 AND state = 'running' AND (extract(epoch FROM created_at) * 1000000)::bigint::text = $3 RETURNING 1`,
    [userId, key, startedAt, status, JSON.stringify(body)],
  );
  if (rows.length === 0) throw new Error('idempotency claim lost');
}

/** Forgets a claim whose request ended without an answer worth keeping (it may be retried). */
export async function releaseIdempotent(
  db: Queryable,
  userId: number,
  key: string,
  startedAt: string,
): Promise<void> {
  await db.query(
    `DELETE FROM api_idempotency WHERE user_id = $1 AND idem_key = $2 AND state = 'running' AND (extract(epoch FROM created_at) * 1000000)::bigint::text = $3`,
    [userId, key, startedAt],
  );
}

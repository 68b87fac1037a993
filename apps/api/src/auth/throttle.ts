import type { Locale } from '@kyc/validators';
import type { Queryable } from '../db/types';
import { HttpError } from '../lib/http-error';
import { text } from '../lib/locale';

/**
 * Attempts allowed per key inside one window before the key is locked: failed logins per
 * account and per address, failed verifications and activations per address, and demo
 * requests and registrations per address (each one counts, successful or not).
 */
export const LIMITS = { account: 5, address: 20, verify: 30, activate: 10, lead: 10 } as const;
/** Length of the counting window and of the lock-out, in minutes. */
export const WINDOW_MINUTES = 15;

export type ThrottleKind = keyof typeof LIMITS;

/** Seconds left on a key's lock-out, or 0 when it is not locked. */
export async function lockedSeconds(
  db: Queryable,
  kind: ThrottleKind,
  id: string,
): Promise<number> {
  const { rows } = await db.query<{ seconds: number }>(
    `SELECT CEIL(EXTRACT(EPOCH FROM (locked_until - now())))::int AS seconds
       FROM login_throttle WHERE key = $1 AND locked_until > now()`,
    [`${kind}:${id}`],
  );
  return rows[0]?.seconds ?? 0;
}

/**
 * Refuses a locked-out key before any work: a 429 with `Retry-After` and the message for
 * `locale` (`messages` as [Chinese, English]); resolves when the key is not locked.
 */
export async function refuseWhileLocked(
  db: Queryable,
  kind: ThrottleKind,
  id: string,
  locale: Locale | undefined,
  code: 'TOO_MANY_ATTEMPTS' | 'TOO_MANY_REQUESTS',
  messages: readonly [string, string],
): Promise<void> {
  const wait = await lockedSeconds(db, kind, id);
  if (wait > 0)
    throw new HttpError(429, code, text(locale, messages[0], messages[1]), {
      'retry-after': String(wait),
    });
}

/**
 * Counts one failure against a key; returns true when this failure locked it. The count
 * restarts when the window has passed, and a lock-out restarts the count.
 */
export async function recordFailure(
  db: Queryable,
  kind: ThrottleKind,
  id: string,
): Promise<boolean> {
  const { rows } = await db.query<{ failures: number }>(
    `INSERT INTO login_throttle (key, failures, window_started_at) VALUES ($1, 1, now())
     ON CONFLICT (key) DO UPDATE SET
       failures = CASE WHEN login_throttle.window_started_at < now() - make_interval(mins => $2)
                       THEN 1 ELSE login_throttle.failures + 1 END,
       window_started_at = CASE WHEN login_throttle.window_started_at < now() - make_interval(mins => $2)
                       THEN now() ELSE login_throttle.window_started_at END
     RETURNING failures`,
    [`${kind}:${id}`, WINDOW_MINUTES],
  );
  if ((rows[0]?.failures ?? 0) < LIMITS[kind]) return false;
  await db.query(
    `UPDATE login_throttle SET failures = 0, window_started_at = now(),
       locked_until = now() + make_interval(mins => $2) WHERE key = $1`,
    [`${kind}:${id}`, WINDOW_MINUTES],
  );
  return true;
}

/** Forgets a key's failures (after a successful login). */
export async function clearFailures(db: Queryable, kind: ThrottleKind, id: string): Promise<void> {
  await db.query('DELETE FROM login_throttle WHERE key = $1', [`${kind}:${id}`]);
}

import type { StoredUser } from '@kyc/auth';
import type { Queryable } from '../db/types';
import type { KeyMode } from '../keys/keys';

/** A key's limits: calls per second, and calls per Asia/Shanghai day. */
export interface KeyLimits {
  perSecond: number;
  perDay: number;
}

/**
 * Limits by package: a trial account's keys get less; test keys (the sandbox) get a small
 * daily quota whatever the package, since they are for trying things out.
 */
export function limitsFor(mode: KeyMode, profile: Partial<StoredUser>): KeyLimits {
  if (mode === 'test') return { perSecond: 5, perDay: 2_000 };
  if (Number(profile.acctType) === 2) return { perSecond: 2, perDay: 500 };
  return { perSecond: 10, perDay: 50_000 };
}

const DAY_SECONDS = 86_400;
const SHANGHAI_OFFSET_SECONDS = 8 * 3600;

/** Where a call stands against its key's limits, and the headers that say so. */
export interface LimitCheck {
  allowed: boolean;
  /** Seconds until the window that refused the call ends (Retry-After). */
  retryAfter: number;
  headers: Record<string, string>;
}

function windowsOf(nowMs: number) {
  const second = Math.floor(nowMs / 1000);
  const day = Math.floor((second + SHANGHAI_OFFSET_SECONDS) / DAY_SECONDS);
  const dayReset = (day + 1) * DAY_SECONDS - SHANGHAI_OFFSET_SECONDS - second;
  return { second, day, dayReset };
}

function policyOf(limits: KeyLimits): string {
  return `"burst";q=${limits.perSecond};w=1, "daily";q=${limits.perDay};w=${DAY_SECONDS}`;
}

/**
 * Counts a call against its key's per-second rate and daily quota, in the database so that
 * several API processes share one count, and answers with the `RateLimit-Policy` and
 * `RateLimit` fields of the IETF httpapi draft (draft-ietf-httpapi-ratelimit-headers):
 * `"burst";q=10;w=1, "daily";q=50000;w=86400` and the remaining calls `r` and seconds `t`
 * until each window resets. A call refused by the rate is not counted against the quota.
 *
 * One statement, so one round trip: the second's counter is raised, the day's only when the
 * second allows the call, and the first call of a second clears the key's finished windows. It
 * commits asynchronously (`synchronous_commit` off for its own transaction): every call of a
 * key raises the same two rows, and waiting for the disk while holding them would let one call
 * of the key through per WAL flush. A database crash can forget the last fraction of a second
 * of counts (never a torn one), which only lets a few calls more through.
 *
 * @example
 * ```ts norun
 * const limit = await countCall(db, key.keyId, { perSecond: 10, perDay: 50_000 });
 * reply.headers(limit.headers); // ratelimit-policy, ratelimit
 * if (!limit.allowed) reply.header('retry-after', String(limit.retryAfter));
 * ```
 */
export async function countCall(
  db: Queryable,
  keyId: number,
  limits: KeyLimits,
  nowMs = Date.now(),
): Promise<LimitCheck> {
  const { second, day, dayReset } = windowsOf(nowMs);
  const { rows } = await db.query<{ second_calls: number; day_calls: number | null }>(
    `WITH s AS (
       INSERT INTO api_rate_counters (key_id, window_kind, window_start, calls) VALUES ($1, 'second', $2, 1)
       ON CONFLICT (key_id, window_kind, window_start) DO UPDATE SET calls = api_rate_counters.calls + 1
       RETURNING calls
     ), d AS (
       INSERT INTO api_rate_counters (key_id, window_kind, window_start, calls)
       SELECT $1, 'day', $3, 1 FROM s WHERE s.calls <= $4
       ON CONFLICT (key_id, window_kind, window_start) DO UPDATE SET calls = api_rate_counters.calls + 1
       RETURNING calls
     ), cleared AS (
       DELETE FROM api_rate_counters
        WHERE key_id = $1 AND (SELECT calls FROM s) = 1
          AND ((window_kind = 'second' AND window_start < $2) OR (window_kind = 'day' AND window_start < $3))
     )
     SELECT (SELECT calls FROM s) AS second_calls, (SELECT calls FROM d) AS day_calls,
            set_config('synchronous_commit', 'off', true) AS async_commit`,
    [keyId, second, day, limits.perSecond],
  );
  const secondCalls = rows[0]?.second_calls ?? 1;
  const policy = policyOf(limits);
  if (secondCalls > limits.perSecond || rows[0]?.day_calls == null) {
    return {
      allowed: false,
      retryAfter: 1,
      headers: { 'ratelimit-policy': policy, ratelimit: `"burst";r=0;t=1` },
    };
  }
  const dayCalls = rows[0].day_calls;
  const headers = {
    'ratelimit-policy': policy,
    ratelimit: `"burst";r=${limits.perSecond - secondCalls};t=1, "daily";r=${Math.max(0, limits.perDay - dayCalls)};t=${dayReset}`,
  };
  if (dayCalls > limits.perDay) return { allowed: false, retryAfter: dayReset, headers };
  return { allowed: true, retryAfter: 0, headers };
}

/**
 * The rate-limit fields for an answer that is not counted as a call (a key refused for its
 * address, its scope or its plan): what remains in each window, read without counting, so
 * that a refused call neither spends the quota nor goes without the fields.
 *
 * @example
 * ```ts norun
 * reply.headers(await peekCalls(db, key.keyId, limitsFor(key.mode, key.profile)));
 * ```
 */
export async function peekCalls(
  db: Queryable,
  keyId: number,
  limits: KeyLimits,
  nowMs = Date.now(),
): Promise<Record<string, string>> {
  const { second, day, dayReset } = windowsOf(nowMs);
  const { rows } = await db.query<{ second_calls: number; day_calls: number }>(
    `SELECT COALESCE(sum(calls) FILTER (WHERE window_kind = 'second' AND window_start = $2), 0)::int AS second_calls,
            COALESCE(sum(calls) FILTER (WHERE window_kind = 'day' AND window_start = $3), 0)::int AS day_calls
       FROM api_rate_counters WHERE key_id = $1`,
    [keyId, second, day],
  );
  const secondCalls = rows[0]?.second_calls ?? 0;
  const dayCalls = rows[0]?.day_calls ?? 0;
  return {
    'ratelimit-policy': policyOf(limits),
    ratelimit: `"burst";r=${Math.max(0, limits.perSecond - secondCalls)};t=1, "daily";r=${Math.max(0, limits.perDay - dayCalls)};t=${dayReset}`,
  };
}

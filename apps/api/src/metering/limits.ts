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

/**
 * Counts a call against its key's per-second rate and daily quota, in the database so that
 * several API processes share one count, and answers with the `RateLimit-Policy` and
 * `RateLimit` fields of the IETF httpapi draft (draft-ietf-httpapi-ratelimit-headers):
 * `"burst";q=10;w=1, "daily";q=50000;w=86400` and the remaining calls `r` and seconds `t`
 * until each window resets. A call refused by the rate is not counted against the quota.
 */
export async function countCall(
  db: Queryable,
  keyId: number,
  limits: KeyLimits,
  nowMs = Date.now(),
): Promise<LimitCheck> {
  const second = Math.floor(nowMs / 1000);
  const day = Math.floor((second + SHANGHAI_OFFSET_SECONDS) / DAY_SECONDS);
  const dayReset = (day + 1) * DAY_SECONDS - SHANGHAI_OFFSET_SECONDS - second;
  const count = async (kind: 'second' | 'day', start: number) => {
    const { rows } = await db.query<{ calls: number }>(
      `INSERT INTO api_rate_counters (key_id, window_kind, window_start, calls) VALUES ($1, $2, $3, 1)
       ON CONFLICT (key_id, window_kind, window_start) DO UPDATE SET calls = api_rate_counters.calls + 1
       RETURNING calls`,
      [keyId, kind, start],
    );
    const calls = rows[0]?.calls ?? 1;
    // The first call of a window clears the key's finished windows of that kind.
    if (calls === 1)
      await db.query(
        'DELETE FROM api_rate_counters WHERE key_id = $1 AND window_kind = $2 AND window_start < $3',
        [keyId, kind, start],
      );
    return calls;
  };
  const policy = `"burst";q=${limits.perSecond};w=1, "daily";q=${limits.perDay};w=${DAY_SECONDS}`;
  const secondCalls = await count('second', second);
  if (secondCalls > limits.perSecond) {
    return {
      allowed: false,
      retryAfter: 1,
      headers: {
        'ratelimit-policy': policy,
        ratelimit: `"burst";r=0;t=1`,
      },
    };
  }
  const dayCalls = await count('day', day);
  const headers = {
    'ratelimit-policy': policy,
    ratelimit: `"burst";r=${limits.perSecond - secondCalls};t=1, "daily";r=${Math.max(0, limits.perDay - dayCalls)};t=${dayReset}`,
  };
  if (dayCalls > limits.perDay) return { allowed: false, retryAfter: dayReset, headers };
  return { allowed: true, retryAfter: 0, headers };
}

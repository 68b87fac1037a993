import { randomUUID } from 'node:crypto';
import type { Db } from '../db/types';
import { EVENTS_PAGE_LIMIT, eventsForUser, type MonitorEvent } from '../monitoring/events';
import { type UrlRules, webhookUrlProblem } from './addresses';
import { findDelivery, type Owner, type WebhookDelivery, wants } from './endpoints';
import { SEND_TIMEOUT_MS, type WebhookFetch } from './send';
import { signedHeaders } from './signing';

/**
 * Minutes to wait after each failed attempt before the next: 1, 2, 4 … 1024 (doubling), each
 * stretched by up to 10 % at random so that endpoints failing together do not retry together.
 * Twelve attempts in all; the last comes 34 h 7 min (at least, 37.5 h at most) after the
 * first, then the delivery is marked failed.
 */
export const RETRY_DELAYS_MINUTES = [1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024] as const;
/** Attempts before a delivery is marked failed: the first and one per retry delay. */
export const MAX_ATTEMPTS = RETRY_DELAYS_MINUTES.length + 1;
/** The longest text kept of why an attempt failed. */
const MAX_ERROR_LENGTH = 300;

/**
 * When to try again after `failedAttempts` failed attempts, or undefined when none is left.
 *
 * @example
 * ```ts
 * nextAttemptAt(new Date('2026-01-01T00:00:00Z'), 1, () => 0); // 2026-01-01T00:01:00.000Z
 * nextAttemptAt(new Date('2026-01-01T00:00:00Z'), 12); // undefined (marked failed)
 * ```
 */
export function nextAttemptAt(
  now: Date,
  failedAttempts: number,
  random: () => number = Math.random,
): Date | undefined {
  const minutes = RETRY_DELAYS_MINUTES[failedAttempts - 1];
  if (minutes === undefined) return undefined;
  return new Date(now.getTime() + minutes * 60_000 * (1 + 0.1 * random()));
}

/** What sending one delivery met. */
interface Outcome {
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

const succeeded = (outcome: Outcome) =>
  outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;

/**
 * A payload as sent: Standard Webhooks' envelope around the event /v1/events lists.
 *
 * @example payloadOf(event) // '{"type":"company.status","timestamp":"…","data":{"id":"evt_…",…}}'
 */
export function payloadOf(event: MonitorEvent): string {
  return JSON.stringify({ type: `company.${event.kind}`, timestamp: event.seenAt, data: event });
}

function describe(error: unknown): string {
  const err = error as { name?: string; message?: string; code?: string; cause?: unknown };
  if (err?.name === 'TimeoutError' || err?.name === 'AbortError')
    return `No answer within ${SEND_TIMEOUT_MS / 1000} s.`;
  const cause = err?.cause as { message?: string } | undefined;
  const text = [err?.message, cause?.message].filter(Boolean).join(': ') || String(error);
  return text.slice(0, MAX_ERROR_LENGTH);
}

/** Sends one delivery once: signed for `now`, to a URL the rules still allow. */
async function send(
  target: { url: string; secret: string; eventId: string; payload: string },
  now: Date,
  fetch: WebhookFetch,
  rules: UrlRules,
  timeoutMs: number,
): Promise<Outcome> {
  const refused = webhookUrlProblem(target.url, rules);
  if (refused) return { statusCode: null, error: refused, durationMs: 0 };
  const started = performance.now();
  try {
    const { status } = await fetch(target.url, {
      method: 'POST',
      headers: signedHeaders(target.secret, target.eventId, now, target.payload),
      body: target.payload,
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { statusCode: status, error: null, durationMs: Math.round(performance.now() - started) };
  } catch (error) {
    return {
      statusCode: null,
      error: describe(error),
      durationMs: Math.round(performance.now() - started),
    };
  }
}

/**
 * Makes the deliveries of one endpoint: the events after its cursor that its account's key
 * mode sees (eventsForUser, as /v1/events), filtered by its kinds, one delivery each (the
 * unique pair makes a second fan-out of the same event a no-op), then moves the cursor. Holds
 * the endpoint's row meanwhile; another process fanning out skips it.
 */
async function fanOutEndpoint(db: Db, id: number, now: Date, maxPages: number): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{
      user_id: number;
      mode: 'test' | 'live';
      events: string[];
      cursor: string;
    }>(
      `SELECT user_id, mode, events, cursor FROM webhook_endpoints
        WHERE id = $1 AND enabled FOR UPDATE SKIP LOCKED`,
      [id],
    );
    const endpoint = rows[0];
    if (!endpoint) return 0;
    const { rows: newest } = await tx.query<{ seq: string }>(
      'SELECT COALESCE(max(seq), 0) AS seq FROM monitor_events',
    );
    let cursor = Number(endpoint.cursor);
    let created = 0;
    for (let page = 0; page < maxPages; page++) {
      const events = await eventsForUser(tx, endpoint.user_id, {
        since: cursor,
        limit: EVENTS_PAGE_LIMIT,
        sandbox: endpoint.mode === 'test',
      });
      const chosen = events.filter((event) => wants(endpoint.events, event.kind));
      if (chosen.length > 0) {
        const { rows: inserted } = await tx.query(
          `INSERT INTO webhook_deliveries (endpoint_id, event_seq, payload, next_attempt_at, created_at)
           SELECT $1, t.seq, t.payload, $4::timestamptz, $4::timestamptz
             FROM unnest($2::bigint[], $3::text[]) AS t (seq, payload)
           ON CONFLICT (endpoint_id, event_seq) DO NOTHING RETURNING id`,
          [id, chosen.map((e) => e.seq), chosen.map(payloadOf), now.toISOString()],
        );
        created += inserted.length;
      }
      const last = events.at(-1);
      if (events.length < EVENTS_PAGE_LIMIT || !last) {
        // Nothing of this account's is left up to the newest event seen before the look-up.
        cursor = Math.max(cursor, Number(newest[0]?.seq ?? 0));
        break;
      }
      cursor = last.seq;
    }
    await tx.query('UPDATE webhook_endpoints SET cursor = $2 WHERE id = $1', [id, cursor]);
    return created;
  });
}

/**
 * Fan-out: deliveries for every enabled endpoint behind the newest event. At most `maxPages`
 * pages of 100 events per endpoint per call; the next call goes on from there. Answers how
 * many deliveries it made.
 *
 * @example await fanOut(db, new Date()) // 3
 */
export async function fanOut(db: Db, now: Date, maxPages = 10): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT id FROM webhook_endpoints
      WHERE enabled AND cursor < (SELECT COALESCE(max(seq), 0) FROM monitor_events) ORDER BY id`,
  );
  let created = 0;
  for (const { id } of rows) created += await fanOutEndpoint(db, id, now, maxPages);
  return created;
}

export interface DeliverOptions {
  /** The time of this run: what is due by then is sent, and signed with it. */
  now: Date;
  /** What sends (createSender in the service; a real or stub fetch in tests). */
  fetch: WebhookFetch;
  /** Which URLs may be reached, checked again at every attempt (default: public https only). */
  rules?: UrlRules;
  /** Deliveries claimed per call (default 32). */
  limit?: number;
  /** Sends at once (default 8). */
  concurrency?: number;
  /** A receiver's time to answer (default 15 s). */
  timeoutMs?: number;
  /** The jitter's source (default Math.random). */
  random?: () => number;
}

export interface DeliverResult {
  /** Deliveries the fan-out made. */
  created: number;
  /** Attempts made. */
  sent: number;
  succeeded: number;
  /** Attempts that failed with retries left. */
  retrying: number;
  /** Deliveries marked failed: their last retry failed. */
  failed: number;
}

/**
 * One run of the dispatcher: fan-out, then every delivery due by `now` that no other
 * dispatcher holds is claimed (in one statement, FOR UPDATE SKIP LOCKED, with a lease in
 * `claimed_until` that outlasts the sends), sent, and recorded: a 2xx ends it, anything else
 * schedules the next retry or, after the last, marks it failed. The serving process runs it on
 * an interval (WebhookDispatcher); tests call it with a simulated clock.
 *
 * @example
 * ```ts norun
 * const result = await deliverDue(db, { now: new Date(), fetch, rules: { allowLocal: false } });
 * result.succeeded; // 3
 * ```
 */
export async function deliverDue(db: Db, options: DeliverOptions): Promise<DeliverResult> {
  const { now, fetch, rules = { allowLocal: false } } = options;
  const limit = options.limit ?? 32;
  const concurrency = options.concurrency ?? 8;
  const timeoutMs = options.timeoutMs ?? SEND_TIMEOUT_MS;
  const result: DeliverResult = { created: 0, sent: 0, succeeded: 0, retrying: 0, failed: 0 };
  result.created = await fanOut(db, now);

  const claim = randomUUID();
  // Long enough for every claimed delivery to time out, a round of `concurrency` at a time.
  const leaseMs = Math.ceil(limit / concurrency) * timeoutMs + 30_000;
  const { rows: claimed } = await db.query<{
    id: number;
    attempts: number;
    payload: string;
    url: string;
    secret: string;
    event_id: string;
  }>(
    `WITH claimed AS (
       UPDATE webhook_deliveries d
          SET claimed_by = $3, claimed_until = $1::timestamptz + $4 * interval '1 millisecond'
        WHERE d.id IN (
          SELECT q.id FROM webhook_deliveries q JOIN webhook_endpoints e ON e.id = q.endpoint_id
           WHERE q.state = 'pending' AND q.next_attempt_at <= $1::timestamptz AND e.enabled
             AND (q.claimed_until IS NULL OR q.claimed_until <= $1::timestamptz)
           ORDER BY q.next_attempt_at, q.id LIMIT $2
           FOR UPDATE OF q SKIP LOCKED)
        RETURNING d.id, d.attempts, d.payload, d.endpoint_id, d.event_seq)
     SELECT c.id, c.attempts, c.payload, e.url, e.secret, m.event_id
       FROM claimed c JOIN webhook_endpoints e ON e.id = c.endpoint_id
       JOIN monitor_events m ON m.seq = c.event_seq
      ORDER BY c.event_seq`,
    [now.toISOString(), limit, claim, leaseMs],
  );

  let next = 0;
  const worker = async () => {
    for (;;) {
      const delivery = claimed[next++];
      if (!delivery) return;
      const outcome = await send(
        {
          url: delivery.url,
          secret: delivery.secret,
          eventId: delivery.event_id,
          payload: delivery.payload,
        },
        now,
        fetch,
        rules,
        timeoutMs,
      );
      result.sent += 1;
      const failedAttempts = delivery.attempts + 1;
      const retryAt = succeeded(outcome)
        ? undefined
        : nextAttemptAt(now, failedAttempts, options.random);
      const state = succeeded(outcome) ? 'succeeded' : retryAt ? 'pending' : 'failed';
      await db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO webhook_attempts (delivery_id, attempted_at, status_code, error, duration_ms)
           VALUES ($1, $2, $3, $4, $5)`,
          [delivery.id, now.toISOString(), outcome.statusCode, outcome.error, outcome.durationMs],
        );
        // Only while the claim is still this run's: a replay may have ended it meanwhile.
        await tx.query(
          `UPDATE webhook_deliveries
              SET attempts = attempts + 1, state = $3, next_attempt_at = $4::timestamptz,
                  finished_at = CASE WHEN $3 = 'pending' THEN NULL ELSE $5::timestamptz END,
                  claimed_by = NULL, claimed_until = NULL
            WHERE id = $1 AND claimed_by = $2 AND state = 'pending'`,
          [delivery.id, claim, state, retryAt?.toISOString() ?? null, now.toISOString()],
        );
      });
      if (state === 'succeeded') result.succeeded += 1;
      else if (state === 'pending') result.retrying += 1;
      else result.failed += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, claimed.length) }, worker));
  return result;
}

/**
 * Sends a delivery again now, whatever its state, and logs the attempt as a replay. A 2xx
 * marks it succeeded (no retry follows); otherwise its schedule stays as it was. Answers the
 * delivery with its log, or undefined when the account has no such delivery in this mode.
 *
 * @example
 * ```ts norun
 * const replayed = await replayDelivery(db, owner, 7, 311, { now: new Date(), fetch, rules });
 * replayed?.delivery.attempts.at(-1); // { statusCode: 200, replay: true, … }
 * ```
 */
export async function replayDelivery(
  db: Db,
  owner: Owner,
  endpointId: number,
  deliveryId: number,
  options: { now: Date; fetch: WebhookFetch; rules: UrlRules; timeoutMs?: number },
): Promise<
  { delivery: WebhookDelivery; statusCode: number | null; error: string | null } | undefined
> {
  const { rows } = await db.query<{
    payload: string;
    url: string;
    secret: string;
    event_id: string;
  }>(
    `SELECT d.payload, e.url, e.secret, m.event_id
       FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id
       JOIN monitor_events m ON m.seq = d.event_seq
      WHERE e.user_id = $1 AND e.mode = $2 AND e.id = $3 AND d.id = $4`,
    [owner.userId, owner.mode, endpointId, deliveryId],
  );
  const target = rows[0];
  if (!target) return undefined;
  const outcome = await send(
    { url: target.url, secret: target.secret, eventId: target.event_id, payload: target.payload },
    options.now,
    options.fetch,
    options.rules,
    options.timeoutMs ?? SEND_TIMEOUT_MS,
  );
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO webhook_attempts (delivery_id, attempted_at, status_code, error, duration_ms, replay)
       VALUES ($1, $2, $3, $4, $5, true)`,
      [
        deliveryId,
        options.now.toISOString(),
        outcome.statusCode,
        outcome.error,
        outcome.durationMs,
      ],
    );
    if (succeeded(outcome))
      await tx.query(
        `UPDATE webhook_deliveries
            SET state = 'succeeded', next_attempt_at = NULL, finished_at = $2::timestamptz,
                claimed_by = NULL, claimed_until = NULL
          WHERE id = $1 AND state <> 'succeeded'`,
        [deliveryId, options.now.toISOString()],
      );
  });
  const delivery = (await findDelivery(db, owner, endpointId, deliveryId)) as WebhookDelivery;
  return { delivery, statusCode: outcome.statusCode, error: outcome.error };
}

export interface DispatcherOptions {
  fetch: WebhookFetch;
  rules: UrlRules;
  /** How often due deliveries are looked for (ms, default 5000). */
  intervalMs?: number;
  /** The clock (default: the real one). */
  clock?: () => Date;
  onError?: (error: unknown) => void;
}

/**
 * Runs `deliverDue` in the serving process every few seconds, as long as the process lives.
 * Several processes on one database may each run one: claims keep them from sending one
 * delivery twice at once.
 *
 * @example
 * ```ts norun
 * const dispatcher = new WebhookDispatcher(db, { fetch: createSender(rules), rules });
 * dispatcher.start();
 * await dispatcher.close();
 * ```
 */
export class WebhookDispatcher {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly options: DispatcherOptions,
  ) {}

  start(): void {
    this.schedule(0);
  }

  /** Stops, after the run in progress (its sends time out within 15 s). */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(ms: number): void {
    if (this.closed) return;
    this.timer = setTimeout(() => {
      this.running = this.run().finally(() => {
        this.running = undefined;
        this.schedule(this.options.intervalMs ?? 5000);
      });
    }, ms);
    this.timer.unref();
  }

  private async run(): Promise<void> {
    const limit = 32;
    try {
      // Batch after batch while batches come back full, a bounded number of times per tick.
      for (let round = 0; round < 20 && !this.closed; round++) {
        const result = await deliverDue(this.db, {
          now: (this.options.clock ?? (() => new Date()))(),
          fetch: this.options.fetch,
          rules: this.options.rules,
          limit,
        });
        if (result.sent < limit) return;
      }
    } catch (error) {
      this.options.onError?.(error);
    }
  }
}

// Monitoring over the public API: /v1/watches, /v1/events and webhooks (endpoints, signed
// deliveries, retries with back-off on a simulated clock, the delivery log and replay), on
// PGlite and PostgreSQL. Deliveries go to real HTTP receivers started here; each one is checked
// with @kyc/api-client's verifyWebhook. Events are inserted as rows of monitor_events (the
// detection that writes them is tested with it).
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyWebhook, type WebhookEvent } from '@kyc/api-client';
import { Ajv2020 } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { SANDBOX } from '../src/companies/sandbox';
import type { Db } from '../src/db/types';
import { deliverDue, fanOut, MAX_ATTEMPTS, RETRY_DELAYS_MINUTES } from '../src/webhooks/dispatcher';
import { createSender, ForbiddenAddressError } from '../src/webhooks/send';
import {
  authHeaders,
  backends,
  loginAs,
  SITE_ORIGIN,
  startService,
  type TestService,
} from './helpers';

const MINUTE = 60_000;

/** The simulated time every send, replay and receiver of this file goes by. */
const clock = {
  now: new Date('2026-11-26T02:00:00.000Z'),
  set(at: Date) {
    this.now = new Date(at);
  },
};

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  /** The simulated time it arrived at. */
  at: Date;
  status: number;
}

/** A webhook receiver: an HTTP server on a loopback port, answering as `answer` says. */
class Receiver {
  readonly requests: Received[] = [];
  private server: Server | undefined;
  port = 0;

  constructor(public answer: (index: number) => number = () => 200) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}/hooks/kyc`;
  }

  async start(): Promise<void> {
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const status = this.answer(this.requests.length);
        this.requests.push({
          headers: request.headers,
          body: Buffer.concat(chunks).toString('utf8'),
          at: new Date(clock.now),
          status,
        });
        response.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  get running(): boolean {
    return this.server !== undefined;
  }

  /** Event ids of the requests it answered 2xx, in arrival order. */
  accepted(): string[] {
    return this.requests
      .filter((r) => r.status >= 200 && r.status < 300)
      .map((r) => String(r.headers['webhook-id']));
  }
}

describe.each(backends)('monitoring and webhooks over /v1 on $name', (backend) => {
  let service: TestService;
  let db: Db;
  let ownerHeaders: Record<string, string>;
  let testKey: string;
  let liveKey: string;
  const receivers: Receiver[] = [];
  const send = createSender({ allowLocal: true });
  const rules = { allowLocal: true };

  async function makeKey(mode: 'test' | 'live', scopes: string[]): Promise<string> {
    const created = await service.app.inject({
      method: 'POST',
      url: '/webapi/saas/api/keys',
      headers: ownerHeaders,
      payload: { name: `monitoring ${mode}`, mode, scopes },
    });
    expect(created.statusCode, created.body).toBe(201);
    return (created.json() as { secret: string }).secret;
  }

  async function call(
    secret: string,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    app: FastifyInstance = service.app,
  ): Promise<LightMyRequestResponse> {
    // Each call starts a fresh second of the keys' per-second limit (v1.test.ts tests limits).
    await db.query("DELETE FROM api_rate_counters WHERE window_kind = 'second'");
    return app.inject({
      method,
      url,
      payload,
      headers: { authorization: `Bearer ${secret}` },
    });
  }

  async function receiver(answer?: (index: number) => number): Promise<Receiver> {
    const started = new Receiver(answer);
    await started.start();
    receivers.push(started);
    return started;
  }

  /** A change event as the detection records it, seen now on the simulated clock. */
  async function recordEvent(
    keyNo: string,
    kind: string,
    before: unknown,
    after: unknown,
    chain: unknown = null,
  ): Promise<string> {
    const id = `evt_${randomBytes(12).toString('hex')}`;
    const { rows } = await db.query(
      `INSERT INTO monitor_events (event_id, company_id, kind, before, after, chain, source, source_date, seen_at)
       SELECT $1, id, $3, $4::jsonb, $5::jsonb, $6::jsonb, 'Test register', $7::timestamptz - interval '1 day', $7
         FROM companies WHERE key_no = $2 RETURNING seq`,
      [
        id,
        keyNo,
        kind,
        JSON.stringify(before),
        JSON.stringify(after),
        JSON.stringify(chain),
        clock.now.toISOString(),
      ],
    );
    expect(rows).toHaveLength(1);
    // And the alerts detectChanges writes with it: one for each user watching the company.
    await db.query(
      `INSERT INTO monitor_alerts (user_id, seq, created_at)
       SELECT w.user_id, e.seq, e.seen_at FROM monitor_events e
         JOIN watches w ON w.company_id = e.company_id WHERE e.event_id = $1`,
      [id],
    );
    return id;
  }

  /**
   * Runs the dispatcher on the simulated clock until `done` holds: each round sends what is
   * due, then the clock jumps to the next due attempt (at least a second, at most `step`).
   * `beforeRound` may change the world at the round's time (bring a receiver up).
   */
  async function dispatchUntil(
    done: () => boolean | Promise<boolean>,
    { step = 5 * MINUTE, beforeRound = async () => {} } = {},
  ): Promise<number> {
    for (let round = 1; round <= 400; round++) {
      await beforeRound();
      await deliverDue(db, { now: clock.now, fetch: send, rules });
      if (await done()) return round;
      const { rows } = await db.query<{ due: Date | string | null }>(
        "SELECT min(next_attempt_at) AS due FROM webhook_deliveries WHERE state = 'pending'",
      );
      const due = rows[0]?.due ? new Date(rows[0].due).getTime() : Number.POSITIVE_INFINITY;
      const now = clock.now.getTime();
      clock.set(new Date(Math.min(now + step, Math.max(now + 1000, due))));
    }
    throw new Error('the deliveries did not settle within 400 dispatcher rounds');
  }

  /** Every event /v1/events has for the key, page by page (`limit` a page). */
  async function allEvents(secret: string, limit = 2) {
    const items: Array<{ id: string; seq: number; kind: string }> = [];
    let cursor = '';
    for (;;) {
      const page = await call(
        secret,
        'GET',
        `/v1/events?limit=${limit}${cursor && `&since=${cursor}`}`,
      );
      expect(page.statusCode, page.body).toBe(200);
      const body = page.json() as { items: typeof items; nextCursor: string };
      items.push(...body.items);
      if (body.items.length === 0) {
        // An empty page keeps the cursor where it was: the next poll goes on from there.
        expect(body.nextCursor).toBe(cursor || '0');
        return items;
      }
      cursor = body.nextCursor;
    }
  }

  beforeAll(async () => {
    service = await startService(backend, {
      reports: false,
      webhooks: { dispatch: false, allowLocal: true, fetch: send, clock: () => clock.now },
    });
    db = service.db;
    ownerHeaders = authHeaders(await loginAs(service.app, 'demo_formal'));
    testKey = await makeKey('test', ['companies:read', 'monitoring']);
    liveKey = await makeKey('live', ['monitoring']);
  }, 180_000);

  afterAll(async () => {
    for (const started of receivers) await started.stop();
    await service?.close();
  });

  it('offers the monitoring scope on the keys page and refuses keys without it', async () => {
    const keys = await service.app.inject({ url: '/webapi/saas/api/keys', headers: ownerHeaders });
    expect(keys.json().scopes).toContain('monitoring');
    const without = await makeKey('test', ['companies:read']);
    for (const [method, url, payload] of [
      ['GET', '/v1/watches'],
      ['POST', '/v1/watches', { company: SANDBOX.plain }],
      ['DELETE', `/v1/watches/${SANDBOX.plain}`],
      ['GET', '/v1/events'],
      ['GET', '/v1/webhooks'],
      ['POST', '/v1/webhooks', { url: 'https://hooks.example.com/kyc', events: ['*'] }],
      ['GET', '/v1/webhooks/1'],
      ['PATCH', '/v1/webhooks/1', { enabled: false }],
      ['DELETE', '/v1/webhooks/1'],
      ['GET', '/v1/webhooks/1/deliveries'],
      ['POST', '/v1/webhooks/1/deliveries/1/replay'],
    ] as const) {
      const response = await call(without, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.json()).toMatchObject({
        type: `${SITE_ORIGIN}/products-api/reference#problem-forbidden-scope`,
        requiredScope: 'monitoring',
      });
    }
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM watches');
    expect(rows[0]?.n).toBe(0);
  });

  it('watches companies by any of their codes, lists and unwatches them, per key mode', async () => {
    const { rows: codes } = await db.query<{ key_no: string; uscc: string; lei: string | null }>(
      'SELECT key_no, uscc, lei FROM companies WHERE key_no = ANY($1) ORDER BY key_no',
      [[SANDBOX.deepChain, SANDBOX.hongKongHolding]],
    );
    const deepChainUscc = codes.find((c) => c.key_no === SANDBOX.deepChain)?.uscc as string;
    const hongKongLei = codes.find((c) => c.key_no === SANDBOX.hongKongHolding)?.lei as string;
    expect(deepChainUscc).toBeTruthy();
    expect(hongKongLei).toBeTruthy();

    const first = await call(testKey, 'POST', '/v1/watches', { company: SANDBOX.plain });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ keyNo: SANDBOX.plain, direct: true });
    expect(first.json().watchedSince).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const again = await call(testKey, 'POST', '/v1/watches', { company: SANDBOX.plain });
    expect(again.statusCode).toBe(200);
    expect(again.json().watchedSince).toBe(first.json().watchedSince);
    for (const company of [deepChainUscc, hongKongLei, SANDBOX.dissolved])
      expect((await call(testKey, 'POST', '/v1/watches', { company })).statusCode).toBe(201);

    // A test key watches only the sandbox: a register company is not found for it.
    const { rows: register } = await db.query<{ key_no: string; id: number }>(
      'SELECT key_no, id FROM companies WHERE NOT sandbox ORDER BY id LIMIT 3',
    );
    const notSandbox = await call(testKey, 'POST', '/v1/watches', {
      company: register[0]?.key_no,
    });
    expect(notSandbox.statusCode).toBe(404);
    expect(notSandbox.json().detail).toMatch(/sandbox/);
    const bad = await call(testKey, 'POST', '/v1/watches', { company: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('company');

    // Pages in a stable order, each company once.
    const seen: string[] = [];
    let cursor = '';
    for (;;) {
      const page = await call(
        testKey,
        'GET',
        `/v1/watches?limit=3${cursor && `&cursor=${cursor}`}`,
      );
      expect(page.statusCode, page.body).toBe(200);
      seen.push(...page.json().items.map((w: { keyNo: string }) => w.keyNo));
      cursor = page.json().nextCursor;
      if (!cursor) break;
    }
    expect(seen.sort()).toEqual(
      [SANDBOX.plain, SANDBOX.deepChain, SANDBOX.hongKongHolding, SANDBOX.dissolved].sort(),
    );

    const removed = await call(testKey, 'DELETE', `/v1/watches/${SANDBOX.dissolved}`);
    expect(removed.statusCode).toBe(204);
    const gone = await call(testKey, 'DELETE', `/v1/watches/${SANDBOX.dissolved}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().detail).toBe(`${SANDBOX.dissolved} is not watched.`);

    // The live key watches the register, and its list holds no sandbox company.
    for (const company of register.slice(0, 2))
      expect(
        (await call(liveKey, 'POST', '/v1/watches', { company: company.key_no })).statusCode,
      ).toBe(201);
    const live = (await call(liveKey, 'GET', '/v1/watches')).json();
    expect(live.items.map((w: { keyNo: string }) => w.keyNo)).toEqual(
      register.slice(0, 2).map((c) => c.key_no),
    );
    const test = (await call(testKey, 'GET', '/v1/watches')).json();
    expect(test.items).toHaveLength(3);
  });

  it('delivers every event exactly once to a receiver that fails its first tries, each signed, in /v1/events too', async () => {
    // The first seven requests are answered 500, then everything 200.
    const target = await receiver((index) => (index < 7 ? 500 : 200));
    const created = await call(testKey, 'POST', '/v1/webhooks', {
      url: target.url,
      events: ['*', 'officers'],
      description: 'Onboarding',
    });
    expect(created.statusCode, created.body).toBe(201);
    const endpoint = created.json();
    expect(endpoint).toMatchObject({ events: ['*'], enabled: true, mode: 'test' });
    // whsec_ and the base64 of 32 random bytes.
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const shown = (await call(testKey, 'GET', `/v1/webhooks/${endpoint.id}`)).json();
    expect(shown).not.toHaveProperty('secret');
    expect((await call(testKey, 'GET', '/v1/webhooks')).json().items).toEqual([shown]);

    const expected = [
      await recordEvent(
        SANDBOX.plain,
        'officers',
        [{ name: '王明' }],
        [{ name: '王明' }, { name: '李华' }],
      ),
      await recordEvent(SANDBOX.plain, 'name', '沙盒示例科技有限公司', '沙盒示例科技集团有限公司'),
      await recordEvent(
        SANDBOX.deepChain,
        'shareholders',
        [{ name: 'A', percent: 100 }],
        [{ name: 'B', percent: 100 }],
      ),
      await recordEvent(
        SANDBOX.deepChain,
        'beneficial_owners',
        [{ name: 'Li Hua' }],
        [{ name: 'Zhang Wei' }],
        [
          { keyNo: 'SBX0000000000005', name: '沙盒顶层控股有限公司' },
          { keyNo: SANDBOX.deepChain, name: '沙盒深链运营有限公司' },
        ],
      ),
      await recordEvent(
        SANDBOX.hongKongHolding,
        'gleif_parents',
        [],
        [{ lei: '5493001KJTIIGC8Y1R12' }],
      ),
      await recordEvent(SANDBOX.plain, 'status', '存续', '注销'),
    ];
    // Not watched (unwatched above), and a register company: neither reaches a test endpoint.
    await recordEvent(SANDBOX.dissolved, 'status', '存续', '注销');
    const { rows: liveWatched } = await db.query<{ key_no: string }>(
      `SELECT c.key_no FROM watches w JOIN companies c ON c.id = w.company_id
        WHERE NOT c.sandbox ORDER BY c.id LIMIT 1`,
    );
    await recordEvent(liveWatched[0]?.key_no as string, 'address', 'Old street 1', 'New street 2');

    const rounds = await dispatchUntil(() => new Set(target.accepted()).size === expected.length, {
      step: MINUTE,
    });
    expect(rounds).toBeGreaterThan(1);
    // Exactly once each, by event id, and nothing else.
    expect(target.accepted().sort()).toEqual([...expected].sort());
    expect(target.requests.filter((r) => r.status === 500)).toHaveLength(7);
    // Every request, refused or not, verifies with the secret shown at registration, and its
    // body is the payload /v1/openapi.json declares.
    const document = (await service.app.inject({ url: '/v1/openapi.json' })).json();
    const ajv = new Ajv2020({ strict: false });
    addFormats(ajv);
    ajv.addSchema({ $id: 'v1', components: document.components });
    const declared = ajv.getSchema('v1#/components/schemas/WebhookPayload');
    if (!declared) throw new Error('no WebhookPayload schema');
    const events = new Map<string, WebhookEvent>();
    for (const request of target.requests) {
      const event = await verifyWebhook(endpoint.secret, request.headers, request.body, {
        now: request.at,
      });
      expect(request.headers['webhook-id']).toBe(event.data.id);
      expect(event.type).toBe(`company.${event.data.kind}`);
      expect(declared(event), JSON.stringify(declared.errors)).toBe(true);
      events.set(event.data.id, event);
    }
    // /v1/events holds the same events, in the order they were recorded, with the same data.
    const listed = await allEvents(testKey);
    expect(listed.map((e) => e.id)).toEqual(expected);
    expect(listed.map((e) => e.seq)).toEqual([...listed.map((e) => e.seq)].sort((a, b) => a - b));
    for (const item of listed) expect(events.get(item.id)?.data).toEqual(item);
    const chained = listed.find((e) => e.kind === 'beneficial_owners') as unknown as {
      chain: unknown[];
    };
    expect(chained.chain).toHaveLength(2);

    // The log: every delivery succeeded, its attempts and their statuses as the receiver saw.
    const log = await call(testKey, 'GET', `/v1/webhooks/${endpoint.id}/deliveries?limit=100`);
    expect(log.statusCode, log.body).toBe(200);
    const deliveries = log.json().items as Array<{
      eventId: string;
      state: string;
      attemptCount: number;
      nextAttemptAt: string | null;
      attempts: Array<{ at: string; statusCode: number; replay: boolean }>;
    }>;
    expect(deliveries.map((d) => d.eventId).sort()).toEqual([...expected].sort());
    expect(deliveries.every((d) => d.state === 'succeeded' && d.nextAttemptAt === null)).toBe(true);
    expect(deliveries.reduce((n, d) => n + d.attemptCount, 0)).toBe(target.requests.length);
    for (const delivery of deliveries) {
      expect(delivery.attempts.at(-1)?.statusCode).toBe(200);
      // Back-off: each retry waited at least its delay after the attempt before it.
      delivery.attempts.forEach((attempt, n) => {
        const before = delivery.attempts[n - 1];
        if (!before) return;
        const waited = Date.parse(attempt.at) - Date.parse(before.at);
        expect(waited).toBeGreaterThanOrEqual((RETRY_DELAYS_MINUTES[n - 1] as number) * MINUTE);
      });
    }
    // Paged by cursor, newest first.
    const pageOne = (
      await call(testKey, 'GET', `/v1/webhooks/${endpoint.id}/deliveries?limit=4`)
    ).json();
    const pageTwo = (
      await call(
        testKey,
        'GET',
        `/v1/webhooks/${endpoint.id}/deliveries?limit=4&cursor=${pageOne.nextCursor}`,
      )
    ).json();
    expect([...pageOne.items, ...pageTwo.items].map((d: { eventId: string }) => d.eventId)).toEqual(
      deliveries.map((d) => d.eventId),
    );
    expect(pageTwo.nextCursor).toBeNull();

    // Another fan-out, and another dispatcher run, send nothing more.
    expect(await fanOut(db, clock.now)).toBe(0);
    const requests = target.requests.length;
    await deliverDue(db, {
      now: new Date(clock.now.getTime() + 48 * 60 * MINUTE),
      fetch: send,
      rules,
    });
    expect(target.requests).toHaveLength(requests);
  });

  it('sends a receiver down for the whole first hour everything once it is up, for its kinds only', async () => {
    const target = await receiver();
    await target.stop();
    const created = (
      await call(liveKey, 'POST', '/v1/webhooks', {
        url: target.url,
        events: ['officers', 'beneficial_owners'],
      })
    ).json();
    expect(created.mode).toBe('live');
    // A test key does not see a live key's endpoint.
    expect((await call(testKey, 'GET', `/v1/webhooks/${created.id}`)).statusCode).toBe(404);

    const { rows: watched } = await db.query<{ key_no: string }>(
      `SELECT c.key_no FROM watches w JOIN companies c ON c.id = w.company_id
        WHERE NOT c.sandbox ORDER BY c.id`,
    );
    const [first, second] = watched.map((w) => w.key_no) as [string, string];
    const start = clock.now.getTime();
    const wanted = [
      await recordEvent(first, 'officers', [], [{ name: 'Chen Jing' }]),
      await recordEvent(second, 'beneficial_owners', [{ name: 'Chen Jing' }], []),
      await recordEvent(second, 'officers', [{ name: 'Wu Lei' }], []),
    ];
    const unwanted = await recordEvent(first, 'name', 'Old name Ltd', 'New name Ltd');
    const upAt = start + 60 * MINUTE;

    await dispatchUntil(() => new Set(target.accepted()).size === wanted.length, {
      beforeRound: async () => {
        if (!target.running && clock.now.getTime() >= upAt) await target.start();
      },
    });
    expect(target.accepted().sort()).toEqual([...wanted].sort());
    expect(target.requests.every((r) => r.at.getTime() >= upAt)).toBe(true);
    for (const request of target.requests)
      await verifyWebhook(created.secret, request.headers, request.body, { now: request.at });

    const log = (await call(liveKey, 'GET', `/v1/webhooks/${created.id}/deliveries`)).json();
    for (const delivery of log.items as Array<{
      state: string;
      attempts: Array<{ at: string; statusCode: number | null; error: string | null }>;
    }>) {
      expect(delivery.state).toBe('succeeded');
      const failed = delivery.attempts.slice(0, -1);
      // Refused connections all through the first hour, retried with growing waits.
      expect(failed.length).toBeGreaterThanOrEqual(5);
      expect(failed.every((a) => a.statusCode === null && /ECONNREFUSED/.test(a.error ?? ''))).toBe(
        true,
      );
      expect(failed.every((a) => Date.parse(a.at) < upAt)).toBe(true);
    }
    // /v1/events with the live key: every kind, in order; the endpoint got its kinds of them.
    const listed = (await allEvents(liveKey, 100)).map((e) => e.id);
    const liveEvents = listed.slice(listed.indexOf(wanted[0] as string));
    expect(liveEvents).toEqual([wanted[0], wanted[1], wanted[2], unwanted]);
    // The sandbox's events are not a live key's, nor the register's a test key's.
    expect((await allEvents(testKey, 100)).some((e) => wanted.includes(e.id))).toBe(false);
  });

  it('marks a delivery failed after twelve attempts over more than 34 hours, and replays it', async () => {
    let healthy = false;
    const target = await receiver(() => (healthy ? 200 : 503));
    const created = (
      await call(testKey, 'POST', '/v1/webhooks', { url: target.url, events: ['status'] })
    ).json();
    const eventId = await recordEvent(SANDBOX.deepChain, 'status', '存续', '吊销');
    await dispatchUntil(
      async () => {
        const { rows } = await db.query<{ state: string }>(
          'SELECT state FROM webhook_deliveries WHERE endpoint_id = $1',
          [created.id],
        );
        return rows[0]?.state === 'failed';
      },
      { step: 24 * 60 * MINUTE },
    );
    const log = (
      await call(testKey, 'GET', `/v1/webhooks/${created.id}/deliveries?state=failed`)
    ).json();
    expect(log.items).toHaveLength(1);
    const failed = log.items[0];
    expect(failed).toMatchObject({
      eventId,
      state: 'failed',
      attemptCount: MAX_ATTEMPTS,
      nextAttemptAt: null,
    });
    expect(failed.attempts).toHaveLength(12);
    const span = Date.parse(failed.attempts.at(-1).at) - Date.parse(failed.attempts[0].at);
    expect(span).toBeGreaterThanOrEqual(24 * 60 * MINUTE);
    expect(span).toBeGreaterThanOrEqual(2047 * MINUTE);
    expect(target.requests).toHaveLength(12);
    expect(
      (await call(testKey, 'GET', `/v1/webhooks/${created.id}/deliveries?state=pending`)).json()
        .items,
    ).toEqual([]);

    // Replay sends it now: the same event id and body, signed for now.
    healthy = true;
    clock.set(new Date(clock.now.getTime() + 3 * 60 * MINUTE));
    const replayed = await call(
      testKey,
      'POST',
      `/v1/webhooks/${created.id}/deliveries/${failed.id}/replay`,
    );
    expect(replayed.statusCode, replayed.body).toBe(200);
    expect(replayed.json()).toMatchObject({ state: 'succeeded', attemptCount: 12 });
    expect(replayed.json().attempts.at(-1)).toMatchObject({ statusCode: 200, replay: true });
    const last = target.requests.at(-1) as Received;
    expect(last.headers['webhook-id']).toBe(eventId);
    expect(last.body).toBe(target.requests[0]?.body);
    expect(
      (await verifyWebhook(created.secret, last.headers, last.body, { now: clock.now })).data.id,
    ).toBe(eventId);
    // A succeeded delivery can be replayed too (the receiver lost it, say); it stays succeeded.
    const again = await call(
      testKey,
      'POST',
      `/v1/webhooks/${created.id}/deliveries/${failed.id}/replay`,
    );
    expect(again.json().attempts).toHaveLength(14);
    expect(target.accepted().filter((id) => id === eventId)).toHaveLength(2);
    // Another account's or mode's delivery is not found.
    expect(
      (await call(liveKey, 'POST', `/v1/webhooks/${created.id}/deliveries/${failed.id}/replay`))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(testKey, 'POST', `/v1/webhooks/${created.id}/deliveries/2147483647/replay`))
        .statusCode,
    ).toBe(404);
  });

  it('never sends one delivery twice when dispatchers run at once', async () => {
    const target = await receiver();
    const created = (
      await call(testKey, 'POST', '/v1/webhooks', { url: target.url, events: ['address'] })
    ).json();
    clock.set(new Date(clock.now.getTime() + MINUTE));
    const ids: string[] = [];
    for (let n = 0; n < 10; n++)
      ids.push(
        await recordEvent(SANDBOX.hongKongHolding, 'address', `Street ${n}`, `Street ${n + 1}`),
      );
    await Promise.all(
      Array.from({ length: 4 }, () => deliverDue(db, { now: clock.now, fetch: send, rules })),
    );
    // No delivery was tried twice at that moment, by any of the four.
    const { rows: twice } = await db.query<{ delivery_id: number }>(
      `SELECT delivery_id FROM webhook_attempts WHERE attempted_at = $1::timestamptz AND NOT replay
        GROUP BY delivery_id HAVING count(*) > 1`,
      [clock.now.toISOString()],
    );
    expect(twice).toEqual([]);
    await dispatchUntil(() => target.accepted().length >= ids.length);
    expect(target.requests.map((r) => r.headers['webhook-id']).sort()).toEqual([...ids].sort());
    const { rows } = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM webhook_deliveries WHERE endpoint_id = $1',
      [created.id],
    );
    expect(rows[0]?.n).toBe(ids.length);
  });

  it('turns an endpoint off and on, changes its URL, and deletes it with its log', async () => {
    const target = await receiver();
    const created = (
      await call(testKey, 'POST', '/v1/webhooks', {
        url: 'http://127.0.0.1:9/nowhere',
        events: ['name'],
      })
    ).json();
    const off = await call(testKey, 'PATCH', `/v1/webhooks/${created.id}`, {
      enabled: false,
      url: target.url,
      description: 'Paused',
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({
      enabled: false,
      url: target.url,
      description: 'Paused',
      events: ['name'],
    });
    const eventId = await recordEvent(SANDBOX.plain, 'name', 'A', 'B');
    await deliverDue(db, { now: clock.now, fetch: send, rules });
    expect(target.requests).toHaveLength(0);
    // Enabled again, it gets what was recorded while it was off.
    expect(
      (await call(testKey, 'PATCH', `/v1/webhooks/${created.id}`, { enabled: true })).statusCode,
    ).toBe(200);
    await dispatchUntil(() => target.accepted().length === 1);
    expect(target.accepted()).toEqual([eventId]);
    expect((await call(testKey, 'PATCH', `/v1/webhooks/${created.id}`, {})).statusCode).toBe(400);
    expect(
      (await call(testKey, 'PATCH', `/v1/webhooks/${created.id}`, { events: ['nonsense'] }))
        .statusCode,
    ).toBe(400);
    expect((await call(testKey, 'DELETE', `/v1/webhooks/${created.id}`)).statusCode).toBe(204);
    expect((await call(testKey, 'GET', `/v1/webhooks/${created.id}/deliveries`)).statusCode).toBe(
      404,
    );
    expect((await call(testKey, 'DELETE', `/v1/webhooks/${created.id}`)).statusCode).toBe(404);
    const { rows } = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM webhook_deliveries WHERE endpoint_id = $1',
      [created.id],
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('refuses http, private, loopback and reserved URLs unless local delivery is allowed', async () => {
    const strict = await buildApp({
      db,
      allowedOrigins: [SITE_ORIGIN],
      reports: false,
      searchIndex: false,
      webhooks: { dispatch: false },
    });
    try {
      const refused: Array<[string, RegExp]> = [
        ['http://hooks.example.com/kyc', /https:\/\//],
        ['https://127.0.0.1/hook', /private, loopback or reserved/],
        ['https://2130706433/hook', /private, loopback or reserved/],
        ['https://[::1]/hook', /private, loopback or reserved/],
        ['https://[::ffff:7f00:1]/hook', /private, loopback or reserved/],
        ['https://169.254.169.254/latest/meta-data', /private, loopback or reserved/],
        ['https://10.1.2.3/hook', /private, loopback or reserved/],
        ['https://192.168.0.10:8443/hook', /private, loopback or reserved/],
        ['https://[fd00::1]/hook', /private, loopback or reserved/],
        ['https://localhost:8443/hook', /private, loopback or reserved/],
        ['https://api.localhost/hook', /private, loopback or reserved/],
        ['https://intranet/hook', /fully qualified/],
        ['https://user:secret@hooks.example.com/kyc', /user name and password/],
        ['hooks.example.com/kyc', /Not a URL/],
        ['ftp://hooks.example.com/kyc', /https:\/\//],
      ];
      for (const [url, message] of refused) {
        const response = await call(
          testKey,
          'POST',
          '/v1/webhooks',
          { url, events: ['*'] },
          strict,
        );
        expect(response.statusCode, url).toBe(400);
        expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
        expect(response.json().errors.url, url).toMatch(message);
        expect(response.json().detail).toMatch(/^The URL is refused: /);
      }
      const fine = await call(
        testKey,
        'POST',
        '/v1/webhooks',
        { url: 'https://hooks.example.com/kyc', events: ['officers'] },
        strict,
      );
      expect(fine.statusCode, fine.body).toBe(201);
      const patched = await call(
        testKey,
        'PATCH',
        `/v1/webhooks/${fine.json().id}`,
        { url: 'https://[::1]:8443/' },
        strict,
      );
      expect(patched.statusCode).toBe(400);
      expect(patched.json().errors).toHaveProperty('url');
      // Too many kinds of the wrong sort, and too long a URL, are schema errors.
      const kinds = await call(
        testKey,
        'POST',
        '/v1/webhooks',
        { url: 'https://hooks.example.com', events: [] },
        strict,
      );
      expect(kinds.statusCode).toBe(400);
      expect(kinds.json().errors).toHaveProperty('events');
      const long = await call(
        testKey,
        'POST',
        '/v1/webhooks',
        { url: `https://hooks.example.com/${'a'.repeat(2100)}`, events: ['*'] },
        strict,
      );
      expect(long.statusCode).toBe(400);
    } finally {
      await strict.close();
    }
    // A name that resolves to a loopback address is refused when the sender connects, so a
    // URL accepted at registration cannot be turned on the service's own network later.
    const strictSend = createSender({ allowLocal: false });
    const target = await receiver();
    const attempt = strictSend(`https://localhost:${target.port}/hook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
      signal: AbortSignal.timeout(5000),
    });
    await expect(attempt).rejects.toBeInstanceOf(ForbiddenAddressError);
    await expect(
      strictSend(`http://127.0.0.1:${target.port}/hook`, {
        method: 'POST',
        headers: {},
        body: '{}',
        signal: AbortSignal.timeout(5000),
      }),
    ).rejects.toThrow(/private, loopback or reserved/);
    expect(target.requests).toHaveLength(0);
  });
});

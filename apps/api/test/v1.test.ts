// The public API (/v1): keys, the sandbox, metering, limits, idempotency and problem documents,
// on PGlite and PostgreSQL. Every non-2xx answer met here is also checked against the
// document's declared problem schema for that operation and status.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { SANDBOX } from '../src/companies/sandbox';
import type { Db } from '../src/db/types';
import {
  generatedEntity,
  generatedLei,
  writeGeneratedGoldenCopy,
} from '../src/imports/gleif-generate';
import { importFile } from '../src/imports/import-file';
import { KEY_CACHE_MS } from '../src/keys/cache';
import { PROBLEM_KINDS } from '../src/lib/problem';
import { bodsValidator } from './bods-validator';
import {
  authHeaders,
  backends,
  loginAs,
  SITE_ORIGIN,
  startService,
  type TestService,
} from './helpers';

interface Operation {
  responses: Record<
    string,
    { description?: string; content?: Record<string, { schema?: object }> }
  >;
}
interface V1Document {
  paths: Record<string, Record<string, Operation>>;
}

type Answer = { status: number; headers: Record<string, unknown>; body: unknown; route: string };

/** The key caches' clock: a test moves it past their bound instead of waiting for it. */
let keyClockOffset = 0;
const keyClock = () => Date.now() + keyClockOffset;
function passKeyCacheBound() {
  keyClockOffset += KEY_CACHE_MS + 1;
}

describe.each(backends)('the public API (/v1) on $name', (backend) => {
  let service: TestService;
  let document: V1Document;
  const answers: Answer[] = [];
  let ownerHeaders: Record<string, string>;

  /** A key made through the keys page's service, as the site makes it. */
  async function makeKey(
    body: Record<string, unknown>,
    headers = ownerHeaders,
  ): Promise<{ id: number; secret: string }> {
    const created = await service.app.inject({
      method: 'POST',
      url: '/webapi/saas/api/keys',
      headers,
      payload: {
        name: 'test',
        mode: 'test',
        scopes: ['companies:read', 'beneficial-owners:read', 'reports:order'],
        ...body,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { key, secret } = created.json() as { key: { id: number }; secret: string };
    return { id: key.id, secret };
  }

  /** Revokes a key a test made, so that the suite stays under the account's 20 keys. */
  async function revoke(id: number): Promise<void> {
    const revoked = await service.app.inject({
      method: 'POST',
      url: `/webapi/saas/api/keys/${id}/revoke`,
      headers: ownerHeaders,
    });
    expect(revoked.statusCode).toBe(200);
  }

  /** A /v1 call through inject, remembered for the problem-document check. */
  async function call(
    secret: string | undefined,
    url: string,
    options: {
      method?: 'GET' | 'POST';
      payload?: object;
      headers?: Record<string, string>;
      remoteAddress?: string;
      app?: FastifyInstance;
    } = {},
  ): Promise<LightMyRequestResponse> {
    // Each call here starts a fresh second of the per-second limit; the limits themselves are
    // the concurrent clients' test.
    await service.db.query("DELETE FROM api_rate_counters WHERE window_kind = 'second'");
    const response = await (options.app ?? service.app).inject({
      method: options.method ?? 'GET',
      url,
      payload: options.payload,
      remoteAddress: options.remoteAddress,
      headers: { ...(secret ? { authorization: `Bearer ${secret}` } : {}), ...options.headers },
    });
    answers.push({
      status: response.statusCode,
      headers: response.headers,
      body: response.headers['content-type']?.toString().includes('json')
        ? response.json()
        : response.body,
      route: `${options.method ?? 'GET'} ${url}`,
    });
    return response;
  }

  beforeAll(async () => {
    service = await startService(backend, { reports: false, api: { keyClock } });
    const owner = await loginAs(service.app, 'demo_formal');
    ownerHeaders = { ...authHeaders(owner) };
    document = (await service.app.inject({ url: '/v1/openapi.json' })).json() as V1Document;
  }, 180_000);
  afterAll(() => service?.close());

  it('answers with a request id, the rate-limit fields and the sandbox to a test key', async () => {
    const { secret } = await makeKey({});
    expect(secret).toMatch(/^kyc_test_[0-9a-f]{40}$/);
    const response = await call(
      secret,
      `/v1/companies/${SANDBOX.deepChain}/beneficial-owners?threshold=25`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers['ratelimit-policy']).toBe('"burst";q=5;w=1, "daily";q=2000;w=86400');
    expect(response.headers.ratelimit).toMatch(/^"burst";r=\d+;t=1, "daily";r=\d+;t=\d+$/);
    const body = response.json();
    const owner = body.owners.find((o: { nameEn: string }) => o.nameEn === 'Li Hua');
    // 100 % × 80 % × 60 % × 70 % through three holding companies.
    expect(owner.percent).toBeCloseTo(33.6, 6);
    expect(owner.isUbo).toBe(true);
    expect(owner.rules).toContain('equity');
    expect(owner.chains[0].links).toHaveLength(4);
    expect(owner.chains[0].links[0].holder.keyNo).toBe('SBXP000000000002');
    expect(owner.chains[0].links.at(-1).held.keyNo).toBe(SANDBOX.deepChain);
    expect(body.source).toBeTruthy();
    expect(body.asOf).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // A test key never sees the register, and the register's search never shows the sandbox.
    const { rows } = await service.db.query<{ key_no: string }>(
      'SELECT key_no FROM companies WHERE NOT sandbox LIMIT 1',
    );
    expect((await call(secret, `/v1/companies/${rows[0]?.key_no}`)).statusCode).toBe(404);
    const search = await call(secret, `/v1/companies?q=${encodeURIComponent('沙盒')}&limit=100`);
    expect(
      search
        .json()
        .items.map((c: { keyNo: string }) => c.keyNo)
        .sort(),
    ).toHaveLength(11);
    // The cross-holding cycle ends, and the Hong Kong holding is found by its LEI too.
    const cycle = await call(secret, `/v1/companies/${SANDBOX.cycle}/beneficial-owners`);
    expect(cycle.statusCode).toBe(200);
    const hk = (await call(secret, `/v1/companies/${SANDBOX.hongKongHolding}`)).json();
    expect(hk.capitalCurrency).toBe('HKD');
    expect((await call(secret, `/v1/companies/${hk.lei}`)).json().keyNo).toBe(
      SANDBOX.hongKongHolding,
    );
    const below = (
      await call(secret, `/v1/companies/${SANDBOX.mainlandUnderHongKong}/beneficial-owners`)
    ).json();
    expect(below.owners.find((o: { nameEn: string }) => o.nameEn === 'Chan Tai Man').percent).toBe(
      75,
    );
    // Never billed: its calls are kept at price 0 for the usage page's test view.
    const { rows: ledger } = await service.db.query<{
      mode: string;
      price_fen: number;
      billing: string;
    }>('SELECT mode, price_fen, billing FROM api_ledger');
    expect(ledger.length).toBeGreaterThan(0);
    expect(
      ledger.every((r) => r.mode === 'test' && r.price_fen === 0 && r.billing === 'sandbox'),
    ).toBe(true);
    const balance = await service.db.query<{ fen: number }>(
      "SELECT api_balance_fen AS fen FROM users WHERE login_name = 'demo_formal'",
    );
    expect(balance.rows[0]?.fen).toBe(10000);
    const testUsage = (await call(secret, '/v1/usage')).json();
    expect(testUsage).toMatchObject({ mode: 'test', totals: { calls: ledger.length, amount: 0 } });
  });

  it('refuses a missing, unknown and revoked key: at once where revoked, within a second on another process', async () => {
    const { id, secret } = await makeKey({ mode: 'live' });
    // Another process: its own database handle, which the revoking process's in-process notice
    // does not reach, so only the key cache's bound (KEY_CACHE_MS) makes it see the revocation.
    const db = service.db;
    const otherHandle: Db = {
      kind: db.kind,
      query: (sql, params) => db.query(sql, params),
      exec: (sql) => db.exec(sql),
      transaction: (work) => db.transaction(work),
      copyFrom: (table, columns, data) => db.copyFrom(table, columns, data),
      close: async () => {},
    };
    const second = await buildApp({
      db: otherHandle,
      allowedOrigins: [SITE_ORIGIN],
      reports: false,
      api: { keyClock },
    });
    try {
      expect((await call(undefined, '/v1/usage')).statusCode).toBe(401);
      expect(
        (await call('kyc_live_0000000000000000000000000000000000000000', '/v1/usage')).statusCode,
      ).toBe(401);
      expect((await call(secret, '/v1/usage')).statusCode).toBe(200);
      expect((await call(secret, '/v1/usage', { app: second })).statusCode).toBe(200);
      const revoked = await service.app.inject({
        method: 'POST',
        url: `/webapi/saas/api/keys/${id}/revoke`,
        headers: ownerHeaders,
      });
      expect(revoked.statusCode).toBe(200);
      const first = await call(secret, '/v1/usage');
      expect(first.statusCode).toBe(401);
      expect(first.headers['content-type']).toMatch(/^application\/problem\+json/);
      // The other process may still hold its read of the key; once the key cache's bound has
      // passed on its clock, it refuses the key.
      passKeyCacheBound();
      expect((await call(secret, '/v1/usage', { app: second })).statusCode).toBe(401);
      // Both changes are in the audit trail.
      const { rows } = await service.db.query<{ action: string }>(
        'SELECT action FROM audit_log WHERE target = $1 ORDER BY id',
        [`API key ${id}`],
      );
      expect(rows.map((r) => r.action)).toEqual(['key.revoke']);
      const created = await service.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM audit_log WHERE action = 'key.create' AND target LIKE $1",
        [`API key ${id} (%`],
      );
      expect(created.rows[0]?.n).toBe(1);
    } finally {
      await second.close();
    }
  });

  it('holds a key to its quota across two API processes on one database', async () => {
    // Both processes count in the database: 10 calls split between them, 6 allowed in all.
    const limits = { perSecond: 1000, perDay: 6 };
    const apps = await Promise.all(
      [0, 1].map(() =>
        buildApp({
          db: service.db,
          allowedOrigins: [SITE_ORIGIN],
          reports: false,
          api: { limits },
        }),
      ),
    );
    try {
      const { secret } = await makeKey({});
      const statuses: number[] = [];
      for (let i = 0; i < 10; i += 1) {
        const response = await call(secret, '/v1/usage', { app: apps[i % 2] });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) {
          expect(response.json().type).toMatch(/#problem-quota-exceeded$/);
          expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
        }
      }
      expect(statuses.filter((s) => s === 200)).toHaveLength(6);
      expect(statuses.slice(6)).toEqual([429, 429, 429, 429]);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
  });

  it('keeps a rotated-out secret working until its grace ends', async () => {
    const { id, secret: old } = await makeKey({});
    const rotate = (graceDays: number) =>
      service.app.inject({
        method: 'POST',
        url: `/webapi/saas/api/keys/${id}/rotate`,
        headers: ownerHeaders,
        payload: { graceDays },
      });
    const rotated = await rotate(1);
    expect(rotated.statusCode).toBe(200);
    const fresh = rotated.json().secret as string;
    expect(rotated.json().key.previousSecretValidUntil).toBeTruthy();
    expect((await call(old, '/v1/usage')).statusCode).toBe(200);
    expect((await call(fresh, '/v1/usage')).statusCode).toBe(200);
    // The grace ends (the clock moves on, in the database: no process is told): the old secret
    // stops within the key cache's bound, the new one goes on.
    await service.db.query(
      "UPDATE api_key_secrets SET valid_until = now() - interval '1 second' WHERE key_id = $1 AND valid_until IS NOT NULL",
      [id],
    );
    passKeyCacheBound();
    expect((await call(old, '/v1/usage')).statusCode).toBe(401);
    expect((await call(fresh, '/v1/usage')).statusCode).toBe(200);
    // No grace: the secret before stops at once.
    const again = (await rotate(0)).json().secret as string;
    expect((await call(fresh, '/v1/usage')).statusCode).toBe(401);
    expect((await call(again, '/v1/usage')).statusCode).toBe(200);
  });

  it('refuses an address outside the allow-list and a missing scope with 403', async () => {
    const { secret } = await makeKey({
      scopes: ['companies:read'],
      allowedCidrs: ['203.0.113.0/24'],
    });
    const inside = await call(secret, `/v1/companies/${SANDBOX.plain}`, {
      remoteAddress: '203.0.113.9',
    });
    expect(inside.statusCode).toBe(200);
    const outside = await call(secret, `/v1/companies/${SANDBOX.plain}`, {
      remoteAddress: '198.51.100.9',
    });
    expect(outside.statusCode).toBe(403);
    expect(outside.json().type).toBe(
      `${SITE_ORIGIN}/products-api/reference#problem-forbidden-address`,
    );
    const scope = await call(secret, `/v1/companies/${SANDBOX.plain}/beneficial-owners`, {
      remoteAddress: '203.0.113.9',
    });
    expect(scope.statusCode).toBe(403);
    expect(scope.json()).toMatchObject({ requiredScope: 'beneficial-owners:read' });
    const bad = await service.app.inject({
      method: 'POST',
      url: '/webapi/saas/api/keys?lang=en',
      headers: ownerHeaders,
      payload: {
        name: 'x',
        mode: 'test',
        scopes: ['companies:read'],
        allowedCidrs: ['10.0.0.0/33'],
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.allowedCidrs).toContain('10.0.0.0/33');
  });

  it('gives every answer to a key the rate-limit fields: 2xx, 400, 402, 403 scope and address, 404, 429', async () => {
    await service.db.query(
      "UPDATE users SET api_balance_fen = 10000 WHERE login_name = 'demo_formal'",
    );
    const { id: keyId, secret } = await makeKey({
      mode: 'live',
      scopes: ['companies:read'],
      allowedCidrs: ['203.0.113.0/24'],
    });
    const inside = { remoteAddress: '203.0.113.9' };
    const { rows } = await service.db.query<{ key_no: string }>(
      'SELECT key_no FROM companies WHERE NOT sandbox ORDER BY id LIMIT 1',
    );
    const company = `/v1/companies/${rows[0]?.key_no}`;
    const daily = (response: LightMyRequestResponse) =>
      /"daily";r=(\d+);/.exec(String(response.headers.ratelimit))?.[1];
    const fields = (response: LightMyRequestResponse, status: number, what: string) => {
      expect(response.statusCode, `${what}: ${response.body}`).toBe(status);
      expect(response.headers['ratelimit-policy'], what).toBe(
        '"burst";q=10;w=1, "daily";q=50000;w=86400',
      );
      expect(response.headers.ratelimit, what).toMatch(
        /^"burst";r=\d+;t=1(, "daily";r=\d+;t=\d+)?$/,
      );
    };
    const ok = await call(secret, company, inside);
    fields(ok, 200, '2xx');
    fields(await call(secret, '/v1/companies?limit=0', inside), 400, '400');
    fields(await call(secret, '/v1/companies/NO-SUCH-COMPANY', inside), 404, '404');
    const scope = await call(secret, `${company}/beneficial-owners`, inside);
    fields(scope, 403, '403 scope');
    expect(scope.json().type).toMatch(/#problem-forbidden-scope$/);
    const address = await call(secret, company, { remoteAddress: '198.51.100.9' });
    fields(address, 403, '403 allow-list');
    expect(address.json().type).toMatch(/#problem-forbidden-address$/);
    // A refused key's calls are not counted: they spend none of the daily quota.
    expect(daily(scope)).toBe(daily(address));
    await service.db.query("UPDATE users SET api_balance_fen = 0 WHERE login_name = 'demo_formal'");
    try {
      fields(await call(secret, company, inside), 402, '402');
    } finally {
      await service.db.query(
        "UPDATE users SET api_balance_fen = 10000 WHERE login_name = 'demo_formal'",
      );
    }
    // Over the daily quota (one call a day here, on a process of its own).
    const limited = await buildApp({
      db: service.db,
      allowedOrigins: [SITE_ORIGIN],
      reports: false,
      api: { limits: { perSecond: 10, perDay: 1 } },
    });
    const { id: otherId, secret: other } = await makeKey({ mode: 'live' });
    try {
      expect((await call(other, '/v1/usage', { app: limited })).statusCode).toBe(200);
      const over = await call(other, '/v1/usage', { app: limited });
      expect(over.statusCode).toBe(429);
      expect(over.headers['ratelimit-policy']).toBe('"burst";q=10;w=1, "daily";q=1;w=86400');
      expect(over.headers.ratelimit).toMatch(/^"burst";r=\d+;t=1, "daily";r=0;t=\d+$/);
    } finally {
      await limited.close();
      await revoke(otherId);
      await revoke(keyId);
    }
  });

  it('lets only the main user or a holder of api:keys:manage manage keys', async () => {
    const member = await loginAs(service.app, 'demo_formal_90');
    const refused = await service.app.inject({
      method: 'POST',
      url: '/webapi/saas/api/keys?lang=en',
      headers: authHeaders(member),
      payload: { name: 'x', mode: 'test', scopes: ['companies:read'] },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('api:keys:manage');
    const list = await service.app.inject({
      url: '/webapi/saas/api/keys',
      headers: authHeaders(member),
    });
    expect(list.json()).toMatchObject({ canManage: false, keys: [] });
  });

  it('pages a search by cursor without repeats or gaps while companies are added', async () => {
    const { secret } = await makeKey({ mode: 'live' });
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const url: string = `/v1/companies?q=${encodeURIComponent('有限公司')}&limit=50${cursor ? `&cursor=${cursor}` : ''}`;
      // A fresh second for the per-second limit: this test pages as fast as it can.
      await service.db.query('DELETE FROM api_rate_counters');
      const page = await call(secret, url);
      expect(page.statusCode).toBe(200);
      seen.push(...page.json().items.map((c: { keyNo: string }) => c.keyNo));
      cursor = page.json().nextCursor;
      if (pages === 0) {
        // A new company that sorts first arrives after the first page.
        await service.db.query(
          `INSERT INTO companies (key_no, name_zh, name_en, jurisdiction, reg_no, company_type, status, score, search_text, grams)
           SELECT 'NEWCO000000000001', '新到有限公司', 'Newly Arrived Co., Ltd.', 'CN', '999999999999999', '有限责任公司', '存续', 100000, search_text, grams
             FROM companies WHERE NOT sandbox AND name_zh LIKE '%有限公司%' LIMIT 1`,
        );
      }
      pages += 1;
    } while (cursor && pages < 40);
    expect(new Set(seen).size).toBe(seen.length);
    const { rows } = await service.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM companies c WHERE NOT sandbox AND key_no <> 'NEWCO000000000001' AND c.search_text LIKE '%有限公司%'",
    );
    expect(seen.filter((k) => k !== 'NEWCO000000000001')).toHaveLength(rows[0]?.n ?? -1);
    await service.db.query('DELETE FROM api_rate_counters');
    const wrong = await call(
      secret,
      `/v1/companies?q=abc&cursor=${encodeURIComponent('not-a-cursor')}`,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.cursor).toBeTruthy();
    await service.db.query("DELETE FROM companies WHERE key_no = 'NEWCO000000000001'");
  });

  it('bills exactly the successful billable answers of 8 concurrent clients', {
    timeout: 120_000,
  }, async () => {
    const app = await buildApp({ db: service.db, allowedOrigins: [SITE_ORIGIN], reports: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      await service.db.query(
        "UPDATE users SET api_balance_fen = 100000 WHERE login_name = 'demo_formal'",
      );
      await service.db.query('DELETE FROM api_ledger');
      const keys = await Promise.all(Array.from({ length: 8 }, () => makeKey({ mode: 'live' })));
      const { rows } = await service.db.query<{ key_no: string }>(
        'SELECT key_no FROM companies WHERE NOT sandbox ORDER BY id LIMIT 5',
      );
      const { port } = app.server.address() as AddressInfo;
      // The 400 and 404 first: each burst goes past the limit, and a call refused with 429
      // never reaches validation; a client's burst starts at its own place in the list, so
      // some client sends each of them first in its burst, before its second's 10 are used.
      const paths = [
        '/v1/companies?limit=0&q=x',
        '/v1/companies/NO-SUCH-COMPANY',
        ...rows.map((r) => `/v1/companies/${r.key_no}`),
        ...rows.map((r) => `/v1/companies/${r.key_no}/beneficial-owners`),
        ...rows.map((r) => `/v1/companies/${r.key_no}/shareholders`),
        `/v1/companies?q=${encodeURIComponent('科技')}`,
        '/v1/companies?q=zzzzqqqq',
        '/v1/usage',
      ];
      const billable = new Set([
        'getCompany',
        'getBeneficialOwners',
        'listShareholders',
        'searchCompanies',
      ]);
      const results = await Promise.all(
        keys.map(async ({ secret }, client) => {
          const mine: Array<{ status: number; path: string; requestId: string; body: unknown }> =
            [];
          // Each client fires its calls in bursts, well past 10 a second: some get 429.
          for (let round = 0; round < 3; round += 1) {
            const burst = await Promise.all(
              paths.map(async (_path, i) => {
                const url = paths[(i + client + round) % paths.length] as string;
                const response = await fetch(`http://127.0.0.1:${port}${url}`, {
                  headers: { authorization: `Bearer ${secret}` },
                });
                return {
                  status: response.status,
                  path: url,
                  requestId: response.headers.get('x-request-id') as string,
                  body: await response.json(),
                };
              }),
            );
            mine.push(...burst);
          }
          return mine;
        }),
      );
      const all = results.flat();
      expect(all.some((r) => r.status === 429)).toBe(true);
      expect(all.some((r) => r.status === 404)).toBe(true);
      expect(all.some((r) => r.status === 400)).toBe(true);
      for (const r of all)
        answers.push({ status: r.status, headers: {}, body: r.body, route: `GET ${r.path}` });
      const operationOf = (path: string) =>
        path.includes('/beneficial-owners')
          ? 'getBeneficialOwners'
          : path.includes('/shareholders')
            ? 'listShareholders'
            : path.startsWith('/v1/companies?')
              ? 'searchCompanies'
              : path.startsWith('/v1/companies/')
                ? 'getCompany'
                : 'getUsage';
      // Billable: a 200 of a priced operation that found something.
      const expected = all.filter((r) => {
        if (r.status !== 200 || !billable.has(operationOf(r.path))) return false;
        const body = r.body as { items?: unknown[]; owners?: unknown[] };
        if (body.items) return body.items.length > 0;
        if (body.owners) return body.owners.length > 0;
        return true;
      });
      const ledger = await service.db.query<{ request_id: string; operation: string }>(
        "SELECT request_id, operation FROM api_ledger WHERE mode = 'live'",
      );
      expect(ledger.rows.map((r) => r.request_id).sort()).toEqual(
        expected.map((r) => r.requestId).sort(),
      );
      for (const row of ledger.rows)
        expect(row.operation).toBe(
          operationOf(expected.find((r) => r.requestId === row.request_id)?.path ?? ''),
        );
      // The usage page, its CSV and /v1/usage give the same numbers.
      const page = await service.app.inject({
        url: '/webapi/saas/api/usage',
        headers: ownerHeaders,
      });
      const { secret } = await makeKey({ mode: 'live' });
      const v1 = await call(secret, '/v1/usage');
      expect(page.json().totals.calls).toBe(expected.length);
      expect(v1.json().totals).toEqual(page.json().totals);
      expect(v1.json().rows).toEqual(page.json().rows);
      const csv = await service.app.inject({
        url: '/webapi/saas/api/usage?format=csv',
        headers: ownerHeaders,
      });
      const csvCalls = csv.body
        .trim()
        .split('\r\n')
        .slice(1)
        .reduce((sum, line) => sum + Number(line.split(',')[2]), 0);
      expect(csvCalls).toBe(expected.length);
      const prices = await service.db.query<{ operation: string; price_fen: number }>(
        'SELECT operation, price_fen FROM api_prices',
      );
      const priceOf = new Map(prices.rows.map((p) => [p.operation, p.price_fen]));
      const fen = expected.reduce((sum, r) => sum + (priceOf.get(operationOf(r.path)) ?? 0), 0);
      expect(Math.round(v1.json().totals.amount * 100)).toBe(fen);
      const balance = await service.db.query<{ fen: number }>(
        "SELECT api_balance_fen AS fen FROM users WHERE login_name = 'demo_formal'",
      );
      expect(balance.rows[0]?.fen).toBe(100000 - fen);
    } finally {
      await app.close();
    }
  });

  it('answers 402 when a prepaid balance runs out, and never goes below zero', async () => {
    const { secret } = await makeKey({ mode: 'live' });
    await service.db.query(
      "UPDATE users SET api_balance_fen = 60 WHERE login_name = 'demo_formal'",
    );
    const { rows } = await service.db.query<{ key_no: string }>(
      'SELECT key_no FROM companies WHERE NOT sandbox ORDER BY id LIMIT 1',
    );
    const ok = await call(secret, `/v1/companies/${rows[0]?.key_no}`);
    expect(ok.statusCode).toBe(200);
    const broke = await call(secret, `/v1/companies/${rows[0]?.key_no}`);
    expect(broke.statusCode).toBe(402);
    expect(broke.json().type).toMatch(/#problem-insufficient-balance$/);
    const balance = await service.db.query<{ fen: number }>(
      "SELECT api_balance_fen AS fen FROM users WHERE login_name = 'demo_formal'",
    );
    expect(balance.rows[0]?.fen).toBe(10);
    await service.db.query(
      "UPDATE users SET api_balance_fen = 10000 WHERE login_name = 'demo_formal'",
    );
  });

  it('records each /v1 PDF download in the operation log and the audit trail, as the site does', async () => {
    const { id: keyId, secret } = await makeKey({});
    const placed = await call(secret, '/v1/reports', {
      method: 'POST',
      payload: { company: SANDBOX.plain, kind: 'company', language: 'en' },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { id, reportNo } = placed.json() as { id: number; reportNo: string };
    try {
      const downloads = async () =>
        (
          await service.db.query<{ n: number }>(
            "SELECT count(*)::int AS n FROM op_logs WHERE op_type = 'download_report' AND rel_id = $1",
            [reportNo],
          )
        ).rows[0]?.n;
      // Not ready: nothing is sent, nothing is logged.
      expect((await call(secret, `/v1/reports/${id}/pdf`)).statusCode).toBe(409);
      expect(await downloads()).toBe(0);
      // This suite runs no generator: the order is made ready with a file here.
      await service.db.query(
        "UPDATE report_orders SET status = 'ready', pdf = convert_to('%PDF-1.7 test', 'UTF8') WHERE id = $1",
        [id],
      );
      const pdf = await call(secret, `/v1/reports/${id}/pdf`);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.body).toBe('%PDF-1.7 test');
      expect(await downloads()).toBe(1);
      const { rows } = await service.db.query<{ user_id: number; login_name: string }>(
        `SELECT o.user_id, u.login_name FROM op_logs o JOIN users u ON u.id = o.user_id
          WHERE o.op_type = 'download_report' AND o.rel_id = $1`,
        [reportNo],
      );
      expect(rows[0]?.login_name).toBe('demo_formal');
      const audit = await service.db.query<{ detail: string }>(
        "SELECT detail FROM audit_log WHERE action = 'report.download' AND target = $1",
        [reportNo],
      );
      expect(audit.rows.map((row) => row.detail)).toEqual([`order ${id}, API key ${keyId}`]);
      // A HEAD sends no file, so it is no download.
      const head = await service.app.inject({
        method: 'HEAD',
        url: `/v1/reports/${id}/pdf`,
        headers: { authorization: `Bearer ${secret}` },
      });
      expect(head.statusCode).toBe(200);
      expect(await downloads()).toBe(1);
      expect((await call(secret, `/v1/reports/${id}/pdf`)).statusCode).toBe(200);
      expect(await downloads()).toBe(2);
    } finally {
      // Other tests count the account's orders and keys.
      await service.db.query('DELETE FROM report_orders WHERE id = $1', [id]);
      await revoke(keyId);
    }
  });

  it('orders once and charges once for 50 parallel POSTs with one Idempotency-Key', {
    timeout: 120_000,
  }, async () => {
    const app = await buildApp({ db: service.db, allowedOrigins: [SITE_ORIGIN], reports: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { secret } = await makeKey({ mode: 'live', scopes: ['reports:order'] });
      await service.db.query("UPDATE users SET credits = 10 WHERE login_name = 'demo_formal'");
      await service.db.query('DELETE FROM api_rate_counters');
      const { rows } = await service.db.query<{ key_no: string }>(
        'SELECT key_no FROM companies WHERE NOT sandbox ORDER BY id LIMIT 1',
      );
      const { port } = app.server.address() as AddressInfo;
      const body = JSON.stringify({ company: rows[0]?.key_no, kind: 'ubo', language: 'en' });
      const post = (payload: string) =>
        fetch(`http://127.0.0.1:${port}/v1/reports`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${secret}`,
            'content-type': 'application/json',
            'idempotency-key': 'order-2026-11-26-0001',
          },
          body: payload,
        });
      // The per-second limit (10) would refuse most of 50 at once: they go in waves of 10.
      const responses: Response[] = [];
      for (let wave = 0; wave < 5; wave += 1) {
        responses.push(...(await Promise.all(Array.from({ length: 10 }, () => post(body)))));
        await service.db.query('DELETE FROM api_rate_counters');
      }
      const statuses = responses.map((r) => r.status);
      const bodies = await Promise.all(
        responses.map((r) => r.json() as Promise<{ id?: number; type?: string }>),
      );
      for (const [i, b] of bodies.entries())
        answers.push({
          status: statuses[i] as number,
          headers: {},
          body: b,
          route: 'POST /v1/reports',
        });
      expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
      const ids = new Set(bodies.filter((_, i) => statuses[i] === 201).map((b) => b.id));
      expect(ids.size).toBe(1);
      const orders = await service.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM report_orders o JOIN users u ON u.id = o.user_id WHERE u.login_name = 'demo_formal'",
      );
      expect(orders.rows[0]?.n).toBe(1);
      const credits = await service.db.query<{ credits: number }>(
        "SELECT credits FROM users WHERE login_name = 'demo_formal'",
      );
      expect(credits.rows[0]?.credits).toBe(8);
      // A later repeat replays the answer; another body with the same key is refused.
      const replay = await post(body);
      expect(replay.status).toBe(201);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      expect(((await replay.json()) as { id: number }).id).toBe([...ids][0]);
      const other = await post(JSON.stringify({ company: rows[0]?.key_no, kind: 'company' }));
      expect(other.status).toBe(422);
      answers.push({
        status: 422,
        headers: {},
        body: await other.json(),
        route: 'POST /v1/reports',
      });
    } finally {
      await app.close();
    }
  });

  it('answers bad input, unknown paths and bodies with problem documents, never HTML or a 5xx', async () => {
    const { secret } = await makeKey({});
    const cases = [
      await call(secret, '/v1/companies'),
      await call(secret, '/v1/companies?q=x&limit=1000'),
      await call(secret, '/v1/companies/%zz'),
      await call(secret, `/v1/companies/${'A'.repeat(101)}`),
      await call(secret, '/v1/nothing-here'),
      await call(secret, '/v1/reports/0'),
      await call(secret, '/v1/reports/99999'),
      await call(secret, '/v1/usage?from=2026-02-30'),
      await call(secret, '/v1/reports', { method: 'POST', payload: { company: SANDBOX.plain } }),
      await call(secret, '/v1/reports', {
        method: 'POST',
        payload: 'not json' as unknown as object,
        headers: { 'content-type': 'application/json' },
      }),
    ];
    for (const response of cases) {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.headers['x-request-id']).toBeTruthy();
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('names the problem kind of every problem it declares first, so the reference links each', () => {
    const declared: string[] = [];
    for (const [path, item] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(item))
        for (const [status, response] of Object.entries(operation.responses)) {
          // 431 is Node's own answer to oversized headers, before any route: it has no kind.
          if (Number(status) < 400 || status === '431') continue;
          const kinds = Object.entries(PROBLEM_KINDS)
            .filter(([, kind]) => String(kind.status) === status)
            .map(([name]) => name);
          const first = /^[a-z-]+/.exec(response.description ?? '')?.[0] ?? '';
          declared.push(`${method} ${path} ${status}`);
          expect(kinds, `${method} ${path} ${status}: ${response.description}`).toContain(first);
        }
    // Path parameters' 414 among them (once the answer of the router, without a kind).
    expect(declared).toContain('get /v1/companies/{code} 414');
  });

  it('gives an imported company’s change history and its ownership as valid BODS 0.4, by LEI, and bills each once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kyc-v1-history-'));
    try {
      // Two golden copies: in the second, some entities changed parents.
      for (const version of [1, 2] as const) {
        for (const kind of ['lei', 'rr'] as const) {
          const file = join(dir, `v${version}-${kind}.csv`);
          await writeGeneratedGoldenCopy(file, kind, 20, { version });
          expect((await importFile(service.db, file)).status).toBe('done');
        }
      }
      await service.db.query(
        "UPDATE users SET api_balance_fen = 100000 WHERE login_name = 'demo_formal'",
      );
      const { secret } = await makeKey({ mode: 'live' });
      const lei = generatedLei(11);
      const history = await call(secret, `/v1/companies/${lei}/history`);
      expect(history.statusCode, history.body).toBe(200);
      const body = history.json() as {
        company: { keyNo: string; nameEn: string };
        items: {
          field: string;
          before: string | null;
          after: string | null;
          sourceDate: string | null;
          seenAt: string;
        }[];
      };
      expect(body.company.nameEn).toBe(
        generatedEntity(11)[
          'Entity.TransliteratedOtherEntityNames.TransliteratedOtherEntityName.1'
        ],
      );
      // The re-parenting of the second copy, with both dates.
      const reparented = body.items.find(
        (item) =>
          item.field === 'IS_DIRECTLY_CONSOLIDATED_BY Relationship.EndNode.NodeID' &&
          item.before === generatedLei(10),
      );
      expect(reparented?.after).toBe(generatedLei(5));
      expect(reparented?.sourceDate).toBeTruthy();
      expect(reparented?.seenAt).toBeTruthy();
      // The same as the company page's history (the webapi answer).
      const page = await service.app.inject({
        url: `/webapi/saas/enterprise/${body.company.keyNo}/history`,
        headers: ownerHeaders,
      });
      expect(body.items).toEqual((page.json() as { items: unknown[] }).items);

      const bods = await call(secret, `/v1/companies/${lei}/bods`);
      expect(bods.statusCode, bods.body).toBe(200);
      const validate = bodsValidator();
      const statements = bods.json() as { recordId: string; recordType: string }[];
      expect(statements.length).toBeGreaterThan(0);
      expect(validate(statements), JSON.stringify(validate.errors)).toBe(true);
      // The company itself is the declaration's subject, an entity statement.
      expect(
        statements.some(
          (s) => s.recordType === 'entity' && s.recordId === `kyc-company-${body.company.keyNo}`,
        ),
      ).toBe(true);

      // One ledger row for each call, at the price list's price.
      const { rows } = await service.db.query<{
        operation: string;
        charged: number;
        listed: number;
      }>(
        `SELECT l.operation, l.price_fen AS charged, p.price_fen AS listed
           FROM api_ledger l JOIN api_prices p USING (operation)
          WHERE l.request_id = ANY($1) ORDER BY l.operation`,
        [[history.headers['x-request-id'], bods.headers['x-request-id']]],
      );
      expect(rows.map((r) => r.operation)).toEqual(['getCompanyHistory', 'getOwnershipBods']);
      for (const row of rows) {
        expect(row.charged).toBe(row.listed);
        expect(row.charged).toBeGreaterThan(0);
      }
      // An unknown code is a problem document, not a 5xx.
      expect((await call(secret, '/v1/companies/NO-SUCH-LEI/history')).statusCode).toBe(404);
      expect((await call(secret, '/v1/companies/NO-SUCH-LEI/bods')).statusCode).toBe(404);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('declares every non-2xx answer it gave, as a problem document of /v1/openapi.json', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    const problem = (document as unknown as { components: { schemas: { Problem: object } } })
      .components.schemas.Problem;
    const templates = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({
        method: method.toUpperCase(),
        pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/?]+')}(\\?.*)?$`),
        operation,
      })),
    );
    const errors = answers.filter((a) => a.status >= 300);
    expect(errors.length).toBeGreaterThan(20);
    for (const answer of errors) {
      const [method, url] = answer.route.split(' ') as [string, string];
      const found = templates.find((t) => t.method === method && t.pattern.test(url));
      if (!found) {
        // An unknown path: a 404 problem all the same.
        expect(answer.status).toBe(404);
        continue;
      }
      const declared = found.operation.responses[String(answer.status)];
      expect(declared, `${answer.route} ${answer.status} is declared`).toBeDefined();
      const schema = declared?.content?.['application/problem+json']?.schema as { $ref?: string };
      expect(schema?.$ref, `${answer.route} ${answer.status} is a problem`).toBe(
        '#/components/schemas/Problem',
      );
      const validate = ajv.compile(problem);
      expect(
        validate(answer.body),
        `${answer.route} ${answer.status}: ${JSON.stringify(validate.errors)}`,
      ).toBe(true);
      expect((answer.body as { type: string }).type).toMatch(
        /\/products-api\/reference#problem-[a-z-]+$/,
      );
    }
  });
});

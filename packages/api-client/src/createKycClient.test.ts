import { describe, expect, it } from 'vitest';
import { createKycClient, type KycClientOptions } from './createKycClient';
import { KycApiError } from './KycApiError';

interface Seen {
  url: URL;
  method: string;
  headers: Headers;
  body: unknown;
}

const TYPE = 'http://localhost:3000/products-api/reference#problem-';

function problem(kind: string, status: number, headers: Record<string, string> = {}): Response {
  return new Response(
    JSON.stringify({
      type: TYPE + kind,
      title: kind,
      status,
      detail: `${kind}!`,
      requestId: `id-${kind}`,
    }),
    { status, headers: { 'content-type': 'application/problem+json', ...headers } },
  );
}

const ok = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A client whose fetch answers from `answer` and records each request; its waits are recorded, not slept. */
function fake(
  answer: (seen: Seen, index: number) => Response,
  options: Partial<KycClientOptions> = {},
) {
  const seen: Seen[] = [];
  const waits: number[] = [];
  const client = createKycClient({
    apiKey: 'kyc_test_0123',
    baseUrl: 'https://kyc.example.com',
    fetch: async (input, init) => {
      const request = {
        url: new URL(String(input)),
        method: init?.method ?? 'GET',
        headers: new Headers(init?.headers),
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      seen.push(request);
      return answer(request, seen.length - 1);
    },
    sleep: async (ms) => {
      waits.push(ms);
    },
    ...options,
  });
  return { client, seen, waits };
}

describe('createKycClient', () => {
  it('sends the key as a bearer token to the operation’s path, with only the query given', async () => {
    const { client, seen } = fake(() => ok({ matchedBy: 'name', items: [], nextCursor: null }));
    await client.searchCompanies({ q: '沙盒 科技', limit: 5, jurisdiction: undefined });
    const [request] = seen;
    expect(request?.method).toBe('GET');
    expect(`${request?.url.origin}${request?.url.pathname}`).toBe(
      'https://kyc.example.com/v1/companies',
    );
    expect([...(request?.url.searchParams ?? [])]).toEqual([
      ['q', '沙盒 科技'],
      ['limit', '5'],
    ]);
    expect(request?.headers.get('authorization')).toBe('Bearer kyc_test_0123');
    expect(request?.headers.get('accept')).toBe('application/json');
    expect(request?.headers.has('idempotency-key')).toBe(false);
  });

  it('encodes path segments and keeps a base URL’s path', async () => {
    const { client, seen } = fake(() => ok({}), { baseUrl: 'https://gw.example.com/kyc/' });
    await client.getCompany('a/b?c');
    await client.getBeneficialOwners('SBX0000000000002', { threshold: 10 });
    await client.listShareholders('X');
    await client.listOfficers('X');
    await client.listInvestments('X');
    await client.getCompanyHistory('529900T8BM49AURSDO55');
    await client.getOwnershipBods('X');
    await client.getReport(42);
    await client.getUsage({ from: '2026-11-01', to: '2026-11-30' });
    expect(seen.map((s) => s.url.href)).toEqual([
      'https://gw.example.com/kyc/v1/companies/a%2Fb%3Fc',
      'https://gw.example.com/kyc/v1/companies/SBX0000000000002/beneficial-owners?threshold=10',
      'https://gw.example.com/kyc/v1/companies/X/shareholders',
      'https://gw.example.com/kyc/v1/companies/X/officers',
      'https://gw.example.com/kyc/v1/companies/X/investments',
      'https://gw.example.com/kyc/v1/companies/529900T8BM49AURSDO55/history',
      'https://gw.example.com/kyc/v1/companies/X/bods',
      'https://gw.example.com/kyc/v1/reports/42',
      'https://gw.example.com/kyc/v1/usage?from=2026-11-01&to=2026-11-30',
    ]);
  });

  it('refuses an empty key and a base URL that is not absolute', () => {
    expect(() => createKycClient({ apiKey: ' ', baseUrl: 'https://kyc.example.com' })).toThrow(
      TypeError,
    );
    expect(() => createKycClient({ apiKey: 'kyc_test_1', baseUrl: '/v1' })).toThrow(TypeError);
  });

  it('waits as long as Retry-After says after a 429, then answers', async () => {
    const { client, seen, waits } = fake((_, index) =>
      index === 0 ? problem('rate-limited', 429, { 'retry-after': '2' }) : ok({ keyNo: 'SBX1' }),
    );
    await expect(client.getCompany('SBX1')).resolves.toEqual({ keyNo: 'SBX1' });
    expect(seen).toHaveLength(2);
    expect(waits).toEqual([2000]);
  });

  it('retries at most maxRetries times, then throws the 429’s problem', async () => {
    const { client, seen, waits } = fake(
      () => problem('rate-limited', 429, { 'retry-after': '1' }),
      {
        maxRetries: 3,
      },
    );
    const error = await client.getCompany('SBX1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(KycApiError);
    expect((error as KycApiError).kind).toBe('rate-limited');
    expect((error as KycApiError).retryAfter).toBe(1);
    expect(seen).toHaveLength(4);
    expect(waits).toEqual([1000, 1000, 1000]);
  });

  it('does not wait longer than maxRetryAfter (a spent daily quota), nor retry other errors', async () => {
    const quota = fake(() => problem('quota-exceeded', 429, { 'retry-after': '3600' }));
    const error = await quota.client.getUsage().catch((e: unknown) => e);
    expect((error as KycApiError).kind).toBe('quota-exceeded');
    expect((error as KycApiError).retryAfter).toBe(3600);
    expect(quota.seen).toHaveLength(1);
    expect(quota.waits).toEqual([]);

    const missing = fake(() => problem('not-found', 404));
    await expect(missing.client.getCompany('X')).rejects.toMatchObject({
      status: 404,
      kind: 'not-found',
      requestId: 'id-not-found',
      detail: 'not-found!',
    });
    expect(missing.seen).toHaveLength(1);
  });

  it('waits a second after a 429 without Retry-After', async () => {
    const { client, waits } = fake((_, index) =>
      index === 0 ? problem('rate-limited', 429) : ok({}),
    );
    await client.getCompany('X');
    expect(waits).toEqual([1000]);
  });

  it('gives a POST a fresh Idempotency-Key, the same one on its retries', async () => {
    const report = { id: 7, status: 'received' };
    const { client, seen } = fake((request, index) =>
      index % 2 === 0 && request.url.pathname === '/v1/reports'
        ? problem('rate-limited', 429, { 'retry-after': '1' })
        : ok(report, 201),
    );
    const body = { company: 'SBX0000000000002', kind: 'ubo', language: 'en' } as const;
    await expect(client.createReport(body)).resolves.toEqual(report);
    await client.createReport(body);
    expect(seen.map((s) => s.method)).toEqual(['POST', 'POST', 'POST', 'POST']);
    expect(seen.every((s) => s.headers.get('content-type') === 'application/json')).toBe(true);
    expect(seen[0]?.body).toEqual(body);
    const keys = seen.map((s) => s.headers.get('idempotency-key'));
    expect(keys[0]).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toBe(keys[3]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('uses the Idempotency-Key it is given', async () => {
    const { client, seen } = fake(() => ok({ valid: true }));
    await client.verifyReport(
      { reportNo: 'KYC1', verifyCode: 'ABC' },
      { idempotencyKey: 'mine-1' },
    );
    expect(seen[0]?.url.pathname).toBe('/v1/verifications');
    expect(seen[0]?.headers.get('idempotency-key')).toBe('mine-1');
  });

  it('iterates every page of a search by its cursors, fetching as it goes', async () => {
    const pages: Record<string, { items: { keyNo: string }[]; nextCursor: string | null }> = {
      '': { items: [{ keyNo: 'A' }, { keyNo: 'B' }], nextCursor: 'c1' },
      c1: { items: [{ keyNo: 'C' }], nextCursor: 'c2' },
      c2: { items: [], nextCursor: null },
    };
    const { client, seen } = fake((request) =>
      ok({ matchedBy: 'name', ...pages[request.url.searchParams.get('cursor') ?? ''] }),
    );
    const found: string[] = [];
    const iterator = client.searchAll({ q: 'Sandbox', limit: 2 });
    const first = await iterator.next();
    expect(first.value).toMatchObject({ keyNo: 'A' });
    expect(seen).toHaveLength(1);
    for await (const company of iterator) found.push(String(company.keyNo));
    expect(found).toEqual(['B', 'C']);
    expect(seen.map((s) => s.url.search)).toEqual([
      '?q=Sandbox&limit=2',
      '?q=Sandbox&limit=2&cursor=c1',
      '?q=Sandbox&limit=2&cursor=c2',
    ]);
  });

  it('stops iterating at an error, throwing it', async () => {
    const { client } = fake((_, index) =>
      index === 0
        ? ok({ matchedBy: 'name', items: [{ keyNo: 'A' }], nextCursor: 'c1' })
        : problem('invalid-request', 400),
    );
    const found: string[] = [];
    await expect(
      (async () => {
        for await (const company of client.searchAll({ q: 'x' })) found.push(String(company.keyNo));
      })(),
    ).rejects.toMatchObject({ kind: 'invalid-request' });
    expect(found).toEqual(['A']);
  });

  it('gives a PDF as bytes, asking for application/pdf', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.7');
    const { client, seen } = fake(
      () => new Response(bytes, { headers: { 'content-type': 'application/pdf' } }),
    );
    await expect(client.getReportPdf(42)).resolves.toEqual(bytes);
    expect(seen[0]?.url.pathname).toBe('/v1/reports/42/pdf');
    expect(seen[0]?.headers.get('accept')).toBe('application/pdf');
  });

  it('passes the signal to fetch and to the wait before a retry', async () => {
    const controller = new AbortController();
    const signals: (AbortSignal | undefined)[] = [];
    const client = createKycClient({
      apiKey: 'kyc_test_1',
      baseUrl: 'https://kyc.example.com',
      fetch: async (_input, init) => {
        signals.push(init?.signal ?? undefined);
        return problem('rate-limited', 429, { 'retry-after': '30' });
      },
      sleep: async (_ms, signal) => {
        signals.push(signal);
        controller.abort(new Error('gave up'));
        signal?.throwIfAborted();
      },
    });
    await expect(client.getCompany('X', { signal: controller.signal })).rejects.toThrow('gave up');
    expect(signals).toEqual([controller.signal, controller.signal]);
  });
});

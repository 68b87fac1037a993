import { errorFromResponse } from './errorFromResponse';
import { retryAfterMs } from './retryAfterMs';
import { sleep as realSleep } from './sleep';
import type {
  BeneficialOwners,
  BeneficialOwnersQuery,
  Company,
  CompanyHistory,
  CompanySearchPage,
  CompanySummary,
  CreateReportBody,
  Investments,
  Officers,
  OwnershipBods,
  Report,
  SearchCompaniesQuery,
  Shareholders,
  Usage,
  UsageQuery,
  Verification,
  VerifyReportBody,
} from './types';

/** How to reach the KYC API and how patient to be. */
export interface KycClientOptions {
  /** An API key from the account area's keys page: `kyc_test_…` (sandbox) or `kyc_live_…`. */
  apiKey: string;
  /** Where the API answers: the site's origin (it serves `/v1`), e.g. `https://kyc.example.com`. */
  baseUrl: string;
  /**
   * The `fetch` to call (a proxy-aware one, a test double).
   * @default globalThis.fetch, looked up at each call
   */
  fetch?: typeof fetch;
  /**
   * How many times one call is retried after a 429 (rate limit) before its error is thrown.
   * @default 2
   */
  maxRetries?: number;
  /**
   * The longest `Retry-After`, in seconds, the client waits for; a longer one (a daily quota that
   * renews at midnight) is thrown at once as a `KycApiError` with `retryAfter`.
   * @default 60
   */
  maxRetryAfter?: number;
  /**
   * How the client waits before a retry (tests pass one that returns at once).
   * @default a timer, cut short by the call's `signal`
   */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/** Options of any call. */
export interface RequestOptions {
  /** Aborts the call, and any wait before its retry. */
  signal?: AbortSignal;
}

/** Options of a call that changes something (`POST`). */
export interface PostOptions extends RequestOptions {
  /**
   * The call's `Idempotency-Key`: the same key with the same body answers the first answer
   * again and charges once. Pass your own to make a retry of your own safe (after a crash, say).
   * @default a new `crypto.randomUUID()` per call, kept across the client's own retries
   */
  idempotencyKey?: string;
}

/** The KYC API's operations, typed from its OpenAPI document. Every method throws `KycApiError` for a non-2xx answer. */
export interface KycClient {
  /**
   * Searches companies (`GET /v1/companies`): one page, with `nextCursor` for the next.
   *
   * @param query `q` (a name, registration number, USCC or LEI) with filters, sort, `limit` and `cursor`
   * @param options the call's signal
   * @returns the page
   * @example
   * ```ts norun
   * const page = await client.searchCompanies({ q: 'Sandbox', limit: 5 });
   * ```
   */
  searchCompanies(
    query: SearchCompaniesQuery,
    options?: RequestOptions,
  ): Promise<CompanySearchPage>;
  /**
   * Every company a search finds, page after page (following `nextCursor`, which neither repeats
   * nor skips a company while the data changes), fetched as you iterate.
   *
   * @param query as for `searchCompanies`, without `cursor`; `limit` is the page size
   * @param options the calls' signal
   * @returns an async iterator of the companies
   * @example
   * ```ts norun
   * for await (const company of client.searchAll({ q: 'Sandbox' })) console.log(company.keyNo);
   * ```
   */
  searchAll(
    query: Omit<SearchCompaniesQuery, 'cursor'>,
    options?: RequestOptions,
  ): AsyncGenerator<CompanySummary, void, undefined>;
  /**
   * One company (`GET /v1/companies/{code}`).
   *
   * @param code its keyNo, USCC, registration number or LEI
   * @param options the call's signal
   * @returns the company
   * @example
   * ```ts norun
   * const company = await client.getCompany('SBX0000000000001');
   * ```
   */
  getCompany(code: string, options?: RequestOptions): Promise<Company>;
  /**
   * A company's direct shareholders (`GET /v1/companies/{code}/shareholders`).
   *
   * @param code its keyNo, USCC, registration number or LEI
   * @param options the call's signal
   * @returns the shareholders
   * @example
   * ```ts norun
   * const { items } = await client.listShareholders('SBX0000000000002');
   * ```
   */
  listShareholders(code: string, options?: RequestOptions): Promise<Shareholders>;
  /**
   * A company's officers (`GET /v1/companies/{code}/officers`).
   *
   * @param code its keyNo, USCC, registration number or LEI
   * @param options the call's signal
   * @returns the officers
   * @example
   * ```ts norun
   * const officers = await client.listOfficers('SBX0000000000001');
   * ```
   */
  listOfficers(code: string, options?: RequestOptions): Promise<Officers>;
  /**
   * The companies a company invests in (`GET /v1/companies/{code}/investments`).
   *
   * @param code its keyNo, USCC, registration number or LEI
   * @param options the call's signal
   * @returns the investments
   * @example
   * ```ts norun
   * const investments = await client.listInvestments('SBX0000000000010');
   * ```
   */
  listInvestments(code: string, options?: RequestOptions): Promise<Investments>;
  /**
   * A company's beneficial owners (`GET /v1/companies/{code}/beneficial-owners`): each owner's
   * share along each chain, the rules that make them one, the source and the as-of date.
   *
   * @param code its keyNo, USCC, registration number or LEI
   * @param query the `threshold` in percent (the API's default when left out)
   * @param options the call's signal
   * @returns the owners
   * @example
   * ```ts norun
   * const { owners } = await client.getBeneficialOwners('SBX0000000000002', { threshold: 25 });
   * ```
   */
  getBeneficialOwners(
    code: string,
    query?: BeneficialOwnersQuery,
    options?: RequestOptions,
  ): Promise<BeneficialOwners>;
  /**
   * Every change imports (GLEIF golden copies, BODS statements) made to a company
   * (`GET /v1/companies/{code}/history`), newest first: the field, before and after, the source,
   * the source's date and when it was imported.
   *
   * @param code its keyNo, USCC, registration number or LEI
   * @param options the call's signal
   * @returns the company and its changes
   * @example
   * ```ts norun
   * const { items } = await client.getCompanyHistory('529900T8BM49AURSDO55');
   * ```
   */
  getCompanyHistory(code: string, options?: RequestOptions): Promise<CompanyHistory>;
  /**
   * A company's ownership up to its beneficial owners as BODS 0.4 statements
   * (`GET /v1/companies/{code}/bods`), valid against the BODS 0.4 schema.
   *
   * @param code its keyNo, USCC, registration number or LEI
   * @param options the call's signal
   * @returns the statements, a JSON array
   * @example
   * ```ts norun
   * const statements = await client.getOwnershipBods('SBX0000000000002');
   * ```
   */
  getOwnershipBods(code: string, options?: RequestOptions): Promise<OwnershipBods>;
  /**
   * Orders a report (`POST /v1/reports`), with an `Idempotency-Key` so that a retry never
   * orders twice.
   *
   * @param body the company's code, the kind (`company` or `ubo`) and the language
   * @param options the call's signal and, optionally, your own idempotency key
   * @returns the order, `status` `received` at first
   * @example
   * ```ts norun
   * const report = await client.createReport({ company: 'SBX0000000000002', kind: 'ubo', language: 'en' });
   * ```
   */
  createReport(body: CreateReportBody, options?: PostOptions): Promise<Report>;
  /**
   * A report order and its status (`GET /v1/reports/{id}`).
   *
   * @param id the order's `id`
   * @param options the call's signal
   * @returns the order
   * @example
   * ```ts norun
   * const { status } = await client.getReport(42);
   * ```
   */
  getReport(id: number, options?: RequestOptions): Promise<Report>;
  /**
   * A ready report's PDF (`GET /v1/reports/{id}/pdf`); a report not ready yet throws a
   * `KycApiError` of kind `report-not-ready`.
   *
   * @param id the order's `id`
   * @param options the call's signal
   * @returns the PDF's bytes
   * @example
   * ```ts norun
   * const pdf = await client.getReportPdf(42);
   * ```
   */
  getReportPdf(id: number, options?: RequestOptions): Promise<Uint8Array>;
  /**
   * Checks that a report is genuine (`POST /v1/verifications`).
   *
   * @param body its report number and verify code, and optionally the PDF's SHA-256
   * @param options the call's signal and, optionally, your own idempotency key
   * @returns the verification
   * @example
   * ```ts norun
   * const result = await client.verifyReport({ reportNo: 'KYC20261126100042', verifyCode: 'K7P2M9QX' });
   * ```
   */
  verifyReport(body: VerifyReportBody, options?: PostOptions): Promise<Verification>;
  /**
   * The key's account's calls and amounts per day and operation (`GET /v1/usage`), in the key's
   * mode.
   *
   * @param query `from` and `to` as `YYYY-MM-DD` (the API's default range when left out)
   * @param options the call's signal
   * @returns the usage
   * @example
   * ```ts norun
   * const { totals } = await client.getUsage({ from: '2026-11-01', to: '2026-11-30' });
   * ```
   */
  getUsage(query?: UsageQuery, options?: RequestOptions): Promise<Usage>;
}

type Query = Record<string, string | number | boolean | null | undefined>;

interface Call {
  method: 'GET' | 'POST';
  path: string;
  query?: Query | undefined;
  body?: unknown;
  accept?: string;
  options?: PostOptions | undefined;
}

const segment = (value: string | number) => encodeURIComponent(String(value));

/**
 * A client of the KYC API (`/v1`), typed from its OpenAPI document. It sends the key as
 * `Authorization: Bearer`, waits out a 429 for as long as `Retry-After` says and tries again (at
 * most `maxRetries` times, and never longer than `maxRetryAfter`), gives every `POST` an
 * `Idempotency-Key` (the same one on its retries), follows search cursors (`searchAll`), and
 * throws a `KycApiError` carrying the problem document for any non-2xx answer.
 *
 * Works wherever `fetch` does: Node.js 20.19 or later, browsers, workers. In a browser, use a
 * test key or a key limited to your addresses: a page's code can be read by its visitors.
 *
 * @param options the key, the address, and optionally `fetch`, `maxRetries`, `maxRetryAfter`, `sleep`
 * @returns the client
 * @throws {TypeError} when `apiKey` is empty or `baseUrl` is not an absolute URL
 * @example
 * ```ts norun
 * import { createKycClient } from '@kyc/api-client';
 *
 * const client = createKycClient({ apiKey: process.env.KYC_API_KEY!, baseUrl: 'https://kyc.example.com' });
 * const { owners } = await client.getBeneficialOwners('SBX0000000000002', { threshold: 25 });
 * ```
 */
export function createKycClient(options: KycClientOptions): KycClient {
  const { apiKey, maxRetries = 2, maxRetryAfter = 60, sleep = realSleep } = options;
  if (typeof apiKey !== 'string' || apiKey.trim() === '')
    throw new TypeError('createKycClient: apiKey is required (kyc_test_… or kyc_live_…)');
  // Throws a TypeError for anything but an absolute URL; a path prefix (a gateway's) is kept.
  const base = new URL(options.baseUrl).href.replace(/\/+$/, '');

  async function send({
    method,
    path,
    query,
    body,
    accept = 'application/json',
    options: call,
  }: Call): Promise<Response> {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(query ?? {}))
      if (value !== undefined && value !== null) search.set(name, String(value));
    const qs = search.toString();
    const url = `${base}${path}${qs ? `?${qs}` : ''}`;
    const headers: Record<string, string> = { authorization: `Bearer ${apiKey}`, accept };
    if (body !== undefined) headers['content-type'] = 'application/json';
    // One key for the call, whatever the number of tries: a retry is the same request.
    if (method === 'POST') headers['idempotency-key'] = call?.idempotencyKey ?? crypto.randomUUID();
    const doFetch = options.fetch ?? fetch;
    for (let attempt = 0; ; attempt++) {
      const response = await doFetch(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: call?.signal,
      });
      if (response.ok) return response;
      if (response.status === 429 && attempt < maxRetries) {
        const wait = retryAfterMs(response.headers.get('retry-after')) ?? 1000;
        if (wait <= maxRetryAfter * 1000) {
          // Free the connection before waiting.
          await response.body?.cancel().catch(() => undefined);
          await sleep(wait, call?.signal);
          continue;
        }
      }
      throw await errorFromResponse(response);
    }
  }

  const json = async <T>(call: Call): Promise<T> => (await (await send(call)).json()) as T;

  const client: KycClient = {
    searchCompanies: (query, opts) =>
      json<CompanySearchPage>({ method: 'GET', path: '/v1/companies', query, options: opts }),
    async *searchAll(query, opts) {
      let cursor: string | null | undefined;
      do {
        const page = await client.searchCompanies({ ...query, cursor: cursor ?? undefined }, opts);
        yield* page.items;
        cursor = page.nextCursor;
      } while (cursor);
    },
    getCompany: (code, opts) =>
      json<Company>({ method: 'GET', path: `/v1/companies/${segment(code)}`, options: opts }),
    listShareholders: (code, opts) =>
      json<Shareholders>({
        method: 'GET',
        path: `/v1/companies/${segment(code)}/shareholders`,
        options: opts,
      }),
    listOfficers: (code, opts) =>
      json<Officers>({
        method: 'GET',
        path: `/v1/companies/${segment(code)}/officers`,
        options: opts,
      }),
    listInvestments: (code, opts) =>
      json<Investments>({
        method: 'GET',
        path: `/v1/companies/${segment(code)}/investments`,
        options: opts,
      }),
    getBeneficialOwners: (code, query, opts) =>
      json<BeneficialOwners>({
        method: 'GET',
        path: `/v1/companies/${segment(code)}/beneficial-owners`,
        query,
        options: opts,
      }),
    getCompanyHistory: (code, opts) =>
      json<CompanyHistory>({
        method: 'GET',
        path: `/v1/companies/${segment(code)}/history`,
        options: opts,
      }),
    getOwnershipBods: (code, opts) =>
      json<OwnershipBods>({
        method: 'GET',
        path: `/v1/companies/${segment(code)}/bods`,
        options: opts,
      }),
    createReport: (body, opts) =>
      json<Report>({ method: 'POST', path: '/v1/reports', body, options: opts }),
    getReport: (id, opts) =>
      json<Report>({ method: 'GET', path: `/v1/reports/${segment(id)}`, options: opts }),
    async getReportPdf(id, opts) {
      const response = await send({
        method: 'GET',
        path: `/v1/reports/${segment(id)}/pdf`,
        accept: 'application/pdf',
        options: opts,
      });
      return new Uint8Array(await response.arrayBuffer());
    },
    verifyReport: (body, opts) =>
      json<Verification>({ method: 'POST', path: '/v1/verifications', body, options: opts }),
    getUsage: (query, opts) =>
      json<Usage>({ method: 'GET', path: '/v1/usage', query, options: opts }),
  };
  return client;
}

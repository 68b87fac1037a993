import type { ProblemDocument } from './types';

/**
 * What a KYC API call throws for an answer other than 2xx: the RFC 9457 problem document the API
 * answered, with its fields at hand. `kind` is the last part of `type`
 * (`…/products-api/reference#problem-not-found` → `'not-found'`), stable across releases, so
 * branch on it rather than on `detail`, which is written for people.
 *
 * An answer that is not a problem document (a proxy's HTML page, say) still becomes a
 * `KycApiError`, with `type` `'about:blank'`, the HTTP status and reason as `title`, and
 * `requestId` from the `X-Request-Id` header when there is one.
 *
 * @example
 * ```ts norun
 * import { createKycClient, KycApiError } from '@kyc/api-client';
 *
 * const client = createKycClient({ apiKey: 'kyc_test_…', baseUrl: 'https://kyc.example.com' });
 * try {
 *   await client.getCompany('NO-SUCH-CODE');
 * } catch (error) {
 *   if (error instanceof KycApiError && error.kind === 'not-found') console.log(error.requestId);
 *   else throw error;
 * }
 * ```
 */
export class KycApiError extends Error {
  /** The whole problem document, extensions (`errors`, `requiredScope`) included. */
  readonly problem: ProblemDocument;
  /** The HTTP status of the answer. */
  readonly status: number;
  /** The problem's `type`: a URI naming its kind. */
  readonly type: string;
  /** The kind's title, the same for every problem of the kind. */
  readonly title: string;
  /** What happened this time, in words for people. */
  readonly detail: string;
  /** The answer's `X-Request-Id`: quote it when you ask support about a call. */
  readonly requestId: string;
  /** Seconds the `Retry-After` field asked to wait (a 429), when it said. */
  readonly retryAfter: number | undefined;

  /**
   * @param problem the problem document the API answered
   * @param retryAfter the seconds `Retry-After` asked to wait, if any
   */
  constructor(problem: ProblemDocument, retryAfter?: number) {
    super(
      `${problem.status} ${problem.title}: ${problem.detail} (request ${problem.requestId || 'unknown'})`,
    );
    this.name = 'KycApiError';
    this.problem = problem;
    this.status = problem.status;
    this.type = problem.type;
    this.title = problem.title;
    this.detail = problem.detail;
    this.requestId = problem.requestId;
    this.retryAfter = retryAfter;
  }

  /**
   * The problem's kind: what follows `#problem-` in its `type`, e.g. `'not-found'`,
   * `'rate-limited'`, `'idempotency-key-reused'`; `'about:blank'` when the answer was not a
   * problem document of the KYC API.
   *
   * @returns the kind
   */
  get kind(): string {
    const marker = this.type.lastIndexOf('#problem-');
    return marker === -1 ? this.type : this.type.slice(marker + '#problem-'.length);
  }
}

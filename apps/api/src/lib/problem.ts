/**
 * The public API's errors: RFC 9457 problem details (`application/problem+json`). Each kind has
 * a stable `type`, a URI naming the kind (the API reference has a section per kind at that
 * address); `title` is the same for every occurrence of a kind, `detail` says what happened in
 * this one.
 */
export const PROBLEM_KINDS = {
  'invalid-request': { status: 400, title: 'Invalid request' },
  unauthorized: { status: 401, title: 'Missing or invalid API key' },
  'insufficient-balance': { status: 402, title: 'Prepaid balance exhausted' },
  'forbidden-scope': { status: 403, title: 'Key lacks the scope' },
  'forbidden-address': { status: 403, title: 'Address not in the key’s allow-list' },
  'plan-expired': { status: 403, title: 'Plan has ended' },
  'not-found': { status: 404, title: 'Not found' },
  'report-not-ready': { status: 409, title: 'Report not ready' },
  'idempotency-in-progress': {
    status: 409,
    title: 'Request with this Idempotency-Key in progress',
  },
  'payload-too-large': { status: 413, title: 'Request body too large' },
  'uri-too-long': { status: 414, title: 'Request path too long' },
  'unsupported-media-type': { status: 415, title: 'Unsupported content type' },
  'idempotency-key-reused': {
    status: 422,
    title: 'Idempotency-Key already used for another request',
  },
  'rate-limited': { status: 429, title: 'Rate limit exceeded' },
  'quota-exceeded': { status: 429, title: 'Daily quota exceeded' },
  'server-error': { status: 500, title: 'Internal server error' },
} as const;

export type ProblemKind = keyof typeof PROBLEM_KINDS;

/**
 * What each problem status of the public API means, naming its kinds first (the API reference
 * links each kind named to its section): the `description` of every declared problem answer.
 */
export const PROBLEM_DESCRIPTIONS: Readonly<Record<number, string>> = {
  400: 'invalid-request: a parameter or body field is invalid (errors names each).',
  401: 'unauthorized: no API key, or one revoked, rotated out past its grace, or unknown.',
  402: 'insufficient-balance: a prepaid account’s API balance cannot pay for the call.',
  403: 'forbidden-scope, forbidden-address or plan-expired.',
  404: 'not-found: no company, report, watch, webhook or delivery by that code or id, or the key may not see it.',
  409: 'report-not-ready, or idempotency-in-progress while the first request with the key runs.',
  413: 'payload-too-large: a body over 64 KB.',
  414: 'uri-too-long: a path parameter over 100 characters.',
  415: 'unsupported-media-type: a body that is not JSON.',
  422: 'idempotency-key-reused: the Idempotency-Key was used with another body.',
  429: 'rate-limited or quota-exceeded; Retry-After says when to try again.',
};

/**
 * A kind's `type`: its section of the API reference on the site's configured origin, e.g.
 * `https://kyc.example.com/products-api/reference#problem-not-found`.
 */
export function problemType(siteOrigin: string, kind: ProblemKind): string {
  return new URL(`/products-api/reference#problem-${kind}`, siteOrigin).href;
}

/** A problem document as sent. */
export interface ProblemDocument {
  type: string;
  title: string;
  status: number;
  detail: string;
  instance?: string;
  requestId: string;
  /** For invalid-request: one message per field. */
  errors?: Record<string, string>;
  [extension: string]: unknown;
}

/** An error the /v1 routes answer as a problem document. */
export class Problem extends Error {
  constructor(
    readonly kind: ProblemKind,
    readonly detail: string,
    readonly extensions: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
    this.name = 'Problem';
  }

  get status(): number {
    return PROBLEM_KINDS[this.kind].status;
  }
}

/**
 * The document of a problem.
 *
 * @example
 * ```ts
 * problemDocument('http://localhost:3000', 'not-found', 'No company has the code X', 'req-1').type;
 * // 'http://localhost:3000/products-api/reference#problem-not-found'
 * ```
 */
export function problemDocument(
  siteOrigin: string,
  kind: ProblemKind,
  detail: string,
  requestId: string,
  extensions: Record<string, unknown> = {},
): ProblemDocument {
  const { status, title } = PROBLEM_KINDS[kind];
  return { type: problemType(siteOrigin, kind), title, status, detail, requestId, ...extensions };
}

/** The problem kind a plain HTTP status maps to, for errors raised outside the /v1 code. */
export function problemKindOf(status: number): ProblemKind {
  if (status === 401) return 'unauthorized';
  if (status === 404) return 'not-found';
  if (status === 413) return 'payload-too-large';
  if (status === 414) return 'uri-too-long';
  if (status === 415) return 'unsupported-media-type';
  if (status === 429) return 'rate-limited';
  if (status >= 500) return 'server-error';
  return 'invalid-request';
}

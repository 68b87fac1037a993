import { daysUntilExpiry, type StoredUser } from '@kyc/auth';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { v1Document } from '../../http/openapi-documents';
import { KeyCache } from '../../keys/cache';
import { addressAllowed } from '../../keys/cidr';
import { HttpError, ValidationError } from '../../lib/http-error';
import { Problem, type ProblemKind, problemDocument, problemKindOf } from '../../lib/problem';
import { countCall, type KeyLimits, limitsFor, peekCalls } from '../../metering/limits';
import type { ReportWorker } from '../../reports/worker';
import { v1AccountRoutes } from './account';
import { v1CompanyRoutes } from './companies';
import './context';
import { v1MonitoringRoutes } from './monitoring';
import { v1ReportRoutes } from './reports';
import { type V1WebhookOptions, v1WebhookRoutes } from './webhooks';

export interface V1Options {
  /** The site's origin: problem types and the reference live there. */
  siteOrigin: string;
  worker?: ReportWorker;
  /** false: no limits and no ledger (benchmarks only). */
  metering?: boolean;
  /** Every key's limits instead of its package's (benchmarks, tests). */
  limits?: KeyLimits;
  /** The clock the key cache's bound runs on (tests move it on instead of waiting). */
  keyClock?: () => number;
  /** Webhook URL rules, the sender and the clock replays use. */
  webhooks: V1WebhookOptions;
}

const PROBLEM_JSON = 'application/problem+json; charset=utf-8';

/** Answers a problem document (RFC 9457) with its headers. */
export function sendProblem(
  reply: FastifyReply,
  siteOrigin: string,
  kind: ProblemKind,
  detail: string,
  extensions: Record<string, unknown> = {},
): FastifyReply {
  const document = problemDocument(siteOrigin, kind, detail, reply.request.id, extensions);
  return reply
    .header('x-request-id', reply.request.id)
    .status(document.status)
    .header('content-type', PROBLEM_JSON)
    .header('cache-control', 'no-store')
    .send(JSON.stringify(document));
}

/**
 * Any error met while answering a /v1 request, as a problem document: the service's own
 * errors keep their status and words, Fastify's (bad JSON, a body too large) get theirs, and
 * anything unexpected is a 500 that names no internals.
 */
export function v1ErrorAnswer(
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
  siteOrigin: string,
): FastifyReply {
  if (error instanceof Problem) {
    reply.headers(error.headers);
    return sendProblem(reply, siteOrigin, error.kind, error.detail, error.extensions);
  }
  if (error instanceof ValidationError)
    return sendProblem(reply, siteOrigin, 'invalid-request', 'Some fields are invalid.', {
      errors: error.errors,
    });
  const err = error as {
    validation?: Array<{ instancePath?: string; params?: Record<string, unknown> }>;
    validationContext?: string;
    statusCode?: number;
    code?: string;
    message?: string;
  };
  if (err.validation) {
    const errors: Record<string, string> = {};
    for (const item of err.validation) {
      const missing = item.params?.missingProperty ?? item.params?.additionalProperty;
      const field =
        typeof missing === 'string'
          ? missing
          : ((item.instancePath ?? '').split('/').filter(Boolean)[0] ??
            err.validationContext ??
            'body');
      errors[field] ??= typeof missing === 'string' ? 'Required' : 'Invalid value';
    }
    return sendProblem(reply, siteOrigin, 'invalid-request', 'Some fields are invalid.', {
      errors,
    });
  }
  if (error instanceof HttpError) {
    reply.headers(error.headers);
    const kind: ProblemKind =
      error.code === 'PLAN_EXPIRED'
        ? 'plan-expired'
        : error.code === 'REPORT_NOT_READY'
          ? 'report-not-ready'
          : problemKindOf(error.statusCode);
    return sendProblem(reply, siteOrigin, kind, error.message);
  }
  const status = err.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const kind = problemKindOf(status);
    const detail =
      kind === 'payload-too-large'
        ? 'The request body is larger than 64 KB.'
        : kind === 'unsupported-media-type'
          ? 'Send the body as application/json.'
          : 'The request is malformed (for example, its JSON does not parse).';
    return sendProblem(reply, siteOrigin, kind, detail);
  }
  request.log.error({ err: error }, 'request failed');
  return sendProblem(reply, siteOrigin, 'server-error', 'Something went wrong on our side.');
}

function bearer(header: unknown): string | undefined {
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/**
 * The public API: `/v1`, authenticated with `Authorization: Bearer <key>`, limited per key with
 * the IETF RateLimit headers, metered per successful call, every answer with `X-Request-Id` and
 * every error a problem document.
 */
export async function v1Routes(app: FastifyInstance, options: V1Options): Promise<void> {
  const { siteOrigin } = options;
  app.decorateRequest('apiKey', null);
  app.decorate('v1Metering', options.metering ?? true);

  // Keys are read once a second per process at most (src/keys/cache.ts): a revocation holds at
  // once in this process and within KEY_CACHE_MS in every other.
  const keys = new KeyCache(app.db, { now: options.keyClock });
  app.addHook('onClose', async () => keys.close());

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    const config = request.routeOptions.config?.v1;
    if (!config || config.public) return;
    const secret = bearer(request.headers.authorization);
    const key = secret ? await keys.authenticate(secret) : undefined;
    if (!key)
      throw new Problem(
        'unauthorized',
        secret
          ? 'The API key is not valid: it was revoked, rotated out, or never existed.'
          : 'Send your API key as Authorization: Bearer <key>.',
        {},
        { 'www-authenticate': 'Bearer realm="kyc"' },
      );
    const limits = options.limits ?? limitsFor(key.mode, key.profile);
    // Every answer to a key carries the rate-limit fields; a refused key's call is not counted
    // (someone holding a key outside its allow-list cannot spend its quota), so it reads them.
    const refuse = async (problem: Problem): Promise<never> => {
      if (app.v1Metering) reply.headers(await peekCalls(app.db, key.keyId, limits));
      throw problem;
    };
    if (!addressAllowed(request.ip, key.allowedCidrs))
      await refuse(
        new Problem(
          'forbidden-address',
          `Calls from ${request.ip} are not allowed for this key: add the address to its allow-list.`,
        ),
      );
    if (config.scope && !key.scopes.includes(config.scope))
      await refuse(
        new Problem('forbidden-scope', `This key lacks the scope ${config.scope}.`, {
          requiredScope: config.scope,
        }),
      );
    if (key.mode === 'live') {
      const days = daysUntilExpiry(key.profile as StoredUser);
      if (days !== null && days < 0)
        await refuse(
          new Problem('plan-expired', 'The plan of this key’s account has ended: renew it.'),
        );
    }
    request.apiKey = key;
    if (!app.v1Metering) return;
    const limit = await countCall(app.db, key.keyId, limits);
    reply.headers(limit.headers);
    if (!limit.allowed)
      throw new Problem(
        limit.retryAfter > 1 ? 'quota-exceeded' : 'rate-limited',
        limit.retryAfter > 1
          ? 'This key has used its daily quota; it renews at midnight, Asia/Shanghai time.'
          : 'Too many calls per second for this key.',
        {},
        { 'retry-after': String(limit.retryAfter) },
      );
  });

  app.setErrorHandler((error, request, reply) => v1ErrorAnswer(error, request, reply, siteOrigin));
  app.setNotFoundHandler((request, reply) =>
    sendProblem(
      reply,
      siteOrigin,
      'not-found',
      `There is no operation at ${request.method} ${request.url.split('?')[0]?.slice(0, 200)}.`,
    ),
  );

  app.get(
    '/openapi.json',
    { schema: { hide: true }, config: { v1: { operation: 'openapi', public: true } } },
    async (_request, reply) =>
      reply
        .header('cache-control', 'public, max-age=300')
        .header('access-control-allow-origin', '*')
        .send(v1Document(app, siteOrigin)),
  );
  await app.register(v1CompanyRoutes);
  await app.register(v1ReportRoutes, { worker: options.worker });
  await app.register(v1AccountRoutes);
  await app.register(v1MonitoringRoutes);
  await app.register(v1WebhookRoutes, options.webhooks);
}

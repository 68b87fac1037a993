import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import swagger from '@fastify/swagger';
import type { Locale } from '@kyc/validators';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { accountRoutes } from './account/routes';
import { BeaconQueue } from './analytics/beacon-queue';
import { analyticsRoutes } from './analytics/routes';
import { type Account, loadAccount, readCredentials, SessionCache } from './auth/session';
import { CompanySearch } from './companies/company-search';
import { companyRoutes } from './companies/routes';
import { showcaseRoutes } from './companies/showcase-routes';
import type { Db } from './db/types';
import { webapiDocument } from './http/openapi-documents';
import { publicRoutes } from './http/public-routes';
import { addCommonResponses } from './http/schemas';
import { importRoutes } from './imports/routes';
import { apiKeyRoutes } from './keys/routes';
import { adminRoutes } from './leads/admin-routes';
import { leadRoutes } from './leads/routes';
import { HttpError, ValidationError } from './lib/http-error';
import {
  badIntegerParams,
  badNumericBodyFields,
  INPUT_MESSAGES,
  unstorableField,
} from './lib/input-guard';
import { requestLocale, text } from './lib/locale';
import { announceLinks, createMailer, type Mailer } from './mail/mailer';
import type { KeyLimits } from './metering/limits';
import { monitoringRoutes } from './monitoring/routes/index';
import { MonitorService, type MonitorServiceOptions } from './monitoring/service';
import { portfolioRoutes } from './portfolios/routes';
import { renderReportPdf } from './reports/pdf';
import { reportRoutes } from './reports/routes';
import { verifyRoutes } from './reports/verify-routes';
import { ReportWorker, type ReportWorkerOptions } from './reports/worker';
import { sendProblem, v1Routes } from './routes/v1/index';
import { serviceRoutes } from './service/routes';
import { teamRoutes } from './teams/routes/index';
import { WebhookDispatcher } from './webhooks/dispatcher';
import { createSender, type WebhookFetch } from './webhooks/send';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads its input itself (the beacon): the global input checks let it through. */
    rawInput?: boolean;
  }
  interface FastifyRequest {
    /** Language for messages (`?lang=` or Accept-Language); undefined keeps SPEC wording. */
    locale: Locale | undefined;
    /** The logged-in account, set by `requireAccount` / `optionalAccount`. */
    account: Account | null;
  }
  interface FastifyInstance {
    db: Db;
    /** onRequest hook: 401 without valid headers or cookie; origin check on cookie writes. */
    requireAccount: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** onRequest hook: sets `request.account` when valid credentials come, never refuses. */
    optionalAccount: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** 403 unless the request's Origin (or Referer) is one of the site's own origins. */
    assertSameSite: (request: FastifyRequest) => void;
    /** Recently read sessions (see `SessionCache`). */
    sessions: SessionCache;
    /** The beacon writer; `flush()` stores what /s.gif has queued. */
    beacons: BeaconQueue;
    /** Live search: the in-memory index when ready and current, else SQL. */
    companySearch: CompanySearch;
    /** Change detection, alert mail and watch renewals in this process (undefined when off). */
    monitor: MonitorService | undefined;
  }
}

export interface AppOptions {
  db: Db;
  /** Origins allowed to make cookie-authenticated writes; the site's own. */
  allowedOrigins?: readonly string[];
  /** Fastify logger setting; off by default (tests), on in src/server.ts. */
  logger?: boolean | Record<string, unknown>;
  /** Which proxies to trust for the client address (Fastify `trustProxy`). */
  trustProxy?: boolean | string | string[];
  /** How long a session read is reused (ms); 0, the default, reads it on every request. */
  sessionCacheMs?: number;
  /** How long a live-search answer is reused (ms); 0, the default, turns the cache off. */
  searchCacheMs?: number;
  /** Answer live search from an in-memory index of the companies (default true). */
  searchIndex?: boolean;
  /** How old a reading of the company data version the index may rely on (ms, default 1000). */
  searchRecheckMs?: number;
  /** How long the public showcase (company and ownership graph) is reused (ms, default 60 000). */
  showcaseCacheMs?: number;
  /**
   * The site's origin, for absolute links the service prints (a report's /verifydoc address);
   * by default the first allowed origin.
   */
  siteOrigin?: string;
  /**
   * The report generator: on by default with `renderReportPdf`; `false` leaves ordered reports
   * waiting in the job table (another process generates them).
   */
  reports?: false | Partial<Omit<ReportWorkerOptions, 'verifyUrl'>>;
  /**
   * The public API's metering, for benchmarks: `metering: false` skips the limits and the
   * ledger (calls go unbilled: never in production); `limits` replaces every key's limits.
   */
  api?: { metering?: boolean; limits?: KeyLimits; keyClock?: () => number };
  /**
   * Sends invitations (src/mail). By default: SMTP when `SMTP_URL` is set, else .eml files in
   * `mailDir` with each link logged once.
   */
  mailer?: Mailer;
  /** Where messages are written without SMTP (default: the system's temporary folder). */
  mailDir?: string;
  /**
   * Lines for whoever runs the service, whatever the log level, when mail is written to files
   * (no `SMTP_URL`): the mail folder, once, and each invitation's link. src/serve.ts prints them
   * (so `npm start` shows them); by default they are logged at info.
   */
  notice?: (line: string) => void;
  /**
   * Monitoring in this process (detection when the data changes, alert mail, digests,
   * renewals): on by default; `false` leaves it to another process.
   */
  monitoring?: false | Partial<Omit<MonitorServiceOptions, 'mailer' | 'siteOrigin'>>;
  /** Webhook delivery (src/webhooks). */
  webhooks?: WebhookOptions;
}

export interface WebhookOptions {
  /**
   * Send deliveries from this process, every `intervalMs` (default 5000): on by default;
   * `false` leaves them to another process (or to a test that calls deliverDue itself).
   */
  dispatch?: boolean;
  intervalMs?: number;
  /**
   * Allow `http:` URLs and private, loopback and link-local hosts (WEBHOOK_ALLOW_LOCAL): for
   * development and tests only, since a customer's URL could then reach the service's own
   * network. Off by default.
   */
  allowLocal?: boolean;
  /** What sends (default: createSender, which checks the addresses it connects to). */
  fetch?: WebhookFetch;
  /** The clock of sends and replays (default: the real one; tests simulate one). */
  clock?: () => Date;
}

export const DEFAULT_ALLOWED_ORIGINS = ['http://localhost:3000', 'http://127.0.0.1:3000'];
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Request bodies are small JSON forms; anything bigger is refused with 413. */
export const BODY_LIMIT = 64 * 1024;

function fieldOf(
  error: { instancePath?: string; params?: Record<string, unknown> },
  context: string,
): string {
  const missing = error.params?.missingProperty ?? error.params?.additionalProperty;
  if (typeof missing === 'string') return missing;
  const path = (error.instancePath ?? '').split('/').filter(Boolean)[0];
  return path ?? context;
}

/**
 * What the router refuses before any route runs: a path it cannot decode (malformed
 * percent-encoding, an encoded lone surrogate) is bad input like any other, a 400 in the
 * validation shape; a path parameter over 100 characters is a 414. Never Fastify's own body.
 */
function routerErrorAnswer(
  error: { statusCode?: number },
  headers: FastifyRequest['headers'],
): { status: 400 | 414; body: object } {
  const locale = requestLocale(undefined, headers['accept-language']);
  if (error.statusCode === 414)
    return {
      status: 414,
      body: {
        code: 'URI_TOO_LONG',
        message: text(locale, '请求路径过长', 'Request path is too long'),
      },
    };
  return { status: 400, body: { errors: { path: INPUT_MESSAGES.text(locale) } } };
}

/**
 * What every answer of the service says, whoever gives it: a route, the error handler, the
 * router's refusals (`frameworkErrors`), Node's HTTP parser (`answerClientError`), or Fastify
 * itself while it closes.
 */
const EVERY_ANSWER = { 'x-content-type-options': 'nosniff' } as const;
/** An answer that no route made (a refusal) is about this request only: nothing keeps it. */
const REFUSAL = { ...EVERY_ANSWER, 'cache-control': 'no-store' } as const;

/** Builds the service on a database that is already open and migrated. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const allowedOrigins = new Set(options.allowedOrigins ?? DEFAULT_ALLOWED_ORIGINS);
  const siteOrigin: string =
    options.siteOrigin ?? [...allowedOrigins][0] ?? (DEFAULT_ALLOWED_ORIGINS[0] as string);
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT,
    trustProxy: options.trustProxy ?? false,
    ajv: { customOptions: { allErrors: true } },
    // The public API answers every request with its id (X-Request-Id), and the ledger keeps it:
    // ids must be unique across processes and restarts.
    genReqId: () => randomUUID(),
    // What Node's HTTP parser refuses (headers too large, malformed requests) never reaches a
    // route: answer it in the service's own shape and headers, not Fastify's default.
    clientErrorHandler: answerClientError,
    // The router's refusals run no hook (onSend included): they set the headers themselves.
    frameworkErrors: (error, request, reply) => {
      if (request.url.startsWith('/v1/') || request.url === '/v1') {
        reply.header('x-request-id', request.id).headers(REFUSAL);
        const tooLong = error.statusCode === 414;
        return sendProblem(
          reply as FastifyReply,
          siteOrigin,
          tooLong ? 'uri-too-long' : 'invalid-request',
          tooLong
            ? 'A path parameter is longer than 100 characters.'
            : 'The path cannot be decoded.',
        );
      }
      const { status, body } = routerErrorAnswer(error, request.headers);
      (reply as FastifyReply).status(status).headers(REFUSAL).send(body);
    },
  });
  // What Fastify writes on its own, outside any reply (the 503 to a request that arrives while
  // it closes), starts from these headers too.
  app.server.prependListener('request', (_request, response) => {
    for (const [name, value] of Object.entries(EVERY_ANSWER)) response.setHeader(name, value);
  });
  app.decorate('db', options.db);
  const sessions = new SessionCache(options.sessionCacheMs ?? 0);
  app.decorate('sessions', sessions);
  app.decorateRequest('locale', undefined);
  app.decorateRequest('account', null);
  app.addHook('onRequest', async (request) => {
    request.locale = requestLocale(
      (request.query as Record<string, unknown> | undefined)?.lang,
      request.headers['accept-language'],
    );
  });

  // Every answer: no content sniffing. Account answers (login, me, data) are per user and
  // must not be kept by a browser's or a proxy's cache unless a route says otherwise.
  app.addHook('onSend', async (request, reply) => {
    reply.headers(EVERY_ANSWER);
    if (request.url.startsWith('/webapi/saas/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
  });

  // Input PostgreSQL cannot store, and numbers (in the query, the path or as text in a JSON
  // body) that the schema coercion would read as infinite, are a 400 with the field's name
  // before any route sees them.
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.config?.rawInput) return;
    const errors: Record<string, string> = {};
    for (const input of [request.params, request.query, request.body]) {
      const field = unstorableField(input);
      if (field) errors[field] ??= INPUT_MESSAGES.text(request.locale);
    }
    for (const [input, schema] of [
      [request.query, request.routeOptions.schema?.querystring],
      [request.params, request.routeOptions.schema?.params],
    ] as const)
      for (const [field, kind] of badIntegerParams(input, schema))
        errors[field] ??= INPUT_MESSAGES[kind](request.locale);
    for (const [field, kind] of badNumericBodyFields(
      request.body,
      request.routeOptions.schema?.body,
    ))
      errors[field] ??= INPUT_MESSAGES[kind](request.locale);
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  });

  app.decorate('assertSameSite', (request: FastifyRequest) => {
    const origin = request.headers.origin ?? refererOrigin(request.headers.referer);
    if (!origin || !allowedOrigins.has(origin)) {
      throw new HttpError(
        403,
        'FORBIDDEN_ORIGIN',
        text(request.locale, '请求来源不被允许', 'Cross-site request refused'),
      );
    }
  });

  app.decorate('optionalAccount', async (request: FastifyRequest) => {
    const credentials = readCredentials(request.headers);
    if (!credentials) return;
    const account = await loadAccount(options.db, credentials, sessions);
    if (typeof account !== 'string') request.account = account;
  });

  app.decorate('requireAccount', async (request: FastifyRequest) => {
    const credentials = readCredentials(request.headers);
    const account = credentials ? await loadAccount(options.db, credentials, sessions) : 'missing';
    if (typeof account === 'string') {
      const [code, zh, en] =
        account === 'missing'
          ? ['UNAUTHORIZED', '请先登录', 'Please log in']
          : account === 'idle'
            ? [
                'SESSION_IDLE',
                '会话因长时间无活动已失效，请重新登录',
                'Session ended after inactivity; please log in again',
              ]
            : [
                'UNAUTHORIZED',
                '登录已失效，请重新登录',
                'Session is not valid; please log in again',
              ];
      throw new HttpError(401, code, text(request.locale, zh, en));
    }
    // A browser sends the cookie on every request, also from other sites' forms: writes that
    // rely on it must come from the site itself. Header credentials cannot be forged that way.
    if (account.credentials.via === 'cookie' && !SAFE_METHODS.has(request.method))
      app.assertSameSite(request);
    request.account = account;
  });

  app.setErrorHandler((error: unknown, request, reply) => {
    if (error instanceof ValidationError) return reply.status(400).send({ errors: error.errors });
    const err = error as {
      validation?: Array<{ instancePath?: string; params?: Record<string, unknown> }>;
      validationContext?: string;
      statusCode?: number;
      code?: string;
    };
    if (err.validation) {
      const errors: Record<string, string> = {};
      for (const item of err.validation) {
        const field = fieldOf(item, err.validationContext ?? 'body');
        errors[field] ??= text(request.locale, '格式不正确', 'Invalid value');
      }
      return reply.status(400).send({ errors });
    }
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send({ code: error.code, message: error.message });
    }
    const status = err.statusCode ?? 500;
    const routeWords = request.routeOptions.config?.payloadErrors?.[status as 413 | 415];
    if (routeWords)
      return reply.status(status).send({
        code: routeWords.code,
        message: text(request.locale, routeWords.zh, routeWords.en),
      });
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (413 body too large, 415, malformed JSON): say what, not where.
      const messages: Record<number, [string, string]> = {
        413: ['请求内容过大', 'Request body is too large'],
        415: ['不支持的内容类型', 'Unsupported content type'],
      };
      const [zh, en] = messages[status] ?? ['请求格式不正确', 'Malformed request'];
      // Every 400 has the validation shape, so a client reads one kind of answer for bad input.
      if (status === 400)
        return reply.status(400).send({ errors: { body: text(request.locale, zh, en) } });
      return reply
        .status(status)
        .send({ code: err.code ?? 'BAD_REQUEST', message: text(request.locale, zh, en) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({
      code: 'INTERNAL_ERROR',
      message: text(request.locale, '服务器内部错误', 'Internal server error'),
    });
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send({ code: 'NOT_FOUND', message: text(request.locale, '接口不存在', 'Not found') });
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'KYC account service',
        version: '0.0.0',
        license: { name: 'MIT', identifier: 'MIT' },
        description:
          'Account area and analytics host of the KYC platform. Account calls authenticate with the ' +
          'pro-client-id, pro-access-token and pro-access-secret-key headers or the kyc_session cookie. ' +
          'Validation failures answer 400 { errors: { field: message } }; other errors { code, message }.',
      },
      servers: [
        {
          url: '/',
          description:
            'The origin this document is read from: the service itself, or the site, which proxies /webapi/* to it ' +
            '(the analytics paths /s.gif and /sdk/index.html are served by the service, the analytics host).',
        },
        {
          url: 'http://{host}:{port}',
          description: 'The service run directly (npm start -w @kyc/api)',
          variables: {
            host: { default: '127.0.0.1', description: 'HOST' },
            port: { default: '3001', description: 'API_PORT' },
          },
        },
      ],
      tags: [
        { name: 'account', description: 'Login, session, activation and the operation log' },
        { name: 'mfa', description: 'Binding a TOTP authenticator (RFC 6238)' },
        {
          name: 'companies',
          description: 'Live search, enterprise details and the public showcase',
        },
        { name: 'lei', description: 'Legal Entity Identifier look-up' },
        {
          name: 'imports',
          description: 'Imported data: change history and ownership exported as BODS 0.4',
        },
        { name: 'reports', description: 'Ordering reports, their status and their PDF' },
        { name: 'documents', description: 'Report verification' },
        { name: 'system', description: 'Health' },
        { name: 'service', description: 'Service packages and requests for them' },
        {
          name: 'team',
          description:
            'The team: invitations, roles, the credit pool with caps and approvals, shared lists, notes and the audit trail',
        },
        {
          name: 'portfolios',
          description:
            'A portfolio of customers uploaded in one go (CSV or XLSX): matched, reviewed, then a watched shared list',
        },
        { name: 'leads', description: 'Demo requests and registrations from the public site' },
        { name: 'api', description: 'API keys, the API price list and usage (the keys page)' },
        {
          name: 'monitoring',
          description:
            'Watching companies and shared lists (billed per company and month), the alerts their changes raise, alert e-mail and its unsubscribe link',
        },
        { name: 'admin', description: 'Administrators only' },
        { name: 'analytics', description: 'The analytics host: tracking beacon and hub page' },
      ],
      components: {
        securitySchemes: {
          clientId: { type: 'apiKey', in: 'header', name: 'pro-client-id' },
          accessToken: { type: 'apiKey', in: 'header', name: 'pro-access-token' },
          secretKey: { type: 'apiKey', in: 'header', name: 'pro-access-secret-key' },
          sessionCookie: { type: 'apiKey', in: 'cookie', name: 'kyc_session' },
        },
      },
    },
  });
  // Statuses every route can answer before its handler (400, 413, 414, 415, 431) go into each
  // route's declared responses, so the document lists them (routes/schemas.ts).
  app.addHook('onRoute', addCommonResponses);

  const beacons = new BeaconQueue(options.db, (error) =>
    app.log.error({ err: error }, 'beacon write failed'),
  );
  app.decorate('beacons', beacons);
  app.addHook('onClose', async () => beacons.close());

  const companySearch = new CompanySearch(options.db, {
    useIndex: options.searchIndex ?? true,
    recheckMs: options.searchRecheckMs ?? 1000,
    onError: (error) => app.log.error({ err: error }, 'search index build failed'),
  });
  app.decorate('companySearch', companySearch);
  app.addHook('onClose', async () => companySearch.close());
  companySearch.start();

  let reportWorker: ReportWorker | undefined;
  if (options.reports !== false) {
    reportWorker = new ReportWorker(options.db, {
      render: renderReportPdf,
      onError: (error) => app.log.error({ err: error }, 'report generation failed'),
      ...options.reports,
      verifyUrl: new URL('/verifydoc', siteOrigin).href,
    });
    const worker = reportWorker;
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => worker.close());
  }

  await app.register(accountRoutes);
  await app.register(reportRoutes, { worker: reportWorker });
  const notice = options.notice ?? ((line: string) => app.log.info(line));
  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: process.env.SMTP_URL,
      outDir: options.mailDir ?? join(tmpdir(), 'kyc-mail'),
      log: (line) => app.log.info(line),
      notice,
    });
  if (!options.mailer) app.addHook('onClose', async () => mailer.close());
  await app.register(teamRoutes, {
    mailer: announceLinks(mailer, notice),
    siteOrigin,
    worker: reportWorker,
  });
  await app.register(companyRoutes, { searchCacheMs: options.searchCacheMs ?? 0 });
  await app.register(importRoutes);
  await app.register(portfolioRoutes);
  await app.register(publicRoutes);
  await app.register(verifyRoutes);
  await app.register(serviceRoutes);
  await app.register(showcaseRoutes, { cacheMs: options.showcaseCacheMs ?? 60_000 });
  await app.register(leadRoutes);
  await app.register(adminRoutes);
  await app.register(analyticsRoutes, { beacons, hubOrigins: [...allowedOrigins] });
  await app.register(apiKeyRoutes);
  const webhookRules = { allowLocal: options.webhooks?.allowLocal ?? false };
  const webhookFetch = options.webhooks?.fetch ?? createSender(webhookRules);
  const clock = options.webhooks?.clock ?? (() => new Date());
  await app.register(monitoringRoutes);
  let monitor: MonitorService | undefined;
  if (options.monitoring !== false) {
    const service = new MonitorService(options.db, {
      mailer,
      siteOrigin,
      onError: (error) => app.log.error({ err: error }, 'monitoring failed'),
      ...options.monitoring,
    });
    monitor = service;
    app.addHook('onReady', async () => service.start());
    app.addHook('onClose', async () => service.close());
  }
  app.decorate('monitor', monitor);
  await app.register(v1Routes, {
    prefix: '/v1',
    siteOrigin,
    worker: reportWorker,
    ...options.api,
    webhooks: { rules: webhookRules, fetch: webhookFetch, clock },
  });
  if (options.webhooks?.dispatch !== false) {
    const dispatcher = new WebhookDispatcher(options.db, {
      fetch: webhookFetch,
      rules: webhookRules,
      clock,
      intervalMs: options.webhooks?.intervalMs,
      onError: (error) => app.log.error({ err: error }, 'webhook delivery failed'),
    });
    app.addHook('onReady', async () => dispatcher.start());
    app.addHook('onClose', async () => dispatcher.close());
  }

  app.get('/webapi/openapi.json', { schema: { hide: true } }, async () => webapiDocument(app));

  return app;
}

/** Node's parser refused the request (431 headers too large, 408, 400): a short JSON answer. */
function answerClientError(error: Error & { code?: string }, socket: import('node:net').Socket) {
  if (!socket.writable) return socket.destroy();
  const [status, reason, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'Request headers are too large']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'Request timed out']
        : [400, 'Bad Request', 'Malformed request'];
  // The public API answers even this as a problem document (its path is in the raw request).
  const requestLine = (error as { rawPacket?: Buffer }).rawPacket
    ?.toString('latin1')
    .split('\r\n')[0];
  const publicApi = / \/v1[/? ]/.test(requestLine ?? '');
  const requestId = randomUUID();
  const body = JSON.stringify(
    publicApi
      ? { type: 'about:blank', title: reason, status, detail: message, requestId }
      : { code: 'BAD_REQUEST', message },
  );
  const headers = Object.entries(publicApi ? { ...REFUSAL, 'x-request-id': requestId } : REFUSAL)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/${publicApi ? 'problem+json' : 'json'}; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n${headers}Connection: close\r\n\r\n${body}`,
  );
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

import { canSeePrices, isPostPay, type StoredUser } from '@kyc/auth';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { resolveCompanyCode } from '../../companies/search-page';
import type { AuthenticatedKey } from '../../keys/keys';
import { Problem } from '../../lib/problem';
import {
  finishIdempotent,
  releaseIdempotent,
  requestFingerprint,
  startIdempotent,
} from '../../metering/idempotency';
import { recordReportDownload } from '../../reports/downloads';
import {
  type Billing,
  findOrder,
  placeOrder,
  REPORT_KIND_CODES,
  type ReportKindCode,
  type ReportOrder,
} from '../../reports/orders';
import { orderSchema } from '../../reports/routes';
import { findIssuedReport } from '../../reports/verification';
import { issuedReportSchema } from '../../reports/verify-routes';
import type { ReportWorker } from '../../reports/worker';
import { problemResponses } from './schemas';

/** An order as /v1 answers it: the site's order, and `sandbox` billing for test keys. */
const reportSchema = {
  ...orderSchema,
  properties: {
    ...orderSchema.properties,
    billing: {
      type: 'string',
      enum: ['credits', 'invoice', 'sandbox'],
      description: 'credits (prepaid), invoice (post-pay) or sandbox (a test key: never charged).',
    },
  },
} as const;

const EXAMPLE_REPORT = {
  id: 42,
  reportNo: 'KYC20261126100042',
  verifyCode: 'K7P2M9QX',
  kind: 'ubo',
  keyNo: 'SBX0000000000002',
  companyName: '沙盒深链运营有限公司',
  companyNameEn: 'Sandbox Deep Chain Operations Co., Ltd.',
  language: 'en',
  status: 'received',
  failureReason: null,
  billing: 'sandbox',
  credits: 0,
  price: null,
  currency: 'CNY',
  invoiceNo: null,
  createdAt: '2026-11-26T02:00:00.000Z',
  readyAt: null,
  pages: null,
  bytes: null,
  sha256: null,
};

const idParams = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647, examples: [42] } },
  required: ['id'],
} as const;

function billingOf(key: AuthenticatedKey): Billing {
  if (key.mode === 'test') return 'sandbox';
  return isPostPay(key.profile as StoredUser) ? 'invoice' : 'credits';
}

/** One of the key's account's orders, in the key's mode (test keys see sandbox orders only). */
async function orderOf(
  app: FastifyInstance,
  request: FastifyRequest<{ Params: { id: number } }>,
): Promise<ReportOrder> {
  const key = request.apiKey as AuthenticatedKey;
  const order = await findOrder(
    app.db,
    key.userId,
    request.params.id,
    'en',
    canSeePrices(key.profile as StoredUser),
  );
  if (!order || (order.billing === 'sandbox') !== (key.mode === 'test'))
    throw new Problem(
      'not-found',
      `No report ${request.params.id} was ordered by this account in this mode.`,
    );
  return withoutSandboxPrice(order);
}

interface CreateReportBody {
  company: string;
  kind: ReportKindCode;
  language: 'zh-CN' | 'en';
}

/** Ordering reports, their status and PDF, and verification, for /v1. */
export async function v1ReportRoutes(
  app: FastifyInstance,
  options: { worker?: ReportWorker },
): Promise<void> {
  app.post<{ Body: CreateReportBody; Headers: { 'idempotency-key'?: string } }>(
    '/reports',
    {
      config: { v1: { operation: 'createReport', scope: 'reports:order' } },
      schema: {
        tags: ['reports'],
        operationId: 'createReport',
        summary:
          'Order a report; paid like reports ordered on the site (credits or the monthly invoice)',
        description:
          'Send an Idempotency-Key (any unique string up to 255 characters) so that a retry cannot order twice: ' +
          'the same key with the same body answers the first answer again (with Idempotent-Replayed: true) and ' +
          'charges once; with another body it answers 422; while the first request is still running, 409. ' +
          'Keys are kept per account. Test keys order sandbox reports, generated but never charged.',
        headers: {
          type: 'object',
          properties: { 'idempotency-key': { type: 'string', minLength: 1, maxLength: 255 } },
        },
        body: {
          type: 'object',
          properties: {
            company: {
              type: 'string',
              minLength: 1,
              maxLength: 100,
              description: 'keyNo, USCC, registration number or LEI.',
            },
            kind: { type: 'string', enum: REPORT_KIND_CODES },
            language: { type: 'string', enum: ['zh-CN', 'en'], default: 'zh-CN' },
          },
          required: ['company', 'kind'],
          additionalProperties: false,
          examples: [{ company: 'SBX0000000000002', kind: 'ubo', language: 'en' }],
        },
        response: {
          201: { ...reportSchema, examples: [EXAMPLE_REPORT] },
          ...problemResponses(402, 404, 409, 413, 415, 422),
        },
      },
    },
    async (request, reply) => {
      const key = request.apiKey as AuthenticatedKey;
      const idempotencyKey = request.headers['idempotency-key'];
      let claim: string | undefined;
      if (idempotencyKey) {
        const started = await startIdempotent(
          app.db,
          key.userId,
          idempotencyKey,
          requestFingerprint('POST', '/v1/reports', request.body),
        );
        if (started.state === 'mismatch')
          throw new Problem(
            'idempotency-key-reused',
            'This Idempotency-Key was already used with a different request body.',
          );
        if (started.state === 'running')
          throw new Problem(
            'idempotency-in-progress',
            'The first request with this Idempotency-Key is still running; retry shortly.',
          );
        if (started.state === 'replay') return replay(reply, started.status, started.body);
        claim = started.startedAt;
      }
      try {
        const keyNo = await resolveCompanyCode(app.db, request.body.company, key.mode === 'test');
        if (!keyNo)
          throw new Problem('not-found', `No company has the code ${request.body.company}.`);
        let answer: ReportOrder | undefined;
        const placed = await placeOrder(
          app.db,
          {
            userId: key.userId,
            keyNo,
            kind: request.body.kind,
            language: request.body.language,
            billing: billingOf(key),
          },
          {
            within: async (tx, id) => {
              const found = await findOrder(
                tx,
                key.userId,
                id,
                'en',
                canSeePrices(key.profile as StoredUser),
              );
              answer = found && withoutSandboxPrice(found);
              if (idempotencyKey && claim)
                await finishIdempotent(tx, key.userId, idempotencyKey, claim, 201, answer);
            },
          },
        );
        if ('refused' in placed) {
          if (placed.refused === 'credits')
            throw new Problem(
              'insufficient-balance',
              `The report costs ${placed.cost} credits and the balance is ${placed.balance}.`,
              { balance: placed.balance, cost: placed.cost },
            );
          throw new Problem('not-found', `No company has the code ${request.body.company}.`);
        }
        claim = undefined;
        options.worker?.wake();
        return reply.status(201).header('location', `/v1/reports/${placed.id}`).send(answer);
      } finally {
        if (idempotencyKey && claim)
          await releaseIdempotent(app.db, key.userId, idempotencyKey, claim);
      }
    },
  );

  app.get<{ Params: { id: number } }>(
    '/reports/:id',
    {
      config: { v1: { operation: 'getReport', scope: 'reports:order' } },
      schema: {
        tags: ['reports'],
        operationId: 'getReport',
        summary: 'A report’s status',
        params: idParams,
        response: {
          200: { ...reportSchema, examples: [{ ...EXAMPLE_REPORT, status: 'ready' }] },
          ...problemResponses(404),
        },
      },
    },
    async (request) => orderOf(app, request),
  );

  app.get<{ Params: { id: number } }>(
    '/reports/:id/pdf',
    {
      config: { v1: { operation: 'getReportPdf', scope: 'reports:order' } },
      schema: {
        tags: ['reports'],
        operationId: 'getReportPdf',
        summary: 'A ready report’s PDF',
        description:
          'Each download is recorded in the account’s operation log (`download_report`, the report number), ' +
          'as a download from the site is.',
        params: idParams,
        response: {
          200: {
            description: 'The PDF.',
            content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
          },
          ...problemResponses(404, 409),
        },
      },
    },
    async (request, reply) => {
      const order = await orderOf(app, request);
      const { rows } = await app.db.query<{ pdf: Uint8Array | null }>(
        `SELECT pdf FROM report_orders WHERE id = $1 AND status = 'ready'`,
        [order.id],
      );
      const pdf = rows[0]?.pdf;
      if (!pdf)
        throw new Problem(
          'report-not-ready',
          `Report ${order.reportNo} is ${order.status}, not ready yet.`,
        );
      // Into the user's operation log, as the site's download goes: the file is sent (a HEAD
      // sends none).
      if (request.method === 'GET') {
        const key = request.apiKey as AuthenticatedKey;
        await recordReportDownload(app.db, {
          userId: key.userId,
          reportNo: order.reportNo,
          detail: `order ${order.id}, API key ${key.keyId}`,
        });
      }
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${order.reportNo}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );

  app.post<{ Body: { reportNo: string; verifyCode: string; sha256?: string } }>(
    '/verifications',
    {
      config: { v1: { operation: 'verifyReport' } },
      schema: {
        tags: ['reports'],
        operationId: 'verifyReport',
        summary: 'Verify a report by its number and code, and optionally its file’s SHA-256',
        description:
          'genuine says whether the number and code belong to a report we issued; with sha256 (of the PDF you ' +
          'hold, hex), fileMatches says whether it is that report’s file, unchanged.',
        body: {
          type: 'object',
          properties: {
            reportNo: { type: 'string', minLength: 1, maxLength: 40 },
            verifyCode: { type: 'string', minLength: 1, maxLength: 20 },
            sha256: { type: 'string', pattern: '^[0-9a-fA-F]{64}$' },
          },
          required: ['reportNo', 'verifyCode'],
          additionalProperties: false,
          examples: [{ reportNo: 'KYC20261126100042', verifyCode: 'K7P2M9QX' }],
        },
        response: {
          200: {
            type: 'object',
            properties: {
              genuine: { type: 'boolean' },
              fileMatches: {
                type: ['boolean', 'null'],
                description: 'Null when no sha256 was sent or no file was kept.',
              },
              report: issuedReportSchema,
            },
            required: ['genuine', 'fileMatches'],
            examples: [{ genuine: false, fileMatches: null }],
          },
          ...problemResponses(413, 415),
        },
      },
    },
    async (request) => {
      const found = await findIssuedReport(app.db, request.body.reportNo, request.body.verifyCode);
      if (!found) return { genuine: false, fileMatches: null };
      const sent = request.body.sha256?.toLowerCase();
      return {
        genuine: true,
        fileMatches: sent && found.fileSha256 ? sent === found.fileSha256 : null,
        report: found.report,
      };
    },
  );
}

/** A sandbox order costs nothing: it carries no price, lest it read as charged. */
function withoutSandboxPrice(order: ReportOrder): ReportOrder {
  return order.billing === 'sandbox' ? { ...order, price: null } : order;
}

function replay(reply: FastifyReply, status: number, body: unknown): FastifyReply {
  const order = body as { id?: number };
  if (status === 201 && order.id) reply.header('location', `/v1/reports/${order.id}`);
  return reply.status(status).header('idempotent-replayed', 'true').send(body);
}

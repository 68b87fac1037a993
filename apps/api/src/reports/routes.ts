import { canSeePrices, isPostPay, type StoredUser } from '@kyc/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requirePermission } from '../auth/permissions';
import { requireCurrentPlan } from '../auth/plan';
import { accountSecurity, errorResponse, validationResponse } from '../http/schemas';
import { fieldChecks, requiredText } from '../lib/checks';
import { HttpError } from '../lib/http-error';
import { text } from '../lib/locale';
import { appendAudit } from '../teams/audit';
import { createOrderRequest, findOrderRequest } from '../teams/requests';
import {
  type Billing,
  creditBalance,
  findOrder,
  listOrders,
  placeOrder,
  REPORT_KIND_CODES,
  type ReportKindCode,
  reportKinds,
} from './orders';
import type { ReportWorker } from './worker';

export const REPORT_ORDER_PERMISSION = 'kyc:report:order';

const billingSchema = {
  type: 'string',
  enum: ['credits', 'invoice'],
  description:
    'credits: a prepaid account spends credits; invoice: a post-pay account (payType A).',
} as const;

/** A report order as the API answers it (the site's routes and /v1). */
export const orderSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    reportNo: { type: 'string' },
    verifyCode: { type: 'string', description: 'Printed on every page; /verifydoc asks for it.' },
    kind: { type: 'string', enum: REPORT_KIND_CODES },
    keyNo: { type: 'string' },
    companyName: { type: ['string', 'null'], description: 'Chinese name, when it has one.' },
    companyNameEn: { type: 'string' },
    language: { type: 'string', enum: ['zh-CN', 'en'] },
    status: {
      type: 'string',
      enum: ['received', 'generating', 'ready', 'failed'],
      description: 'received → generating → ready; failed after the last try (payment returned).',
    },
    failureReason: { type: ['string', 'null'], description: 'Why it failed, in words.' },
    billing: billingSchema,
    credits: { type: 'integer', description: 'Credits spent (0 when invoiced).' },
    price: { type: ['number', 'null'], description: 'Null unless the user may see prices.' },
    currency: { type: 'string' },
    invoiceNo: { type: ['string', 'null'] },
    createdAt: { type: 'string', format: 'date-time' },
    readyAt: { type: ['string', 'null'], format: 'date-time' },
    pages: { type: ['integer', 'null'] },
    bytes: { type: ['integer', 'null'] },
    sha256: { type: ['string', 'null'], description: 'SHA-256 of the PDF, hex.' },
  },
  required: ['id', 'reportNo', 'verifyCode', 'kind', 'keyNo', 'status', 'billing', 'createdAt'],
} as const;

/**
 * A report order as the account area's routes answer it: the same fields, every one always
 * present (nullable ones are null), so that the site's generated types need no guessing.
 */
const accountOrderSchema = {
  ...orderSchema,
  required: Object.keys(orderSchema.properties) as (keyof typeof orderSchema.properties)[],
};

const idParams = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
  required: ['id'],
} as const;

function accountOf(request: FastifyRequest) {
  const { user } = request.account as NonNullable<FastifyRequest['account']>;
  const profile = user.profile as StoredUser;
  const billing: Billing = isPostPay(profile) ? 'invoice' : 'credits';
  return { user, profile, billing, pricesVisible: canSeePrices(profile) };
}

const requireOrderPermission = requirePermission(REPORT_ORDER_PERMISSION);

function notFound(request: FastifyRequest): HttpError {
  return new HttpError(404, 'NOT_FOUND', text(request.locale, '找不到该报告', 'No such report'));
}

/** The report catalogue, orders, their status and their PDF (account area). */
export async function reportRoutes(app: FastifyInstance, options: { worker?: ReportWorker }) {
  const { db } = app;

  app.get(
    '/webapi/saas/reports/catalogue',
    {
      onRequest: app.requireAccount,
      schema: {
        tags: ['reports'],
        operationId: 'getReportCatalogue',
        summary: 'What may be ordered, its price or credits, and how the user pays',
        description:
          'Prices are null unless the user may see them (the main user, or showCredit Y). A post-pay account ' +
          '(payType A) is invoiced per order and has no balance; others spend credits.',
        security: accountSecurity,
        response: {
          200: {
            type: 'object',
            properties: {
              pricesVisible: { type: 'boolean' },
              billing: billingSchema,
              balance: {
                type: ['integer', 'null'],
                description: 'Credits left; null when invoiced.',
              },
              kinds: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    code: { type: 'string', enum: REPORT_KIND_CODES },
                    name: { type: 'string' },
                    nameEn: { type: 'string' },
                    description: { type: 'string' },
                    descriptionEn: { type: 'string' },
                    credits: { type: 'integer' },
                    price: { type: ['number', 'null'] },
                    currency: { type: 'string' },
                  },
                  required: [
                    'code',
                    'name',
                    'nameEn',
                    'description',
                    'descriptionEn',
                    'credits',
                    'price',
                    'currency',
                  ],
                },
              },
            },
            required: ['pricesVisible', 'billing', 'balance', 'kinds'],
          },
          401: errorResponse,
        },
      },
    },
    async (request) => {
      const { user, billing, pricesVisible } = accountOf(request);
      const kinds = await reportKinds(db);
      return {
        pricesVisible,
        billing,
        balance: billing === 'credits' ? await creditBalance(db, user.id) : null,
        kinds: kinds.map((kind) => ({
          code: kind.code,
          name: kind.name_zh,
          nameEn: kind.name_en,
          description: kind.description_zh,
          descriptionEn: kind.description_en,
          credits: kind.credits,
          price: pricesVisible ? kind.price : null,
          currency: kind.currency,
        })),
      };
    },
  );

  app.post<{ Body: { keyNo: string; kind: ReportKindCode; language?: 'zh-CN' | 'en' } }>(
    '/webapi/saas/reports/orders',
    {
      onRequest: app.requireAccount,
      preHandler: [requireCurrentPlan, requireOrderPermission],
      preValidation: fieldChecks({
        keyNo: requiredText('请选择企业', 'Please choose a company', 64),
        kind: requiredText('请选择报告类型', 'Please choose a kind of report', 20),
      }),
      schema: {
        tags: ['reports'],
        operationId: 'orderReport',
        summary: 'Order a report of a company; it is generated in the background',
        description:
          'Answers 201 once the order, its payment (credits taken, or an invoice) and its generation job are ' +
          'stored. Concurrent orders never spend one credit twice: the balance is checked and taken in one ' +
          'statement. Poll the order (or the list) until status is ready, then fetch its PDF. A team member ' +
          "pays from the team's pool; an order above their monthly cap answers 202 with a request for approval.",
        security: accountSecurity,
        body: {
          type: 'object',
          properties: {
            keyNo: { type: 'string', maxLength: 64 },
            kind: { type: 'string', enum: REPORT_KIND_CODES },
            language: {
              type: 'string',
              enum: ['zh-CN', 'en'],
              description:
                "The report's language; by default the request's (?lang=, Accept-Language), else zh-CN.",
            },
          },
          required: ['keyNo', 'kind'],
          additionalProperties: false,
        },
        response: {
          201: accountOrderSchema,
          202: {
            type: 'object',
            description:
              "Above the team member's monthly cap: the order became a request that another admin approves " +
              '(GET /webapi/saas/team/requests shows its state).',
            properties: {
              approvalRequired: { type: 'boolean' },
              message: { type: 'string' },
              request: { type: 'object', additionalProperties: true },
            },
          },
          400: validationResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const { user, billing, pricesVisible } = accountOf(request);
      const { keyNo, kind, language } = request.body;
      const placed = await placeOrder(db, {
        userId: user.id,
        keyNo: keyNo.trim(),
        kind,
        language: language ?? request.locale ?? 'zh-CN',
        billing,
      });
      if ('refused' in placed) {
        if (placed.refused === 'cap') {
          // Above the member's monthly cap: the order waits for another admin's approval.
          const cap = placed;
          const requestId = await db.transaction((tx) =>
            createOrderRequest(tx, {
              teamId: cap.teamId,
              requesterId: user.id,
              keyNo: keyNo.trim(),
              kind,
              language: language ?? request.locale ?? 'zh-CN',
              credits: cap.cost,
            }),
          );
          return reply.status(202).send({
            approvalRequired: true,
            message: text(
              request.locale,
              `该报告需要 ${cap.cost} 点，超出您本月的额度上限（已用 ${cap.spent} / ${cap.cap} 点），已提交管理员审批`,
              `This report costs ${cap.cost} credits, above your monthly cap (${cap.spent} of ${cap.cap} used): it was sent to an admin for approval`,
            ),
            request: await findOrderRequest(db, cap.teamId, requestId),
          });
        }
        if (placed.refused === 'credits')
          throw new HttpError(
            409,
            'INSUFFICIENT_CREDITS',
            text(
              request.locale,
              `额度不足：该报告需要 ${placed.cost} 点，您的余额为 ${placed.balance} 点`,
              `Not enough credits: this report costs ${placed.cost}, your balance is ${placed.balance}`,
            ),
          );
        throw new HttpError(
          404,
          'COMPANY_NOT_FOUND',
          text(request.locale, '找不到该企业', 'No such company'),
        );
      }
      options.worker?.wake();
      const order = await findOrder(db, user.id, placed.id, request.locale, pricesVisible);
      return reply.status(201).send(order);
    },
  );

  app.get<{ Querystring: { limit: number; before?: number } }>(
    '/webapi/saas/reports/orders',
    {
      onRequest: app.requireAccount,
      schema: {
        tags: ['reports'],
        operationId: 'listReportOrders',
        summary: "The user's ordered reports, newest first, with their status",
        description:
          "The next page is asked for with `before` set to the answer's `nextBefore` (null: nothing older).",
        security: accountSecurity,
        querystring: {
          type: 'object',
          properties: {
            limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
            before: { type: 'integer', minimum: 1, maximum: 2147483647 },
            lang: { type: 'string' },
          },
        },
        response: {
          200: {
            type: 'object',
            properties: {
              items: { type: 'array', items: accountOrderSchema },
              nextBefore: { type: ['integer', 'null'] },
              billing: billingSchema,
              balance: { type: ['integer', 'null'] },
            },
            required: ['items', 'nextBefore', 'billing', 'balance'],
          },
          400: validationResponse,
          401: errorResponse,
        },
      },
    },
    async (request) => {
      const { user, billing, pricesVisible } = accountOf(request);
      const page = await listOrders(db, user.id, {
        limit: request.query.limit,
        before: request.query.before,
        locale: request.locale,
        pricesVisible,
      });
      return {
        ...page,
        billing,
        balance: billing === 'credits' ? await creditBalance(db, user.id) : null,
      };
    },
  );

  app.get<{ Params: { id: number } }>(
    '/webapi/saas/reports/orders/:id',
    {
      onRequest: app.requireAccount,
      schema: {
        tags: ['reports'],
        operationId: 'getReportOrder',
        summary: 'One ordered report and its status',
        security: accountSecurity,
        params: idParams,
        response: {
          200: accountOrderSchema,
          400: validationResponse,
          401: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const { user, pricesVisible } = accountOf(request);
      const order = await findOrder(db, user.id, request.params.id, request.locale, pricesVisible);
      if (!order) throw notFound(request);
      return order;
    },
  );

  app.get<{ Params: { id: number } }>(
    '/webapi/saas/reports/orders/:id/pdf',
    {
      onRequest: app.requireAccount,
      schema: {
        tags: ['reports'],
        operationId: 'downloadReport',
        summary: 'The PDF of a ready report',
        description:
          'The report number and verification code are printed on every page and kept in the PDF metadata; ' +
          '/webapi/verify-doc/file checks a copy against the SHA-256 kept at issue. Each download is recorded ' +
          "in the user's operation log (`download_report`, relId the report number).",
        security: accountSecurity,
        params: idParams,
        response: {
          200: {
            description: 'The PDF file',
            content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
          },
          400: validationResponse,
          401: errorResponse,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const { user } = accountOf(request);
      const { rows } = await db.query<{
        report_no: string;
        status: string;
        pdf: Uint8Array | null;
      }>('SELECT report_no, status, pdf FROM report_orders WHERE user_id = $1 AND id = $2', [
        user.id,
        request.params.id,
      ]);
      const row = rows[0];
      if (!row) throw notFound(request);
      if (row.status !== 'ready' || !row.pdf)
        throw new HttpError(
          409,
          'REPORT_NOT_READY',
          text(request.locale, '报告尚未生成完成', 'The report is not ready yet'),
        );
      // The download goes into the user's operation log here, with the file it sends, whatever
      // asked for it (a page's link with or without JavaScript, an API client): the log holds
      // exactly the downloads that happened. A HEAD sends no file.
      if (request.method === 'GET') {
        await db.transaction(async (tx) => {
          await tx.query('INSERT INTO op_logs (user_id, op_type, rel_id) VALUES ($1, $2, $3)', [
            user.id,
            'download_report',
            row.report_no,
          ]);
          await appendAudit(tx, {
            userId: user.id,
            action: 'report.download',
            target: row.report_no,
            detail: `order ${request.params.id}`,
          });
        });
      }
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${row.report_no}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(row.pdf));
    },
  );
}

import type { FastifyInstance } from 'fastify';
import { requirePermission } from '../../auth/permissions';
import { accountSecurity, errorResponse } from '../../http/schemas';
import { appendAudit, checkAuditChain, listAudit, toCsv } from '../audit';
import { auditRowSchema, teamRouteHelpers, userOf } from './shared';

/** The team’s audit trail: its page, its CSV and the hash chain’s check. */
export async function teamAuditRoutes(app: FastifyInstance): Promise<void> {
  const { db, membership, secured } = teamRouteHelpers(app);

  const auditQuery = {
    type: 'object',
    properties: {
      userId: { type: 'integer', minimum: 1, maximum: 2147483647 },
      action: { type: 'string', maxLength: 40 },
      from: { type: 'string', format: 'date' },
      to: { type: 'string', format: 'date' },
      before: { type: 'string', pattern: '^[0-9]{1,18}$' },
      limit: { type: 'integer', minimum: 1, maximum: 500, default: 50 },
      lang: { type: 'string' },
    },
  } as const;
  type AuditQuery = {
    userId?: number;
    action?: string;
    from?: string;
    to?: string;
    before?: string;
    limit: number;
  };

  app.get<{ Querystring: AuditQuery }>(
    '/webapi/saas/team/audit',
    {
      ...secured,
      preHandler: requirePermission('team:audit:view'),
      schema: {
        tags: ['team'],
        operationId: 'listAudit',
        summary: 'The team’s audit trail, newest first, filtered by person, action and dates',
        description:
          'Dates are Asia/Shanghai days, inclusive. An action matches itself and its family (report: ' +
          'report.order, report.approve …). The next page: before = nextBefore.',
        security: accountSecurity,
        querystring: auditQuery,
        response: {
          200: {
            type: 'object',
            properties: {
              items: { type: 'array', items: auditRowSchema },
              nextBefore: { type: ['string', 'null'] },
            },
            required: ['items', 'nextBefore'],
          },
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const { team } = await membership(request);
      return listAudit(db, team.id, request.query);
    },
  );

  app.get<{ Querystring: AuditQuery }>(
    '/webapi/saas/team/audit.csv',
    {
      ...secured,
      preHandler: [requirePermission('team:audit:view'), requirePermission('kyc:data:export')],
      schema: {
        tags: ['team'],
        operationId: 'exportAudit',
        summary: 'The filtered audit trail as CSV (at most 10 000 rows); the export is audited too',
        security: accountSecurity,
        querystring: auditQuery,
        response: {
          200: {
            description: 'CSV, UTF-8 with a byte-order mark',
            content: { 'text/csv': { schema: { type: 'string' } } },
          },
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const { team } = await membership(request);
      const { items } = await listAudit(db, team.id, { ...request.query, limit: 10_000 });
      await db.transaction((tx) =>
        appendAudit(tx, {
          teamId: team.id,
          userId: userOf(request).id,
          action: 'export',
          target: 'audit',
          detail: `${items.length} rows`,
        }),
      );
      const csv = toCsv(
        ['id', 'time', 'user', 'action', 'target', 'detail'],
        items.map((row) => [
          row.id,
          row.createdAt,
          row.loginName,
          row.action,
          row.target,
          row.detail,
        ]),
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit.csv"')
        .send(`\uFEFF${csv}`);
    },
  );

  app.get(
    '/webapi/saas/team/audit/check',
    {
      ...secured,
      preHandler: requirePermission('team:audit:view'),
      schema: {
        tags: ['team'],
        operationId: 'checkAudit',
        summary: 'Recompute the team’s hash chain and name the first altered row',
        security: accountSecurity,
        response: {
          200: {
            type: 'object',
            properties: {
              ok: { type: 'boolean' },
              checked: { type: 'integer' },
              firstAltered: {
                type: ['object', 'null'],
                properties: {
                  id: { type: 'string' },
                  createdAt: { type: 'string' },
                  action: { type: 'string' },
                },
                required: ['id', 'createdAt', 'action'],
              },
            },
            required: ['ok', 'checked', 'firstAltered'],
          },
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const { team } = await membership(request);
      return checkAuditChain(db, team.id);
    },
  );
}

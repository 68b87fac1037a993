import { isAdmin, type StoredUser } from '@kyc/auth';
import type { FastifyInstance } from 'fastify';
import { accountSecurity, errorResponse } from '../http/schemas';
import { HttpError } from '../lib/http-error';
import { text } from '../lib/locale';

/** What administrators (permission sys:platform_mgnt_admin:view) may read. */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { limit: number } }>(
    '/webapi/saas/admin/leads',
    {
      onRequest: app.requireAccount,
      schema: {
        tags: ['admin'],
        operationId: 'listLeads',
        summary: 'Latest demo requests and registrations (administrators only)',
        security: accountSecurity,
        querystring: {
          type: 'object',
          properties: { limit: { type: 'integer', minimum: 1, maximum: 200, default: 50 } },
        },
        response: {
          200: {
            type: 'object',
            properties: {
              items: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    id: { type: 'integer' },
                    kind: { type: 'string' },
                    name: { type: 'string' },
                    company: { type: ['string', 'null'] },
                    email: { type: 'string' },
                    phone: { type: ['string', 'null'] },
                    country: { type: ['string', 'null'] },
                    message: { type: ['string', 'null'] },
                    createdAt: { type: 'string' },
                  },
                },
              },
            },
          },
          401: errorResponse,
          403: errorResponse,
        },
      },
    },
    async (request) => {
      if (!isAdmin(request.account?.user.profile as StoredUser)) {
        throw new HttpError(403, 'FORBIDDEN', text(request.locale, '没有权限', 'Not allowed'));
      }
      const { rows } = await app.db.query(
        `SELECT id, kind, name, company, email, phone, country, message,
                to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdAt"
           FROM leads ORDER BY id DESC LIMIT $1`,
        [request.query.limit],
      );
      return { items: rows };
    },
  );
}

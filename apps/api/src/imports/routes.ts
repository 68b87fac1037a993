import type { FastifyInstance } from 'fastify';
import { requireCurrentPlan } from '../auth/plan';
import {
  accountSecurity,
  companyChangeSchema,
  errorResponse,
  validationResponse,
} from '../http/schemas';
import { HttpError } from '../lib/http-error';
import { text } from '../lib/locale';
import { exportBods } from './bods-export';
import { companyHistory, companyIdOf, HISTORY_LIMIT } from './history';

const keyNoParams = {
  type: 'object',
  properties: { keyNo: { type: 'string', pattern: '^[0-9a-f]{32}$' } },
  required: ['keyNo'],
} as const;

const langQuery = { type: 'object', properties: { lang: { type: 'string' } } } as const;

const notFound = (locale: Parameters<typeof text>[0]) =>
  new HttpError(404, 'COMPANY_NOT_FOUND', text(locale, '未找到该企业', 'Company not found'));

/** A company's change history and its ownership as BODS 0.4 (account pages and the API). */
export async function importRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { keyNo: string } }>(
    '/webapi/saas/enterprise/:keyNo/history',
    {
      onRequest: app.requireAccount,
      preHandler: requireCurrentPlan,
      schema: {
        tags: ['imports'],
        operationId: 'getEnterpriseHistory',
        summary:
          'Every change imports (GLEIF golden copies, BODS statements) made to the company, newest first',
        security: accountSecurity,
        params: keyNoParams,
        querystring: langQuery,
        response: {
          200: {
            type: 'object',
            properties: {
              keyNo: { type: 'string' },
              items: {
                type: 'array',
                description: `At most ${HISTORY_LIMIT} changes, newest first.`,
                items: companyChangeSchema,
              },
            },
            required: ['keyNo', 'items'],
          },
          400: validationResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const id = await companyIdOf(app.db, request.params.keyNo);
      if (id === undefined) throw notFound(request.locale);
      return { keyNo: request.params.keyNo, items: await companyHistory(app.db, id) };
    },
  );

  app.get<{ Params: { keyNo: string } }>(
    '/webapi/saas/enterprise/:keyNo/bods',
    {
      onRequest: app.requireAccount,
      preHandler: requireCurrentPlan,
      schema: {
        tags: ['imports'],
        operationId: 'exportEnterpriseBods',
        summary:
          "The company's ownership graph up to its beneficial owners as BODS 0.4 statements (a JSON array)",
        description:
          'Entity, person and relationship statements (Beneficial Ownership Data Standard 0.4): the company and every company holding part of it up to 8 layers, the people, each holding, and each role that makes a person a beneficial owner. Sent as a download (Content-Disposition: attachment).',
        security: accountSecurity,
        params: keyNoParams,
        querystring: langQuery,
        response: {
          200: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: true,
              properties: {
                statementId: { type: 'string' },
                recordId: { type: 'string' },
                recordType: { type: 'string', enum: ['entity', 'person', 'relationship'] },
              },
            },
          },
          400: validationResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const statements = await exportBods(app.db, request.params.keyNo);
      if (!statements) throw notFound(request.locale);
      reply.header(
        'content-disposition',
        `attachment; filename="${request.params.keyNo}.bods.json"`,
      );
      return statements;
    },
  );
}

import type { FastifyInstance } from 'fastify';
import { accountSecurity, errorResponse } from '../../http/schemas';
import { InsufficientBalanceError, shanghaiMonth } from '../billing';
import { mailPreference } from '../mail';
import {
  unwatchCompany,
  unwatchList,
  watchCompanies,
  watchedAmong,
  watchesOf,
  watchList,
  watchStatus,
} from '../watches';

import {
  costSchema,
  EXAMPLE_KEY_NO,
  KEY_NO,
  LIST_ID,
  listRefSchema,
  mailSchema,
  monitoringRouteHelpers,
  statusSchema,
  userOf,
} from './shared';

/** Watching companies and lists, which of some companies are watched, and what watching costs. */
export async function monitoringWatchRoutes(app: FastifyInstance): Promise<void> {
  const { db, secured, watching, companyOf, listOf, costFor, paymentRefused, costResponses } =
    monitoringRouteHelpers(app);

  app.get<{ Querystring: { page: number; pageSize: number } }>(
    '/webapi/saas/monitoring/watches',
    {
      ...secured,
      schema: {
        tags: ['monitoring'],
        operationId: 'listWatches',
        summary: 'What the user watches: lists, and a page of companies with how each is watched',
        security: accountSecurity,
        querystring: {
          type: 'object',
          properties: {
            page: { type: 'integer', minimum: 1, maximum: 10000, default: 1 },
            pageSize: { type: 'integer', enum: [10, 20, 50, 80, 100], default: 20 },
            lang: { type: 'string' },
          },
        },
        response: {
          200: {
            type: 'object',
            properties: {
              lists: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    id: { type: 'integer' },
                    name: { type: 'string' },
                    companies: { type: 'integer' },
                    watchedAt: { type: 'string' },
                  },
                  required: ['id', 'name', 'companies', 'watchedAt'],
                },
              },
              companies: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    keyNo: { type: 'string' },
                    name: { type: ['string', 'null'] },
                    nameEn: { type: 'string' },
                    direct: { type: 'boolean' },
                    lists: { type: 'array', items: listRefSchema },
                    paid: {
                      type: 'boolean',
                      description: 'This month is paid: its changes raise alerts.',
                    },
                    watchedAt: { type: ['string', 'null'] },
                  },
                  required: ['keyNo', 'name', 'nameEn', 'direct', 'lists', 'paid', 'watchedAt'],
                },
              },
              total: { type: 'integer' },
              page: { type: 'integer' },
              pageSize: { type: 'integer' },
              cost: costSchema,
              mail: mailSchema,
            },
            required: ['lists', 'companies', 'total', 'page', 'pageSize', 'cost', 'mail'],
            examples: [
              {
                lists: [
                  {
                    id: 7,
                    name: 'Suppliers',
                    companies: 12,
                    watchedAt: '2026-11-20T02:00:00.000Z',
                  },
                ],
                companies: [
                  {
                    keyNo: EXAMPLE_KEY_NO,
                    name: '上海华东科技有限公司',
                    nameEn: 'Shanghai Huadong Technology Co., Ltd.',
                    direct: true,
                    lists: [{ id: 7, name: 'Suppliers' }],
                    paid: true,
                    watchedAt: '2026-11-20T02:00:00.000Z',
                  },
                ],
                total: 12,
                page: 1,
                pageSize: 20,
                cost: costSchema.examples[0],
                mail: mailSchema.examples[0],
              },
            ],
          },
          401: errorResponse,
        },
      },
    },
    async (request) => {
      const user = userOf(request);
      const { page, pageSize } = request.query;
      const watches = await watchesOf(db, user.id, {
        month: shanghaiMonth(new Date()),
        page,
        pageSize,
      });
      const mail = await mailPreference(db, user.id);
      return { ...watches, page, pageSize, cost: await costFor(request, 1), mail };
    },
  );

  app.get<{ Params: { keyNo: string } }>(
    '/webapi/saas/monitoring/watches/companies/:keyNo',
    {
      ...secured,
      schema: {
        tags: ['monitoring'],
        operationId: 'getWatchStatus',
        summary:
          'Whether the user watches a company (its own watch, watched lists), with the cost of watching',
        security: accountSecurity,
        params: { type: 'object', properties: { keyNo: KEY_NO }, required: ['keyNo'] },
        querystring: { type: 'object', properties: { lang: { type: 'string' } } },
        response: { 200: statusSchema, ...costResponses },
      },
    },
    async (request) => {
      const companyId = await companyOf(request, request.params.keyNo);
      const status = await watchStatus(db, userOf(request).id, companyId);
      return { keyNo: request.params.keyNo, ...status, cost: await costFor(request, 1) };
    },
  );

  app.post<{ Body: { keyNo: string } }>(
    '/webapi/saas/monitoring/watches/companies',
    {
      ...secured,
      preHandler: watching,
      schema: {
        tags: ['monitoring'],
        operationId: 'watchCompany',
        summary:
          'Watch a company: its changes, and changes above it that change its beneficial owners, raise alerts',
        description:
          'Billed once per company and Asia/Shanghai month (watchCompany in the price list): from the prepaid API balance ' +
          '(402 INSUFFICIENT_BALANCE with the figures when it cannot pay: nothing is watched) or on the monthly invoice. ' +
          'Watching a company already watched changes nothing and costs nothing. Needs kyc:monitor:watch (403 naming it).',
        security: accountSecurity,
        body: {
          type: 'object',
          properties: { keyNo: KEY_NO },
          required: ['keyNo'],
          additionalProperties: false,
          examples: [{ keyNo: EXAMPLE_KEY_NO }],
        },
        response: {
          201: {
            ...statusSchema,
            properties: {
              ...statusSchema.properties,
              added: {
                type: 'boolean',
                description: 'False when the company was already watched.',
              },
            },
            required: [...statusSchema.required, 'added'],
            examples: [{ ...statusSchema.examples[0], added: true }],
          },
          402: errorResponse,
          ...costResponses,
        },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      const companyId = await companyOf(request, request.body.keyNo);
      let added: number;
      try {
        added = await watchCompanies(db, user.id, [companyId]);
      } catch (error) {
        if (error instanceof InsufficientBalanceError) throw paymentRefused(request, error);
        throw error;
      }
      const status = await watchStatus(db, user.id, companyId);
      return reply.status(201).send({
        keyNo: request.body.keyNo,
        ...status,
        added: added > 0,
        cost: await costFor(request, 1),
      });
    },
  );

  app.delete<{ Params: { keyNo: string } }>(
    '/webapi/saas/monitoring/watches/companies/:keyNo',
    {
      ...secured,
      schema: {
        tags: ['monitoring'],
        operationId: 'unwatchCompany',
        summary: 'Stop watching a company (it stays watched through any watched list holding it)',
        security: accountSecurity,
        params: { type: 'object', properties: { keyNo: KEY_NO }, required: ['keyNo'] },
        querystring: { type: 'object', properties: { lang: { type: 'string' } } },
        response: {
          200: {
            ...statusSchema,
            properties: {
              ...statusSchema.properties,
              removed: {
                type: 'boolean',
                description: 'False when there was no watch of its own.',
              },
            },
            required: [...statusSchema.required, 'removed'],
            examples: [{ ...statusSchema.examples[0], direct: false, since: null, removed: true }],
          },
          ...costResponses,
        },
      },
    },
    async (request) => {
      const user = userOf(request);
      const companyId = await companyOf(request, request.params.keyNo);
      const removed = await unwatchCompany(db, user.id, companyId);
      const status = await watchStatus(db, user.id, companyId);
      return { keyNo: request.params.keyNo, ...status, removed, cost: await costFor(request, 1) };
    },
  );

  const listWatchSchema = {
    type: 'object',
    properties: {
      listId: { type: 'integer' },
      name: { type: 'string' },
      companies: { type: 'integer' },
      watched: { type: 'boolean' },
      changed: {
        type: 'boolean',
        description: 'False when the list already was (or was not) watched.',
      },
      cost: costSchema,
    },
    required: ['listId', 'name', 'companies', 'watched', 'changed', 'cost'],
    examples: [
      {
        listId: 7,
        name: 'Suppliers',
        companies: 12,
        watched: true,
        changed: true,
        cost: costSchema.examples[0],
      },
    ],
  } as const;

  app.post<{ Body: { listId: number } }>(
    '/webapi/saas/monitoring/watches/lists',
    {
      ...secured,
      preHandler: watching,
      schema: {
        tags: ['monitoring'],
        operationId: 'watchList',
        summary: 'Watch a shared list: every company on it, now and later',
        description:
          'Each of its companies is billed once per Asia/Shanghai month, as a company watch is (402 INSUFFICIENT_BALANCE: ' +
          'nothing is watched). A company added to the list later is billed by the next run. 404 for a list the user may not see.',
        security: accountSecurity,
        body: {
          type: 'object',
          properties: { listId: LIST_ID },
          required: ['listId'],
          additionalProperties: false,
          examples: [{ listId: 7 }],
        },
        response: { 201: listWatchSchema, 402: errorResponse, ...costResponses },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      const list = await listOf(request, request.body.listId);
      let changed: boolean;
      try {
        changed = await watchList(db, user.id, list.id);
      } catch (error) {
        if (error instanceof InsufficientBalanceError) throw paymentRefused(request, error);
        throw error;
      }
      return reply.status(201).send({
        listId: list.id,
        name: list.name,
        companies: list.companies,
        watched: true,
        changed,
        cost: await costFor(request, list.companies),
      });
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/webapi/saas/monitoring/watches/lists/:id',
    {
      ...secured,
      schema: {
        tags: ['monitoring'],
        operationId: 'unwatchList',
        summary: 'Stop watching a list',
        security: accountSecurity,
        params: { type: 'object', properties: { id: LIST_ID }, required: ['id'] },
        querystring: { type: 'object', properties: { lang: { type: 'string' } } },
        response: { 200: listWatchSchema, ...costResponses },
      },
    },
    async (request) => {
      const list = await listOf(request, request.params.id);
      const changed = await unwatchList(db, userOf(request).id, list.id);
      return {
        listId: list.id,
        name: list.name,
        companies: list.companies,
        watched: false,
        changed,
        cost: await costFor(request, list.companies),
      };
    },
  );

  app.get<{ Querystring: { keyNos: string } }>(
    '/webapi/saas/monitoring/watched',
    {
      ...secured,
      schema: {
        tags: ['monitoring'],
        operationId: 'listWatchedAmong',
        summary: 'Which of the given companies the user watches (search results)',
        security: accountSecurity,
        querystring: {
          type: 'object',
          properties: {
            keyNos: {
              type: 'string',
              maxLength: 3400,
              pattern: '^[0-9a-f]{32}(,[0-9a-f]{32}){0,99}$',
              description: 'Up to 100 keyNos, comma-separated.',
              examples: [`${EXAMPLE_KEY_NO},0a1b2c3d4e5f60718293a4b5c6d7e8f9`],
            },
            lang: { type: 'string' },
          },
          required: ['keyNos'],
        },
        response: {
          200: {
            type: 'object',
            properties: { watched: { type: 'array', items: { type: 'string' } } },
            required: ['watched'],
            examples: [{ watched: [EXAMPLE_KEY_NO] }],
          },
          401: errorResponse,
        },
      },
    },
    async (request) => ({
      watched: await watchedAmong(db, userOf(request).id, request.query.keyNos.split(',')),
    }),
  );

  app.get<{ Querystring: { count: number } }>(
    '/webapi/saas/monitoring/cost',
    {
      ...secured,
      schema: {
        tags: ['monitoring'],
        operationId: 'getWatchCost',
        summary:
          'What watching a number of companies costs per month, with what the user already watches',
        security: accountSecurity,
        querystring: {
          type: 'object',
          properties: {
            count: { type: 'integer', minimum: 0, maximum: 100000, default: 1, examples: [120] },
            lang: { type: 'string' },
          },
        },
        response: { 200: costSchema, 401: errorResponse },
      },
    },
    async (request) => costFor(request, request.query.count),
  );
}

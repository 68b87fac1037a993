import { canSeePrices, type StoredUser } from '@kyc/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requirePermission } from '../auth/permissions';
import { requireCurrentPlan } from '../auth/plan';
import type { UserRow } from '../auth/session';
import { accountSecurity, errorResponse } from '../http/schemas';
import { HttpError } from '../lib/http-error';
import { text } from '../lib/locale';
import { visibleList } from '../teams/lists';
import {
  ALERTS_PAGE_MAX,
  ALERTS_PAGE_SIZE,
  type AlertFilter,
  listAlerts,
  markAlertRead,
  markAllRead,
  unreadCount,
} from './alerts';
import { InsufficientBalanceError, shanghaiMonth, type WatchCost, watchCost } from './billing';
import type { MonitorEventKind } from './events';
import {
  MAIL_MODES,
  type MailMode,
  mailPreference,
  maskEmail,
  readUnsubscribeToken,
  setMailPreference,
  unsubscribe,
} from './mail';
import { MONITORED_KINDS } from './state';
import {
  unwatchCompany,
  unwatchList,
  watchCompanies,
  watchedAmong,
  watchesOf,
  watchList,
  watchStatus,
} from './watches';

const KEY_NO = {
  type: 'string',
  pattern: '^[0-9a-f]{32}$',
  examples: ['5f1d7c0e9b2a4c3d8e6f7a1b2c3d4e5f'],
} as const;
const LIST_ID = { type: 'integer', minimum: 1, maximum: 2147483647, examples: [7] } as const;
const EVENT_ID = { type: 'string', pattern: '^evt_[0-9a-f]{24}$' } as const;

const EXAMPLE_KEY_NO = '5f1d7c0e9b2a4c3d8e6f7a1b2c3d4e5f';

const costSchema = {
  type: 'object',
  description:
    'What watching costs: per company and Asia/Shanghai month, billed once per company and month like an API call ' +
    '(the prepaid API balance, or the monthly invoice for post-pay accounts). Prices, totals and the balance are null ' +
    'unless the account may see prices (main user or showCredit Y).',
  properties: {
    operation: { type: 'string', enum: ['watchCompany'] },
    pricesVisible: { type: 'boolean' },
    price: { type: ['number', 'null'], description: 'CNY per company and month.' },
    count: { type: 'integer', description: 'The companies the total is for.' },
    total: { type: ['number', 'null'] },
    currency: { type: 'string' },
    billing: { type: 'string', enum: ['prepaid', 'invoice'] },
    balance: { type: ['number', 'null'], description: 'The prepaid API balance, CNY.' },
    watching: { type: 'integer', description: 'Companies the user watches now.' },
    unpaid: {
      type: 'integer',
      description:
        'Of those, companies this month is not paid for (a prepaid balance that ran out): they raise no alerts until paid.',
    },
  },
  required: [
    'operation',
    'pricesVisible',
    'price',
    'count',
    'total',
    'currency',
    'billing',
    'balance',
    'watching',
    'unpaid',
  ],
  examples: [
    {
      operation: 'watchCompany',
      pricesVisible: true,
      price: 0.1,
      count: 1,
      total: 0.1,
      currency: 'CNY',
      billing: 'prepaid',
      balance: 99.8,
      watching: 2,
      unpaid: 0,
    },
  ],
} as const;

const listRefSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, name: { type: 'string' } },
  required: ['id', 'name'],
} as const;

const statusSchema = {
  type: 'object',
  description: 'How the user watches one company.',
  properties: {
    keyNo: { type: 'string' },
    watched: { type: 'boolean' },
    direct: { type: 'boolean', description: 'The company’s own watch (else only through lists).' },
    since: { type: ['string', 'null'], description: 'When the company’s own watch began.' },
    lists: { type: 'array', items: listRefSchema, description: 'Watched lists holding it.' },
    cost: costSchema,
  },
  required: ['keyNo', 'watched', 'direct', 'since', 'lists', 'cost'],
  examples: [
    {
      keyNo: EXAMPLE_KEY_NO,
      watched: true,
      direct: true,
      since: '2026-11-20T02:00:00.000Z',
      lists: [{ id: 7, name: 'Suppliers' }],
      cost: costSchema.examples[0],
    },
  ],
} as const;

const namedSchema = {
  type: 'object',
  additionalProperties: true,
  description:
    'A value of the kind: name { name, nameEn }; status, address, legal_representative and registered_capital a string or ' +
    'null; officers [{ keyNo, name, nameEn, position, positionEn }]; shareholders [{ kind, keyNo, name, nameEn, percent }]; ' +
    'gleif_parents [{ kind, lei, keyNo, name, relationshipStatus }]; beneficial_owners [{ keyNo, name, nameEn, percent, rules }].',
} as const;
const valueSchema = {
  description: namedSchema.description,
  oneOf: [{ type: 'null' }, { type: 'string' }, namedSchema, { type: 'array', items: namedSchema }],
} as const;

const alertSchema = {
  type: 'object',
  description: 'One change to a watched company, as the user’s alert.',
  properties: {
    id: {
      type: 'string',
      description: 'The event id (evt_ + 24 hex), as /v1/events and webhooks name it.',
    },
    seq: { type: 'integer', description: 'The order events were recorded in.' },
    keyNo: { type: 'string' },
    companyName: { type: 'string' },
    companyNameEn: { type: 'string' },
    kind: { type: 'string', enum: MONITORED_KINDS },
    before: valueSchema,
    after: valueSchema,
    chain: {
      type: ['array', 'null'],
      description:
        'For a change of the beneficial owners caused above the company: the companies from the one that changed down to this one.',
      items: {
        type: 'object',
        properties: {
          keyNo: { type: 'string' },
          name: {
            type: 'string',
            description: 'The local name (the English one when there is none).',
          },
          nameEn: { type: 'string' },
        },
        required: ['keyNo', 'name'],
      },
    },
    source: { type: 'string', description: 'The import (file) that made the change, or register.' },
    sourceDate: { type: ['string', 'null'], description: 'The date the source gives for it.' },
    seenAt: { type: 'string', description: 'When this service saw it.' },
    read: { type: 'boolean' },
    readAt: { type: ['string', 'null'] },
  },
  required: [
    'id',
    'seq',
    'keyNo',
    'companyName',
    'companyNameEn',
    'kind',
    'before',
    'after',
    'chain',
    'source',
    'sourceDate',
    'seenAt',
    'read',
    'readAt',
  ],
} as const;

const EXAMPLE_ALERT = {
  id: 'evt_4f9c2a7d1e0b6c3a5d8e9f01',
  seq: 42,
  keyNo: EXAMPLE_KEY_NO,
  companyName: '上海华东科技有限公司',
  companyNameEn: 'Shanghai Huadong Technology Co., Ltd.',
  kind: 'beneficial_owners',
  before: [{ keyNo: 'p1', name: '王伟', nameEn: 'Wang Wei', percent: 60, rules: ['equity'] }],
  after: [{ keyNo: 'p2', name: '李娜', nameEn: 'Li Na', percent: 60, rules: ['equity'] }],
  chain: [
    {
      keyNo: '9c1e0f2a3b4c5d6e7f8091a2b3c4d5e6',
      name: '华东控股集团有限公司',
      nameEn: 'Huadong Holding Group Co., Ltd.',
    },
    {
      keyNo: '5b2d7e9f0a1c3e5f7a9b1c3d5e7f9a1b',
      name: '华东投资有限公司',
      nameEn: 'Huadong Investment Co., Ltd.',
    },
    {
      keyNo: EXAMPLE_KEY_NO,
      name: '上海华东科技有限公司',
      nameEn: 'Shanghai Huadong Technology Co., Ltd.',
    },
  ],
  source: 'statements-2026-11.jsonl',
  sourceDate: '2026-11-20T00:00:00.000Z',
  seenAt: '2026-11-26T08:00:00.000Z',
  read: false,
  readAt: null,
};

const mailSchema = {
  type: 'object',
  properties: {
    mode: {
      type: 'string',
      enum: MAIL_MODES,
      description:
        'off, instant (each detection run’s alerts at once) or daily (a digest of each Asia/Shanghai day).',
    },
    email: {
      type: ['string', 'null'],
      description: 'Where alert mail goes (null: no address, no mail).',
    },
  },
  required: ['mode', 'email'],
  examples: [{ mode: 'daily', email: 'formal@demo.kyc' }],
} as const;

const unreadSchema = {
  type: 'object',
  properties: { unread: { type: 'integer' } },
  required: ['unread'],
  examples: [{ unread: 3 }],
} as const;

function userOf(request: FastifyRequest): UserRow {
  return (request.account as NonNullable<FastifyRequest['account']>).user;
}

function fail(request: FastifyRequest, status: number, code: string, zh: string, en: string) {
  return new HttpError(status, code, text(request.locale, zh, en));
}

/**
 * Watching companies and lists, the alerts their changes raise, alert mail and its unsubscribe
 * link (`/webapi/saas/monitoring/…`, and the link's public `/webapi/monitoring/unsubscribe`).
 */
export async function monitoringRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const secured = { onRequest: app.requireAccount };
  const watching = [requirePermission('kyc:monitor:watch'), requireCurrentPlan];

  async function companyOf(request: FastifyRequest, keyNo: string): Promise<number> {
    const { rows } = await db.query<{ id: number }>(
      'SELECT id FROM companies WHERE key_no = $1 AND NOT sandbox',
      [keyNo],
    );
    if (!rows[0]) throw fail(request, 404, 'COMPANY_NOT_FOUND', '找不到该企业', 'No such company');
    return rows[0].id;
  }

  async function listOf(request: FastifyRequest, listId: number) {
    const list = await visibleList(db, userOf(request).id, listId);
    if (!list) throw fail(request, 404, 'LIST_NOT_FOUND', '找不到该名单', 'No such list');
    return list;
  }

  async function costFor(request: FastifyRequest, count: number) {
    const user = userOf(request);
    const cost: WatchCost = await watchCost(db, user.id, count);
    const visible = canSeePrices(user.profile as StoredUser);
    return {
      operation: cost.operation,
      pricesVisible: visible,
      price: visible ? cost.price : null,
      count,
      total: visible ? cost.total : null,
      currency: cost.currency,
      billing: cost.billing,
      balance: visible ? cost.balance : null,
      watching: cost.watching,
      unpaid: cost.unpaid,
    };
  }

  /** The 402 of a watch a prepaid balance cannot pay for, in words with the figures. */
  function paymentRefused(request: FastifyRequest, error: InsufficientBalanceError): HttpError {
    const visible = canSeePrices(userOf(request).profile as StoredUser);
    const need = (error.neededFen / 100).toFixed(2);
    const have = (error.balanceFen / 100).toFixed(2);
    return fail(
      request,
      402,
      'INSUFFICIENT_BALANCE',
      visible
        ? `API 余额不足：监控 ${error.companies} 家企业本月需 ${need} 元，余额 ${have} 元。请先充值，未开始监控任何企业。`
        : `API 余额不足，无法支付本月监控 ${error.companies} 家企业的费用。请联系主账号充值，未开始监控任何企业。`,
      visible
        ? `The prepaid API balance cannot pay: watching ${error.companies} ${error.companies === 1 ? 'company' : 'companies'} costs CNY ${need} this month and the balance is CNY ${have}. Top it up; nothing was watched.`
        : `The prepaid API balance cannot pay for watching ${error.companies} ${error.companies === 1 ? 'company' : 'companies'} this month. Ask your main user to top it up; nothing was watched.`,
    );
  }

  const costResponses = { 401: errorResponse, 403: errorResponse, 404: errorResponse };

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

  type AlertQuery = {
    listId?: number;
    keyNo?: string;
    kind?: MonitorEventKind;
    unread?: boolean;
    before?: number;
    limit: number;
  };

  async function filterOf(request: FastifyRequest, query: Omit<AlertQuery, 'before' | 'limit'>) {
    if (query.listId !== undefined) await listOf(request, query.listId);
    return {
      listId: query.listId,
      keyNo: query.keyNo,
      kind: query.kind,
      unread: query.unread,
    } satisfies AlertFilter;
  }

  const filterProperties = {
    listId: {
      ...LIST_ID,
      description: 'Only companies on this list (404 for a list the user may not see).',
    },
    keyNo: { ...KEY_NO, description: 'Only this company.' },
    kind: { type: 'string', enum: MONITORED_KINDS },
  } as const;

  app.get<{ Querystring: AlertQuery }>(
    '/webapi/saas/monitoring/alerts',
    {
      ...secured,
      schema: {
        tags: ['monitoring'],
        operationId: 'listAlerts',
        summary: 'The user’s alerts, newest first, narrowed by list, company, kind or unread',
        description:
          'An alert is an event recorded while the user watched the company (directly or through a list) and had paid for ' +
          'it that month: the same events, in the same order, as /v1/events and webhooks give. The next page: before = nextBefore.',
        security: accountSecurity,
        querystring: {
          type: 'object',
          properties: {
            ...filterProperties,
            unread: { type: 'boolean' },
            before: { type: 'integer', minimum: 1, maximum: 9007199254740991 },
            limit: {
              type: 'integer',
              minimum: 1,
              maximum: ALERTS_PAGE_MAX,
              default: ALERTS_PAGE_SIZE,
            },
            lang: { type: 'string' },
          },
        },
        response: {
          200: {
            type: 'object',
            properties: {
              items: { type: 'array', items: alertSchema },
              nextBefore: { type: ['integer', 'null'] },
              unread: {
                type: 'integer',
                description: 'Unread alerts in all (the navigation’s count).',
              },
            },
            required: ['items', 'nextBefore', 'unread'],
            examples: [{ items: [EXAMPLE_ALERT], nextBefore: null, unread: 1 }],
          },
          401: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const user = userOf(request);
      const filter = await filterOf(request, request.query);
      const page = await listAlerts(db, user.id, filter, {
        before: request.query.before,
        limit: request.query.limit,
      });
      return { ...page, unread: await unreadCount(db, user.id) };
    },
  );

  app.get(
    '/webapi/saas/monitoring/alerts/unread',
    {
      ...secured,
      schema: {
        tags: ['monitoring'],
        operationId: 'countUnreadAlerts',
        summary: 'How many alerts the user has not read (the account navigation’s count)',
        security: accountSecurity,
        querystring: { type: 'object', properties: { lang: { type: 'string' } } },
        response: { 200: unreadSchema, 401: errorResponse },
      },
    },
    async (request) => ({ unread: await unreadCount(db, userOf(request).id) }),
  );

  app.post<{ Params: { eventId: string } }>(
    '/webapi/saas/monitoring/alerts/:eventId/read',
    {
      ...secured,
      schema: {
        tags: ['monitoring'],
        operationId: 'markAlertRead',
        summary: 'Mark one alert read (by its event id)',
        security: accountSecurity,
        params: {
          type: 'object',
          properties: { eventId: { ...EVENT_ID, examples: [EXAMPLE_ALERT.id] } },
          required: ['eventId'],
        },
        response: { 200: unreadSchema, 401: errorResponse, 403: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const user = userOf(request);
      if (!(await markAlertRead(db, user.id, request.params.eventId)))
        throw fail(request, 404, 'ALERT_NOT_FOUND', '找不到该提醒', 'No such alert');
      return { unread: await unreadCount(db, user.id) };
    },
  );

  app.post<{ Body: { listId?: number; keyNo?: string; kind?: MonitorEventKind } }>(
    '/webapi/saas/monitoring/alerts/read-all',
    {
      ...secured,
      schema: {
        tags: ['monitoring'],
        operationId: 'markAllAlertsRead',
        summary: 'Mark every unread alert read, or those of a list, a company or a kind',
        security: accountSecurity,
        body: {
          type: 'object',
          properties: filterProperties,
          additionalProperties: false,
          examples: [{}, { listId: 7, kind: 'beneficial_owners' }],
        },
        response: {
          200: {
            type: 'object',
            properties: { marked: { type: 'integer' }, unread: { type: 'integer' } },
            required: ['marked', 'unread'],
            examples: [{ marked: 3, unread: 0 }],
          },
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const user = userOf(request);
      const filter = await filterOf(request, request.body ?? {});
      const marked = await markAllRead(db, user.id, filter);
      return { marked, unread: await unreadCount(db, user.id) };
    },
  );

  app.get(
    '/webapi/saas/monitoring/mail',
    {
      ...secured,
      schema: {
        tags: ['monitoring'],
        operationId: 'getAlertMail',
        summary: 'How the user gets alerts by e-mail',
        security: accountSecurity,
        querystring: { type: 'object', properties: { lang: { type: 'string' } } },
        response: { 200: mailSchema, 401: errorResponse },
      },
    },
    async (request) => mailPreference(db, userOf(request).id),
  );

  app.put<{ Body: { mode: MailMode } }>(
    '/webapi/saas/monitoring/mail',
    {
      ...secured,
      schema: {
        tags: ['monitoring'],
        operationId: 'setAlertMail',
        summary:
          'Choose alert e-mail: off, each alert at once, or a daily digest (Asia/Shanghai days)',
        security: accountSecurity,
        body: {
          type: 'object',
          properties: { mode: { type: 'string', enum: MAIL_MODES } },
          required: ['mode'],
          additionalProperties: false,
          examples: [{ mode: 'instant' }],
        },
        response: { 200: mailSchema, 401: errorResponse, 403: errorResponse },
      },
    },
    async (request) => {
      const user = userOf(request);
      await setMailPreference(db, user.id, request.body.mode);
      return mailPreference(db, user.id);
    },
  );

  const tokenSchema = {
    type: 'string',
    minLength: 1,
    maxLength: 100,
    description: 'The token of the unsubscribe link in every alert mail.',
    examples: ['7.Zq0Jx1b1mW9xW2Yt3u3cV4hV0yJ7o8Lk2m0nQ1r2s3t'],
  } as const;
  const unsubscribedSchema = {
    type: 'object',
    properties: {
      email: { type: ['string', 'null'], description: 'The address, masked.' },
      mode: { type: 'string', enum: MAIL_MODES },
    },
    required: ['email', 'mode'],
    examples: [{ email: 'f****l@demo.kyc', mode: 'off' }],
  } as const;
  const badLink = (request: FastifyRequest) =>
    fail(request, 404, 'LINK_NOT_VALID', '该退订链接无效', 'This unsubscribe link is not valid');

  app.get<{ Querystring: { token: string } }>(
    '/webapi/monitoring/unsubscribe',
    {
      schema: {
        tags: ['monitoring'],
        operationId: 'readUnsubscribeLink',
        summary:
          'Whose alert mail an unsubscribe link stops, and whether it is on (no sign-in needed)',
        security: [],
        querystring: {
          type: 'object',
          properties: { token: tokenSchema, lang: { type: 'string' } },
          required: ['token'],
        },
        response: { 200: unsubscribedSchema, 404: errorResponse },
      },
    },
    async (request) => {
      const userId = await readUnsubscribeToken(db, request.query.token);
      if (userId === undefined) throw badLink(request);
      const { mode, email } = await mailPreference(db, userId);
      return { email: maskEmail(email), mode };
    },
  );

  app.post<{ Body: { token: string } }>(
    '/webapi/monitoring/unsubscribe',
    {
      schema: {
        tags: ['monitoring'],
        operationId: 'unsubscribeAlertMail',
        summary: 'Stop alert e-mail with the link’s token (no sign-in needed)',
        security: [],
        body: {
          type: 'object',
          properties: { token: tokenSchema },
          required: ['token'],
          examples: [{ token: tokenSchema.examples[0] }],
        },
        response: { 200: unsubscribedSchema, 404: errorResponse },
      },
    },
    async (request) => {
      const done = await unsubscribe(db, request.body.token);
      if (!done) throw badLink(request);
      return done;
    },
  );
}

import { canSeePrices, type StoredUser } from '@kyc/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requirePermission } from '../../auth/permissions';
import { requireCurrentPlan } from '../../auth/plan';
import type { UserRow } from '../../auth/session';
import { errorResponse } from '../../http/schemas';
import { HttpError } from '../../lib/http-error';
import { text } from '../../lib/locale';
import { visibleList } from '../../teams/lists';
import { type InsufficientBalanceError, type WatchCost, watchCost } from '../billing';
import { MAIL_MODES } from '../mail';
import { MONITORED_KINDS } from '../state';

export const KEY_NO = {
  type: 'string',
  pattern: '^[0-9a-f]{32}$',
  examples: ['5f1d7c0e9b2a4c3d8e6f7a1b2c3d4e5f'],
} as const;
export const LIST_ID = { type: 'integer', minimum: 1, maximum: 2147483647, examples: [7] } as const;
export const EVENT_ID = { type: 'string', pattern: '^evt_[0-9a-f]{24}$' } as const;

export const EXAMPLE_KEY_NO = '5f1d7c0e9b2a4c3d8e6f7a1b2c3d4e5f';

export const costSchema = {
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

export const listRefSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, name: { type: 'string' } },
  required: ['id', 'name'],
} as const;

export const statusSchema = {
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

export const namedSchema = {
  type: 'object',
  additionalProperties: true,
  description:
    'A value of the kind: name { name, nameEn }; status, address, legal_representative and registered_capital a string or ' +
    'null; officers [{ keyNo, name, nameEn, position, positionEn }]; shareholders [{ kind, keyNo, name, nameEn, percent }]; ' +
    'gleif_parents [{ kind, lei, keyNo, name, relationshipStatus }]; beneficial_owners [{ keyNo, name, nameEn, percent, rules }].',
} as const;
export const valueSchema = {
  description: namedSchema.description,
  oneOf: [{ type: 'null' }, { type: 'string' }, namedSchema, { type: 'array', items: namedSchema }],
} as const;

export const alertSchema = {
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

export const EXAMPLE_ALERT = {
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

export const mailSchema = {
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

export const unreadSchema = {
  type: 'object',
  properties: { unread: { type: 'integer' } },
  required: ['unread'],
  examples: [{ unread: 3 }],
} as const;

export function userOf(request: FastifyRequest): UserRow {
  return (request.account as NonNullable<FastifyRequest['account']>).user;
}

export function fail(
  request: FastifyRequest,
  status: number,
  code: string,
  zh: string,
  en: string,
) {
  return new HttpError(status, code, text(request.locale, zh, en));
}

/**
 * What the monitoring routes work with: the database, the account check, the permission and
 * plan a watch needs, a company or list the caller may name (404 otherwise), what watching
 * costs and the 402 of a balance that cannot pay.
 *
 * @example const { secured, costFor } = monitoringRouteHelpers(app);
 */
export function monitoringRouteHelpers(app: FastifyInstance) {
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

  return { db, secured, watching, companyOf, listOf, costFor, paymentRefused, costResponses };
}

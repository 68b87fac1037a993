// JSON schemas of the public API's answers; they also make /v1/openapi.json.

import {
  companySummarySchema,
  headquartersAddressSchema,
  otherNamesSchema,
  problemSchema,
} from '../../http/schemas';
import { PROBLEM_DESCRIPTIONS } from '../../lib/problem';
import { EVENT_KINDS } from '../../webhooks/endpoints';

/** The problem statuses any authenticated /v1 operation can answer. */
export function problemResponses(...statuses: number[]): Record<number, unknown> {
  return Object.fromEntries(
    [400, 401, 403, 429, ...statuses].map((status) => [
      status,
      { ...problemSchema, description: PROBLEM_DESCRIPTIONS[status] ?? 'A problem.' },
    ]),
  );
}

export const companySchema = {
  ...companySummarySchema,
  properties: {
    ...companySummarySchema.properties,
    address: { type: ['string', 'null'] },
    headquartersAddress: headquartersAddressSchema,
    otherNames: otherNamesSchema,
    capitalAmount: {
      type: ['number', 'null'],
      description: 'Registered capital in capitalCurrency.',
    },
    leiStatus: { type: ['string', 'null'] },
    leiRegisteredAt: { type: ['string', 'null'] },
    leiNextRenewal: { type: ['string', 'null'] },
    asOf: {
      type: 'string',
      format: 'date-time',
      description: 'When the data was last refreshed from its source.',
    },
    source: { type: 'string', description: 'Where the data comes from.' },
  },
  required: ['keyNo', 'name', 'nameEn', 'jurisdiction', 'regNo', 'status', 'asOf', 'source'],
} as const;

/** A company or person as answers name them. */
export const partySchema = {
  type: 'object',
  properties: {
    kind: { type: 'string', enum: ['company', 'person'] },
    keyNo: { type: 'string' },
    name: { type: 'string', description: 'Local-language name, or the English one.' },
    nameEn: { type: 'string' },
  },
  required: ['kind', 'keyNo', 'name', 'nameEn'],
} as const;

export const companyRefSchema = {
  type: 'object',
  properties: { keyNo: { type: 'string' }, name: { type: 'string' }, nameEn: { type: 'string' } },
  required: ['keyNo', 'name', 'nameEn'],
} as const;

export const EXAMPLE_COMPANY = {
  keyNo: 'SBX0000000000001',
  name: '沙盒示例科技有限公司',
  nameZh: '沙盒示例科技有限公司',
  nameEn: 'Sandbox Example Technology Co., Ltd.',
  jurisdiction: 'CN',
  regNo: '110000000000001',
  uscc: '91110000KYC000001X',
  lei: null,
  status: '存续',
  statusEn: 'Active',
  companyType: '有限责任公司（自然人投资或控股）',
  legalForm: 'limited',
  registeredCapital: '5,000,000 CNY',
  capitalCurrency: 'CNY',
  established: '2016-03-08',
  legalRepresentative: '王明',
  shareCount: null,
};

/** One change to a watched company: an item of /v1/events and the `data` of a webhook. */
export const eventSchema = {
  type: 'object',
  properties: {
    id: {
      type: 'string',
      description: 'evt_ and 24 hex digits; the webhook-id of its deliveries.',
    },
    seq: { type: 'integer', description: 'The order events were recorded in.' },
    keyNo: { type: 'string' },
    companyName: { type: 'string' },
    kind: { type: 'string', enum: EVENT_KINDS },
    before: { description: 'The value before the change (its shape depends on kind).' },
    after: { description: 'The value after the change.' },
    chain: {
      type: ['array', 'null'],
      description:
        'beneficial_owners raised by a change above the company: the companies from the one that changed down to this one.',
      items: {
        type: 'object',
        properties: { keyNo: { type: 'string' }, name: { type: 'string' } },
        required: ['keyNo', 'name'],
      },
    },
    source: { type: 'string' },
    sourceDate: {
      type: ['string', 'null'],
      format: 'date-time',
      description: 'The date the source gives for the change.',
    },
    seenAt: { type: 'string', format: 'date-time', description: 'When this service saw it.' },
  },
  required: [
    'id',
    'seq',
    'keyNo',
    'companyName',
    'kind',
    'before',
    'after',
    'chain',
    'source',
    'sourceDate',
    'seenAt',
  ],
} as const;

export const EXAMPLE_EVENT = {
  id: 'evt_5f1c2a9b0d3e4f5a6b7c8d9e',
  seq: 1042,
  keyNo: 'SBX0000000000001',
  companyName: '沙盒示例科技有限公司',
  kind: 'status',
  before: '存续',
  after: '注销',
  chain: null,
  source: 'statements-2026-11-25.jsonl',
  sourceDate: '2026-11-25T00:00:00.000Z',
  seenAt: '2026-11-26T01:59:58.000Z',
};

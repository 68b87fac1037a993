import { daysUntilExpiry, type StoredUser } from '@kyc/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { companyDetails, DEFAULT_DEPTH, MAX_DEPTH } from '../companies/details';
import { COUNT_CAP, PAGE_SIZES, type SearchResult } from '../companies/search';
import { fieldChecks } from '../lib/checks';
import { HttpError } from '../lib/http-error';
import { text } from '../lib/locale';
import { TtlCache } from '../lib/ttl-cache';
import {
  accountSecurity,
  companySummarySchema,
  errorResponse,
  graphEdgeSchema,
  graphNodeSchema,
  validationResponse,
} from './schemas';

/** The enterprise graph's nodes also carry each holder's keyNo (the public showcase's do not). */
const nodeSchema = {
  ...graphNodeSchema,
  properties: { ...graphNodeSchema.properties, keyNo: { type: 'string' } },
  required: [...graphNodeSchema.required, 'keyNo'],
} as const;

const holderSchema = {
  type: 'object',
  properties: {
    kind: { type: 'string', enum: ['company', 'person'] },
    keyNo: { type: 'string' },
    name: { type: 'string' },
    nameEn: { type: 'string' },
    percent: { type: 'number' },
    subscribedCapital: { type: ['string', 'null'] },
  },
} as const;

/** Live search and enterprise details (account pages). */
export interface CompanyRouteOptions {
  /** How long a search answer is reused, in ms; 0 turns the cache off. */
  searchCacheMs?: number;
}

/**
 * Company data is what a plan pays for: an account whose end date has passed (Asia/Shanghai
 * days, as @kyc/auth counts them) may still sign in, see its plan and renew, but gets 403
 * PLAN_EXPIRED here. An account without an end date is not limited.
 */
async function requireCurrentPlan(request: FastifyRequest): Promise<void> {
  const days = daysUntilExpiry(request.account?.user.profile as StoredUser);
  if (days !== null && days < 0) {
    throw new HttpError(
      403,
      'PLAN_EXPIRED',
      text(
        request.locale,
        '您的服务已到期，续费后即可继续检索和查看企业数据',
        'Your plan has ended: renew it to search and see company data again',
      ),
    );
  }
}

export async function companyRoutes(
  app: FastifyInstance,
  options: CompanyRouteOptions,
): Promise<void> {
  // Live search asks the same prefixes again and again, from every user, while company data
  // changes only when it is re-seeded or loaded: a short-lived per-process cache answers
  // repeats without even the index, and one search serves every identical request that
  // arrives while it runs (a burst of users typing the same prefix asks once).
  // 2 000 answers take about 20 MB at the default page size of 20 (about 90 MB if every one
  // were a page of 100).
  const searchCache = new TtlCache<SearchResult>(options.searchCacheMs ?? 0, 2000);
  const inFlight = new Map<string, Promise<SearchResult>>();
  app.get<{ Querystring: { q: string; page: number; pageSize: number } }>(
    '/webapi/saas/search',
    {
      onRequest: app.requireAccount,
      preHandler: requireCurrentPlan,
      preValidation: fieldChecks(
        {
          q: (value, locale) =>
            typeof value === 'string' && value.trim() !== ''
              ? value.length > 100
                ? text(locale, '搜索内容不能超过100个字符', 'At most 100 characters')
                : undefined
              : text(
                  locale,
                  '请输入企业名称、注册号、统一社会信用代码或LEI',
                  'Enter a company name, registration number, USCC or LEI',
                ),
        },
        'query',
      ),
      schema: {
        tags: ['companies'],
        operationId: 'searchCompanies',
        summary:
          'Live search over names (Chinese and English, partial), registration numbers, USCCs and LEIs',
        description: `Identifier-like queries match as prefixes of registration number, USCC or LEI; otherwise every word must appear in the Chinese or English name. Totals are counted up to ${COUNT_CAP} (totalIsCapped beyond).`,
        security: accountSecurity,
        querystring: {
          type: 'object',
          properties: {
            q: { type: 'string', minLength: 1, maxLength: 100 },
            page: { type: 'integer', minimum: 1, default: 1 },
            pageSize: { type: 'integer', enum: [...PAGE_SIZES], default: 20 },
            lang: { type: 'string' },
          },
          required: ['q'],
        },
        response: {
          200: {
            type: 'object',
            properties: {
              q: { type: 'string' },
              page: { type: 'integer' },
              pageSize: { type: 'integer' },
              total: { type: 'integer' },
              totalIsCapped: { type: 'boolean' },
              matchedBy: { type: 'string', enum: ['name', 'identifier'] },
              items: { type: 'array', items: companySummarySchema },
            },
          },
          400: validationResponse,
          401: errorResponse,
          403: errorResponse,
        },
      },
    },
    async (request) => {
      const { q, page, pageSize } = request.query;
      if ((page - 1) * pageSize >= COUNT_CAP) {
        return { q, page, pageSize, total: 0, totalIsCapped: true, matchedBy: 'name', items: [] };
      }
      const key = `${q.trim().normalize('NFKC').toLowerCase()}\u0000${page}\u0000${pageSize}`;
      let result = searchCache.get(key);
      if (!result) {
        let pending = inFlight.get(key);
        if (!pending) {
          pending = app.companySearch.search({ q, page, pageSize }).finally(() => {
            inFlight.delete(key);
          });
          inFlight.set(key, pending);
        }
        result = await pending;
        searchCache.set(key, result);
      }
      return { q, page, pageSize, ...result };
    },
  );

  app.get<{ Params: { keyNo: string }; Querystring: { depth: number } }>(
    '/webapi/saas/enterprise/:keyNo',
    {
      onRequest: app.requireAccount,
      preHandler: requireCurrentPlan,
      schema: {
        tags: ['companies'],
        operationId: 'getEnterprise',
        summary:
          'Enterprise details: register data, officers, shareholders, investments, beneficial owners and the ownership graph',
        security: accountSecurity,
        params: {
          type: 'object',
          properties: { keyNo: { type: 'string', pattern: '^[0-9a-f]{32}$' } },
          required: ['keyNo'],
        },
        querystring: {
          type: 'object',
          properties: {
            depth: { type: 'integer', minimum: 1, maximum: MAX_DEPTH, default: DEFAULT_DEPTH },
            lang: { type: 'string' },
          },
        },
        response: {
          200: {
            type: 'object',
            properties: {
              company: {
                type: 'object',
                properties: {
                  ...companySummarySchema.properties,
                  address: { type: ['string', 'null'] },
                  capitalAmount: { type: ['number', 'null'] },
                  leiStatus: { type: ['string', 'null'] },
                  leiRegisteredAt: { type: ['string', 'null'] },
                  leiNextRenewal: { type: ['string', 'null'] },
                },
              },
              executives: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    keyNo: { type: 'string' },
                    name: { type: 'string' },
                    nameEn: { type: 'string' },
                    position: { type: 'string' },
                    positionEn: { type: 'string' },
                  },
                },
              },
              shareholders: { type: 'array', items: holderSchema },
              investments: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: { ...companySummarySchema.properties, percent: { type: 'number' } },
                },
              },
              beneficialOwners: {
                type: 'array',
                description:
                  'People by effective ownership through every cycle-free chain; isUbo from 25 %.',
                items: {
                  type: 'object',
                  properties: {
                    keyNo: { type: 'string' },
                    name: { type: 'string' },
                    nameEn: { type: 'string' },
                    percent: { type: 'number' },
                    isUbo: { type: 'boolean' },
                  },
                },
              },
              graph: {
                type: 'object',
                properties: {
                  depth: { type: 'integer' },
                  nodes: { type: 'array', items: nodeSchema },
                  edges: { type: 'array', items: graphEdgeSchema },
                },
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
    async (request) => {
      const details = await companyDetails(app.db, request.params.keyNo, request.query.depth);
      if (!details)
        throw new HttpError(
          404,
          'COMPANY_NOT_FOUND',
          text(request.locale, '未找到该企业', 'Company not found'),
        );
      return details;
    },
  );
}

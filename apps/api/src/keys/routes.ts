import { canSeePrices, isPostPay, type StoredUser } from '@kyc/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accountSecurity, errorResponse, validationResponse } from '../http/schemas';
import { HttpError, ValidationError } from '../lib/http-error';
import { text } from '../lib/locale';
import { Problem } from '../lib/problem';
import { apiBalance, priceList, usage, usageCsv } from '../metering/ledger';
import { limitsFor } from '../metering/limits';
import { usageRange, usageRowsSchema, usageTotalsSchema } from '../routes/v1/account';
import { parseCidr } from './cidr';
import {
  canManageKeys,
  createKey,
  type KeyMode,
  listKeys,
  revokeKey,
  rotateKey,
  SCOPES,
  type Scope,
} from './keys';

/** How many keys an account may hold at once (revoked ones do not count). */
export const MAX_KEYS = 20;
const MAX_CIDRS = 20;

const keySchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    mode: { type: 'string', enum: ['test', 'live'] },
    prefix: {
      type: 'string',
      description: 'The start of the current secret, e.g. kyc_test_3f9a1c.',
    },
    scopes: { type: 'array', items: { type: 'string', enum: [...SCOPES] } },
    allowedCidrs: { type: 'array', items: { type: 'string' } },
    createdAt: { type: 'string', format: 'date-time' },
    lastUsedAt: { type: ['string', 'null'], format: 'date-time' },
    revokedAt: { type: ['string', 'null'], format: 'date-time' },
    previousSecretValidUntil: {
      type: ['string', 'null'],
      format: 'date-time',
      description: 'Until when the secret it had before its last rotation still works.',
    },
  },
  required: [
    'id',
    'name',
    'mode',
    'prefix',
    'scopes',
    'allowedCidrs',
    'createdAt',
    'lastUsedAt',
    'revokedAt',
    'previousSecretValidUntil',
  ],
} as const;

const withSecret = {
  type: 'object',
  properties: {
    key: keySchema,
    secret: { type: 'string', description: 'Shown this once; only its hash is kept.' },
  },
  required: ['key', 'secret'],
} as const;

const idParams = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
  required: ['id'],
} as const;

function accountOf(request: FastifyRequest) {
  const { user } = request.account as NonNullable<FastifyRequest['account']>;
  return { user, profile: user.profile as Partial<StoredUser> };
}

function requireManager(request: FastifyRequest): void {
  if (!canManageKeys(accountOf(request).profile))
    throw new HttpError(
      403,
      'FORBIDDEN',
      text(
        request.locale,
        '只有主账号或拥有“管理 API 密钥”权限的成员可以管理密钥（api:keys:manage）',
        'Only the main user, or a member with the permission to manage API keys (api:keys:manage), can manage keys',
      ),
    );
}

function notFound(request: FastifyRequest): HttpError {
  return new HttpError(404, 'NOT_FOUND', text(request.locale, '密钥不存在', 'No such key'));
}

/**
 * The keys page's service: API keys (create, list, rotate, revoke), the API price list and the
 * account's API usage, for signed-in users of the site.
 */
export async function apiKeyRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  app.get(
    '/webapi/saas/api/keys',
    {
      onRequest: app.requireAccount,
      schema: {
        tags: ['api'],
        operationId: 'listApiKeys',
        summary:
          'The account’s API keys (never their secrets), what the user may do, and the key limits',
        security: accountSecurity,
        response: {
          200: {
            type: 'object',
            properties: {
              canManage: { type: 'boolean' },
              scopes: { type: 'array', items: { type: 'string' } },
              limits: {
                type: 'object',
                properties: {
                  test: {
                    type: 'object',
                    properties: { perSecond: { type: 'integer' }, perDay: { type: 'integer' } },
                    required: ['perSecond', 'perDay'],
                  },
                  live: {
                    type: 'object',
                    properties: { perSecond: { type: 'integer' }, perDay: { type: 'integer' } },
                    required: ['perSecond', 'perDay'],
                  },
                },
                required: ['test', 'live'],
              },
              keys: { type: 'array', items: keySchema },
            },
            required: ['canManage', 'scopes', 'keys'],
          },
          401: errorResponse,
        },
      },
    },
    async (request) => {
      const { user, profile } = accountOf(request);
      return {
        canManage: canManageKeys(profile),
        scopes: [...SCOPES],
        limits: { test: limitsFor('test', profile), live: limitsFor('live', profile) },
        keys: await listKeys(db, user.id),
      };
    },
  );

  app.post<{ Body: { name: string; mode: KeyMode; scopes: Scope[]; allowedCidrs?: string[] } }>(
    '/webapi/saas/api/keys',
    {
      onRequest: app.requireAccount,
      preHandler: async (request) => requireManager(request),
      schema: {
        tags: ['api'],
        operationId: 'createApiKey',
        summary: 'Create an API key; its secret is in this answer only',
        security: accountSecurity,
        body: {
          type: 'object',
          properties: {
            name: { type: 'string', maxLength: 60 },
            mode: { type: 'string', enum: ['test', 'live'] },
            scopes: { type: 'array', items: { type: 'string', enum: [...SCOPES] }, maxItems: 10 },
            allowedCidrs: { type: 'array', items: { type: 'string', maxLength: 60 }, maxItems: 50 },
          },
          required: ['name', 'mode', 'scopes'],
        },
        response: {
          201: withSecret,
          400: validationResponse,
          401: errorResponse,
          403: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const { user } = accountOf(request);
      const name = request.body.name.trim();
      const scopes = [...new Set(request.body.scopes)];
      const cidrs = [
        ...new Set((request.body.allowedCidrs ?? []).map((c) => c.trim()).filter(Boolean)),
      ];
      const errors: Record<string, string> = {};
      if (!name)
        errors.name = text(request.locale, '请输入密钥名称', 'Please enter a name for the key');
      if (scopes.length === 0)
        errors.scopes = text(request.locale, '请至少选择一项权限范围', 'Choose at least one scope');
      const bad = cidrs.find((cidr) => !parseCidr(cidr));
      if (bad)
        errors.allowedCidrs = text(
          request.locale,
          `“${bad}”不是 IP 地址或 CIDR 网段（例如 203.0.113.0/24）`,
          `“${bad}” is not an IP address or CIDR block (for example 203.0.113.0/24)`,
        );
      else if (cidrs.length > MAX_CIDRS)
        errors.allowedCidrs = text(
          request.locale,
          `最多 ${MAX_CIDRS} 个网段`,
          `At most ${MAX_CIDRS} blocks`,
        );
      if (Object.keys(errors).length > 0) throw new ValidationError(errors);
      const live = (await listKeys(db, user.id)).filter((key) => !key.revokedAt);
      if (live.length >= MAX_KEYS)
        throw new HttpError(
          409,
          'TOO_MANY_KEYS',
          text(
            request.locale,
            `最多可同时持有 ${MAX_KEYS} 个密钥，请先吊销不用的密钥`,
            `At most ${MAX_KEYS} keys at once: revoke one you no longer use first`,
          ),
        );
      const created = await createKey(db, user.id, {
        name,
        mode: request.body.mode,
        scopes,
        allowedCidrs: cidrs,
      });
      return reply.status(201).send(created);
    },
  );

  app.post<{ Params: { id: number }; Body: { graceDays: number } }>(
    '/webapi/saas/api/keys/:id/rotate',
    {
      onRequest: app.requireAccount,
      preHandler: async (request) => requireManager(request),
      schema: {
        tags: ['api'],
        operationId: 'rotateApiKey',
        summary: 'Issue a new secret; the old one keeps working for graceDays (0–7)',
        security: accountSecurity,
        params: idParams,
        body: {
          type: 'object',
          properties: { graceDays: { type: 'integer', minimum: 0, maximum: 7, default: 0 } },
        },
        response: {
          200: withSecret,
          400: validationResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const rotated = await rotateKey(
        db,
        accountOf(request).user.id,
        request.params.id,
        request.body.graceDays * 86_400,
      );
      if (!rotated) throw notFound(request);
      return rotated;
    },
  );

  app.post<{ Params: { id: number } }>(
    '/webapi/saas/api/keys/:id/revoke',
    {
      onRequest: app.requireAccount,
      preHandler: async (request) => requireManager(request),
      schema: {
        tags: ['api'],
        operationId: 'revokeApiKey',
        summary: 'Revoke a key: every API process refuses it from the next call on',
        security: accountSecurity,
        params: idParams,
        response: {
          200: {
            type: 'object',
            properties: { revoked: { type: 'boolean' } },
            required: ['revoked'],
          },
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      if (!(await revokeKey(db, accountOf(request).user.id, request.params.id)))
        throw notFound(request);
      return { revoked: true };
    },
  );

  app.get(
    '/webapi/saas/api/prices',
    {
      onRequest: app.requireAccount,
      schema: {
        tags: ['api'],
        operationId: 'listApiPrices',
        summary:
          'The API price list (unit price per successful call), for users who may see prices',
        security: accountSecurity,
        response: {
          200: {
            type: 'object',
            properties: {
              visible: { type: 'boolean' },
              billing: { type: 'string', enum: ['prepaid', 'invoice'] },
              balance: { type: ['number', 'null'] },
              prices: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    operation: { type: 'string' },
                    price: { type: 'number' },
                    currency: { type: 'string' },
                  },
                  required: ['operation', 'price', 'currency'],
                },
              },
            },
            required: ['visible', 'billing', 'prices'],
          },
          401: errorResponse,
        },
      },
    },
    async (request) => {
      const { user, profile } = accountOf(request);
      const visible = canSeePrices(profile as StoredUser);
      const postPay = isPostPay(profile as StoredUser);
      return {
        visible,
        billing: postPay ? 'invoice' : 'prepaid',
        balance: visible && !postPay ? await apiBalance(db, user.id) : null,
        prices: visible ? await priceList(db) : [],
      };
    },
  );

  app.get<{
    Querystring: { from?: string; to?: string; mode: 'test' | 'live'; format?: 'json' | 'csv' };
  }>(
    '/webapi/saas/api/usage',
    {
      onRequest: app.requireAccount,
      schema: {
        tags: ['api'],
        operationId: 'getApiUsage',
        summary: 'Billed API calls and amounts per day and operation (as /v1/usage), or as CSV',
        security: accountSecurity,
        querystring: {
          type: 'object',
          properties: {
            from: { type: 'string', maxLength: 10 },
            to: { type: 'string', maxLength: 10 },
            mode: { type: 'string', enum: ['test', 'live'], default: 'live' },
            format: { type: 'string', enum: ['json', 'csv'], default: 'json' },
            lang: { type: 'string' },
          },
        },
        response: {
          200: {
            description: 'JSON (rows and totals), or text/csv with format=csv.',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: {
                    from: { type: 'string' },
                    to: { type: 'string' },
                    mode: { type: 'string', enum: ['test', 'live'] },
                    currency: { type: 'string' },
                    rows: usageRowsSchema,
                    totals: usageTotalsSchema,
                  },
                  required: ['from', 'to', 'mode', 'currency', 'rows', 'totals'],
                },
              },
              'text/csv': { schema: { type: 'string' } },
            },
          },
          400: validationResponse,
          401: errorResponse,
        },
      },
    },
    async (request, reply) => {
      let range: { from: string; to: string };
      try {
        range = usageRange(request.query.from, request.query.to);
      } catch (error) {
        if (error instanceof Problem)
          throw new ValidationError(
            Object.fromEntries(
              Object.keys((error.extensions.errors as Record<string, string>) ?? {}).map(
                (field) => [
                  field,
                  text(
                    request.locale,
                    '请输入有效日期（YYYY-MM-DD），最长 366 天',
                    'A valid date (YYYY-MM-DD), at most 366 days',
                  ),
                ],
              ),
            ),
          );
        throw error;
      }
      const report = await usage(
        db,
        accountOf(request).user.id,
        range.from,
        range.to,
        request.query.mode,
      );
      if (request.query.format === 'csv')
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="api-usage-${report.mode}-${range.from}-${range.to}.csv"`,
          )
          .send(usageCsv(report));
      return report;
    },
  );
}

import { canSeePrices, type StoredUser } from '@kyc/auth';
import type { FastifyInstance } from 'fastify';
import { accountSecurity, errorResponse, validationResponse } from '../http/schemas';
import { type FieldCheck, fieldChecks, optionalText, requiredText } from '../lib/checks';
import { HttpError, ValidationError } from '../lib/http-error';
import { text } from '../lib/locale';

/** What a user may ask for on the service-selection page. */
export const SERVICE_REQUEST_KINDS = ['purchase', 'account-manager'] as const;
export type ServiceRequestKind = (typeof SERVICE_REQUEST_KINDS)[number];

/** The longest note a request may carry. */
export const SERVICE_NOTE_MAX = 500;

/**
 * The service package an account is on, from its stored profile (SPEC §3/§4 fields), as a code
 * of `service_packages`, or null when the profile says nothing about one:
 *
 * - post-pay (`payType` A) → `API_PAYG`, the only package billed afterwards;
 * - trial (`acctType` 2) → `TRIAL`;
 * - company-type (`acctType` 4, a team account) → `PROFESSIONAL`, the package with team work;
 * - formal (`acctType` 1) and prepaid individual-type (`acctType` 3) → `STANDARD`.
 *
 * Pay type comes first because it decides how a package is billed; a paying formal customer
 * is therefore never put on the free trial.
 *
 * @example currentPackageCode({ acctType: 1, payType: 'P' }) // 'STANDARD'
 * @example currentPackageCode({ acctType: 3, payType: 'A' }) // 'API_PAYG'
 */
export function currentPackageCode(
  profile: Record<string, unknown> | null | undefined,
): string | null {
  if (!profile) return null;
  if (String(profile.payType ?? '').toUpperCase() === 'A') return 'API_PAYG';
  switch (Number(profile.acctType)) {
    case 2:
      return 'TRIAL';
    case 4:
      return 'PROFESSIONAL';
    case 1:
    case 3:
      return 'STANDARD';
    default:
      return null;
  }
}

const requestSchema = {
  type: 'object',
  description: 'A stored service request.',
  properties: {
    reference: {
      type: 'string',
      description: 'Readable and unique: SR-<date in Asia/Shanghai, yyyyMMdd>-<number>.',
      examples: ['SR-20261125-0001'],
    },
    kind: { type: 'string', enum: [...SERVICE_REQUEST_KINDS] },
    packageCode: { type: 'string' },
    price: {
      type: ['number', 'null'],
      description: 'The price at that moment; null when the user may not see prices.',
    },
    currency: { type: 'string' },
    note: { type: ['string', 'null'] },
    createdAt: { type: 'string', description: 'ISO 8601, UTC.' },
  },
  required: ['reference', 'kind', 'packageCode', 'price', 'currency', 'createdAt'],
} as const;

const REQUEST_COLUMNS = `reference, kind, package_code AS "packageCode", price::float8 AS price, currency,
  note, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"`;

const kindCheck: FieldCheck = (value, locale) =>
  SERVICE_REQUEST_KINDS.includes(value as ServiceRequestKind)
    ? undefined
    : text(locale, '请选择购买或联系客户经理', 'Choose purchase or account-manager');

/** Service requests: a purchase of a package, or a call from the account manager. */
export async function serviceRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  app.post<{ Body: { packageCode: string; kind: ServiceRequestKind; note?: string | null } }>(
    '/webapi/saas/service/requests',
    {
      onRequest: app.requireAccount,
      preValidation: fieldChecks({
        packageCode: requiredText('请选择服务套餐', 'Please choose a service package', 64),
        kind: kindCheck,
        note: optionalText(SERVICE_NOTE_MAX),
      }),
      schema: {
        tags: ['service'],
        operationId: 'createServiceRequest',
        summary: 'Ask for a service package: buy it at the price shown, or ask the account manager',
        description:
          'A purchase is stored with the price of that moment and is only for users who may see ' +
          'prices (the main user, or showCredit Y); others ask for a call from their account ' +
          'manager (403 PURCHASE_NOT_ALLOWED otherwise). The request is stored, with its entry in ' +
          "the user's operation log (service_confirm or service_request, relId " +
          '`<packageCode>:<reference>`), before the 201.',
        security: accountSecurity,
        body: {
          type: 'object',
          properties: {
            packageCode: { type: 'string', maxLength: 64 },
            kind: { type: 'string', enum: [...SERVICE_REQUEST_KINDS] },
            note: { type: ['string', 'null'], maxLength: SERVICE_NOTE_MAX },
          },
          required: ['packageCode', 'kind'],
        },
        response: {
          201: requestSchema,
          400: validationResponse,
          401: errorResponse,
          403: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const { user } = request.account as NonNullable<typeof request.account>;
      const { packageCode, kind } = request.body;
      const note = request.body.note?.trim() || null;
      const pricesVisible = canSeePrices(user.profile as StoredUser);
      if (kind === 'purchase' && !pricesVisible) {
        throw new HttpError(
          403,
          'PURCHASE_NOT_ALLOWED',
          text(
            request.locale,
            '您的账号通过客户经理购买服务，请申请客户经理联系您',
            'Your account manager arranges purchases for your account: request a call instead',
          ),
        );
      }
      const stored = await db.transaction(async (tx) => {
        const { rows } = await tx.query<Record<string, unknown>>(
          `WITH n AS (SELECT nextval('service_requests_id_seq')::int AS id)
           INSERT INTO service_requests (id, reference, user_id, package_code, kind, price, currency, note)
           SELECT n.id,
                  'SR-' || to_char(now() AT TIME ZONE 'UTC' + interval '8 hours', 'YYYYMMDD') || '-' ||
                    lpad(n.id::text, greatest(4, length(n.id::text)), '0'),
                  $1, p.code, $2, CASE WHEN $3::boolean THEN p.price END, p.currency, $4
             FROM n, service_packages p WHERE p.code = $5
           RETURNING ${REQUEST_COLUMNS}`,
          [user.id, kind, pricesVisible, note, packageCode],
        );
        const row = rows[0];
        if (!row) return undefined;
        await tx.query('INSERT INTO op_logs (user_id, op_type, rel_id) VALUES ($1, $2, $3)', [
          user.id,
          kind === 'purchase' ? 'service_confirm' : 'service_request',
          `${row.packageCode}:${row.reference}`,
        ]);
        return row;
      });
      if (!stored) {
        throw new ValidationError({
          packageCode: text(request.locale, '没有这个服务套餐', 'No such service package'),
        });
      }
      return reply.status(201).send(stored);
    },
  );

  app.get<{ Params: { reference: string } }>(
    '/webapi/saas/service/requests/:reference',
    {
      onRequest: app.requireAccount,
      schema: {
        tags: ['service'],
        operationId: 'getServiceRequest',
        summary: 'One of the signed-in user’s service requests, by its reference',
        security: accountSecurity,
        params: {
          type: 'object',
          properties: { reference: { type: 'string', maxLength: 40 } },
          required: ['reference'],
        },
        response: {
          200: requestSchema,
          400: validationResponse,
          401: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const { user } = request.account as NonNullable<typeof request.account>;
      const { rows } = await db.query<Record<string, unknown>>(
        `SELECT ${REQUEST_COLUMNS} FROM service_requests WHERE user_id = $1 AND reference = $2`,
        [user.id, request.params.reference.trim().toUpperCase()],
      );
      const row = rows[0];
      if (!row) {
        throw new HttpError(
          404,
          'NOT_FOUND',
          text(request.locale, '没有找到这个申请', 'No such service request'),
        );
      }
      return row;
    },
  );
}

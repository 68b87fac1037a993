import { canSeePrices, type StoredUser } from '@kyc/auth';
import { checkLei } from '@kyc/validators';
import type { FastifyInstance } from 'fastify';
import { otherNamesOf } from '../companies/record';
import { companySummary, SUMMARY_COLUMNS } from '../companies/summary';
import { fieldChecks } from '../lib/checks';
import { HttpError } from '../lib/http-error';
import { text } from '../lib/locale';
import { currentPackageCode } from '../service/routes';
import {
  accountSecurity,
  companySummarySchema,
  errorResponse,
  headquartersAddressSchema,
  otherNamesSchema,
  validationResponse,
} from './schemas';

const startedAt = Date.now();

const statusSchema = {
  type: 'object',
  properties: {
    status: { type: 'string', enum: ['ok', 'down'] },
    checkedAt: { type: 'string' },
    uptimeSeconds: { type: 'integer' },
    checks: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          name: { type: 'string' },
          ok: { type: 'boolean' },
          latencyMs: { type: 'number' },
          detail: { type: 'string' },
        },
        required: ['name', 'ok', 'latencyMs', 'detail'],
      },
    },
  },
  required: ['status', 'checkedAt', 'uptimeSeconds', 'checks'],
} as const;

/**
 * The live-search index: in memory and current ('ready'), being built while SQL answers
 * ('building'), or turned off. Searches are answered in every state, so it is always ok.
 */
function searchIndexCheck(app: FastifyInstance) {
  const status = app.companySearch.status();
  const detail =
    status.state === 'ready'
      ? `in-memory index of ${status.companies} companies, ${((status.memoryBytes ?? 0) / 1e6).toFixed(0)} MB`
      : status.state === 'building'
        ? 'index being built; SQL answers meanwhile'
        : 'index off; SQL answers';
  return { name: 'search-index', ok: true, latencyMs: 0, detail };
}

/** LEI look-up, system status and service packages. */
export async function publicRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  app.get<{ Params: { lei: string } }>(
    '/webapi/lei/:lei',
    {
      preValidation: fieldChecks(
        { lei: (value, locale) => checkLei(String(value ?? '').toUpperCase(), { locale }) },
        'params',
      ),
      schema: {
        tags: ['lei'],
        operationId: 'getLei',
        security: [],
        summary: 'Look up a Legal Entity Identifier (ISO 17442; check digits verified)',
        params: { type: 'object', properties: { lei: { type: 'string' } }, required: ['lei'] },
        response: {
          200: {
            type: 'object',
            properties: {
              lei: { type: 'string' },
              legalName: { type: 'string' },
              otherName: { type: ['string', 'null'] },
              jurisdiction: { type: 'string' },
              registrationStatus: {
                type: 'string',
                description:
                  'GLEIF Registration.RegistrationStatus: ISSUED, LAPSED, PENDING_TRANSFER, PENDING_ARCHIVAL, MERGED, RETIRED, ANNULLED, CANCELLED, TRANSFERRED, DUPLICATE or PENDING_VALIDATION.',
              },
              entityStatus: { type: 'string', enum: ['ACTIVE', 'INACTIVE', 'NULL'] },
              initialRegistrationDate: { type: ['string', 'null'] },
              nextRenewalDate: { type: ['string', 'null'] },
              managingLou: { type: 'string' },
              legalAddress: { type: ['string', 'null'] },
              headquartersAddress: headquartersAddressSchema,
              otherNames: otherNamesSchema,
              company: companySummarySchema,
            },
          },
          400: validationResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const lei = request.params.lei.toUpperCase();
      const { rows } = await db.query<Record<string, unknown>>(
        `SELECT ${SUMMARY_COLUMNS}, c.address, c.lei_status, c.lei_registered_at::text AS lei_registered_at,
                c.lei_next_renewal::text AS lei_next_renewal, c.entity_status, c.managing_lou,
                c.gleif_record->>'Entity.LegalName' AS legal_name, c.other_names, c.headquarters_address
           FROM companies c WHERE c.lei = $1`,
        [lei],
      );
      const row = rows[0];
      if (!row)
        throw new HttpError(
          404,
          'LEI_NOT_FOUND',
          text(request.locale, '未找到该LEI编码', 'No entity has this LEI'),
        );
      const summary = companySummary(row as never);
      // GLEIF's own status for imported entities; the register's status word otherwise.
      const entityStatus =
        (row.entity_status as string | null) ??
        (['注销', '吊销', 'Dissolved'].includes(summary.status) ? 'INACTIVE' : 'ACTIVE');
      return {
        lei,
        // An imported record's legal name is GLEIF's, in its own language (Chinese for most
        // mainland entities); the other name is then the English one.
        legalName: (row.legal_name as string | null) ?? summary.nameEn,
        otherName: row.legal_name
          ? row.legal_name === summary.nameEn
            ? summary.nameZh
            : summary.nameEn
          : summary.nameZh,
        jurisdiction: summary.jurisdiction,
        registrationStatus: row.lei_status,
        entityStatus,
        initialRegistrationDate: row.lei_registered_at,
        nextRenewalDate: row.lei_next_renewal,
        managingLou: (row.managing_lou as string | null) ?? lei.slice(0, 4),
        legalAddress: row.address,
        headquartersAddress: row.headquarters_address,
        otherNames: otherNamesOf(row.other_names),
        company: summary,
      };
    },
  );

  app.get(
    '/webapi/system/status',
    {
      schema: {
        tags: ['system'],
        operationId: 'getSystemStatus',
        security: [],
        summary:
          'System status from real checks: the database answers, and how fast; the live-search index',
        response: { 200: statusSchema, 503: statusSchema },
      },
    },
    async (_request, reply) => {
      const started = process.hrtime.bigint();
      let ok = true;
      let detail: string =
        db.kind === 'pglite' ? 'embedded PostgreSQL (PGlite)' : 'PostgreSQL server';
      try {
        await db.query('SELECT 1 FROM companies LIMIT 1');
      } catch {
        ok = false;
        detail = 'database did not answer';
      }
      const latencyMs = Math.round(Number(process.hrtime.bigint() - started) / 10_000) / 100;
      reply.header('cache-control', 'no-store');
      if (!ok) reply.status(503);
      return {
        status: ok ? 'ok' : 'down',
        checkedAt: new Date().toISOString(),
        uptimeSeconds: Math.floor((Date.now() - startedAt) / 1000),
        checks: [{ name: 'database', ok, latencyMs, detail }, searchIndexCheck(app)],
      };
    },
  );

  app.get(
    '/webapi/service-packages',
    {
      onRequest: app.optionalAccount,
      schema: {
        tags: ['service'],
        operationId: 'listServicePackages',
        summary:
          'Service packages for the service-selection page; prices only for users who may see them',
        description:
          'Prices are shown to the main user or when showCredit is Y (SPEC §6); otherwise price is null.',
        security: [...accountSecurity, {}],
        response: {
          200: {
            type: 'object',
            properties: {
              pricesVisible: { type: 'boolean' },
              current: {
                type: ['string', 'null'],
                description:
                  "The signed-in user's package, from their stored profile: post-pay (payType A) " +
                  'API_PAYG; trial (acctType 2) TRIAL; company-type (4) PROFESSIONAL; formal (1) ' +
                  'and individual-type (3) STANDARD. Null for visitors and other profiles.',
              },
              packages: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    code: { type: 'string' },
                    name: { type: 'string' },
                    nameEn: { type: 'string' },
                    description: { type: 'string' },
                    descriptionEn: { type: 'string' },
                    payType: { type: 'string' },
                    price: { type: ['number', 'null'] },
                    currency: { type: 'string' },
                    period: { type: 'string' },
                    features: { type: 'array', items: { type: 'string' } },
                  },
                  required: [
                    'code',
                    'name',
                    'nameEn',
                    'description',
                    'descriptionEn',
                    'payType',
                    'price',
                    'currency',
                    'period',
                    'features',
                  ],
                },
              },
            },
            required: ['pricesVisible', 'current', 'packages'],
          },
        },
      },
    },
    async (request) => {
      const pricesVisible = request.account
        ? canSeePrices(request.account.user.profile as StoredUser)
        : false;
      const { rows } = await db.query<Record<string, unknown>>(
        `SELECT code, name_zh, name_en, description_zh, description_en, pay_type, price::float8 AS price,
                currency, period, features FROM service_packages ORDER BY sort`,
      );
      const current = currentPackageCode(request.account?.user.profile);
      return {
        pricesVisible,
        current: rows.some((row) => row.code === current) ? current : null,
        packages: rows.map((row) => ({
          code: row.code,
          name: row.name_zh,
          nameEn: row.name_en,
          description: row.description_zh,
          descriptionEn: row.description_en,
          payType: row.pay_type,
          price: pricesVisible ? row.price : null,
          currency: row.currency,
          period: row.period,
          features: row.features,
        })),
      };
    },
  );
}

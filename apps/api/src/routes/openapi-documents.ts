import { leiCheckDigits, usccCheckCharacter } from '@kyc/validators';
import type { FastifyInstance } from 'fastify';
import { SANDBOX_COMPANIES } from '../companies/sandbox';
import { PROBLEM_KINDS } from '../lib/problem';
import { problemSchema } from './schemas';

interface ResponseObject {
  description?: string;
  content?: Record<string, { schema?: unknown }>;
}

interface Document {
  paths?: Record<
    string,
    Record<
      string,
      { tags?: string[]; security?: unknown; responses?: Record<string, ResponseObject> }
    >
  >;
  tags?: Array<{ name: string; description?: string }>;
  components?: Record<string, unknown>;
  [field: string]: unknown;
}

const isV1 = (path: string) => path === '/v1' || path.startsWith('/v1/');

/** The account service's document (/webapi/openapi.json): every route but the public API's. */
export function webapiDocument(app: FastifyInstance): Document {
  const full = app.swagger() as unknown as Document;
  const paths = Object.fromEntries(
    Object.entries(full.paths ?? {}).filter(([path]) => !isV1(path)),
  );
  return { ...full, paths };
}

/**
 * The public API's own document (/v1/openapi.json): only /v1, with bearer authentication on
 * every operation, problem documents for every error, and the site's origin as its server (the
 * site serves /v1 at the same paths).
 */
export function webapiV1Paths(app: FastifyInstance): Document['paths'] {
  const full = app.swagger() as unknown as Document;
  return Object.fromEntries(Object.entries(full.paths ?? {}).filter(([path]) => isV1(path)));
}

let cached: { app: FastifyInstance; origin: string; document: Document } | undefined;

export function v1Document(app: FastifyInstance, siteOrigin: string): Document {
  if (cached?.app === app && cached.origin === siteOrigin) return cached.document;
  const paths = structuredClone(webapiV1Paths(app) ?? {});
  for (const item of Object.values(paths))
    for (const operation of Object.values(item)) {
      operation.security = [{ bearerKey: [] }];
      // Every error is the one Problem schema, sent as application/problem+json.
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (Number(status) < 400 || !response.content?.['application/json']) continue;
        response.content = {
          'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } },
        };
      }
    }
  const problems = Object.entries(PROBLEM_KINDS)
    .map(([kind, { status, title }]) => `- \`${kind}\` (${status}): ${title}`)
    .join('\n');
  const document: Document = {
    openapi: '3.1.0',
    info: {
      title: 'KYC API',
      version: '1.0.0',
      license: { name: 'MIT', identifier: 'MIT' },
      description:
        'Company data, beneficial owners and reports for your own systems. Authenticate with ' +
        '`Authorization: Bearer <key>`: a `kyc_test_` key sees only the sandbox (fixed companies, never billed), ' +
        'a `kyc_live_` key the register. Keys are created, rotated and revoked on the keys page of the account area.\n\n' +
        'Every answer carries `X-Request-Id`, and every answer to an authenticated call the `RateLimit-Policy` and ' +
        '`RateLimit` fields (IETF httpapi draft): a per-second burst and a daily quota per key. Over either, 429 ' +
        'with `Retry-After`.\n\nSuccessful calls are billed per the price list (an error or an empty look-up is free); ' +
        `every error is an RFC 9457 problem document whose type is one of:\n\n${problems}`,
    },
    servers: [{ url: siteOrigin, description: 'The site (it serves /v1 at the same paths)' }],
    tags: [
      { name: 'companies', description: 'Search and company look-ups' },
      { name: 'beneficial-owners', description: 'Beneficial owners with chains and rules' },
      { name: 'reports', description: 'Ordering reports, their status and PDF, verification' },
      { name: 'account', description: 'Usage and billing' },
    ],
    paths,
    // For the site's reference (rendered from this document): the sandbox companies with what
    // each demonstrates, and the problem kinds with their status and title.
    'x-sandbox': SANDBOX_COMPANIES.map((company) => ({
      keyNo: company.keyNo,
      name: company.nameZh ?? company.nameEn,
      nameEn: company.nameEn,
      jurisdiction: company.jurisdiction,
      status: company.status,
      uscc: company.usccBody ? company.usccBody + usccCheckCharacter(company.usccBody) : null,
      lei: company.leiBody ? company.leiBody + leiCheckDigits(company.leiBody) : null,
      case: company.case,
    })),
    'x-problems': Object.entries(PROBLEM_KINDS).map(([kind, { status, title }]) => ({
      kind,
      status,
      title,
    })),
    components: {
      schemas: { Problem: { ...problemSchema, description: problemSchema.description } },
      securitySchemes: {
        bearerKey: {
          type: 'http',
          scheme: 'bearer',
          description: 'An API key: kyc_test_… (sandbox) or kyc_live_….',
        },
      },
    },
  };
  cached = { app, origin: siteOrigin, document };
  return document;
}

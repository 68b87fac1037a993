// Shared pieces of the routes' JSON schemas (they also make the OpenAPI document).

import type { RouteOptions } from 'fastify';
import { PROBLEM_DESCRIPTIONS, PROBLEM_KINDS } from '../lib/problem';

export const errorResponse = {
  type: 'object',
  description: 'An error that is not about one field.',
  properties: { code: { type: 'string' }, message: { type: 'string' } },
  required: ['code', 'message'],
} as const;

export const validationResponse = {
  type: 'object',
  description:
    'Validation failure: one message per field, in the language of ?lang= or Accept-Language.',
  properties: { errors: { type: 'object', additionalProperties: { type: 'string' } } },
  required: ['errors'],
} as const;

/** An RFC 9457 problem document, as every error of the public API (/v1) is answered. */
export const problemSchema = {
  type: 'object',
  description:
    'An RFC 9457 problem document (application/problem+json). `type` names the kind of problem and ' +
    'stays the same for it; `detail` says what happened this time.',
  properties: {
    type: {
      type: 'string',
      format: 'uri',
      description: `The kind: the site's /products-api/reference#problem-<kind>, <kind> one of ${Object.keys(PROBLEM_KINDS).join(', ')}.`,
    },
    title: { type: 'string' },
    status: { type: 'integer' },
    detail: { type: 'string' },
    requestId: { type: 'string', description: 'The X-Request-Id of the answer.' },
    errors: {
      type: 'object',
      additionalProperties: { type: 'string' },
      description: 'invalid-request only: a message per field.',
    },
    requiredScope: { type: 'string', description: 'forbidden-scope only.' },
  },
  required: ['type', 'title', 'status', 'detail', 'requestId'],
} as const;

/** Either authentication: the three SPEC §7 headers together, or the session cookie. */
export const accountSecurity: Array<Record<string, string[]>> = [
  { clientId: [], accessToken: [], secretKey: [] },
  { sessionCookie: [] },
];

const nullableString = { type: ['string', 'null'] } as const;

export const storedUserSchema = {
  type: 'object',
  description: 'The stored user record of SPEC §3.',
  additionalProperties: true,
  properties: {
    uuid: { type: 'string' },
    accessToken: { type: 'string' },
    accessSecretKey: { type: 'string' },
    loginName: { type: 'string' },
    loginId: { type: 'string' },
    category: { type: 'string' },
    type: { type: ['number', 'string'] },
    endDate: nullableString,
    acctType: { type: 'integer', enum: [1, 2, 3, 4] },
    payType: { type: 'string' },
    permissionList: { type: 'array', items: { type: 'string' } },
    reversalPermissionList: { type: 'array', items: { type: 'string' } },
    compRoleIds: { type: ['number', 'string', 'array'] },
    mainUserFlag: { type: ['string', 'boolean', 'number'] },
    showCredit: { type: 'string' },
    canUpgrade: { type: 'string' },
    duplicateOrderRemind: { type: ['string', 'boolean'] },
    securityPolicy: { type: 'string' },
    refreshIntervalSec: { type: ['number', 'string'] },
    serviceCorpPersAuthList: { type: 'array' },
    corpNationList: { type: 'array' },
  },
  required: ['uuid', 'accessToken', 'accessSecretKey', 'loginName'],
} as const;

/** One change an import made to a company (its history, on the company page and in /v1). */
export const companyChangeSchema = {
  type: 'object',
  properties: {
    field: {
      type: 'string',
      description:
        'A GLEIF column by its published name (relationship columns prefixed with the relationship type), `source`, or a BODS field (`bods.…`, `bods.interests <party>`).',
    },
    before: { type: ['string', 'null'] },
    after: { type: ['string', 'null'] },
    source: { type: 'string' },
    format: { type: 'string', enum: ['gleif-lei', 'gleif-rr', 'bods'] },
    sourceDate: {
      type: ['string', 'null'],
      description: 'The date the source gives for the record.',
    },
    seenAt: { type: 'string', description: 'When this service imported it.' },
  },
  required: ['field', 'before', 'after', 'source', 'format', 'sourceDate', 'seenAt'],
} as const;

/**
 * A company's other names (GLEIF's other and transliterated names, BODS alternate names) and
 * its headquarters address (GLEIF), as the company answers of /webapi, /v1 and /lei give them.
 */
export const otherNamesSchema = {
  type: 'array',
  description:
    "The company's other names: GLEIF's Entity.OtherEntityNames and Entity.TransliteratedOtherEntityNames (type: ALTERNATIVE_LANGUAGE_LEGAL_NAME, PREVIOUS_LEGAL_NAME, TRADING_OR_OPERATING_NAME, AUTO_ASCII_TRANSLITERATED_LEGAL_NAME or PREFERRED_ASCII_TRANSLITERATED_LEGAL_NAME) and BODS alternateNames (type alternateName), in the source's order. Empty for register (seed) data.",
  items: {
    type: 'object',
    properties: {
      name: { type: 'string' },
      language: {
        type: ['string', 'null'],
        description: "The name's language (xml:lang), when the source gives it.",
      },
      type: { type: ['string', 'null'] },
    },
    required: ['name', 'language', 'type'],
  },
} as const;

export const headquartersAddressSchema = {
  type: ['string', 'null'],
  description: "GLEIF's Entity.HeadquartersAddress, one line; null when the source gives none.",
} as const;

export const companySummarySchema = {
  type: 'object',
  properties: {
    keyNo: { type: 'string' },
    name: {
      type: 'string',
      description: 'Local-language name, or the English one when there is none.',
    },
    nameZh: nullableString,
    nameEn: { type: 'string' },
    jurisdiction: { type: 'string', enum: ['CN', 'HK', 'SG', 'GB', 'US'] },
    regNo: { type: 'string' },
    uscc: nullableString,
    lei: nullableString,
    status: { type: 'string' },
    statusEn: { type: 'string' },
    companyType: { type: 'string', description: "The register's own words for the legal form." },
    legalForm: {
      type: ['string', 'null'],
      enum: ['limited', 'joint-stock', 'listed', null],
      description: 'The legal form as a search filter groups it (companyType).',
    },
    registeredCapital: nullableString,
    capitalCurrency: nullableString,
    established: nullableString,
    legalRepresentative: nullableString,
    shareCount: {
      type: ['number', 'null'],
      description:
        'Shares (股本) of a joint-stock or listed company; null for a limited-liability company, which has no shares.',
    },
  },
} as const;

/** A node of an ownership graph: the company asked about (depth 0), its holders and theirs. */
export const graphNodeSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', description: 'c<id> for a company, p<id> for a person.' },
    kind: { type: 'string', enum: ['company', 'person'] },
    name: {
      type: 'string',
      description: 'Local-language name, or the English one when there is none.',
    },
    nameEn: { type: 'string' },
    depth: {
      type: 'integer',
      description: 'Steps up from the company asked about (0 for itself).',
    },
  },
  required: ['id', 'kind', 'name', 'nameEn', 'depth'],
} as const;

/** An edge of an ownership graph: `from` holds `percent` (0–100) of `to`. */
export const graphEdgeSchema = {
  type: 'object',
  properties: {
    from: { type: 'string' },
    to: { type: 'string' },
    percent: { type: 'number' },
  },
  required: ['from', 'to', 'percent'],
} as const;

const described = <T extends object>(schema: T, description: string) => ({
  ...schema,
  description,
});

/** Methods whose requests Fastify reads a body of (and so can refuse as too large or not JSON). */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Answers that the service's shared machinery gives for a route before (or instead of) its
 * handler, added to every route's `response` when it is declared (an `onRoute` hook in app.ts),
 * so that the OpenAPI document lists them for every operation without each route repeating
 * them. A route's own entry for a status wins. test/fuzz.test.ts checks that every status it
 * meets is declared.
 */
export function addCommonResponses(route: RouteOptions): void {
  const schema = route.schema as { hide?: boolean; response?: Record<string, unknown> } | undefined;
  if (!schema || schema.hide) return;
  const methods = [route.method].flat();
  const readsBody = methods.some((method) => BODY_METHODS.has(method));
  // The preValidation input checks of app.ts (NUL, lone surrogates, non-decimal integers) and
  // schema validation answer 400 on every route but those that read their input themselves.
  const validates =
    readsBody || !(route.config?.rawInput === true && route.attachValidation === true);
  // The public API answers every error as a problem document.
  const publicApi = route.url.startsWith('/v1');
  const errorShape = publicApi ? problemSchema : errorResponse;
  const common: Record<string, unknown> = {};
  if (validates)
    common[400] = described(
      publicApi ? problemSchema : validationResponse,
      'Invalid input: a query, path parameter or body that fails its schema or the field rules, text ' +
        'the database cannot store (NUL, lone surrogates), or malformed JSON; one message per field.',
    );
  if (readsBody) {
    common[413] = described(
      errorShape,
      publicApi ? 'payload-too-large: a body over 64 KB.' : 'Request body larger than 64 KB.',
    );
    common[415] = described(
      errorShape,
      (publicApi ? 'unsupported-media-type: ' : '') +
        'Request body of a content type other than application/json (a text/plain one is read, and ' +
        'answered 400 unless the route needs no body).',
    );
  }
  // The public API names the problem kind first, as its own answers do (the reference links it).
  if (route.url.includes(':'))
    common[414] = described(
      errorShape,
      publicApi
        ? (PROBLEM_DESCRIPTIONS[414] as string)
        : 'A path parameter longer than 100 characters.',
    );
  common[431] = described(
    errorShape,
    'Request headers larger than the HTTP server accepts (16 KB): answered before any route runs.',
  );
  schema.response = { ...common, ...schema.response };
}

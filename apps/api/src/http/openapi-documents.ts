import { leiCheckDigits, usccCheckCharacter } from '@kyc/validators';
import type { FastifyInstance } from 'fastify';
import { SANDBOX_COMPANIES } from '../companies/sandbox';
import { PROBLEM_KINDS } from '../lib/problem';
import { EXAMPLE_EVENT, eventSchema } from '../routes/v1/schemas';
import { RETRY_DELAYS_MINUTES } from '../webhooks/dispatcher';
import { EVENT_KINDS } from '../webhooks/endpoints';
import { chineseOf, withChinese } from './openapi-chinese';
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

/** What the document's description says before its list of problem kinds. */
const INTRODUCTION =
  'Company data, beneficial owners and reports for your own systems. Authenticate with ' +
  '`Authorization: Bearer <key>`: a `kyc_test_` key sees only the sandbox (fixed companies, never billed), ' +
  'a `kyc_live_` key the register. Keys are created, rotated and revoked on the keys page of the account area.\n\n' +
  'Every answer carries `X-Request-Id`, and every answer to an authenticated call the `RateLimit-Policy` and ' +
  '`RateLimit` fields (IETF httpapi draft): a per-second burst and a daily quota per key. Over either, 429 ' +
  'with `Retry-After`.\n\nSuccessful calls are billed per the price list (an error or an empty look-up is free); ' +
  'every error is an RFC 9457 problem document whose type is one of:';

/** How deliveries are signed and retried: the document's words and the reference's. */
const WEBHOOKS_TEXT =
  '## Webhooks\n\nEach event is POSTed to every endpoint that asks for its kind, signed as Standard Webhooks 1.0 ' +
  'says. Headers: `webhook-id` (the event id, the same on every retry: use it to process an event once), ' +
  '`webhook-timestamp` (unix seconds of this attempt) and `webhook-signature`: `v1,` and the base64 ' +
  'HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the bytes of the secret after ' +
  '`whsec_` (base64-decoded). Check it on the raw body before parsing it, compare in constant time, and refuse ' +
  'timestamps more than 5 minutes off: `verifyWebhook` of `@kyc/api-client` does all three. Answer 2xx quickly; ' +
  `anything else (or no answer within 15 s) is retried after ${RETRY_DELAYS_MINUTES.join(', ')} minutes (each ` +
  'up to 10 % later): 12 attempts over 34 hours, then the delivery is failed. Redirects are not followed. ' +
  'The delivery log and replay are under /v1/webhooks/{id}/deliveries.';

/** The body of a delivery: Standard Webhooks' envelope around one event. */
const WEBHOOK_PAYLOAD = {
  type: 'object',
  properties: {
    type: {
      type: 'string',
      enum: EVENT_KINDS.map((kind) => `company.${kind}`),
      description: 'company. and the event kind.',
    },
    timestamp: { type: 'string', format: 'date-time', description: 'When the change was seen.' },
    data: { $ref: '#/components/schemas/MonitorEvent' },
  },
  required: ['type', 'timestamp', 'data'],
  examples: [
    { type: `company.${EXAMPLE_EVENT.kind}`, timestamp: EXAMPLE_EVENT.seenAt, data: EXAMPLE_EVENT },
  ],
} as const;

const signatureHeader = (name: string, description: string, example: string) => ({
  name,
  in: 'header',
  required: true,
  description,
  schema: { type: 'string' },
  example,
});

/** What the service sends to an endpoint (OpenAPI 3.1 `webhooks`). */
const WEBHOOK_DELIVERY = {
  post: {
    operationId: 'companyEvent',
    summary: 'A change to a watched company, sent to your endpoint',
    description: WEBHOOKS_TEXT.replace('## Webhooks\n\n', ''),
    tags: ['webhooks'],
    security: [],
    parameters: [
      signatureHeader(
        'webhook-id',
        'The event id (evt_…), the same on every attempt.',
        EXAMPLE_EVENT.id,
      ),
      signatureHeader('webhook-timestamp', 'Unix seconds of this attempt.', '1795658400'),
      signatureHeader(
        'webhook-signature',
        'v1, and the base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}" with the decoded secret.',
        'v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=',
      ),
    ],
    requestBody: {
      required: true,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/WebhookPayload' } } },
    },
    responses: {
      '200': { description: 'Any 2xx: received. Nothing more is sent for this event.' },
      '400': { description: 'Any other answer, or none within 15 s: sent again later.' },
    },
  },
} as const;

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
  // The description in English, or (for x-description-zh) in Chinese: built here with its list
  // of problem kinds, so undefined when any of its words has no Chinese.
  const describe = (words: (english: string) => string | undefined) => {
    const lines = Object.entries(PROBLEM_KINDS).map(([kind, { status, title }]) => {
      const text = words(title);
      return text === undefined ? undefined : `- \`${kind}\` (${status}): ${text}`;
    });
    const parts = [words(INTRODUCTION), ...lines, words(WEBHOOKS_TEXT)];
    if (parts.some((part) => part === undefined)) return undefined;
    return [parts[0], lines.join('\n'), parts.at(-1)].join('\n\n');
  };
  const descriptionZh = describe(chineseOf);
  const document: Document = {
    openapi: '3.1.0',
    info: {
      title: 'KYC API',
      version: '1.0.0',
      license: { name: 'MIT', identifier: 'MIT' },
      description: describe((english) => english) ?? '',
      // The problem list is built here, so its Chinese is too (the merge below keeps it).
      ...(descriptionZh === undefined ? {} : { 'x-description-zh': descriptionZh }),
    },
    servers: [{ url: siteOrigin, description: 'The site (it serves /v1 at the same paths)' }],
    tags: [
      { name: 'companies', description: 'Search and company look-ups' },
      { name: 'beneficial-owners', description: 'Beneficial owners with chains and rules' },
      { name: 'reports', description: 'Ordering reports, their status and PDF, verification' },
      { name: 'account', description: 'Usage and billing' },
      { name: 'monitoring', description: 'Watched companies and their change events' },
      { name: 'webhooks', description: 'Endpoints that receive the events, their log and replay' },
    ],
    paths,
    webhooks: { companyEvent: WEBHOOK_DELIVERY },
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
      schemas: {
        Problem: { ...problemSchema, description: problemSchema.description },
        MonitorEvent: eventSchema,
        WebhookPayload: WEBHOOK_PAYLOAD,
      },
      securitySchemes: {
        bearerKey: {
          type: 'http',
          scheme: 'bearer',
          description: 'An API key: kyc_test_… (sandbox) or kyc_live_….',
        },
      },
    },
  };
  // The Chinese of every text, from the content catalogue (openapi-chinese.ts).
  const served = withChinese(document);
  cached = { app, origin: siteOrigin, document: served };
  return served;
}

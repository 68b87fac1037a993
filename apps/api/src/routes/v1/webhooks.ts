import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthenticatedKey } from '../../keys/keys';
import { Problem } from '../../lib/problem';
import { MAX_URL_LENGTH, type UrlRules, webhookUrlProblem } from '../../webhooks/addresses';
import { replayDelivery } from '../../webhooks/dispatcher';
import {
  ALL_EVENTS,
  createEndpoint,
  deleteEndpoint,
  EVENT_KINDS,
  findEndpoint,
  listDeliveries,
  listEndpoints,
  MAX_ENDPOINTS,
  type Owner,
  updateEndpoint,
} from '../../webhooks/endpoints';
import type { WebhookFetch } from '../../webhooks/send';
import { charge } from './context';
import { problemResponses } from './schemas';

/** What the webhook routes need from the service: the URL rules, a sender and a clock. */
export interface V1WebhookOptions {
  rules: UrlRules;
  fetch: WebhookFetch;
  clock: () => Date;
}

const endpointSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    url: { type: 'string', format: 'uri' },
    description: { type: 'string' },
    events: {
      type: 'array',
      items: { type: 'string', enum: [...EVENT_KINDS, ALL_EVENTS] },
      description: 'The event kinds sent to it; ["*"] for every kind.',
    },
    enabled: { type: 'boolean' },
    mode: {
      type: 'string',
      enum: ['test', 'live'],
      description: 'test: the sandbox companies’ events; live: the register’s.',
    },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
  },
  required: ['id', 'url', 'description', 'events', 'enabled', 'mode', 'createdAt', 'updatedAt'],
} as const;

const EXAMPLE_ENDPOINT = {
  id: 7,
  url: 'https://hooks.example.com/kyc',
  description: 'Onboarding: re-screen on ownership changes',
  events: ['beneficial_owners', 'shareholders', 'officers'],
  enabled: true,
  mode: 'live',
  createdAt: '2026-11-26T02:00:00.000Z',
  updatedAt: '2026-11-26T02:00:00.000Z',
};

const attemptSchema = {
  type: 'object',
  properties: {
    at: { type: 'string', format: 'date-time' },
    statusCode: {
      type: ['integer', 'null'],
      description: 'The receiver’s HTTP status; null when no answer came.',
    },
    error: { type: ['string', 'null'], description: 'Why no answer came (refused, timeout…).' },
    durationMs: { type: 'integer' },
    replay: { type: 'boolean', description: 'Asked for with replay rather than scheduled.' },
  },
  required: ['at', 'statusCode', 'error', 'durationMs', 'replay'],
} as const;

const deliverySchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    eventId: { type: 'string', description: 'The event sent: the webhook-id header.' },
    eventKind: { type: 'string', enum: EVENT_KINDS },
    state: {
      type: 'string',
      enum: ['pending', 'succeeded', 'failed'],
      description:
        'pending: tried again at nextAttemptAt; succeeded: a 2xx came; failed: every retry failed.',
    },
    attemptCount: {
      type: 'integer',
      description: 'Scheduled attempts so far (replays not counted): what the back-off follows.',
    },
    nextAttemptAt: { type: ['string', 'null'], format: 'date-time' },
    createdAt: { type: 'string', format: 'date-time' },
    finishedAt: { type: ['string', 'null'], format: 'date-time' },
    attempts: { type: 'array', items: attemptSchema, description: 'Every attempt, oldest first.' },
  },
  required: [
    'id',
    'eventId',
    'eventKind',
    'state',
    'attemptCount',
    'nextAttemptAt',
    'createdAt',
    'finishedAt',
    'attempts',
  ],
} as const;

const EXAMPLE_DELIVERY = {
  id: 311,
  eventId: 'evt_5f1c2a9b0d3e4f5a6b7c8d9e',
  eventKind: 'status',
  state: 'pending',
  attemptCount: 2,
  nextAttemptAt: '2026-11-26T02:03:00.000Z',
  createdAt: '2026-11-26T02:00:00.000Z',
  finishedAt: null,
  attempts: [
    { at: '2026-11-26T02:00:00.000Z', statusCode: 500, error: null, durationMs: 84, replay: false },
    {
      at: '2026-11-26T02:01:00.000Z',
      statusCode: null,
      error: 'connect ECONNREFUSED 203.0.113.7:443',
      durationMs: 12,
      replay: false,
    },
  ],
};

const idParams = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647, examples: [7] } },
  required: ['id'],
} as const;

const deliveryParams = {
  type: 'object',
  properties: {
    id: { type: 'integer', minimum: 1, maximum: 2147483647 },
    deliveryId: { type: 'integer', minimum: 1, maximum: 2147483647 },
  },
  required: ['id', 'deliveryId'],
} as const;

const eventsField = {
  type: 'array',
  minItems: 1,
  maxItems: EVENT_KINDS.length + 1,
  items: { type: 'string', enum: [...EVENT_KINDS, ALL_EVENTS] },
  description: `Event kinds to send, or ["*"] for all: ${EVENT_KINDS.join(', ')}.`,
} as const;

const urlField = {
  type: 'string',
  minLength: 1,
  maxLength: MAX_URL_LENGTH,
  description:
    'https:// on a public host; private, loopback and reserved addresses are refused. No redirect is followed.',
} as const;

const descriptionField = { type: 'string', maxLength: 200 } as const;

function ownerOf(request: FastifyRequest): Owner {
  const key = request.apiKey as AuthenticatedKey;
  return { userId: key.userId, mode: key.mode };
}

function notFound(id: number): Problem {
  return new Problem('not-found', `This account has no webhook ${id} in this key’s mode.`);
}

/** Webhook endpoints, their delivery log and replay, for /v1. */
export async function v1WebhookRoutes(
  app: FastifyInstance,
  options: V1WebhookOptions,
): Promise<void> {
  const checkUrl = (url: string) => {
    const problem = webhookUrlProblem(url, options.rules);
    if (problem)
      throw new Problem('invalid-request', `The URL is refused: ${problem}`, {
        errors: { url: problem },
      });
  };

  app.post<{ Body: { url: string; events: string[]; description?: string } }>(
    '/webhooks',
    {
      config: { v1: { operation: 'createWebhook', scope: 'monitoring' } },
      schema: {
        tags: ['webhooks'],
        operationId: 'createWebhook',
        summary: 'Register a webhook endpoint; its signing secret is shown this once',
        description:
          'The endpoint gets every event recorded from now on, for the companies this account watches, that its ' +
          'events name, each as a signed POST (Standard Webhooks: headers webhook-id, webhook-timestamp, ' +
          'webhook-signature). Keep the secret (whsec_…): verifyWebhook of @kyc/api-client checks deliveries with ' +
          `it. A delivery the endpoint does not accept is retried for 34 hours. At most ${MAX_ENDPOINTS} endpoints per account and key mode.`,
        body: {
          type: 'object',
          properties: { url: urlField, events: eventsField, description: descriptionField },
          required: ['url', 'events'],
          additionalProperties: false,
          examples: [
            {
              url: 'https://hooks.example.com/kyc',
              events: ['beneficial_owners', 'shareholders', 'officers'],
              description: 'Onboarding: re-screen on ownership changes',
            },
          ],
        },
        response: {
          201: {
            type: 'object',
            properties: {
              ...endpointSchema.properties,
              secret: {
                type: 'string',
                description:
                  'whsec_ and the base64 of 32 random bytes: the signing key. Shown only in this answer.',
              },
            },
            required: [...endpointSchema.required, 'secret'],
            examples: [
              { ...EXAMPLE_ENDPOINT, secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSwLm1gXd0qJ0U=' },
            ],
          },
          ...problemResponses(413, 415),
        },
      },
    },
    async (request, reply) => {
      checkUrl(request.body.url);
      const created = await createEndpoint(app.db, ownerOf(request), request.body);
      if (created === 'too-many')
        throw new Problem(
          'invalid-request',
          `This account has ${MAX_ENDPOINTS} webhooks in this mode, the most it may have: delete one first.`,
          { errors: { url: `At most ${MAX_ENDPOINTS} webhooks` } },
        );
      await charge(app, request);
      return reply.status(201).send({ ...created.endpoint, secret: created.secret });
    },
  );

  app.get(
    '/webhooks',
    {
      config: { v1: { operation: 'listWebhooks', scope: 'monitoring' } },
      schema: {
        tags: ['webhooks'],
        operationId: 'listWebhooks',
        summary: 'The webhook endpoints of this account in this key’s mode',
        response: {
          200: {
            type: 'object',
            properties: { items: { type: 'array', items: endpointSchema } },
            required: ['items'],
            examples: [{ items: [EXAMPLE_ENDPOINT] }],
          },
          ...problemResponses(),
        },
      },
    },
    async (request) => {
      const items = await listEndpoints(app.db, ownerOf(request));
      await charge(app, request);
      return { items };
    },
  );

  app.get<{ Params: { id: number } }>(
    '/webhooks/:id',
    {
      config: { v1: { operation: 'getWebhook', scope: 'monitoring' } },
      schema: {
        tags: ['webhooks'],
        operationId: 'getWebhook',
        summary: 'One webhook endpoint (never its secret)',
        params: idParams,
        response: {
          200: { ...endpointSchema, examples: [EXAMPLE_ENDPOINT] },
          ...problemResponses(404),
        },
      },
    },
    async (request) => {
      const endpoint = await findEndpoint(app.db, ownerOf(request), request.params.id);
      if (!endpoint) throw notFound(request.params.id);
      await charge(app, request);
      return endpoint;
    },
  );

  app.patch<{
    Params: { id: number };
    Body: { url?: string; events?: string[]; description?: string; enabled?: boolean };
  }>(
    '/webhooks/:id',
    {
      config: { v1: { operation: 'updateWebhook', scope: 'monitoring' } },
      schema: {
        tags: ['webhooks'],
        operationId: 'updateWebhook',
        summary: 'Change a webhook’s URL, events, description, or turn it off and on',
        description:
          'A disabled endpoint is sent nothing; enabled again, it is sent what was recorded meanwhile and its due ' +
          'retries.',
        params: idParams,
        body: {
          type: 'object',
          properties: {
            url: urlField,
            events: eventsField,
            description: descriptionField,
            enabled: { type: 'boolean' },
          },
          minProperties: 1,
          additionalProperties: false,
          examples: [{ enabled: false }],
        },
        response: {
          200: { ...endpointSchema, examples: [{ ...EXAMPLE_ENDPOINT, enabled: false }] },
          ...problemResponses(404, 413, 415),
        },
      },
    },
    async (request) => {
      if (request.body.url !== undefined) checkUrl(request.body.url);
      const endpoint = await updateEndpoint(
        app.db,
        ownerOf(request),
        request.params.id,
        request.body,
      );
      if (!endpoint) throw notFound(request.params.id);
      await charge(app, request);
      return endpoint;
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/webhooks/:id',
    {
      config: { v1: { operation: 'deleteWebhook', scope: 'monitoring' } },
      schema: {
        tags: ['webhooks'],
        operationId: 'deleteWebhook',
        summary: 'Delete a webhook endpoint, its pending deliveries and its log',
        params: idParams,
        response: {
          204: { type: 'null', description: 'Deleted.' },
          ...problemResponses(404),
        },
      },
    },
    async (request, reply) => {
      if (!(await deleteEndpoint(app.db, ownerOf(request), request.params.id)))
        throw notFound(request.params.id);
      await charge(app, request);
      return reply.status(204).send();
    },
  );

  app.get<{
    Params: { id: number };
    Querystring: { limit: number; cursor?: number; state?: 'pending' | 'succeeded' | 'failed' };
  }>(
    '/webhooks/:id/deliveries',
    {
      config: { v1: { operation: 'listWebhookDeliveries', scope: 'monitoring' } },
      schema: {
        tags: ['webhooks'],
        operationId: 'listWebhookDeliveries',
        summary: 'The delivery log of an endpoint: every event sent, each attempt and the next one',
        description:
          'Newest first; pages follow nextCursor. Retries wait 1, 2, 4 … 1024 minutes (up to 10 % more at random) ' +
          'after each failed attempt: 12 attempts over 34 hours, then the delivery is failed. Replay sends any ' +
          'delivery again.',
        params: idParams,
        querystring: {
          type: 'object',
          properties: {
            limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
            cursor: {
              type: 'integer',
              minimum: 1,
              maximum: 2147483647,
              description: 'The nextCursor of the page before.',
            },
            state: { type: 'string', enum: ['pending', 'succeeded', 'failed'] },
          },
        },
        response: {
          200: {
            type: 'object',
            properties: {
              items: { type: 'array', items: deliverySchema },
              nextCursor: { type: ['integer', 'null'] },
            },
            required: ['items', 'nextCursor'],
            examples: [{ items: [EXAMPLE_DELIVERY], nextCursor: null }],
          },
          ...problemResponses(404),
        },
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      if (!(await findEndpoint(app.db, owner, request.params.id)))
        throw notFound(request.params.id);
      const { limit, cursor, state } = request.query;
      const rows = await listDeliveries(app.db, owner, request.params.id, {
        limit: limit + 1,
        before: cursor,
        state,
      });
      const items = rows.slice(0, limit);
      await charge(app, request);
      return { items, nextCursor: rows.length > limit ? (items.at(-1)?.id ?? null) : null };
    },
  );

  app.post<{ Params: { id: number; deliveryId: number } }>(
    '/webhooks/:id/deliveries/:deliveryId/replay',
    {
      config: { v1: { operation: 'replayWebhookDelivery', scope: 'monitoring' } },
      schema: {
        tags: ['webhooks'],
        operationId: 'replayWebhookDelivery',
        summary: 'Send a delivery again now',
        description:
          'Sends the same body with the same webhook-id, signed anew, whatever the delivery’s state, and answers ' +
          'the delivery with this attempt at the end of its log. A 2xx marks it succeeded (no retry follows); ' +
          'otherwise its schedule stays as it was.',
        params: deliveryParams,
        response: {
          200: {
            ...deliverySchema,
            examples: [
              {
                ...EXAMPLE_DELIVERY,
                state: 'succeeded',
                nextAttemptAt: null,
                finishedAt: '2026-11-26T02:02:10.000Z',
                attempts: [
                  ...EXAMPLE_DELIVERY.attempts,
                  {
                    at: '2026-11-26T02:02:10.000Z',
                    statusCode: 200,
                    error: null,
                    durationMs: 95,
                    replay: true,
                  },
                ],
              },
            ],
          },
          ...problemResponses(404),
        },
      },
    },
    async (request) => {
      const replayed = await replayDelivery(
        app.db,
        ownerOf(request),
        request.params.id,
        request.params.deliveryId,
        { now: options.clock(), fetch: options.fetch, rules: options.rules },
      );
      if (!replayed)
        throw new Problem(
          'not-found',
          `Webhook ${request.params.id} of this account has no delivery ${request.params.deliveryId}.`,
        );
      await charge(app, request);
      return replayed.delivery;
    },
  );
}

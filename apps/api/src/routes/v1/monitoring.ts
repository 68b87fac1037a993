import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resolveCompanyCode } from '../../companies/search-page';
import type { AuthenticatedKey } from '../../keys/keys';
import { Problem } from '../../lib/problem';
import { InsufficientBalanceError } from '../../monitoring/billing';
import { EVENTS_PAGE_LIMIT, eventsForUser } from '../../monitoring/events';
import { watchedCompanies, watchedCompany } from '../../monitoring/watched-companies';
import { isWatched, unwatchCompany, watchCompanies } from '../../monitoring/watches';
import { charge } from './context';
import { EXAMPLE_EVENT, eventSchema, problemResponses } from './schemas';

const companyCode = {
  type: 'string',
  minLength: 1,
  maxLength: 100,
  description: 'keyNo, USCC, registration number or LEI.',
  examples: ['SBX0000000000001'],
} as const;

export const watchSchema = {
  type: 'object',
  properties: {
    keyNo: { type: 'string' },
    name: { type: 'string', description: 'Local-language name, or the English one.' },
    nameEn: { type: 'string' },
    direct: {
      type: 'boolean',
      description:
        'Watched by its own watch (DELETE /v1/watches/{company} ends it); false: only through a shared list watched in the app.',
    },
    watchedSince: { type: ['string', 'null'], format: 'date-time' },
  },
  required: ['keyNo', 'name', 'nameEn', 'direct', 'watchedSince'],
} as const;

const EXAMPLE_WATCH = {
  keyNo: 'SBX0000000000001',
  name: '沙盒示例科技有限公司',
  nameEn: 'Sandbox Example Technology Co., Ltd.',
  direct: true,
  watchedSince: '2026-11-26T02:00:00.000Z',
};

const CURSOR = /^[0-9]{1,18}$/;

function keyOf(request: FastifyRequest): AuthenticatedKey {
  return request.apiKey as AuthenticatedKey;
}

/** The database id of the company a code names, among the companies the key may see. */
async function companyIdOf(
  app: FastifyInstance,
  key: AuthenticatedKey,
  code: string,
): Promise<{ id: number; keyNo: string }> {
  const sandbox = key.mode === 'test';
  const keyNo = await resolveCompanyCode(app.db, code, sandbox);
  const { rows } = keyNo
    ? await app.db.query<{ id: number }>('SELECT id FROM companies WHERE key_no = $1', [keyNo])
    : { rows: [] };
  const id = rows[0]?.id;
  if (!keyNo || id === undefined)
    throw new Problem(
      'not-found',
      sandbox
        ? `No sandbox company has the code ${code}: test keys see only the sandbox companies listed in the reference.`
        : `No company has the keyNo, USCC, registration number or LEI ${code}.`,
    );
  return { id, keyNo };
}

/** Watching companies and reading their change events, for /v1. */
export async function v1MonitoringRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { limit: number; cursor?: string } }>(
    '/watches',
    {
      config: { v1: { operation: 'listWatches', scope: 'monitoring' } },
      schema: {
        tags: ['monitoring'],
        operationId: 'listWatches',
        summary: 'The companies this account watches',
        description:
          'Companies watched by their own watch and those of shared lists watched in the app, in a stable order; ' +
          'pages follow nextCursor. A test key sees the sandbox companies watched, a live key the others.',
        querystring: {
          type: 'object',
          properties: {
            limit: { type: 'integer', minimum: 1, maximum: 100, default: 50 },
            cursor: {
              type: 'string',
              pattern: CURSOR.source,
              maxLength: 18,
              description: 'The nextCursor of the page before.',
            },
          },
        },
        response: {
          200: {
            type: 'object',
            properties: {
              items: { type: 'array', items: watchSchema },
              nextCursor: { type: ['string', 'null'] },
            },
            required: ['items', 'nextCursor'],
            examples: [{ items: [EXAMPLE_WATCH], nextCursor: null }],
          },
          ...problemResponses(),
        },
      },
    },
    async (request) => {
      const key = keyOf(request);
      const page = await watchedCompanies(app.db, key.userId, {
        sandbox: key.mode === 'test',
        limit: request.query.limit,
        after: request.query.cursor ? Number(request.query.cursor) : undefined,
      });
      await charge(app, request);
      return { items: page.items, nextCursor: page.next === null ? null : String(page.next) };
    },
  );

  app.post<{ Body: { company: string } }>(
    '/watches',
    {
      config: { v1: { operation: 'createWatch', scope: 'monitoring' } },
      schema: {
        tags: ['monitoring'],
        operationId: 'createWatch',
        summary: 'Watch a company: its changes become events and webhooks',
        description:
          'From now on every change to the company, or above it that changes its beneficial owners, is an event in ' +
          '/v1/events and is sent to the account’s webhooks. Watching is billed per company and month (watchCompany ' +
          'in the price list); a test key watches sandbox companies, never billed. Watching a company already ' +
          'watched answers 200 and changes nothing.',
        body: {
          type: 'object',
          properties: { company: companyCode },
          required: ['company'],
          additionalProperties: false,
          examples: [{ company: 'SBX0000000000001' }],
        },
        response: {
          200: { ...watchSchema, description: 'Already watched.', examples: [EXAMPLE_WATCH] },
          201: { ...watchSchema, description: 'Now watched.', examples: [EXAMPLE_WATCH] },
          ...problemResponses(402, 404, 413, 415),
        },
      },
    },
    async (request, reply) => {
      const key = keyOf(request);
      const company = await companyIdOf(app, key, request.body.company);
      // watchCompanies is the one way a watch begins (the app's watch button too), so the
      // monthly price of watching is taken there, for every path alike.
      const added = await watchCompanies(app.db, key.userId, [company.id]).catch((error) => {
        if (error instanceof InsufficientBalanceError) return 0;
        throw error;
      });
      const watch = await watchedCompany(app.db, key.userId, company.id);
      // Watching costs per month: a watch that did not begin was not paid for.
      if (!watch)
        throw new Problem(
          'insufficient-balance',
          'The prepaid API balance cannot pay for watching this company this month. Top it up, or ask your account manager about post-pay.',
        );
      await charge(app, request);
      return reply.status(added > 0 ? 201 : 200).send(watch);
    },
  );

  app.delete<{ Params: { company: string } }>(
    '/watches/:company',
    {
      config: { v1: { operation: 'deleteWatch', scope: 'monitoring' } },
      schema: {
        tags: ['monitoring'],
        operationId: 'deleteWatch',
        summary: 'Stop watching a company',
        description:
          'Ends the company’s own watch. A company watched through a shared list stays watched until the list is ' +
          'unwatched in the app.',
        params: {
          type: 'object',
          properties: { company: companyCode },
          required: ['company'],
        },
        response: {
          204: { type: 'null', description: 'No longer watched by its own watch.' },
          ...problemResponses(404),
        },
      },
    },
    async (request, reply) => {
      const key = keyOf(request);
      const company = await companyIdOf(app, key, request.params.company);
      const removed = await unwatchCompany(app.db, key.userId, company.id);
      if (!removed)
        throw new Problem(
          'not-found',
          (await isWatched(app.db, key.userId, company.id))
            ? `${company.keyNo} is watched through a shared list, not by its own watch: unwatch the list in the app.`
            : `${company.keyNo} is not watched.`,
        );
      await charge(app, request);
      return reply.status(204).send();
    },
  );

  app.get<{ Querystring: { since?: string; limit: number } }>(
    '/events',
    {
      config: { v1: { operation: 'listEvents', scope: 'monitoring' } },
      schema: {
        tags: ['monitoring'],
        operationId: 'listEvents',
        summary: 'Changes to the watched companies, in the order they were recorded',
        description:
          'The same events, in the same order, as the account’s webhooks are sent (and the app’s alerts show). Start ' +
          'without since; pass each answer’s nextCursor as since of the next call. An empty page means nothing new ' +
          'yet: ask again later with the same cursor. A test key sees the sandbox companies’ events, a live key the ' +
          'others.',
        querystring: {
          type: 'object',
          properties: {
            since: {
              type: 'string',
              pattern: CURSOR.source,
              maxLength: 18,
              description: 'The nextCursor of the call before; left out: from the first event.',
            },
            limit: { type: 'integer', minimum: 1, maximum: EVENTS_PAGE_LIMIT, default: 50 },
          },
        },
        response: {
          200: {
            type: 'object',
            properties: {
              items: { type: 'array', items: eventSchema },
              nextCursor: {
                type: 'string',
                description:
                  'Where the next call goes on (since); the same as since when nothing came.',
              },
            },
            required: ['items', 'nextCursor'],
            examples: [{ items: [EXAMPLE_EVENT], nextCursor: '1042' }],
          },
          ...problemResponses(),
        },
      },
    },
    async (request) => {
      const key = keyOf(request);
      const since = Number(request.query.since ?? 0);
      const items = await eventsForUser(app.db, key.userId, {
        since,
        limit: request.query.limit,
        sandbox: key.mode === 'test',
      });
      await charge(app, request);
      return { items, nextCursor: String(items.at(-1)?.seq ?? since) };
    },
  );
}

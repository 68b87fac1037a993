import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accountSecurity, errorResponse } from '../../http/schemas';
import {
  ALERTS_PAGE_MAX,
  ALERTS_PAGE_SIZE,
  type AlertFilter,
  listAlerts,
  markAlertRead,
  markAllRead,
  unreadCount,
} from '../alerts';
import type { MonitorEventKind } from '../events';
import { MONITORED_KINDS } from '../state';

import {
  alertSchema,
  EVENT_ID,
  EXAMPLE_ALERT,
  fail,
  KEY_NO,
  LIST_ID,
  monitoringRouteHelpers,
  unreadSchema,
  userOf,
} from './shared';

/** The alerts watched companies’ changes raise: read, counted and marked read. */
export async function monitoringAlertRoutes(app: FastifyInstance): Promise<void> {
  const { db, secured, listOf } = monitoringRouteHelpers(app);

  type AlertQuery = {
    listId?: number;
    keyNo?: string;
    kind?: MonitorEventKind;
    unread?: boolean;
    before?: number;
    limit: number;
  };

  async function filterOf(request: FastifyRequest, query: Omit<AlertQuery, 'before' | 'limit'>) {
    if (query.listId !== undefined) await listOf(request, query.listId);
    return {
      listId: query.listId,
      keyNo: query.keyNo,
      kind: query.kind,
      unread: query.unread,
    } satisfies AlertFilter;
  }

  const filterProperties = {
    listId: {
      ...LIST_ID,
      description: 'Only companies on this list (404 for a list the user may not see).',
    },
    keyNo: { ...KEY_NO, description: 'Only this company.' },
    kind: { type: 'string', enum: MONITORED_KINDS },
  } as const;

  app.get<{ Querystring: AlertQuery }>(
    '/webapi/saas/monitoring/alerts',
    {
      ...secured,
      schema: {
        tags: ['monitoring'],
        operationId: 'listAlerts',
        summary: 'The user’s alerts, newest first, narrowed by list, company, kind or unread',
        description:
          'An alert is an event recorded while the user watched the company (directly or through a list) and had paid for ' +
          'it that month: the same events, in the same order, as /v1/events and webhooks give. The next page: before = nextBefore.',
        security: accountSecurity,
        querystring: {
          type: 'object',
          properties: {
            ...filterProperties,
            unread: { type: 'boolean' },
            before: { type: 'integer', minimum: 1, maximum: 9007199254740991 },
            limit: {
              type: 'integer',
              minimum: 1,
              maximum: ALERTS_PAGE_MAX,
              default: ALERTS_PAGE_SIZE,
            },
            lang: { type: 'string' },
          },
        },
        response: {
          200: {
            type: 'object',
            properties: {
              items: { type: 'array', items: alertSchema },
              nextBefore: { type: ['integer', 'null'] },
              unread: {
                type: 'integer',
                description: 'Unread alerts in all (the navigation’s count).',
              },
            },
            required: ['items', 'nextBefore', 'unread'],
            examples: [{ items: [EXAMPLE_ALERT], nextBefore: null, unread: 1 }],
          },
          401: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const user = userOf(request);
      const filter = await filterOf(request, request.query);
      const page = await listAlerts(db, user.id, filter, {
        before: request.query.before,
        limit: request.query.limit,
      });
      return { ...page, unread: await unreadCount(db, user.id) };
    },
  );

  app.get(
    '/webapi/saas/monitoring/alerts/unread',
    {
      ...secured,
      schema: {
        tags: ['monitoring'],
        operationId: 'countUnreadAlerts',
        summary: 'How many alerts the user has not read (the account navigation’s count)',
        security: accountSecurity,
        querystring: { type: 'object', properties: { lang: { type: 'string' } } },
        response: { 200: unreadSchema, 401: errorResponse },
      },
    },
    async (request) => ({ unread: await unreadCount(db, userOf(request).id) }),
  );

  app.post<{ Params: { eventId: string } }>(
    '/webapi/saas/monitoring/alerts/:eventId/read',
    {
      ...secured,
      schema: {
        tags: ['monitoring'],
        operationId: 'markAlertRead',
        summary: 'Mark one alert read (by its event id)',
        security: accountSecurity,
        params: {
          type: 'object',
          properties: { eventId: { ...EVENT_ID, examples: [EXAMPLE_ALERT.id] } },
          required: ['eventId'],
        },
        response: { 200: unreadSchema, 401: errorResponse, 403: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const user = userOf(request);
      if (!(await markAlertRead(db, user.id, request.params.eventId)))
        throw fail(request, 404, 'ALERT_NOT_FOUND', '找不到该提醒', 'No such alert');
      return { unread: await unreadCount(db, user.id) };
    },
  );

  app.post<{ Body: { listId?: number; keyNo?: string; kind?: MonitorEventKind } }>(
    '/webapi/saas/monitoring/alerts/read-all',
    {
      ...secured,
      schema: {
        tags: ['monitoring'],
        operationId: 'markAllAlertsRead',
        summary: 'Mark every unread alert read, or those of a list, a company or a kind',
        security: accountSecurity,
        body: {
          type: 'object',
          properties: filterProperties,
          additionalProperties: false,
          examples: [{}, { listId: 7, kind: 'beneficial_owners' }],
        },
        response: {
          200: {
            type: 'object',
            properties: { marked: { type: 'integer' }, unread: { type: 'integer' } },
            required: ['marked', 'unread'],
            examples: [{ marked: 3, unread: 0 }],
          },
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const user = userOf(request);
      const filter = await filterOf(request, request.body ?? {});
      const marked = await markAllRead(db, user.id, filter);
      return { marked, unread: await unreadCount(db, user.id) };
    },
  );
}

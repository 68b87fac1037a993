import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { errorResponse } from '../http/schemas';
import { isStorableText, storableText } from '../lib/input-guard';
import { text } from '../lib/locale';
import type { BeaconQueue } from './beacon-queue';

/** The smallest transparent 1×1 GIF (43 bytes). */
export const PIXEL = Buffer.from(
  'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
  'base64',
);
/** Each stored beacon field is cut to this length; the whole query is bounded by the header limit. */
const MAX_FIELD = 2000;

const BEACON_FIELDS = [
  'appName',
  'event',
  'rs',
  'entity',
  'uid',
  'us',
  'platform',
  'did',
  'tempDid',
  'ref',
  'originUrl',
  't',
] as const;

export interface AnalyticsOptions {
  beacons: BeaconQueue;
  /** Origins the hub page answers (its allow-list). */
  hubOrigins: string[];
}

/** A beacon field as stored: cut to MAX_FIELD, without what PostgreSQL cannot hold. */
function field(value: unknown): string | null {
  const one = Array.isArray(value) ? value[0] : value;
  if (typeof one !== 'string') return null;
  const cut = one.slice(0, MAX_FIELD);
  return isStorableText(cut) ? cut : storableText(cut);
}

/**
 * The analytics host: `/s.gif` stores each beacon and always answers the pixel, even for a
 * malformed beacon or a database outage (a tracking call must never show an error), and
 * `/sdk/index.html` serves the @kyc/analytics-sdk hub page for device-id sync.
 */
export async function analyticsRoutes(
  app: FastifyInstance,
  options: AnalyticsOptions,
): Promise<void> {
  app.get(
    '/s.gif',
    {
      schema: {
        tags: ['analytics'],
        operationId: 'sendBeacon',
        security: [],
        summary: 'Tracking beacon (SPEC §7): stores the query, then answers a 1×1 GIF',
        description:
          'Answers 200 only once the beacon is committed, for any query (a malformed field is stored as far as it can be). ' +
          '503 when it could not be stored (database down or overloaded), so the client falls back to its backup host.',
        querystring: {
          type: 'object',
          properties: Object.fromEntries(BEACON_FIELDS.map((name) => [name, { type: 'string' }])),
        },
        response: {
          200: {
            description: 'The transparent 1×1 GIF (43 bytes)',
            content: { 'image/gif': { schema: { type: 'string', contentMediaType: 'image/gif' } } },
          },
          503: errorResponse,
        },
      },
      // The beacon answers the pixel for any query; schema validation would turn a malformed one into a 400.
      attachValidation: true,
      config: { rawInput: true },
    },
    async (request, reply) => {
      const query = (request.query ?? {}) as Record<string, unknown>;
      try {
        await options.beacons.push({
          app_name: field(query.appName),
          event: field(query.event),
          rs: field(query.rs),
          entity: field(query.entity),
          uid: field(query.uid),
          us: field(query.us),
          platform: field(query.platform),
          did: field(query.did),
          temp_did: field(query.tempDid),
          ref: field(query.ref),
          origin_url: field(query.originUrl),
          t: field(query.t),
          address: request.ip,
          user_agent: field(request.headers['user-agent']),
          received_at: new Date().toISOString(),
        });
      } catch (error) {
        // Not stored: say so, so that the SDK sends the beacon to its backup host (SPEC §7).
        request.log.error({ err: error }, 'beacon not stored');
        return reply
          .code(503 as 200)
          .header('cache-control', 'no-store')
          .header('access-control-allow-origin', '*')
          .send({
            code: 'BEACON_NOT_STORED',
            message: text(request.locale, '埋点未能保存', 'The beacon was not stored'),
          });
      }
      return reply
        .header('content-type', 'image/gif')
        .header('cache-control', 'no-store, max-age=0')
        .header('access-control-allow-origin', '*')
        .send(PIXEL);
    },
  );

  let hubPage: string | undefined;
  app.get(
    '/sdk/index.html',
    {
      schema: {
        tags: ['analytics'],
        operationId: 'getAnalyticsHub',
        security: [],
        summary:
          'The analytics hub page of @kyc/analytics-sdk (device-id sync in a frame or popup)',
        response: {
          200: {
            description: 'The hub page',
            content: { 'text/html': { schema: { type: 'string', contentMediaType: 'text/html' } } },
          },
          503: { ...errorResponse, description: 'The @kyc/analytics-sdk build is missing' },
        },
      },
    },
    async (request, reply) => {
      if (hubPage === undefined) {
        try {
          const { hubHtml } = await import('@kyc/analytics-sdk/hub');
          hubPage = hubHtml({ allowedOrigins: options.hubOrigins });
        } catch (error) {
          request.log.error({ err: error }, 'hub page unavailable');
          return reply
            .code(503 as 200)
            .send({ code: 'HUB_UNAVAILABLE', message: 'The analytics hub page is not built' });
        }
      }
      for (const [name, value] of Object.entries(hubHeaders(hubPage, options.hubOrigins)))
        reply.header(name, value);
      // Behind a TLS-terminating proxy the service trusts (TRUST_PROXY), or serving TLS itself.
      if (request.protocol === 'https')
        reply.header('strict-transport-security', 'max-age=63072000; includeSubDomains');
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(hubPage);
    },
  );
}

/**
 * The hub page's own security headers: it runs only its inline script (by hash), loads nothing,
 * and may be framed only by the origins it answers (any http(s) page when the list is empty,
 * as the hub itself then answers any origin, still only to that origin).
 */
export function hubHeaders(html: string, hubOrigins: readonly string[]): Record<string, string> {
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
  );
  const ancestors = hubOrigins.length > 0 ? hubOrigins.join(' ') : 'https: http:';
  return {
    'content-security-policy': [
      "default-src 'none'",
      `script-src ${scripts.join(' ') || "'none'"}`,
      "base-uri 'none'",
      "form-action 'none'",
      `frame-ancestors ${ancestors}`,
    ].join('; '),
    'referrer-policy': 'no-referrer',
    'cross-origin-resource-policy': 'cross-origin',
  };
}

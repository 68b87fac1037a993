import type { FastifyInstance } from 'fastify';
import { errorResponse, graphEdgeSchema, graphNodeSchema } from '../http/schemas';
import { HttpError } from '../lib/http-error';
import { text } from '../lib/locale';
import { TtlCache } from '../lib/ttl-cache';
import { type Showcase, showcaseOwnership } from './showcase';

export interface ShowcaseRouteOptions {
  /** How long the chosen showcase is reused, in ms; 0 chooses it on every request. */
  cacheMs?: number;
}

/** Browsers and proxies may keep the answer as long as the page it decorates. */
const CACHE_CONTROL = 'public, max-age=300';

/** The public site's live ownership map (the /products-workspace page), no login needed. */
export async function showcaseRoutes(
  app: FastifyInstance,
  options: ShowcaseRouteOptions,
): Promise<void> {
  // Choosing the showcase reads the graphs of several companies (about 0.1 s on PGlite), and
  // every render of the page asks for it: one answer serves every request for a while, and
  // requests that arrive while it is being chosen wait for that one choice.
  const cache = new TtlCache<Showcase>(options.cacheMs ?? 0, 1);
  let choosing: Promise<Showcase | undefined> | undefined;

  app.get(
    '/webapi/showcase/ownership',
    {
      schema: {
        tags: ['companies'],
        operationId: 'getShowcaseOwnership',
        security: [],
        summary: 'The showcase company and its ownership graph, for the public site',
        description:
          'A seeded company with a rich ownership graph (several layers of people and companies, a cycle when the data has one), ' +
          'chosen the same way every time: of the first companies by id, the one whose graph has a cycle, then the most layers, ' +
          'then the most holdings. The graph is the enterprise details graph, 4 layers up, without the holders’ keyNo. ' +
          '503 when the database holds no companies.',
        response: {
          200: {
            type: 'object',
            properties: {
              company: {
                type: 'object',
                properties: {
                  keyNo: { type: 'string' },
                  name: {
                    type: 'string',
                    description: 'Local-language name, or the English one when there is none.',
                  },
                  nameEn: { type: ['string', 'null'] },
                },
                required: ['keyNo', 'name', 'nameEn'],
              },
              graph: {
                type: 'object',
                properties: {
                  nodes: { type: 'array', items: graphNodeSchema },
                  edges: { type: 'array', items: graphEdgeSchema },
                },
                required: ['nodes', 'edges'],
              },
            },
            required: ['company', 'graph'],
          },
          503: errorResponse,
        },
      },
    },
    async (request, reply) => {
      let showcase = cache.get('showcase');
      if (!showcase) {
        choosing ??= showcaseOwnership(app.db).finally(() => {
          choosing = undefined;
        });
        showcase = await choosing;
        // No companies yet is not remembered: the showcase appears as soon as a seed lands.
        if (showcase) cache.set('showcase', showcase);
      }
      if (!showcase)
        throw new HttpError(
          503,
          'NO_COMPANIES',
          text(request.locale, '暂无企业数据', 'No company data yet'),
          { 'cache-control': 'no-store' },
        );
      reply.header('cache-control', CACHE_CONTROL);
      return showcase;
    },
  );
}

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import {
  effectiveOwnership,
  DEFAULT_THRESHOLD as UBO_THRESHOLD,
} from '../src/companies/beneficial-owners';
import { hasCycle, SHOWCASE_MAX_NODES } from '../src/companies/showcase';
import { generateCompany } from '../src/seed/generate';
import { DEFAULT_SEED, seedDatabase } from '../src/seed/seed';
import {
  authHeaders,
  type Backend,
  backends,
  loginAs,
  startService,
  TEST_COMPANIES,
  type TestService,
} from './helpers';

const URL = '/webapi/showcase/ownership';
const plan = { companies: TEST_COMPANIES, seed: DEFAULT_SEED };
// The seed makes every 500th pair of companies hold each other: the first two form a cycle.
const cyclePair = [generateCompany(plan, 0).key_no, generateCompany(plan, 1).key_no];

interface Body {
  company: { keyNo: string; name: string; nameEn: string | null };
  graph: {
    nodes: { id: string; kind: string; name: string; nameEn: string; depth: number }[];
    edges: { from: string; to: string; percent: number }[];
  };
}

/** A service without the seed's data, on a fresh database of `backend`. */
async function emptyService(backend: Backend, showcaseCacheMs = 60_000) {
  const { db, drop } = await backend.open();
  const app = await buildApp({ db, showcaseCacheMs });
  return {
    app,
    db,
    async close() {
      await app.close();
      await db.close();
      await drop();
    },
  };
}

describe.each(backends)('GET /webapi/showcase/ownership on $name', (backend) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startService(backend);
  });
  afterAll(async () => {
    await service?.close();
  });

  it('answers without a login, as public JSON kept for 5 minutes', async () => {
    const response = await service.app.inject({ url: URL });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });

  it('has exactly the documented shape', async () => {
    const body = (await service.app.inject({ url: URL })).json() as Body;
    expect(Object.keys(body).sort()).toEqual(['company', 'graph']);
    expect(Object.keys(body.company).sort()).toEqual(['keyNo', 'name', 'nameEn']);
    expect(body.company.keyNo).toMatch(/^[0-9a-f]{32}$/);
    expect(Object.keys(body.graph).sort()).toEqual(['edges', 'nodes']);
    for (const node of body.graph.nodes) {
      expect(Object.keys(node).sort()).toEqual(['depth', 'id', 'kind', 'name', 'nameEn']);
      expect(node.id).toMatch(node.kind === 'company' ? /^c\d+$/ : /^p\d+$/);
      expect(Number.isInteger(node.depth)).toBe(true);
    }
    for (const edge of body.graph.edges) {
      expect(Object.keys(edge).sort()).toEqual(['from', 'percent', 'to']);
      expect(edge.percent).toBeGreaterThan(0);
      expect(edge.percent).toBeLessThanOrEqual(100);
    }
  });

  it('puts the company itself at depth 0 and joins every edge to nodes of the graph', async () => {
    const { company, graph } = (await service.app.inject({ url: URL })).json() as Body;
    const roots = graph.nodes.filter((node) => node.depth === 0);
    expect(roots).toHaveLength(1);
    expect(roots[0]).toMatchObject({ kind: 'company', name: company.name });
    expect(roots[0]?.nameEn).toBe(company.nameEn);
    expect(new Set(graph.nodes.map((node) => node.id)).size).toBe(graph.nodes.length);
    const ids = new Set(graph.nodes.map((node) => node.id));
    for (const edge of graph.edges) {
      expect(ids.has(edge.from)).toBe(true);
      expect(ids.has(edge.to)).toBe(true);
    }
  });

  it('shows a rich graph: a beneficial owner, people and companies, several layers up, and a cycle, in few enough nodes to read', async () => {
    const { company, graph } = (await service.app.inject({ url: URL })).json() as Body;
    expect(cyclePair).toContain(company.keyNo);
    const owners = effectiveOwnership(graph.nodes[0]?.id ?? '', graph.edges);
    expect(Math.max(...owners.values())).toBeGreaterThanOrEqual(UBO_THRESHOLD);
    expect(graph.nodes.length).toBeLessThanOrEqual(SHOWCASE_MAX_NODES);
    expect(new Set(graph.nodes.map((node) => node.kind))).toEqual(new Set(['company', 'person']));
    expect(Math.max(...graph.nodes.map((node) => node.depth))).toBeGreaterThanOrEqual(3);
    expect(hasCycle(graph.edges)).toBe(true);
  });

  it('is the enterprise details graph of the same company, without the holders’ keyNo', async () => {
    const { company, graph } = (await service.app.inject({ url: URL })).json() as Body;
    const user = await loginAs(service.app, 'demo_formal');
    const details = (
      await service.app.inject({
        url: `/webapi/saas/enterprise/${company.keyNo}`,
        headers: authHeaders(user),
      })
    ).json();
    expect(details.company).toMatchObject(company);
    expect(graph.nodes).toEqual(
      details.graph.nodes.map(({ keyNo: _, ...node }: { keyNo: string }) => node),
    );
    expect(graph.edges).toEqual(details.graph.edges);
  });

  it('gives the same answer every time, also when chosen afresh by another process', async () => {
    const first = (await service.app.inject({ url: URL })).json();
    const second = (await service.app.inject({ url: URL })).json();
    expect(second).toEqual(first);
    const uncached = await buildApp({ db: service.db, showcaseCacheMs: 0, searchIndex: false });
    try {
      const again = await uncached.inject({ url: URL });
      const once = await uncached.inject({ url: URL });
      expect(again.json()).toEqual(first);
      expect(once.json()).toEqual(first);
    } finally {
      await uncached.close();
    }
  });

  it('chooses once for requests that arrive together, then answers from memory', async () => {
    const app: FastifyInstance = await buildApp({ db: service.db, searchIndex: false });
    const query = vi.spyOn(service.db, 'query');
    try {
      // Counted by statement, as the other service's index may query in the background.
      const sent = (fragment: string) =>
        query.mock.calls.filter(([sql]) => String(sql).includes(fragment)).length;
      const together = await Promise.all([1, 2, 3].map(() => app.inject({ url: URL })));
      expect(together.map((response) => response.statusCode)).toEqual([200, 200, 200]);
      expect(new Set(together.map((response) => response.body)).size).toBe(1);
      expect(sent('FROM companies ORDER BY id')).toBe(1);
      const walks = sent('WITH RECURSIVE up');
      expect(walks).toBeGreaterThan(1);
      expect((await app.inject({ url: URL })).body).toBe(together[0]?.body);
      expect(sent('FROM companies ORDER BY id')).toBe(1);
      expect(sent('WITH RECURSIVE up')).toBe(walks);
    } finally {
      query.mockRestore();
      await app.close();
    }
  });

  it('answers 503 with a JSON message while the database has no companies', async () => {
    const empty = await emptyService(backend);
    try {
      const response = await empty.app.inject({ url: URL });
      expect(response.statusCode).toBe(503);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({ code: 'NO_COMPANIES', message: '暂无企业数据' });
      expect((await empty.app.inject({ url: `${URL}?lang=en` })).json()).toEqual({
        code: 'NO_COMPANIES',
        message: 'No company data yet',
      });
      // The empty answer is not remembered: a seed shows up at the next request.
      await seedDatabase(empty.db, { companies: 40 });
      const seeded = await empty.app.inject({ url: URL });
      expect(seeded.statusCode).toBe(200);
      expect((seeded.json() as Body).graph.nodes[0]?.depth).toBe(0);
    } finally {
      await empty.close();
    }
  });
});

import { randomBytes } from 'node:crypto';
import type { StoredUser } from '@kyc/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/types';
import {
  authHeaders,
  backends,
  loginAs,
  startService,
  TEST_COMPANIES,
  type TestService,
} from './helpers';

interface Link {
  from: string;
  to: string;
  percent: number;
}
interface Owner {
  keyNo: string;
  name: string;
  percent: number;
  isUbo: boolean;
  rules: string[];
  chains: { percent: number; links: Link[] }[];
}

/** Hand-made structures for the rules of the 2024 Measures, inserted beside the seed. */
async function insertStructure(
  db: Db,
  structure: {
    companies: string[];
    persons: string[];
    holdings: [holder: string, company: string, percent: number][];
    officers?: [person: string, company: string, positionEn: string][];
  },
): Promise<Record<string, { id: number; keyNo: string }>> {
  const ids: Record<string, { id: number; keyNo: string }> = {};
  for (const name of structure.companies) {
    const keyNo = randomBytes(16).toString('hex');
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO companies (key_no, name_en, jurisdiction, reg_no, company_type, status, search_text, grams)
       VALUES ($1, $2, 'CN', $3, '有限责任公司', '存续', lower($2), '{}') RETURNING id`,
      [keyNo, `Structure ${name} Co., Ltd.`, `T${keyNo.slice(0, 10)}`],
    );
    ids[name] = { id: rows[0]?.id as number, keyNo };
  }
  for (const name of structure.persons) {
    const keyNo = randomBytes(16).toString('hex');
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO persons (key_no, name_en, nationality) VALUES ($1, $2, 'CN') RETURNING id`,
      [keyNo, `Person ${name}`],
    );
    ids[name] = { id: rows[0]?.id as number, keyNo };
  }
  for (const [holder, company, percent] of structure.holdings) {
    const person = structure.persons.includes(holder);
    await db.query(
      `INSERT INTO shareholdings (company_id, holder_company_id, holder_person_id, percent)
       VALUES ($1, $2, $3, $4)`,
      [ids[company]?.id, person ? null : ids[holder]?.id, person ? ids[holder]?.id : null, percent],
    );
  }
  for (const [person, company, positionEn] of structure.officers ?? []) {
    await db.query(
      `INSERT INTO executives (company_id, person_id, position_zh, position_en) VALUES ($1, $2, '职务', $3)`,
      [ids[company]?.id, ids[person]?.id, positionEn],
    );
  }
  return ids;
}

describe.each(backends)('the analyst workspace on $name', (backend) => {
  let service: TestService;
  let headers: Record<string, string>;
  let user: StoredUser;
  beforeAll(async () => {
    service = await startService(backend);
    user = await loginAs(service.app, 'demo_formal');
    headers = authHeaders(user);
  });
  afterAll(async () => {
    await service?.close();
  });

  const search = async (query: string) => {
    const response = await service.app.inject({ url: `/webapi/saas/search?${query}`, headers });
    return { status: response.statusCode, body: response.json() };
  };
  const details = async (keyNo: string, query = '') => {
    const response = await service.app.inject({
      url: `/webapi/saas/enterprise/${keyNo}${query}`,
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('narrows search by jurisdiction, status and company type and echoes them', async () => {
    const { status, body } = await search(
      'q=有限&jurisdiction=CN&status=active&companyType=limited&pageSize=100',
    );
    expect(status).toBe(200);
    expect(body.filters).toEqual({ jurisdiction: 'CN', status: 'active', companyType: 'limited' });
    expect(body.items.length).toBeGreaterThan(10);
    for (const item of body.items) {
      expect(item.jurisdiction).toBe('CN');
      expect(['存续', '在业']).toContain(item.status);
      expect(item.legalForm).toBe('limited');
      expect(item.shareCount).toBeNull();
    }
    const all = await search('q=有限&pageSize=100');
    expect(body.total).toBeLessThan(all.body.total);
  });

  it('sorts by establishment date and by registered capital', async () => {
    const newest = await search('q=co&sort=established-desc&pageSize=50');
    const dates = newest.body.items.map((item: { established: string }) => item.established);
    expect(dates.length).toBeGreaterThan(10);
    expect(dates).toEqual([...dates].sort().reverse());
    const oldest = await search('q=co&sort=established-asc&pageSize=50');
    expect(oldest.body.items[0].established <= dates.at(-1)).toBe(true);
    const largest = await search('q=有限&jurisdiction=CN&sort=capital-desc&pageSize=50');
    const { rows } = await service.db.query<{ key_no: string; capital_cny: number }>(
      'SELECT key_no, capital_cny::float8 AS capital_cny FROM companies WHERE key_no = ANY($1)',
      [largest.body.items.map((item: { keyNo: string }) => item.keyNo)],
    );
    const yuan = new Map(rows.map((row) => [row.key_no, row.capital_cny]));
    const values = largest.body.items.map((item: { keyNo: string }) => yuan.get(item.keyNo));
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(largest.body.sort).toBe('capital-desc');
  });

  it('gives joint-stock and listed companies their share count from the seed', async () => {
    for (const companyType of ['joint-stock', 'listed']) {
      const { body } = await search(`q=股份&companyType=${companyType}&pageSize=20`);
      expect(body.items.length, companyType).toBeGreaterThan(0);
      for (const item of body.items) {
        expect(item.legalForm).toBe(companyType);
        expect(Number.isInteger(item.shareCount) && item.shareCount > 0).toBe(true);
      }
    }
  });

  it('refuses an unknown filter or sort with a 400 naming the field', async () => {
    for (const [query, field] of [
      ['q=co&jurisdiction=XX', 'jurisdiction'],
      ['q=co&status=alive', 'status'],
      ['q=co&companyType=trust', 'companyType'],
      ['q=co&sort=name', 'sort'],
    ]) {
      const { status, body } = await search(query as string);
      expect(status, query).toBe(400);
      expect(JSON.stringify(body), query).toContain(field as string);
    }
  });

  it('for every seeded company, each owner’s chains add up to the share it reports, cross-holdings included', async () => {
    // Every 500th pair of seeded companies hold each other; 0 and 1 are such a pair.
    const { rows } = await service.db.query<{ key_no: string }>(
      'SELECT key_no FROM companies WHERE id <= $1 ORDER BY id',
      [TEST_COMPANIES],
    );
    let chains = 0;
    for (const { key_no } of rows.filter((_, i) => i < 2 || i % 7 === 0)) {
      const body = await details(key_no);
      const nodes = new Set(body.graph.nodes.map((node: { id: string }) => node.id));
      for (const owner of body.beneficialOwners as Owner[]) {
        const sum = owner.chains.reduce((total, chain) => total + chain.percent, 0);
        expect(owner.percent).toBeCloseTo(sum, 5);
        for (const chain of owner.chains) {
          chains++;
          const product = chain.links.reduce((share, link) => (share * link.percent) / 100, 100);
          expect(chain.percent).toBeCloseTo(product, 5);
          expect(chain.links.at(-1)?.to).toBe(body.graph.nodes[0].id);
          for (const link of chain.links) {
            expect(nodes.has(link.from) && nodes.has(link.to)).toBe(true);
            expect(body.graph.edges).toContainEqual(link);
          }
        }
        expect(owner.isUbo).toBe(owner.rules.length > 0);
        expect(owner.rules.includes('equity')).toBe(owner.percent >= 25);
      }
      expect(new Set(body.beneficialOwners.map((o: Owner) => o.keyNo)).size).toBe(
        body.beneficialOwners.length,
      );
    }
    expect(chains).toBeGreaterThan(100);
  });

  it.each([
    {
      name: 'a 30 % holder',
      structure: {
        companies: ['A'],
        persons: ['P', 'Q', 'R'],
        holdings: [
          ['P', 'A', 30],
          ['Q', 'A', 20],
          ['R', 'A', 50],
        ] as [string, string, number][],
      },
      expected: { P: ['equity'], Q: [], R: ['equity'] },
      fallback: false,
    },
    {
      name: 'one person with two 15 % chains making 30 %',
      structure: {
        companies: ['A', 'B', 'C'],
        persons: ['P', 'Q', 'R'],
        holdings: [
          ['B', 'A', 50],
          ['C', 'A', 50],
          ['P', 'B', 30],
          ['P', 'C', 30],
          ['Q', 'B', 70],
          ['R', 'C', 70],
        ] as [string, string, number][],
      },
      expected: { P: ['equity'], Q: ['equity'], R: ['equity'] },
      fallback: false,
    },
    {
      name: 'control without shares',
      structure: {
        companies: ['A'],
        persons: ['P', 'Q', 'R', 'S', 'T', 'D'],
        holdings: [
          ['P', 'A', 20],
          ['Q', 'A', 20],
          ['R', 'A', 20],
          ['S', 'A', 20],
          ['T', 'A', 20],
        ] as [string, string, number][],
        officers: [['D', 'A', 'Executive Director']] as [string, string, string][],
      },
      expected: { P: [], D: ['control'] },
      fallback: false,
    },
    {
      name: 'nobody qualifying, so the senior-manager fallback applies',
      structure: {
        companies: ['A'],
        persons: ['P', 'Q', 'R', 'S', 'T', 'M'],
        holdings: [
          ['P', 'A', 20],
          ['Q', 'A', 20],
          ['R', 'A', 20],
          ['S', 'A', 20],
          ['T', 'A', 20],
        ] as [string, string, number][],
        officers: [
          ['M', 'A', 'General Manager'],
          ['P', 'A', 'Supervisor'],
        ] as [string, string, string][],
      },
      expected: { P: [], M: ['senior-manager'] },
      fallback: true,
    },
  ])('applies the Measures to $name', async ({ structure, expected, fallback }) => {
    const ids = await insertStructure(service.db, structure);
    const body = await details(ids.A?.keyNo as string);
    const byKey = new Map((body.beneficialOwners as Owner[]).map((o) => [o.keyNo, o]));
    for (const [person, rules] of Object.entries(expected)) {
      expect(byKey.get(ids[person]?.keyNo as string)?.rules ?? [], person).toEqual(rules);
    }
    expect(body.beneficialOwnership).toEqual({ threshold: 25, fallbackApplied: fallback });
  });

  it('answers the threshold the analyst sets, and refuses one out of range', async () => {
    const ids = await insertStructure(service.db, {
      companies: ['A', 'B'],
      persons: ['P', 'Q'],
      holdings: [
        ['P', 'A', 12],
        ['B', 'A', 88],
        ['Q', 'B', 100],
      ],
    });
    const keyNo = ids.A?.keyNo as string;
    const owner = (body: { beneficialOwners: Owner[] }, person: string) =>
      body.beneficialOwners.find((o) => o.keyNo === ids[person]?.keyNo);
    const at25 = await details(keyNo);
    expect(owner(at25, 'P')?.rules).toEqual([]);
    expect(owner(at25, 'Q')).toMatchObject({ percent: 88, rules: ['equity'] });
    expect(owner(at25, 'Q')?.chains[0]?.links.map((l) => l.percent)).toEqual([100, 88]);
    const at10 = await details(keyNo, '?threshold=10');
    expect(owner(at10, 'P')?.rules).toEqual(['equity']);
    expect(at10.beneficialOwnership.threshold).toBe(10);
    for (const bad of ['0', '101', 'abc']) {
      const response = await service.app.inject({
        url: `/webapi/saas/enterprise/${keyNo}?threshold=${bad}`,
        headers,
      });
      expect(response.statusCode, bad).toBe(400);
    }
  });

  it('lists where its officers also hold roles, and following one leads to that company with the same person', async () => {
    const { rows } = await service.db.query<{ key_no: string }>(
      'SELECT key_no FROM companies ORDER BY id LIMIT 40',
    );
    let followed = 0;
    for (const { key_no } of rows) {
      const body = await details(key_no);
      expect(body.company.refreshedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      for (const person of body.relations) {
        for (const role of person.roles.slice(0, 1)) {
          expect(role.keyNo).not.toBe(key_no);
          const other = await details(role.keyNo);
          const there = [
            ...other.executives.map((e: { keyNo: string }) => e.keyNo),
            ...other.shareholders.map((h: { keyNo: string }) => h.keyNo),
          ];
          expect(there).toContain(person.keyNo);
          followed++;
        }
      }
      if (followed >= 10) break;
    }
    expect(followed).toBeGreaterThanOrEqual(10);
  });

  it('lists outward investments by layer, each under the company holding it', async () => {
    const ids = await insertStructure(service.db, {
      companies: ['A', 'B', 'C', 'D'],
      persons: [],
      holdings: [
        ['A', 'B', 60],
        ['B', 'C', 40],
        ['C', 'D', 100],
        ['C', 'A', 10],
      ],
    });
    const body = await details(ids.A?.keyNo as string);
    expect(
      body.investments.map(
        (i: { keyNo: string; layer: number; parentKeyNo: string; percent: number }) => [
          i.keyNo,
          i.layer,
          i.parentKeyNo,
          i.percent,
        ],
      ),
    ).toEqual([
      [ids.B?.keyNo, 1, ids.A?.keyNo, 60],
      [ids.C?.keyNo, 2, ids.B?.keyNo, 40],
      [ids.D?.keyNo, 3, ids.C?.keyNo, 100],
    ]);
  });

  it('pages the operation log and names the companies it mentions', async () => {
    const other = authHeaders(await loginAs(service.app, 'demo_formal_90'));
    const { rows } = await service.db.query<{
      key_no: string;
      name_zh: string | null;
      name_en: string;
    }>('SELECT key_no, name_zh, name_en FROM companies ORDER BY id LIMIT 1');
    const company = rows[0] as { key_no: string; name_zh: string | null; name_en: string };
    for (let i = 0; i < 25; i++) {
      const response = await service.app.inject({
        method: 'POST',
        url: '/webapi/saas/user/op-log/save',
        headers: other,
        payload:
          i === 24
            ? { opType: 'open_company', relId: company.key_no }
            : { opType: 'search', relId: `q${i}` },
      });
      expect(response.statusCode).toBe(200);
    }
    const first = (
      await service.app.inject({ url: '/webapi/saas/user/op-log/list?limit=10', headers: other })
    ).json();
    expect(first.items).toHaveLength(10);
    expect(first.items[0]).toMatchObject({
      opType: 'open_company',
      companyName: company.name_zh ?? company.name_en,
      companyNameEn: company.name_en,
    });
    const seen = [...first.items];
    let next = first.nextBefore;
    while (next) {
      const page = (
        await service.app.inject({
          url: `/webapi/saas/user/op-log/list?limit=10&before=${next}`,
          headers: other,
        })
      ).json();
      seen.push(...page.items);
      next = page.nextBefore;
    }
    expect(seen).toHaveLength(25);
    expect(seen.map((item) => item.relId).slice(1, 4)).toEqual(['q23', 'q22', 'q21']);
    expect(new Set(seen.map((item) => item.id)).size).toBe(25);
  });
});

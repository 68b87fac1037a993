import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompanySearch } from '../src/companies/company-search';
import { PAGE_SIZES, type SearchInput, searchCompanies } from '../src/companies/search';
import type { Db } from '../src/db/types';
import { grams, normalizeText } from '../src/lib/grams';
import { type CompanyRow, generateCompany } from '../src/seed/generate';
import { DEFAULT_SEED, seedDatabase } from '../src/seed/seed';
import { backends, TEST_COMPANIES } from './helpers';

const plan = { companies: TEST_COMPANIES, seed: DEFAULT_SEED };
const companies: CompanyRow[] = Array.from({ length: plan.companies }, (_, i) =>
  generateCompany(plan, i),
);

/** What people type: name pieces in both languages, identifiers, prefixes, common words. */
function queriesFor(rows: readonly CompanyRow[]): string[] {
  const out = new Set<string>(['有限', '公司', 'co', 'ltd', 'a', '9135', 'zzzz', '不存在的名字']);
  rows.forEach((c, i) => {
    if (i % 15 !== 0) return;
    if (c.name_zh) out.add(c.name_zh.slice(2, 4)).add(c.name_zh.slice(0, 6));
    out.add(c.name_en.split(' ').slice(0, 2).join(' ').toUpperCase());
    out.add(c.name_en.slice(1, 5));
    out.add(c.reg_no.slice(0, 5));
    out.add((c.uscc ?? c.lei ?? c.reg_no).toLowerCase());
  });
  return [...out];
}

async function version(db: Db): Promise<number> {
  const { rows } = await db.query<{ version: string }>(
    "SELECT version::text AS version FROM data_versions WHERE name = 'companies'",
  );
  return Number(rows[0]?.version);
}

describe.each(backends)('live search on $name', (backend) => {
  let db: Db;
  let other: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const opened = await backend.open();
    db = opened.db;
    drop = opened.drop;
    await seedDatabase(db, plan);
    // A second connection to the same database, as another API process would have (the
    // embedded database has one connection, so there it is the same one).
    other = await opened.reopen();
  });
  afterAll(async () => {
    if (other !== db) await other?.close();
    await db?.close();
    await drop?.();
  });

  // Every query against SQL for each page size: the slowest test of the suite.
  it('answers from the index exactly as SQL does, for every query and page size', async () => {
    const search = new CompanySearch(db, { recheckMs: 0 });
    search.start();
    expect(await search.ready()).toBe(true);
    expect(search.status()).toMatchObject({ state: 'ready', companies: plan.companies });
    for (const q of queriesFor(companies)) {
      for (const [page, pageSize] of [[1, 20], [2, 10], ...PAGE_SIZES.map((s) => [1, s])]) {
        const input = { q, page: page as number, pageSize: pageSize as number };
        expect(await search.search(input), q).toEqual(await searchCompanies(db, input));
      }
    }
    await search.close();
  }, 180_000);

  it('narrows and sorts from the index exactly as SQL does', async () => {
    const search = new CompanySearch(db, { recheckMs: 0 });
    search.start();
    expect(await search.ready()).toBe(true);
    const narrowings: Omit<SearchInput, 'q' | 'page' | 'pageSize'>[] = [
      { jurisdiction: 'CN', sort: 'capital-desc' },
      { status: 'active', sort: 'established-desc' },
      { companyType: 'joint-stock' },
      { companyType: 'listed', sort: 'established-asc' },
      { jurisdiction: 'GB', status: 'deregistered', sort: 'capital-asc' },
      { jurisdiction: 'HK', companyType: 'limited', sort: 'established-desc' },
    ];
    const queries = queriesFor(companies).filter((_, i) => i % 3 === 0);
    for (const q of queries) {
      for (const narrowing of narrowings) {
        for (const [page, pageSize] of [
          [1, 20],
          [3, 10],
        ]) {
          const input = { q, page: page as number, pageSize: pageSize as number, ...narrowing };
          expect(await search.search(input), JSON.stringify(input)).toEqual(
            await searchCompanies(db, input),
          );
        }
      }
    }
    await search.close();
  }, 180_000);

  it('answers with SQL while the index is off or not built yet', async () => {
    const off = new CompanySearch(db, { useIndex: false });
    off.start();
    expect(await off.ready()).toBe(false);
    expect(off.status()).toEqual({ state: 'off' });
    const input = { q: (companies[0] as CompanyRow).name_en.slice(0, 5), page: 1, pageSize: 20 };
    expect(await off.search(input)).toEqual(await searchCompanies(db, input));
    const fresh = new CompanySearch(db);
    // The first search starts the build and does not wait for it.
    expect(await fresh.search(input)).toEqual(await searchCompanies(db, input));
    expect(await fresh.ready()).toBe(true);
    await fresh.close();
  });

  it('re-reads the data version behind the searches after half of recheckMs, and makes them wait only past it', async () => {
    let now = 0;
    let gate = Promise.resolve();
    let release = () => {};
    let versionReads = 0;
    const watched: Db = {
      ...db,
      query: (async (sql: string, params?: unknown[]) => {
        if (sql.includes('data_versions')) {
          versionReads++;
          await gate;
        }
        return db.query(sql, params);
      }) as Db['query'],
    };
    const search = new CompanySearch(watched, { recheckMs: 1000, now: () => now });
    search.start();
    await search.ready();
    const reads = versionReads;
    const input = { q: (companies[1] as CompanyRow).name_en.slice(0, 5), page: 1, pageSize: 20 };
    const expected = await searchCompanies(db, input);
    now = 400;
    expect(await search.search(input)).toEqual(expected);
    expect(versionReads).toBe(reads);
    gate = new Promise((resolve) => {
      release = resolve;
    });
    now = 600;
    // Answered from the index while the reading it started is held up.
    expect(await search.search(input)).toEqual(expected);
    expect(versionReads).toBe(reads + 1);
    now = 1100;
    let settled = false;
    const late = search.search(input).then((result) => {
      settled = true;
      return result;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).toBe(false);
    expect(versionReads).toBe(reads + 1);
    release();
    expect(await late).toEqual(expected);
    await search.close();
  });

  it('moves the company data version with each committed change, and not with a rollback', async () => {
    const start = await version(db);
    await other.query('UPDATE companies SET score = score WHERE id = 1');
    expect(await version(db)).toBe(start + 1);
    await other
      .transaction(async (tx) => {
        await tx.query('UPDATE companies SET score = score + 1 WHERE id = 1');
        throw new Error('rolled back');
      })
      .catch(() => {});
    expect(await version(db)).toBe(start + 1);
  });

  it('never answers from an index older than a change another process made', async () => {
    const search = new CompanySearch(db, { recheckMs: 0 });
    search.start();
    await search.ready();
    const target = companies[10] as CompanyRow;
    const lookFor = { q: 'Zebulonix', page: 1, pageSize: 20 };
    expect((await search.search(lookFor)).total).toBe(0);
    const renamed = `${target.name_zh ?? ''} | Zebulonix Holdings`;
    await other.query(
      'UPDATE companies SET name_en = $2, search_text = $3, grams = $4 WHERE id = $1',
      [target.id, 'Zebulonix Holdings', normalizeText(renamed), grams(renamed)],
    );
    try {
      const found = await search.search(lookFor);
      expect(found.items.map((item) => item.keyNo)).toEqual([target.key_no]);
      // The rebuilt index holds the change as well.
      expect(await search.ready()).toBe(true);
      expect(await search.search(lookFor)).toEqual(found);
      expect((await search.search({ ...lookFor, q: target.name_en })).total).toBe(
        (await searchCompanies(db, { ...lookFor, q: target.name_en })).total,
      );
    } finally {
      await other.query(
        'UPDATE companies SET name_en = $2, search_text = $3, grams = $4 WHERE id = $1',
        [target.id, target.name_en, target.search_text, target.grams],
      );
      await search.close();
    }
  });

  it('rebuilds after the companies are seeded again, with other data', async () => {
    const search = new CompanySearch(db, { recheckMs: 0 });
    search.start();
    await search.ready();
    const smaller = { companies: 250, seed: 99 };
    await seedDatabase(other, smaller);
    const reseeded = Array.from({ length: smaller.companies }, (_, i) =>
      generateCompany(smaller, i),
    );
    const input = { q: (reseeded[3] as CompanyRow).name_en.slice(0, 6), page: 1, pageSize: 20 };
    expect(await search.search(input)).toEqual(await searchCompanies(db, input));
    await search.ready();
    expect(search.status()).toMatchObject({ state: 'ready', companies: smaller.companies });
    for (const q of queriesFor(reseeded)) {
      const page = { q, page: 1, pageSize: 20 };
      expect(await search.search(page), q).toEqual(await searchCompanies(db, page));
    }
    await search.close();
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeText, queryGrams, words } from '../lib/grams';
import { CNY_RATE, type CompanyRow, generateCompany } from '../seed/generate';
import {
  JURISDICTIONS,
  type SearchFilters,
  type SearchSort,
  SORTS,
  STATUS_GROUPS,
  statusGroup,
  TYPE_GROUPS,
  typeGroup,
} from './filters';
import { COUNT_CAP, IDENTIFIER, PAGE_SIZES, type SearchResult } from './search';
import { type IndexRow, SearchIndexBuilder, SUMMARY_FIELDS } from './search-index';
import { companySummary } from './summary';

const plan = { companies: 3000, seed: 7 };
const companies = Array.from({ length: plan.companies }, (_, i) => {
  const company = generateCompany(plan, i);
  // Legal representatives come from the people table when seeding; any name will do here.
  return { ...company, legal_representative: i % 3 === 0 ? null : `代表${i}` };
});

function indexRow(c: CompanyRow): IndexRow {
  return {
    id: c.id,
    score: c.score,
    search_text: c.search_text,
    reg_no: c.reg_no,
    uscc: c.uscc,
    lei: c.lei,
    jurisdiction: c.jurisdiction,
    status: c.status,
    company_type: c.company_type,
    established_day: c.established ? Date.parse(c.established) / 86_400_000 : null,
    capital_cny: capitalCny(c),
    summary: JSON.stringify(SUMMARY_FIELDS.map((field) => c[field] ?? null)),
  };
}

function capitalCny(c: CompanyRow): number {
  return c.capital_amount * (CNY_RATE[c.capital_currency] ?? 1);
}

/** What SQL's ORDER BY of each sort says, ties in relevance order. */
function compareBy(sort: SearchSort): (a: CompanyRow, b: CompanyRow) => number {
  const relevance = (a: CompanyRow, b: CompanyRow) => b.score - a.score || a.id - b.id;
  const key = sort.startsWith('established')
    ? (c: CompanyRow) => (c.established ? Date.parse(c.established) : Number.NaN)
    : capitalCny;
  const sign = sort.endsWith('desc') ? -1 : 1;
  if (sort === 'relevance') return relevance;
  return (a, b) => {
    const [x, y] = [key(a), key(b)];
    if (Number.isNaN(x) !== Number.isNaN(y)) return Number.isNaN(x) ? 1 : -1;
    return (x === y || Number.isNaN(x) ? 0 : sign * (x < y ? -1 : 1)) || relevance(a, b);
  };
}

async function buildIndex(rows: readonly CompanyRow[]) {
  const builder = new SearchIndexBuilder();
  for (const row of rows) builder.add(indexRow(row));
  return builder.build('1');
}

/**
 * The search's meaning, written the slow and obvious way (what the SQL says): identifier-like
 * queries match identifier prefixes; otherwise every query word is a substring of the names.
 */
function reference(
  rows: readonly CompanyRow[],
  q: string,
  page: number,
  pageSize: number,
  filters: SearchFilters & { sort?: SearchSort } = {},
): SearchResult {
  const ranked = [...rows]
    .filter(
      (c) =>
        (!filters.jurisdiction || c.jurisdiction === filters.jurisdiction) &&
        (!filters.status || statusGroup(c.status) === filters.status) &&
        (!filters.companyType || typeGroup(c.company_type) === filters.companyType),
    )
    .sort(compareBy('relevance'));
  const sort = filters.sort ?? 'relevance';
  const answer = (found: CompanyRow[], matchedBy: SearchResult['matchedBy']) => ({
    total: Math.min(found.length, COUNT_CAP),
    totalIsCapped: found.length > COUNT_CAP,
    matchedBy,
    items: (sort === 'relevance' ? found.slice(0, COUNT_CAP + 1) : found.sort(compareBy(sort)))
      .slice((page - 1) * pageSize, page * pageSize)
      .map((c) => companySummary(c as never)),
  });
  const compact = normalizeText(q).replace(/\s+/g, '').toUpperCase();
  if (IDENTIFIER.test(compact) && /\d/.test(compact)) {
    const found = ranked.filter((c) =>
      [c.reg_no, c.uscc, c.lei].some((id) => id?.startsWith(compact)),
    );
    if (found.length > 0) return answer(found, 'identifier');
  }
  if (queryGrams(q).length === 0) return answer([], 'name');
  const needles = words(q);
  return answer(
    ranked.filter((c) => needles.every((word) => c.search_text.includes(word))),
    'name',
  );
}

/** Queries people type: pieces of names in both languages, identifiers and their prefixes. */
const fragment = fc
  .tuple(
    fc.integer({ min: 0, max: plan.companies - 1 }),
    fc.nat(30),
    fc.integer({ min: 1, max: 8 }),
  )
  .chain(([i, start, length]) => {
    const c = companies[i] as CompanyRow;
    return fc.constantFrom(
      (c.name_zh ?? c.name_en).slice(start % 8, (start % 8) + length),
      c.name_en.slice(start, start + length),
      c.name_en.split(' ').slice(0, 2).join(' '),
      c.name_en.toUpperCase(),
      c.reg_no.slice(0, 4 + (length % 12)),
      c.uscc ?? c.reg_no,
      (c.lei ?? c.reg_no).toLowerCase().slice(0, 4 + length),
    );
  });

describe('SearchIndex', () => {
  it('answers exactly as the reference search does, for any query and page', async () => {
    const index = await buildIndex(companies);
    fc.assert(
      fc.property(
        fc.oneof(fragment, fc.string({ maxLength: 6 })),
        fc.integer({ min: 1, max: 12 }),
        fc.constantFrom(...PAGE_SIZES),
        (q, page, pageSize) => {
          expect(index.search({ q, page, pageSize })).toEqual(
            reference(companies, q, page, pageSize),
          );
        },
      ),
      { numRuns: 400 },
    );
  });

  it('narrows by jurisdiction, status and company type and sorts, exactly as the reference', async () => {
    const index = await buildIndex(companies);
    const optional = <T>(values: readonly T[]) =>
      fc.option(fc.constantFrom(...values), { nil: undefined });
    fc.assert(
      fc.property(
        fc.oneof(fragment, fc.constantFrom('有限', '公司', 'co', 'ltd')),
        fc.integer({ min: 1, max: 12 }),
        fc.constantFrom(...PAGE_SIZES),
        fc.record({
          jurisdiction: optional(JURISDICTIONS),
          status: optional(Object.keys(STATUS_GROUPS) as (keyof typeof STATUS_GROUPS)[]),
          companyType: optional(Object.keys(TYPE_GROUPS) as (keyof typeof TYPE_GROUPS)[]),
          sort: optional(SORTS),
        }),
        (q, page, pageSize, filters) => {
          expect(index.search({ q, page, pageSize, ...filters })).toEqual(
            reference(companies, q, page, pageSize, filters),
          );
        },
      ),
      { numRuns: 400 },
    );
  });

  it('puts the largest capital first, then the oldest company first, whatever the currency', async () => {
    const index = await buildIndex(companies);
    const largest = index.search({ q: '有限', page: 1, pageSize: 100, sort: 'capital-desc' });
    const yuan = largest.items.map((item) =>
      capitalCny(companies.find((c) => c.key_no === item.keyNo) as CompanyRow),
    );
    expect(yuan).toEqual([...yuan].sort((a, b) => b - a));
    const oldest = index.search({ q: 'ltd', page: 1, pageSize: 50, sort: 'established-asc' });
    const dates = oldest.items.map((item) => item.established as string);
    expect(dates).toEqual([...dates].sort());
    expect(oldest.total).toBe(COUNT_CAP);
  });

  it('gives joint-stock companies a share count and limited companies none', async () => {
    const index = await buildIndex(companies);
    const jointStock = index.search({
      q: '股份',
      page: 1,
      pageSize: 20,
      companyType: 'joint-stock',
    });
    const listed = index.search({ q: '股份', page: 1, pageSize: 20, companyType: 'listed' });
    const limited = index.search({ q: '有限', page: 1, pageSize: 20, companyType: 'limited' });
    expect(jointStock.items.length).toBeGreaterThan(0);
    expect(listed.items.length).toBeGreaterThan(0);
    for (const item of [...jointStock.items, ...listed.items])
      expect(item.shareCount).toBeGreaterThan(0);
    for (const item of limited.items) expect(item.shareCount).toBeNull();
  });

  it.each(['有限', '公司', 'ltd'])(
    'caps a common term like %j at 1000 and still ranks its matches best first',
    async (q) => {
      const index = await buildIndex(companies);
      for (const page of [1, 2, 50]) {
        const result = index.search({ q, page, pageSize: 20 });
        expect(result).toEqual(reference(companies, q, page, 20));
        expect(result).toMatchObject({ total: COUNT_CAP, totalIsCapped: true, matchedBy: 'name' });
      }
    },
  );

  it('caps a common identifier prefix at 1000 too', async () => {
    const rows = companies.slice(0, 1500).map((c, i) => ({
      ...c,
      reg_no: `ZZ99${String(i).padStart(6, '0')}`,
    }));
    const index = await buildIndex(rows);
    for (const page of [1, 3]) {
      const result = index.search({ q: 'zz99', page, pageSize: 50 });
      expect(result).toEqual(reference(rows, 'zz99', page, 50));
      expect(result).toMatchObject({ total: COUNT_CAP, totalIsCapped: true });
    }
  });

  it.each([
    ['a narrow range of scores, with many ties', (i: number) => i % 7],
    ['a wide range of scores', (i: number) => ((i * 7919) % 2000) * 1_000_000 - 1_000_000_000],
  ])('ranks by score, then id, over %s', async (_, scoreOf) => {
    const rows = companies.slice(0, 1500).map((c, i) => ({ ...c, score: scoreOf(i) }));
    const index = await buildIndex(rows);
    for (const q of ['有限', 'co', 'ltd', (rows[0] as CompanyRow).reg_no.slice(0, 4)]) {
      expect(index.search({ q, page: 2, pageSize: 50 })).toEqual(reference(rows, q, 2, 50));
    }
  });

  it('counts a company matched by two identifiers once', async () => {
    const [a, b] = companies as [CompanyRow, CompanyRow];
    const twins = [
      { ...a, reg_no: 'X1234567', uscc: 'X1234567ZZ', lei: null },
      { ...b, reg_no: 'X1234999', uscc: null, lei: 'X12345000000000000000' },
    ];
    const index = await buildIndex(twins);
    const result = index.search({ q: 'x1234', page: 1, pageSize: 10 });
    expect(result.total).toBe(2);
    expect(result).toEqual(reference(twins, 'x1234', 1, 10));
  });

  it.each(['AB-1', 'AB01', 'AB12', 'ABZ9', 'AB-12345', 'Z'.repeat(20), 'ZZZZ', 'AB00'])(
    'finds exactly the identifiers starting with %j, at the edges of the key order too',
    async (q) => {
      const ids = ['AB-12345', 'AB012345', 'ABZ99999', 'AB1', 'AB-1', 'Z'.repeat(22), 'ab12345'];
      const rows = ids.map((regNo, i) => ({
        ...(companies[i] as CompanyRow),
        reg_no: regNo,
        uscc: i === 2 ? 'ABZ9/0001' : null,
        lei: null,
      }));
      const index = await buildIndex(rows);
      expect(index.search({ q, page: 1, pageSize: 10 })).toEqual(reference(rows, q, 1, 10));
    },
  );

  it('answers nothing for an empty index, unknown grams and lone letters', async () => {
    const empty = await buildIndex([]);
    expect(empty.size).toBe(0);
    expect(empty.search({ q: '华信', page: 1, pageSize: 20 }).items).toEqual([]);
    expect(empty.search({ q: '91350200', page: 1, pageSize: 20 }).total).toBe(0);
    const index = await buildIndex(companies);
    for (const q of ['qqzx', 'a', '  ', '％']) {
      expect(index.search({ q, page: 1, pageSize: 20 })).toEqual(reference(companies, q, 1, 20));
    }
  });

  it('proposes a company for its name despite a typo or a missing space, within a jurisdiction', async () => {
    const index = await buildIndex(companies);
    const latin = companies.find(
      (c) => c.jurisdiction !== 'CN' && c.name_en.length > 24,
    ) as CompanyRow;
    const words = latin.name_en.split(' ');
    const first = words[0] as string;
    // One letter changed in the first word, and the first two words run together.
    const typo = `${first.slice(0, -1)}${first.endsWith('q') ? 'x' : 'q'}${words[1]} ${words.slice(2).join(' ')}`;
    const proposed = index.similarNames(typo, 24);
    expect(proposed.map((c) => c.keyNo)).toContain(latin.key_no);
    const chinese = companies.find((c) => c.jurisdiction === 'CN') as CompanyRow;
    const within = index.similarNames(chinese.name_zh as string, 24, 'CN');
    expect(within[0]?.keyNo).toBe(chinese.key_no);
    expect(within.every((c) => c.jurisdiction === 'CN')).toBe(true);
    expect(
      index.similarNames(chinese.name_zh as string, 24, 'GB').map((c) => c.keyNo),
    ).not.toContain(chinese.key_no);
    // Best first, at most the limit, each company once; nothing for grams no name has.
    expect(new Set(within.map((c) => c.keyNo)).size).toBe(within.length);
    expect(index.similarRanks('麒麟犀獭', 24)).toEqual([]);
  });

  it('refuses rows out of id order, which would break the tie order of equal scores', () => {
    const builder = new SearchIndexBuilder();
    builder.add(indexRow(companies[5] as CompanyRow));
    expect(() => builder.add(indexRow(companies[2] as CompanyRow))).toThrow(/ascending id/);
  });

  it('keeps its data in typed arrays whose size it reports', async () => {
    const index = await buildIndex(companies);
    expect(index.version).toBe('1');
    expect(index.size).toBe(plan.companies);
    // At least the names and summaries themselves, and not wildly more than a few hundred
    // bytes per company beyond them.
    const text = companies.reduce(
      (sum, c) => sum + Buffer.byteLength(c.search_text) + Buffer.byteLength(indexRow(c).summary),
      0,
    );
    expect(index.memoryBytes).toBeGreaterThan(text);
    expect(index.memoryBytes).toBeLessThan(text + plan.companies * 1000);
  });
});

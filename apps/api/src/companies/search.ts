import type { Db } from '../db/types';
import { normalizeText, queryGrams, words } from '../lib/grams';
import { filterSql, orderBySql, type SearchFilters, type SearchSort } from './filters';
import { type CompanySummaryRow, companySummary, SUMMARY_COLUMNS } from './summary';

/** Page sizes of SPEC §9; 20 is the default. */
export const PAGE_SIZES = [10, 20, 50, 80, 100] as const;
/**
 * Matches are counted up to this many: beyond it the answer says so (totalIsCapped; the site shows "more than 1,000")
 * rather than counting tens of thousands of rows for a two-character query, and pages stop there.
 */
export const COUNT_CAP = 1000;

export interface SearchInput extends SearchFilters {
  q: string;
  page: number;
  pageSize: number;
  /** Relevance (score) unless said otherwise. */
  sort?: SearchSort;
}

export type MatchKind = 'name' | 'identifier';

export interface SearchResult {
  total: number;
  totalIsCapped: boolean;
  matchedBy: MatchKind;
  items: ReturnType<typeof companySummary>[];
}

/** A query that may be a registration number, USCC or LEI (then matched as a prefix). */
export const IDENTIFIER = /^[0-9A-Z-]{4,20}$/;

function likeEscape(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * Live search. A query that looks like an identifier (letters and digits with at least one
 * digit) is first tried as a prefix of registration numbers, USCCs and LEIs (b-tree
 * indexes); otherwise, or when that finds nothing, names are searched: the GIN index on the
 * names' grams gives candidates holding every gram of every query word, and a LIKE on the
 * normalised names keeps those containing every word. Results are ordered by a size and
 * standing score, so the better-known companies come first.
 *
 * Up to 1 000 matches are fetched through the indexes, counted and sorted in one statement;
 * a very common term ("有限", "hua") then reads its page by walking the score index, which
 * stops after one page, rather than sorting tens of thousands of rows.
 */
export async function searchCompanies(db: Db, input: SearchInput): Promise<SearchResult> {
  const offset = (input.page - 1) * input.pageSize;
  const run = async (
    condition: string,
    matchParams: unknown[],
    matchedBy: MatchKind,
  ): Promise<SearchResult> => {
    const filters = filterSql(input, matchParams.length + 1);
    // The sandbox's companies are for test keys of the API only.
    const where = `${condition} AND NOT c.sandbox${filters.sql}`;
    const params = [...matchParams, ...filters.params];
    const n = params.length;
    const sort = input.sort ?? 'relevance';
    // One statement finds up to COUNT_CAP + 1 matches through the indexes, counts them and
    // sorts them for the page. When there are no more than COUNT_CAP that is the exact answer,
    // which is the case for most queries.
    const { rows } = await db.query<CompanySummaryRow & { total: number }>(
      `WITH m AS MATERIALIZED (SELECT c.id, c.score, c.established, c.capital_cny FROM companies c WHERE ${where} LIMIT $${n + 1}),
            top AS (SELECT * FROM m ORDER BY ${orderBySql(sort, 'm')} LIMIT $${n + 2} OFFSET $${n + 3})
       SELECT (SELECT count(*)::int FROM m) AS total, ${SUMMARY_COLUMNS}
         FROM (SELECT 1) one LEFT JOIN (top JOIN companies c ON c.id = top.id) ON true
        ORDER BY ${orderBySql(sort, 'top')}`,
      [...params, COUNT_CAP + 1, input.pageSize, offset],
    );
    const total = rows[0]?.total ?? 0;
    const found = rows.filter((row) => row.key_no !== null);
    const result: SearchResult = {
      total: Math.min(total, COUNT_CAP),
      totalIsCapped: total > COUNT_CAP,
      matchedBy,
      items: found.map(companySummary),
    };
    if (total <= COUNT_CAP || offset >= COUNT_CAP) return result;
    // A very common term: the first COUNT_CAP matches are not the first in the order asked
    // for, so the page is read again in that order. By relevance it walks the score index,
    // which stops as soon as the page is full (the planner would otherwise fetch every match
    // and sort them all); other orders sort every match, and the in-memory index, which
    // answers by default, does that much faster.
    const page = await db.transaction(async (tx) => {
      if (sort === 'relevance')
        await tx.exec('SET LOCAL enable_bitmapscan = off; SET LOCAL enable_seqscan = off');
      return tx.query<CompanySummaryRow>(
        `SELECT ${SUMMARY_COLUMNS} FROM companies c WHERE ${where}
          ORDER BY ${orderBySql(sort, 'c')} LIMIT $${n + 1} OFFSET $${n + 2}`,
        [...params, input.pageSize, offset],
      );
    });
    result.items = page.rows.map(companySummary);
    return result;
  };

  for (const match of matchConditions(input.q)) {
    const found = await run(match.condition, match.params, match.matchedBy);
    if (found.total > 0 || match.matchedBy === 'name') return found;
  }
  return { total: 0, totalIsCapped: false, matchedBy: 'name', items: [] };
}

/** How a query matches companies: a SQL condition over `companies c` and its parameters ($1…). */
export interface MatchCondition {
  matchedBy: MatchKind;
  condition: string;
  params: unknown[];
}

/**
 * The ways a query can match, in the order they are tried: an identifier-like query (letters
 * and digits with at least one digit) as a prefix of registration numbers, USCCs and LEIs
 * (b-tree indexes), then by name: the GIN index on the names' grams gives candidates holding
 * every gram of every query word, and a LIKE on the normalised names keeps those containing
 * every word. Empty when the query has nothing to match by.
 */
export function matchConditions(q: string): MatchCondition[] {
  const compact = normalizeText(q).replace(/\s+/g, '').toUpperCase();
  const tries: MatchCondition[] = [];
  if (IDENTIFIER.test(compact) && /\d/.test(compact))
    tries.push({
      matchedBy: 'identifier',
      condition: '(c.reg_no LIKE $1 OR c.uscc LIKE $1 OR c.lei LIKE $1)',
      params: [`${likeEscape(compact)}%`],
    });
  const grams = queryGrams(q);
  if (grams.length > 0)
    tries.push({
      matchedBy: 'name',
      condition: 'c.grams @> $1::text[] AND c.search_text LIKE ALL($2::text[])',
      params: [grams, words(q).map((word) => `%${likeEscape(word)}%`)],
    });
  return tries;
}

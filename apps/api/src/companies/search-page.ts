import { createHash } from 'node:crypto';
import type { Queryable } from '../db/types';
import { filterSql, orderBySql, type SearchFilters, type SearchSort } from './filters';
import { type MatchKind, matchConditions } from './search';
import { type CompanySummaryRow, companySummary, SUMMARY_COLUMNS } from './summary';

export interface SearchPageInput extends SearchFilters {
  q: string;
  sort: SearchSort;
  limit: number;
  /** The `nextCursor` of the page before; absent for the first page. */
  cursor?: string;
  /** Search the sandbox's companies (test keys) instead of the register's. */
  sandbox: boolean;
}

export interface SearchPage {
  matchedBy: MatchKind;
  items: ReturnType<typeof companySummary>[];
  /** Opaque; absent on the last page. */
  nextCursor: string | null;
}

/** Where a page ended: the last row's sort values, and which query it belongs to. */
interface Cursor {
  /** Fingerprint of the query, filters and sort the cursor was issued for. */
  f: string;
  m: MatchKind;
  /** The sort column's value (established or capital in CNY), null when the row has none. */
  v: string | null;
  s: number;
  id: number;
}

/** A cursor that is not one of ours, or was issued for another query. */
export class BadCursorError extends Error {
  constructor() {
    super('bad cursor');
    this.name = 'BadCursorError';
  }
}

const SORT_COLUMN: Record<SearchSort, readonly [string, 'date' | 'numeric', '<' | '>'] | null> = {
  relevance: null,
  'established-desc': ['established', 'date', '<'],
  'established-asc': ['established', 'date', '>'],
  'capital-desc': ['capital_cny', 'numeric', '<'],
  'capital-asc': ['capital_cny', 'numeric', '>'],
};

function fingerprint(input: SearchPageInput): string {
  const { q, sort, jurisdiction, status, companyType, sandbox } = input;
  return createHash('sha256')
    .update(JSON.stringify([q, sort, jurisdiction, status, companyType, sandbox]))
    .digest('base64url')
    .slice(0, 16);
}

function readCursor(text: string, expected: string): Cursor {
  try {
    const cursor = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Cursor;
    if (
      cursor.f === expected &&
      (cursor.m === 'name' || cursor.m === 'identifier') &&
      (cursor.v === null || typeof cursor.v === 'string') &&
      Number.isInteger(cursor.s) &&
      Number.isInteger(cursor.id)
    )
      return cursor;
  } catch {}
  throw new BadCursorError();
}

/**
 * Company search a page at a time, for the API: the same matching, filters and orders as live
 * search, paged by keyset (the next page starts after the last row's sort values and id)
 * rather than by offset, so a company added or removed between two pages makes no page repeat
 * or skip another row. Throws `BadCursorError` for a cursor of another query.
 */
export async function searchCompaniesPage(
  db: Queryable,
  input: SearchPageInput,
): Promise<SearchPage> {
  const f = fingerprint(input);
  const cursor = input.cursor ? readCursor(input.cursor, f) : undefined;
  const tries = matchConditions(input.q).filter((m) => !cursor || m.matchedBy === cursor.m);
  for (const match of tries) {
    const params = [...match.params];
    const next = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    const filters = filterSql(input, params.length + 1);
    params.push(...filters.params);
    let where = `${match.condition} AND c.sandbox = ${next(input.sandbox)}${filters.sql}`;
    if (cursor) {
      const score = next(cursor.s);
      const id = next(cursor.id);
      const tie = `(c.score < ${score} OR (c.score = ${score} AND c.id > ${id}))`;
      const column = SORT_COLUMN[input.sort];
      if (!column) where += ` AND ${tie}`;
      else if (cursor.v === null) where += ` AND c.${column[0]} IS NULL AND ${tie}`;
      else {
        const v = `${next(cursor.v)}::${column[1]}`;
        where += ` AND (c.${column[0]} ${column[2]} ${v} OR c.${column[0]} IS NULL OR (c.${column[0]} = ${v} AND ${tie}))`;
      }
    }
    const { rows } = await db.query<
      CompanySummaryRow & { id: number; score: number; sort_value: string | null }
    >(
      `SELECT ${SUMMARY_COLUMNS}, c.id, c.score,
              ${SORT_COLUMN[input.sort] ? `c.${SORT_COLUMN[input.sort]?.[0]}::text` : 'NULL::text'} AS sort_value
         FROM companies c WHERE ${where}
        ORDER BY ${orderBySql(input.sort, 'c')} LIMIT ${next(input.limit + 1)}`,
      params,
    );
    if (rows.length === 0 && !cursor && match.matchedBy !== 'name') continue;
    const page = rows.slice(0, input.limit);
    const last = page.at(-1);
    const nextCursor =
      rows.length > input.limit && last
        ? Buffer.from(
            JSON.stringify({
              f,
              m: match.matchedBy,
              v: last.sort_value,
              s: last.score,
              id: last.id,
            } satisfies Cursor),
          ).toString('base64url')
        : null;
    return { matchedBy: match.matchedBy, items: page.map(companySummary), nextCursor };
  }
  return { matchedBy: 'name', items: [], nextCursor: null };
}

/**
 * The company a code names: its key number, USCC, registration number or LEI. Test keys see
 * only the sandbox, live keys never do.
 */
export async function resolveCompanyCode(
  db: Queryable,
  code: string,
  sandbox: boolean,
): Promise<string | undefined> {
  const { rows } = await db.query<{ key_no: string }>(
    `SELECT key_no FROM companies
      WHERE (key_no = $1 OR uscc = $1 OR reg_no = $1 OR lei = $1) AND sandbox = $2
      ORDER BY key_no = $1 DESC, uscc = $1 DESC, lei = $1 DESC, id LIMIT 1`,
    [code.trim(), sandbox],
  );
  return rows[0]?.key_no;
}

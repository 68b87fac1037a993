import type { Queryable } from '../db/types';
import { WATCHED_COMPANY_IDS } from './watches';

/**
 * A company a user watches, as /v1/watches lists it (`Watch` in @kyc/api-client). The account
 * area's "my watches" lists another shape, `WatchedCompany` (watches.ts).
 */
export interface Watch {
  keyNo: string;
  name: string;
  nameEn: string;
  /** Watched by its own watch (which DELETE /v1/watches/{company} ends), not only through a list. */
  direct: boolean;
  /** When its own watch began; null when watched only through a shared list. */
  watchedSince: string | null;
}

const ISO = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const WATCHED_SELECT = `
  SELECT c.id, c.key_no AS "keyNo", COALESCE(c.name_zh, c.name_en) AS name, c.name_en AS "nameEn",
         (w.id IS NOT NULL) AS direct, ${ISO('w.created_at')} AS "watchedSince"
    FROM companies c
    LEFT JOIN watches w ON w.user_id = $1 AND w.company_id = c.id
   WHERE c.id IN (${WATCHED_COMPANY_IDS('$1')})`;

/**
 * The companies a user watches (their own watches and the companies of watched shared lists,
 * as WATCHED_COMPANY_IDS counts them), sandbox ones only or register ones only, in a stable
 * order: `limit` at a time after the company id `after`. Answers the page and the id to go on
 * from (null on the last page).
 *
 * @example
 * ```ts norun
 * const { items, next } = await watchedCompanies(db, userId, { sandbox: false, limit: 50 });
 * items[0]; // { keyNo: '…', name: '…', nameEn: '…', direct: true, watchedSince: '2026-…' }
 * ```
 */
export async function watchedCompanies(
  db: Queryable,
  userId: number,
  options: { sandbox: boolean; limit: number; after?: number },
): Promise<{ items: Watch[]; next: number | null }> {
  const { rows } = await db.query<Watch & { id: number }>(
    // The cursor is compared as a bigint: a cursor above the integer range (it may have 18
    // digits) finds nothing instead of failing the query.
    `${WATCHED_SELECT} AND c.sandbox = $2 AND c.id > $3::bigint ORDER BY c.id LIMIT $4`,
    [userId, options.sandbox, options.after ?? 0, options.limit + 1],
  );
  const page = rows.slice(0, options.limit);
  return {
    items: page.map(({ id: _, ...item }) => item),
    next: rows.length > options.limit ? (page.at(-1)?.id ?? null) : null,
  };
}

/**
 * One company (by database id) as the user watches it, or undefined when they do not.
 *
 * @example
 * ```ts norun
 * await watchedCompany(db, userId, 42); // { keyNo: '…', direct: true, watchedSince: '2026-…', … }
 * ```
 */
export async function watchedCompany(
  db: Queryable,
  userId: number,
  companyId: number,
): Promise<Watch | undefined> {
  const { rows } = await db.query<Watch & { id: number }>(`${WATCHED_SELECT} AND c.id = $2`, [
    userId,
    companyId,
  ]);
  const row = rows[0];
  if (!row) return undefined;
  const { id: _, ...item } = row;
  return item;
}

import { isPostPay, type StoredUser } from '@kyc/auth';
import type { Queryable } from '../db/types';
import { billUnits } from '../metering/ledger';
import { WATCHED_COMPANY_IDS } from './snapshots';

/** The price-list operation watching is billed as (per company and month). */
export const WATCH_OPERATION = 'watchCompany';

/**
 * Thrown when a prepaid balance cannot pay for the companies a watch would add: nothing is
 * watched (the caller's transaction rolls back). Routes answer it with 402.
 */
export class InsufficientBalanceError extends Error {
  constructor(
    /** What the new watches cost this month, in fen. */
    readonly neededFen: number,
    /** The prepaid API balance, in fen. */
    readonly balanceFen: number,
    /** How many companies would have been billed. */
    readonly companies: number,
  ) {
    super(`watching ${companies} companies costs ${neededFen} fen; the balance is ${balanceFen}`);
    this.name = 'InsufficientBalanceError';
  }
}

/**
 * The Asia/Shanghai month of `now`, as the billing and invoices name it.
 *
 * @example shanghaiMonth(new Date('2026-11-30T16:30:00Z')) // '2026-12'
 */
export function shanghaiMonth(now: Date): string {
  return new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 7);
}

async function profileOf(tx: Queryable, userId: number): Promise<Partial<StoredUser>> {
  const { rows } = await tx.query<{ profile: Partial<StoredUser> }>(
    'SELECT profile FROM users WHERE id = $1',
    [userId],
  );
  return rows[0]?.profile ?? {};
}

/**
 * Bills the user for watching each of `companyIds` this Asia/Shanghai month, once: companies
 * already paid for this month are left out. Inside the caller's transaction, through the
 * ledger (`billUnits`: the prepaid API balance or the monthly invoice, one ledger row per
 * company). A prepaid balance that cannot pay them all throws `InsufficientBalanceError`
 * (nothing billed), unless `partial` (monthly renewals), which bills as many as it can.
 * Answers the companies billed now.
 *
 * @example await billWatches(tx, userId, [42, 43]) // [42, 43]; the same call again: []
 * @throws InsufficientBalanceError when a prepaid balance cannot pay and `partial` is not set
 */
export async function billWatches(
  tx: Queryable,
  userId: number,
  companyIds: readonly number[],
  { now = new Date(), partial = false }: { now?: Date; partial?: boolean } = {},
): Promise<number[]> {
  if (companyIds.length === 0) return [];
  const month = shanghaiMonth(now);
  const { rows } = await tx.query<{ id: number }>(
    `SELECT id FROM unnest($1::int[]) AS id
      WHERE NOT EXISTS (SELECT 1 FROM watch_billing b WHERE b.user_id = $2 AND b.company_id = id AND b.month = $3)
      ORDER BY id`,
    [[...new Set(companyIds)], userId, month],
  );
  if (rows.length === 0) return [];
  // The sandbox's companies (what test keys see) are watched free, like test calls.
  const { rows: sandboxRows } = await tx.query<{ id: number }>(
    'SELECT id FROM companies WHERE id = ANY($1::int[]) AND sandbox ORDER BY id',
    [rows.map((row) => row.id)],
  );
  const sandbox = sandboxRows.map((row) => row.id);
  if (sandbox.length > 0)
    await tx.query(
      `INSERT INTO watch_billing (user_id, company_id, month, billing, price_fen, billed_at)
       SELECT $1, id, $3, 'sandbox', 0, $4 FROM unnest($2::int[]) AS id ON CONFLICT DO NOTHING`,
      [userId, sandbox, month, now.toISOString()],
    );
  const due = rows.map((row) => row.id).filter((id) => !sandbox.includes(id));
  if (due.length === 0) return sandbox;
  const bill = await billUnits(tx, {
    userId,
    profile: await profileOf(tx, userId),
    operation: WATCH_OPERATION,
    requestIds: due.map((id) => `watch:${userId}:${id}:${month}`),
    now,
    partial,
  });
  if (bill.status === 'balance' && !partial)
    throw new InsufficientBalanceError(
      bill.priceFen * due.length,
      bill.balanceFen ?? 0,
      due.length,
    );
  const billed = due.slice(0, bill.billed);
  if (billed.length > 0)
    await tx.query(
      `INSERT INTO watch_billing (user_id, company_id, month, billing, price_fen, billed_at)
       SELECT $1, id, $3, $4, $5, $6 FROM unnest($2::int[]) AS id ON CONFLICT DO NOTHING`,
      [userId, billed, month, bill.billing, bill.priceFen, now.toISOString()],
    );
  return [...sandbox, ...billed];
}

/**
 * Bills this month's watching for every (user, company) watched and not yet paid for this
 * Asia/Shanghai month (of `companyIds` when given): the monthly renewal, and companies that
 * joined a watched list since. A prepaid balance pays for as many as it can; the rest stay
 * unpaid (no alerts for them) until a later run finds the balance topped up. Inside the
 * caller's transaction. Answers how many were billed.
 *
 * @example await renewWatchBilling(tx, { now }) // 120
 */
export async function renewWatchBilling(
  tx: Queryable,
  { now = new Date(), companyIds }: { now?: Date; companyIds?: readonly number[] } = {},
): Promise<number> {
  const month = shanghaiMonth(now);
  const { rows } = await tx.query<{ user_id: number; ids: number[] }>(
    `SELECT w.user_id, array_agg(w.company_id ORDER BY w.company_id) AS ids
       FROM (SELECT w.user_id, w.company_id FROM watches w WHERE w.company_id IS NOT NULL
             UNION
             SELECT w.user_id, i.company_id FROM watches w JOIN team_list_items i ON i.list_id = w.list_id) w
      WHERE ($2::int[] IS NULL OR w.company_id = ANY($2::int[]))
        AND NOT EXISTS (SELECT 1 FROM watch_billing b
                         WHERE b.user_id = w.user_id AND b.company_id = w.company_id AND b.month = $1)
      GROUP BY w.user_id ORDER BY w.user_id`,
    [month, companyIds ? [...companyIds] : null],
  );
  let billed = 0;
  for (const row of rows)
    billed += (await billWatches(tx, row.user_id, row.ids, { now, partial: true })).length;
  return billed;
}

/** What watching costs a user, for the pages and the portfolio review. */
export interface WatchCost {
  operation: typeof WATCH_OPERATION;
  /** Per company and month, CNY (two decimals). */
  price: number;
  /** `price` × the companies asked about. */
  total: number;
  currency: string;
  /** How the user pays: the prepaid API balance, or the monthly invoice (payType A). */
  billing: 'prepaid' | 'invoice';
  /** The prepaid API balance in CNY; null for post-pay accounts. */
  balance: number | null;
  /** Companies the user watches now (their own watches and through lists). */
  watching: number;
  /** Of those, companies not paid for this month (a prepaid balance that ran out): no alerts. */
  unpaid: number;
}

/**
 * What watching `companyCount` more companies costs the user per month, with what they already
 * watch and how they pay (before any watch is made: the portfolio review and the watch
 * buttons show it).
 *
 * @example await watchCost(db, userId, 120)
 * // { operation: 'watchCompany', price: 0.1, total: 12, currency: 'CNY', billing: 'prepaid', balance: 100, watching: 3, unpaid: 0 }
 */
export async function watchCost(
  db: Queryable,
  userId: number,
  companyCount: number,
  { now = new Date() }: { now?: Date } = {},
): Promise<WatchCost> {
  const { rows } = await db.query<{
    price_fen: number | null;
    currency: string | null;
    profile: Partial<StoredUser>;
    balance_fen: number;
    watching: number;
    unpaid: number;
  }>(
    `SELECT (SELECT price_fen FROM api_prices WHERE operation = $2) AS price_fen,
            (SELECT currency FROM api_prices WHERE operation = $2) AS currency,
            u.profile, u.api_balance_fen AS balance_fen,
            (SELECT count(*)::int FROM (${WATCHED_COMPANY_IDS('$1')}) w) AS watching,
            (SELECT count(*)::int FROM (${WATCHED_COMPANY_IDS('$1')}) w(company_id)
              WHERE NOT EXISTS (SELECT 1 FROM watch_billing b
                                 WHERE b.user_id = $1 AND b.company_id = w.company_id AND b.month = $3)) AS unpaid
       FROM users u WHERE u.id = $1`,
    [userId, WATCH_OPERATION, shanghaiMonth(now)],
  );
  const row = rows[0];
  const priceFen = row?.price_fen ?? 0;
  const count = Math.max(0, Math.floor(companyCount));
  const postPay = isPostPay((row?.profile ?? {}) as StoredUser);
  return {
    operation: WATCH_OPERATION,
    price: priceFen / 100,
    total: (priceFen * count) / 100,
    currency: row?.currency ?? 'CNY',
    billing: postPay ? 'invoice' : 'prepaid',
    balance: postPay ? null : (row?.balance_fen ?? 0) / 100,
    watching: row?.watching ?? 0,
    unpaid: row?.unpaid ?? 0,
  };
}

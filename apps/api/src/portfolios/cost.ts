import type { Queryable } from '../db/types';
import { priceList } from '../metering/ledger';
import { WATCHED_COMPANY_IDS } from '../monitoring/watches';

/** What watching a set of companies will cost a user each month, before it starts. */
export interface WatchCost {
  /** Companies in the set. */
  companies: number;
  /** Of those, companies the user does not watch yet: only these add to the bill. */
  newCompanies: number;
  /** The monthly price of watching one company (the price list's `watchCompany`), in CNY. */
  pricePerCompany: number;
  currency: string;
  /** newCompanies × pricePerCompany, in CNY (two decimals). */
  monthly: number;
}

/**
 * What watching companies (by database id) will cost user `userId` per month: the price
 * list's `watchCompany` for each one they do not already watch (directly or through a list),
 * as watching is billed once per company and month whatever watches it.
 *
 * The one place the review page's figure comes from: when monitoring's billing lands with its
 * own cost function, this is the function to point at it.
 *
 * @example await watchCost(db, userId, [1, 2, 3]) // { companies: 3, newCompanies: 3, pricePerCompany: 0.1, currency: 'CNY', monthly: 0.3 }
 */
export async function watchCost(
  db: Queryable,
  userId: number,
  companyIds: readonly number[],
): Promise<WatchCost> {
  const prices = await priceList(db);
  const price = prices.find((entry) => entry.operation === 'watchCompany');
  const { rows } = await db.query<{ companies: number; fresh: number }>(
    `SELECT count(*)::int AS companies,
            count(*) FILTER (WHERE NOT (c.id IN (${WATCHED_COMPANY_IDS('$1')})))::int AS fresh
       FROM companies c WHERE c.id = ANY($2::int[])`,
    [userId, [...new Set(companyIds)]],
  );
  const companies = rows[0]?.companies ?? 0;
  const newCompanies = rows[0]?.fresh ?? 0;
  const pricePerCompany = price?.price ?? 0;
  // In fen, so 3 × 0.1 is 0.3 and not 0.30000000000000004.
  const monthly = Math.round(newCompanies * pricePerCompany * 100) / 100;
  return {
    companies,
    newCompanies,
    pricePerCompany,
    currency: price?.currency ?? 'CNY',
    monthly,
  };
}

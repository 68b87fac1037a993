import { isPostPay, type StoredUser } from '@kyc/auth';
import type { Queryable } from '../db/types';

/** One operation's price, as the price list shows it. */
export interface ApiPrice {
  operation: string;
  /** Per successful call, in CNY (two decimals). */
  price: number;
  currency: string;
}

/** The price list, in its display order. Only operations that cost something are billed. */
export async function priceList(db: Queryable): Promise<ApiPrice[]> {
  const { rows } = await db.query<{ operation: string; price_fen: number; currency: string }>(
    'SELECT operation, price_fen, currency FROM api_prices ORDER BY sort',
  );
  return rows.map((row) => ({
    operation: row.operation,
    price: row.price_fen / 100,
    currency: row.currency,
  }));
}

export interface BilledCall {
  requestId: string;
  keyId: number;
  userId: number;
  operation: string;
  /** Test keys' calls are recorded at price 0 and never billed. */
  mode: 'test' | 'live';
  profile: Partial<StoredUser>;
}

/**
 * Bills one successful call: its price from the list, one ledger row, and either the prepaid
 * balance taken (in the statement that checks it, so concurrent calls never spend past zero)
 * or the post-pay account's monthly invoice raised. A free operation writes nothing. Answers
 * `'balance'` when a prepaid balance cannot pay.
 *
 * One statement (so one round trip, and atomic without a transaction): its parts read the price
 * once, take the balance only when it covers the price (re-checked on the row's newest version
 * when another call took it meanwhile), raise the invoice, and write the ledger row only when the
 * call was paid for (or is a test key's, at price 0). It commits durably, as every write
 * behind a 2xx does: the balance is credit, and a bill a database crash forgot would let its
 * credit be spent again and leave an answer unrecorded. (Committing it asynchronously made an
 * account's billed calls about four times faster, since they take its balance row one after
 * another through a WAL flush each; the way to that speed without the loss is a balance taken
 * in reservations, not a weaker commit.)
 *
 * @example
 * ```ts norun
 * const billed = await billCall(db, { requestId, keyId, userId, operation: 'getCompany', mode: 'live', profile });
 * if (billed === 'balance') throw new Problem('insufficient-balance', '…');
 * ```
 */
export async function billCall(
  db: Queryable,
  call: BilledCall,
): Promise<'billed' | 'free' | 'balance'> {
  return (await billedStatement(db, call)).billed;
}

/**
 * Runs a look-up and bills the call in the same statement when the look-up finds its row (one
 * round trip for both, where `billCall` after the look-up would take two): the look-up's SQL is
 * a `SELECT` with its own `$1…` parameters, and at most its first row is answered. Nothing is
 * billed when it finds nothing. Otherwise as `billCall`.
 *
 * @example
 * ```ts norun
 * const { row, billed } = await billCallIfFound(db, call, {
 *   sql: 'SELECT c.key_no FROM companies c WHERE c.key_no = $1', params: [keyNo],
 * });
 * if (!row) throw notFound; if (billed === 'balance') throw insufficientBalance;
 * ```
 */
export async function billCallIfFound<Row>(
  db: Queryable,
  call: BilledCall,
  lookup: { sql: string; params: unknown[] },
): Promise<{ row: Row | undefined; billed: 'billed' | 'free' | 'balance' }> {
  return billedStatement<Row>(db, call, lookup);
}

const BILLING_PARAMETERS = 6;

async function billedStatement<Row>(
  db: Queryable,
  call: BilledCall,
  lookup?: { sql: string; params: unknown[] },
): Promise<{ row: Row | undefined; billed: 'billed' | 'free' | 'balance' }> {
  const postPay = call.mode === 'live' && isPostPay(call.profile as StoredUser);
  const billing = call.mode === 'test' ? 'sandbox' : postPay ? 'invoice' : 'prepaid';
  // The look-up's own parameters come after the billing's six.
  const found = lookup
    ? `found AS (${lookup.sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + BILLING_PARAMETERS}`)} LIMIT 1), `
    : '';
  const { rows } = await db.query<{ priced: boolean; paid: boolean; found?: Row | null }>(
    `WITH ${found}price AS (
       SELECT price_fen, currency FROM api_prices WHERE operation = $4::text AND price_fen > 0
       ${lookup ? 'AND EXISTS (SELECT 1 FROM found)' : ''}
     ), taken AS (
       UPDATE users SET api_balance_fen = api_balance_fen - price.price_fen FROM price
        WHERE users.id = $3::int AND $6::text = 'prepaid' AND users.api_balance_fen >= price.price_fen
        RETURNING users.id
     ), invoiced AS (
       INSERT INTO api_invoices (user_id, month, amount_fen, currency)
       SELECT $3, to_char(now() AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM'), price.price_fen, price.currency
         FROM price WHERE $6 = 'invoice'
       ON CONFLICT (user_id, month) DO UPDATE SET amount_fen = api_invoices.amount_fen + EXCLUDED.amount_fen
       RETURNING 1
     ), ledger AS (
       INSERT INTO api_ledger (request_id, key_id, user_id, operation, price_fen, currency, mode, billing, day)
       SELECT $1::text, $2::int, $3, $4, CASE WHEN $5::text = 'test' THEN 0 ELSE price.price_fen END, price.currency, $5, $6,
              (now() AT TIME ZONE 'Asia/Shanghai')::date
         FROM price WHERE $6 <> 'prepaid' OR EXISTS (SELECT 1 FROM taken)
       RETURNING 1
     )
     SELECT EXISTS (SELECT 1 FROM price) AS priced,
            (EXISTS (SELECT 1 FROM taken) OR EXISTS (SELECT 1 FROM invoiced)) AS paid,
            EXISTS (SELECT 1 FROM ledger) AS written
            ${lookup ? ', (SELECT row_to_json(f) FROM found f) AS found' : ''}`,
    [
      call.requestId,
      call.keyId,
      call.userId,
      call.operation,
      call.mode,
      billing,
      ...(lookup?.params ?? []),
    ],
  );
  const result = rows[0];
  const row = (result?.found ?? undefined) as Row | undefined;
  if (!result?.priced || call.mode === 'test') return { row, billed: 'free' };
  return { row, billed: result.paid ? 'billed' : 'balance' };
}

/** One day's calls of one operation. */
export interface UsageRow {
  day: string;
  operation: string;
  calls: number;
  /** CNY, two decimals. */
  amount: number;
}

export interface Usage {
  from: string;
  to: string;
  /** live: billed calls; test: the sandbox's calls (never billed, amount 0). */
  mode: 'test' | 'live';
  currency: string;
  rows: UsageRow[];
  totals: { calls: number; amount: number };
}

/**
 * Calls per Asia/Shanghai day and operation between `from` and `to` (inclusive, `YYYY-MM-DD`),
 * from the ledger itself, so the usage page, its CSV and `/v1/usage` always equal what was
 * billed: live keys' billed calls, or with `mode` test the sandbox's calls (amount 0).
 */
export async function usage(
  db: Queryable,
  userId: number,
  from: string,
  to: string,
  mode: 'test' | 'live' = 'live',
): Promise<Usage> {
  const { rows } = await db.query<{ day: string; operation: string; calls: number; fen: number }>(
    `SELECT day::text AS day, operation, count(*)::int AS calls, sum(price_fen)::int AS fen
       FROM api_ledger WHERE user_id = $1 AND mode = $4 AND day BETWEEN $2::date AND $3::date
      GROUP BY day, operation ORDER BY day, operation`,
    [userId, from, to, mode],
  );
  const items = rows.map((row) => ({
    day: row.day,
    operation: row.operation,
    calls: row.calls,
    amount: row.fen / 100,
  }));
  const fen = rows.reduce((sum, row) => sum + row.fen, 0);
  return {
    from,
    to,
    mode,
    currency: 'CNY',
    rows: items,
    totals: { calls: items.reduce((sum, row) => sum + row.calls, 0), amount: fen / 100 },
  };
}

/** The prepaid API balance, in CNY. */
export async function apiBalance(db: Queryable, userId: number): Promise<number> {
  const { rows } = await db.query<{ fen: number }>(
    'SELECT api_balance_fen AS fen FROM users WHERE id = $1',
    [userId],
  );
  return (rows[0]?.fen ?? 0) / 100;
}

/** Usage as CSV (day, operation, calls, amount), the way the usage page exports it. */
export function usageCsv(report: Usage): string {
  const lines = ['day,operation,calls,amount,currency'];
  for (const row of report.rows)
    lines.push(
      `${row.day},${row.operation},${row.calls},${row.amount.toFixed(2)},${report.currency}`,
    );
  return `${lines.join('\r\n')}\r\n`;
}

/** What one batch of billed units came to. */
export interface BatchBill {
  /** `billed` (also when the price is 0), or `balance`: a prepaid balance could not pay them all. */
  status: 'billed' | 'balance';
  /** How many units were billed (all, or with `partial` as many as the balance paid). */
  billed: number;
  /** The unit price, in fen. */
  priceFen: number;
  currency: string;
  billing: 'prepaid' | 'invoice';
  /** The prepaid balance before, in fen (null for post-pay accounts). */
  balanceFen: number | null;
}

/**
 * Bills `requestIds.length` units of `operation` to a user inside the caller's transaction,
 * the way `billCall` bills one call: one ledger row per unit (no key: the units are not calls
 * of a key; `requestIds` make each unit's row unique), and either the prepaid API balance taken
 * (read under a row lock and taken in a statement that checks it) or the post-pay account's
 * monthly invoice raised. All or nothing: when the balance cannot pay every unit nothing is
 * billed, unless `partial`, which bills as many as it pays (the first ids first). `now` decides
 * the Asia/Shanghai day and month the units are billed under.
 *
 * @example await billUnits(tx, { userId, profile, operation: 'watchCompany', requestIds: ['watch:7:42:2026-11'] })
 * // { status: 'billed', billed: 1, priceFen: 10, currency: 'CNY', billing: 'prepaid', balanceFen: 10000 }
 */
export async function billUnits(
  tx: Queryable,
  unit: {
    userId: number;
    profile: Partial<StoredUser>;
    operation: string;
    requestIds: readonly string[];
    now?: Date;
    partial?: boolean;
  },
): Promise<BatchBill> {
  const now = (unit.now ?? new Date()).toISOString();
  const { rows } = await tx.query<{ price_fen: number; currency: string }>(
    'SELECT price_fen, currency FROM api_prices WHERE operation = $1',
    [unit.operation],
  );
  const priceFen = rows[0]?.price_fen ?? 0;
  const currency = rows[0]?.currency ?? 'CNY';
  const postPay = isPostPay(unit.profile as StoredUser);
  let count = unit.requestIds.length;
  let balanceFen: number | null = null;
  if (!postPay) {
    const balance = await tx.query<{ fen: number }>(
      'SELECT api_balance_fen AS fen FROM users WHERE id = $1 FOR UPDATE',
      [unit.userId],
    );
    balanceFen = balance.rows[0]?.fen ?? 0;
    if (priceFen > 0 && balanceFen < priceFen * count) {
      if (!unit.partial)
        return { status: 'balance', billed: 0, priceFen, currency, billing: 'prepaid', balanceFen };
      count = Math.floor(balanceFen / priceFen);
    }
  }
  const billing = postPay ? 'invoice' : 'prepaid';
  const amount = priceFen * count;
  if (count > 0 && amount > 0) {
    if (postPay)
      await tx.query(
        `INSERT INTO api_invoices (user_id, month, amount_fen, currency)
         VALUES ($1, to_char($3::timestamptz AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM'), $2, $4)
         ON CONFLICT (user_id, month) DO UPDATE SET amount_fen = api_invoices.amount_fen + EXCLUDED.amount_fen`,
        [unit.userId, amount, now, currency],
      );
    else {
      const taken = await tx.query(
        'UPDATE users SET api_balance_fen = api_balance_fen - $2 WHERE id = $1 AND api_balance_fen >= $2 RETURNING id',
        [unit.userId, amount],
      );
      if (taken.rows.length === 0)
        return { status: 'balance', billed: 0, priceFen, currency, billing, balanceFen };
    }
  }
  if (count > 0)
    await tx.query(
      `INSERT INTO api_ledger (request_id, key_id, user_id, operation, price_fen, currency, mode, billing, day)
       SELECT r, NULL, $2, $3, $4, $5, 'live', $6, ($7::timestamptz AT TIME ZONE 'Asia/Shanghai')::date
         FROM unnest($1::text[]) AS r`,
      [
        unit.requestIds.slice(0, count),
        unit.userId,
        unit.operation,
        priceFen,
        currency,
        billing,
        now,
      ],
    );
  return {
    status: count === unit.requestIds.length ? 'billed' : 'balance',
    billed: count,
    priceFen,
    currency,
    billing,
    balanceFen,
  };
}

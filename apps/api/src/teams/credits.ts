import type { Queryable } from '../db/types';

/** `yyyy-MM` of the Asia/Shanghai calendar: the month a member's cap counts in. */
export function shanghaiMonth(now = new Date()): string {
  return new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 7);
}

/** Credits taken: the pool's (or the lone account's) balance after the spend. */
export interface CreditsTaken {
  taken: true;
  balance: number;
  /** The team whose pool paid, or null for an account outside a team. */
  teamId: number | null;
}

/**
 * Why no credits were taken: the pool (or the account) holds too few (`credits`), or the
 * member's monthly cap would be passed (`cap`, with what they spent this month).
 */
export type CreditsRefused =
  | { taken: false; refused: 'credits'; balance: number; cost: number }
  | {
      taken: false;
      refused: 'cap';
      balance: number;
      cost: number;
      cap: number;
      spent: number;
      teamId: number;
    };

/**
 * The one place credits are spent (report orders, API metering). A team member pays from the
 * team's pool within their monthly cap; an account outside a team from its own balance.
 *
 * Concurrency: the member's row is locked first (`FOR UPDATE`), so one member's orders take
 * turns on the cap, and the pool is taken in one statement that checks it (`credits >= cost`),
 * so concurrent orders by several members can never spend it below zero. On a refusal nothing
 * has been written. Call it inside the transaction that records what was bought.
 *
 * `ignoreCap` is for an order another admin approved above the requester's cap; what it takes
 * still counts towards the month.
 *
 * @example
 * const result = await db.transaction((tx) => takeCredits(tx, userId, 2));
 * if (!result.taken) console.log(result.refused); // 'credits' or 'cap'
 */
export async function takeCredits(
  tx: Queryable,
  userId: number,
  amount: number,
  options: { ignoreCap?: boolean } = {},
): Promise<CreditsTaken | CreditsRefused> {
  const { rows: members } = await tx.query<{
    team_id: number;
    monthly_cap: number | null;
    spent: number;
    spent_month: string;
  }>(
    'SELECT team_id, monthly_cap, spent, spent_month FROM team_members WHERE user_id = $1 FOR UPDATE',
    [userId],
  );
  const member = members[0];
  if (!member) {
    const taken = await tx.query<{ credits: number }>(
      'UPDATE users SET credits = credits - $2 WHERE id = $1 AND credits >= $2 RETURNING credits',
      [userId, amount],
    );
    if (taken.rows[0]) return { taken: true, balance: taken.rows[0].credits, teamId: null };
    return { taken: false, refused: 'credits', balance: await balanceOf(tx, userId), cost: amount };
  }
  const month = shanghaiMonth();
  const spent = member.spent_month === month ? member.spent : 0;
  if (!options.ignoreCap && member.monthly_cap !== null && spent + amount > member.monthly_cap) {
    return {
      taken: false,
      refused: 'cap',
      balance: await teamBalance(tx, member.team_id),
      cost: amount,
      cap: member.monthly_cap,
      spent,
      teamId: member.team_id,
    };
  }
  const pool = await tx.query<{ credits: number }>(
    'UPDATE teams SET credits = credits - $2 WHERE id = $1 AND credits >= $2 RETURNING credits',
    [member.team_id, amount],
  );
  const balance = pool.rows[0]?.credits;
  if (balance === undefined)
    return {
      taken: false,
      refused: 'credits',
      balance: await teamBalance(tx, member.team_id),
      cost: amount,
    };
  await tx.query('UPDATE team_members SET spent = $2, spent_month = $3 WHERE user_id = $1', [
    userId,
    spent + amount,
    month,
  ]);
  return { taken: true, balance, teamId: member.team_id };
}

/**
 * Gives credits back (a report that could not be generated): to the pool that paid, and off
 * the member's month when it is still the month they were spent in.
 *
 * @example await returnCredits(tx, userId, 2);
 */
export async function returnCredits(tx: Queryable, userId: number, amount: number): Promise<void> {
  const { rows } = await tx.query<{ team_id: number }>(
    `UPDATE team_members SET spent = GREATEST(0, spent - $2)
      WHERE user_id = $1 AND spent_month = $3 RETURNING team_id`,
    [userId, amount, shanghaiMonth()],
  );
  const teamId =
    rows[0]?.team_id ??
    (
      await tx.query<{ team_id: number }>('SELECT team_id FROM team_members WHERE user_id = $1', [
        userId,
      ])
    ).rows[0]?.team_id;
  if (teamId !== undefined)
    await tx.query('UPDATE teams SET credits = credits + $2 WHERE id = $1', [teamId, amount]);
  else await tx.query('UPDATE users SET credits = credits + $2 WHERE id = $1', [userId, amount]);
}

async function teamBalance(tx: Queryable, teamId: number): Promise<number> {
  const { rows } = await tx.query<{ credits: number }>('SELECT credits FROM teams WHERE id = $1', [
    teamId,
  ]);
  return rows[0]?.credits ?? 0;
}

/**
 * What the user can spend from: the team's pool for a member, else the account's own credits.
 *
 * @example const balance = await balanceOf(db, userId);
 */
export async function balanceOf(db: Queryable, userId: number): Promise<number> {
  const { rows } = await db.query<{ credits: number }>(
    `SELECT COALESCE(t.credits, u.credits) AS credits
       FROM users u LEFT JOIN team_members m ON m.user_id = u.id LEFT JOIN teams t ON t.id = m.team_id
      WHERE u.id = $1`,
    [userId],
  );
  return rows[0]?.credits ?? 0;
}

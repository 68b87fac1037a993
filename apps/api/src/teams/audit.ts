import { createHash } from 'node:crypto';
import type { Queryable } from '../db/types';

/** What the trail records; other domains add their own (the API keys' `key.*`). */
export type AuditAction =
  | 'search'
  | 'company.view'
  | 'report.order'
  | 'report.request'
  | 'report.approve'
  | 'report.decline'
  | 'report.download'
  | 'export'
  | 'member.invite'
  | 'member.join'
  | 'member.role'
  | 'member.cap'
  | 'member.remove'
  | 'member.revoke'
  | 'team.mfa.on'
  | 'team.mfa.off'
  | 'list.create'
  | 'list.add'
  | 'note.write'
  | 'note.edit'
  | 'note.delete'
  | (string & {});

export interface AuditEntry {
  /** The team whose trail it joins; by default the user's team (none: chain 0). */
  teamId?: number | null;
  userId: number;
  action: AuditAction;
  /** What it was done to: a keyNo, a list id, a member's login name, a search query. */
  target?: string;
  /** Anything else worth keeping, in words or JSON. */
  detail?: string;
}

/** The hash of the chain's first row's predecessor. */
export const GENESIS_HASH = '0'.repeat(64);
// Any fixed number: appends to one chain take turns so that each sees the one before it.
const AUDIT_LOCK = 707_026;

const ISO = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

interface HashedFields {
  id: string;
  chain: number;
  teamId: number | null;
  userId: number | null;
  action: string;
  target: string;
  detail: string;
  createdAt: string;
}

/** The row's hash: SHA-256 over the previous hash and every stored field, in a fixed order. */
export function auditRowHash(prevHash: string, row: HashedFields): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        prevHash,
        row.id,
        row.chain,
        row.teamId,
        row.userId,
        row.action,
        row.target,
        row.detail,
        row.createdAt,
      ]),
    )
    .digest('hex');
}

/**
 * Appends a row to the audit trail inside the caller's transaction, chained to the last row of
 * its team's chain. Call it in the same transaction as the change it records, so both are
 * kept or neither is. Appends to one chain wait for each other (an advisory lock held to the
 * end of the transaction).
 *
 * @example
 * await db.transaction((tx) =>
 *   appendAudit(tx, { userId: 7, action: 'key.create', target: 'key 12', detail: 'read-only' }),
 * );
 */
export async function appendAudit(tx: Queryable, entry: AuditEntry): Promise<{ id: string }> {
  let teamId = entry.teamId;
  if (teamId === undefined) {
    const { rows } = await tx.query<{ team_id: number }>(
      'SELECT team_id FROM team_members WHERE user_id = $1',
      [entry.userId],
    );
    teamId = rows[0]?.team_id ?? null;
  }
  const chain = teamId ?? 0;
  await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [AUDIT_LOCK, chain]);
  const last = await tx.query<{ hash: string }>(
    'SELECT hash FROM audit_log WHERE chain = $1 ORDER BY id DESC LIMIT 1',
    [chain],
  );
  const prevHash = last.rows[0]?.hash ?? GENESIS_HASH;
  const { rows: ids } = await tx.query<{ id: string }>(
    "SELECT nextval(pg_get_serial_sequence('audit_log', 'id'))::text AS id",
  );
  const row: HashedFields = {
    id: ids[0]?.id as string,
    chain,
    teamId,
    userId: entry.userId,
    action: entry.action,
    target: (entry.target ?? '').slice(0, 500),
    detail: (entry.detail ?? '').slice(0, 2000),
    createdAt: new Date().toISOString(),
  };
  await tx.query(
    `INSERT INTO audit_log (id, chain, team_id, user_id, action, target, detail, created_at, prev_hash, hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      row.id,
      row.chain,
      row.teamId,
      row.userId,
      row.action,
      row.target,
      row.detail,
      row.createdAt,
      prevHash,
      auditRowHash(prevHash, row),
    ],
  );
  return { id: row.id };
}

/** What the chain check found: intact, or the first row whose stored content no longer matches. */
export interface AuditCheck {
  ok: boolean;
  checked: number;
  /** The first altered row (its id as text), or null. */
  firstAltered: { id: string; createdAt: string; action: string } | null;
}

/**
 * Recomputes a chain (a team's, or 0 for accounts outside teams) from its first row and names
 * the first row whose hash or link does not match: the row that was altered, or the one after
 * a removed row.
 *
 * @example const { ok, firstAltered } = await checkAuditChain(db, teamId);
 */
export async function checkAuditChain(db: Queryable, chain: number): Promise<AuditCheck> {
  let prevHash = GENESIS_HASH;
  let afterId = '0';
  let checked = 0;
  for (;;) {
    const { rows } = await db.query<HashedFields & { prevHash: string; hash: string }>(
      // Ordered by the table's bigint id: the text alias would sort "10" before "9".
      `SELECT a.id::text AS id, a.chain, a.team_id AS "teamId", a.user_id AS "userId", a.action,
              a.target, a.detail, ${ISO('a.created_at')} AS "createdAt", a.prev_hash AS "prevHash", a.hash
         FROM audit_log a WHERE a.chain = $1 AND a.id > $2::bigint ORDER BY a.id LIMIT 1000`,
      [chain, afterId],
    );
    for (const row of rows) {
      const { prevHash: storedPrev, hash, ...fields } = row;
      if (storedPrev !== prevHash || auditRowHash(prevHash, fields) !== hash)
        return {
          ok: false,
          checked,
          firstAltered: { id: row.id, createdAt: row.createdAt, action: row.action },
        };
      prevHash = hash;
      checked += 1;
    }
    if (rows.length < 1000) return { ok: true, checked, firstAltered: null };
    afterId = rows.at(-1)?.id as string;
  }
}

/** Every chain in the database: 0 and each team's. */
export async function auditChains(db: Queryable): Promise<number[]> {
  const { rows } = await db.query<{ chain: number }>(
    'SELECT DISTINCT chain FROM audit_log ORDER BY chain',
  );
  return rows.map((row) => row.chain);
}

export interface AuditRow {
  id: string;
  userId: number | null;
  loginName: string | null;
  action: string;
  target: string;
  /** The company's names when the target is one (its keyNo), the list's name for `list <id>`, else null. */
  targetName: string | null;
  targetNameEn: string | null;
  detail: string;
  createdAt: string;
}

export interface AuditFilter {
  userId?: number;
  action?: string;
  /** yyyy-MM-dd, Asia/Shanghai, inclusive. */
  from?: string;
  to?: string;
  before?: string;
  limit: number;
}

/** A team's trail, newest first, filtered by person, action and Shanghai dates. */
export async function listAudit(
  db: Queryable,
  teamId: number,
  filter: AuditFilter,
): Promise<{ items: AuditRow[]; nextBefore: string | null }> {
  const params: unknown[] = [teamId];
  const where = ['a.chain = $1'];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (filter.userId !== undefined) add('a.user_id = ?', filter.userId);
  if (filter.action) {
    // The action filter matches a family too ("report" finds report.order and report.approve).
    params.push(filter.action, `${filter.action}.%`);
    where.push(`(a.action = $${params.length - 1} OR a.action LIKE $${params.length})`);
  }
  if (filter.from)
    add("a.created_at >= (?::date)::timestamp AT TIME ZONE 'Asia/Shanghai'", filter.from);
  if (filter.to)
    add("a.created_at < ((?::date) + 1)::timestamp AT TIME ZONE 'Asia/Shanghai'", filter.to);
  if (filter.before) add('a.id < ?::bigint', filter.before);
  const sqlWhere = where.join(' AND ');
  params.push(filter.limit + 1);
  const { rows } = await db.query<AuditRow>(
    `SELECT a.id::text AS id, a.user_id AS "userId", u.login_name AS "loginName", a.action, a.target,
            COALESCE(c.name_zh, l.name) AS "targetName", COALESCE(c.name_en, l.name) AS "targetNameEn",
            a.detail, ${ISO('a.created_at')} AS "createdAt"
       FROM audit_log a LEFT JOIN users u ON u.id = a.user_id
       -- A target that is a company's keyNo is shown by its names, a team's list by its name.
       LEFT JOIN companies c ON c.key_no = a.target
       LEFT JOIN team_lists l ON l.team_id = a.chain AND a.target = 'list ' || l.id
      WHERE ${sqlWhere} ORDER BY a.id DESC LIMIT $${params.length}`,
    params,
  );
  const items = rows.slice(0, filter.limit);
  return { items, nextBefore: rows.length > filter.limit ? (items.at(-1)?.id ?? null) : null };
}

/** One CSV field: quoted, and a leading = + - @ neutralised so a spreadsheet never runs it. */
function csvField(value: unknown): string {
  let textValue = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(textValue)) textValue = `'${textValue}`;
  return `"${textValue.replaceAll('"', '""')}"`;
}

/**
 * Rows as CSV (RFC 4180, CRLF) with a header.
 *
 * @example toCsv(['a', 'b'], [[1, 'x']]) // '"a","b"\r\n"1","x"\r\n'
 */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}

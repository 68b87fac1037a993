import { randomBytes } from 'node:crypto';
import { hasPermission, type StoredUser } from '@kyc/auth';
import type { Db, Queryable } from '../db/types';
import { sha256 } from '../lib/secrets';
import { appendAudit } from '../teams/audit';
import { keysChanged } from './changes';

/**
 * What a key may do. Usage and verification need no scope; `monitoring` covers watching
 * companies, their change events and webhooks.
 */
export const SCOPES = [
  'companies:read',
  'beneficial-owners:read',
  'reports:order',
  'monitoring',
] as const;
export type Scope = (typeof SCOPES)[number];

export type KeyMode = 'test' | 'live';

/** The permission that lets someone other than the main user manage the team's keys. */
export const MANAGE_KEYS_PERMISSION = 'api:keys:manage';

/** Longest grace a rotated-out secret may keep working: 7 days. */
export const MAX_GRACE_SECONDS = 7 * 24 * 60 * 60;

/**
 * Whether the user may create, rotate and revoke API keys: the main user of the account, or
 * anyone holding `api:keys:manage`.
 *
 * @example
 * ```ts
 * canManageKeys({ mainUserFlag: 'Y' }); // true
 * canManageKeys({ mainUserFlag: 'N', permissionList: ['api:keys:manage'] }); // true
 * ```
 */
export function canManageKeys(profile: Partial<StoredUser>): boolean {
  return (
    profile.mainUserFlag === 'Y' || hasPermission(profile as StoredUser, MANAGE_KEYS_PERMISSION)
  );
}

/** A key as the keys page lists it: never its secret. */
export interface ApiKeyView {
  id: number;
  name: string;
  mode: KeyMode;
  prefix: string;
  scopes: Scope[];
  allowedCidrs: string[];
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
  /** Until when the secret it had before its last rotation still works, if it does. */
  previousSecretValidUntil: string | null;
}

const ISO = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const KEY_SELECT = `
  SELECT k.id, k.name, k.mode, k.prefix, k.scopes, k.allowed_cidrs AS "allowedCidrs",
         ${ISO('k.created_at')} AS "createdAt", ${ISO('k.last_used_at')} AS "lastUsedAt",
         ${ISO('k.revoked_at')} AS "revokedAt",
         (SELECT ${ISO('max(s.valid_until)')} FROM api_key_secrets s
           WHERE s.key_id = k.id AND s.valid_until > now()) AS "previousSecretValidUntil"
    FROM api_keys k`;

/** A new secret: `kyc_test_` or `kyc_live_` and 40 hex digits (160 bits). */
function newSecret(mode: KeyMode): string {
  return `kyc_${mode}_${randomBytes(20).toString('hex')}`;
}

/** What the list shows of a secret: its mode prefix and the next six characters. */
function displayPrefix(secret: string): string {
  return secret.slice(0, 'kyc_test_'.length + 6);
}

export interface NewKey {
  name: string;
  mode: KeyMode;
  scopes: readonly Scope[];
  allowedCidrs: readonly string[];
}

/**
 * Creates a key; the secret is returned this once and stored only as its SHA-256.
 *
 * @example
 * ```ts norun
 * const { key, secret } = await createKey(db, userId, {
 *   name: 'Onboarding service', mode: 'test', scopes: ['companies:read'], allowedCidrs: [],
 * });
 * secret.startsWith('kyc_test_'); // true
 * ```
 */
export async function createKey(
  db: Db,
  userId: number,
  input: NewKey,
): Promise<{ key: ApiKeyView; secret: string }> {
  const secret = newSecret(input.mode);
  const id = await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO api_keys (user_id, name, mode, prefix, scopes, allowed_cidrs)
       VALUES ($1, $2, $3, $4, $5::text[], $6::text[]) RETURNING id`,
      [userId, input.name, input.mode, displayPrefix(secret), input.scopes, input.allowedCidrs],
    );
    const keyId = rows[0]?.id as number;
    await tx.query('INSERT INTO api_key_secrets (secret_hash, key_id) VALUES ($1, $2)', [
      sha256(secret),
      keyId,
    ]);
    await appendAudit(tx, {
      userId,
      action: 'key.create',
      target: `API key ${keyId} (${input.name})`,
      detail: `${input.mode}; ${input.scopes.join(', ')}${input.allowedCidrs.length ? `; from ${input.allowedCidrs.join(', ')}` : ''}`,
    });
    return keyId;
  });
  return { key: (await findKey(db, userId, id)) as ApiKeyView, secret };
}

/** The user's keys, newest first, revoked ones included (marked). */
export async function listKeys(db: Queryable, userId: number): Promise<ApiKeyView[]> {
  const { rows } = await db.query<ApiKeyView>(
    `${KEY_SELECT} WHERE k.user_id = $1 ORDER BY k.id DESC`,
    [userId],
  );
  return rows;
}

/** One of the user's keys, or undefined when it is not theirs. */
export async function findKey(
  db: Queryable,
  userId: number,
  keyId: number,
): Promise<ApiKeyView | undefined> {
  const { rows } = await db.query<ApiKeyView>(`${KEY_SELECT} WHERE k.user_id = $1 AND k.id = $2`, [
    userId,
    keyId,
  ]);
  return rows[0];
}

/**
 * Issues a new secret for a live (not revoked) key. The secrets it had keep working for
 * `graceSeconds` (0: they stop at once in this process, within `KEY_CACHE_MS` in the others; at
 * most 7 days), so a deployment can switch without a failed call.
 */
export async function rotateKey(
  db: Db,
  userId: number,
  keyId: number,
  graceSeconds: number,
): Promise<{ key: ApiKeyView; secret: string } | undefined> {
  const grace = Math.max(0, Math.min(MAX_GRACE_SECONDS, Math.floor(graceSeconds)));
  const rotated = await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ mode: KeyMode }>(
      'SELECT mode FROM api_keys WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL FOR UPDATE',
      [keyId, userId],
    );
    const mode = rows[0]?.mode;
    if (!mode) return undefined;
    const secret = newSecret(mode);
    // Secrets still valid end at the grace's end (or now); ones already ending sooner keep it.
    await tx.query(
      `UPDATE api_key_secrets SET valid_until = LEAST(COALESCE(valid_until, 'infinity'), now() + make_interval(secs => $2))
        WHERE key_id = $1 AND (valid_until IS NULL OR valid_until > now())`,
      [keyId, grace],
    );
    await tx.query('DELETE FROM api_key_secrets WHERE key_id = $1 AND valid_until <= now()', [
      keyId,
    ]);
    await tx.query('INSERT INTO api_key_secrets (secret_hash, key_id) VALUES ($1, $2)', [
      sha256(secret),
      keyId,
    ]);
    await tx.query('UPDATE api_keys SET prefix = $2 WHERE id = $1', [keyId, displayPrefix(secret)]);
    await appendAudit(tx, {
      userId,
      action: 'key.rotate',
      target: `API key ${keyId}`,
      detail: `old secret valid for ${grace} s more`,
    });
    return secret;
  });
  if (!rotated) return undefined;
  keysChanged(db, keyId);
  return { key: (await findKey(db, userId, keyId)) as ApiKeyView, secret: rotated };
}

/**
 * Revokes a key and every secret it has. This process's key caches forget it at once; other
 * API processes refuse it within `KEY_CACHE_MS` (one second).
 */
export async function revokeKey(db: Db, userId: number, keyId: number): Promise<boolean> {
  const revoked = await db.transaction(async (tx) => {
    const { rows } = await tx.query(
      `UPDATE api_keys SET revoked_at = COALESCE(revoked_at, now())
        WHERE id = $1 AND user_id = $2 RETURNING id`,
      [keyId, userId],
    );
    if (rows.length === 0) return false;
    await tx.query('DELETE FROM api_key_secrets WHERE key_id = $1', [keyId]);
    await appendAudit(tx, { userId, action: 'key.revoke', target: `API key ${keyId}`, detail: '' });
    return true;
  });
  if (revoked) keysChanged(db, keyId);
  return revoked;
}

/** The key a request presented, with what it may do and whose balance it spends. */
export interface AuthenticatedKey {
  keyId: number;
  userId: number;
  mode: KeyMode;
  scopes: Scope[];
  allowedCidrs: string[];
  profile: Partial<StoredUser>;
  /** When the presented secret stops working (ms since the epoch; null: until revoked or rotated). */
  validUntilMs: number | null;
}

const SECRET_SHAPE = /^kyc_(test|live)_[0-9a-f]{40}$/;

/**
 * The key a bearer secret belongs to, when it is current (not revoked, not past its grace) and
 * its user is active; undefined otherwise. Read from the database on every call: the API reads
 * keys through a `KeyCache` (src/keys/cache.ts), which bounds how long a change takes to reach
 * every process.
 *
 * @example
 * ```ts norun
 * const key = await loadKey(db, 'kyc_live_…'); // undefined when revoked
 * ```
 */
export async function loadKey(
  db: Queryable,
  secret: string,
): Promise<AuthenticatedKey | undefined> {
  if (!SECRET_SHAPE.test(secret)) return undefined;
  const { rows } = await db.query<AuthenticatedKey & { lastUsedStale: boolean }>(
    `SELECT k.id AS "keyId", k.user_id AS "userId", k.mode, k.scopes, k.allowed_cidrs AS "allowedCidrs",
            u.profile, (extract(epoch FROM s.valid_until) * 1000)::float8 AS "validUntilMs",
            (k.last_used_at IS NULL OR k.last_used_at < now() - interval '1 minute') AS "lastUsedStale"
       FROM api_key_secrets s JOIN api_keys k ON k.id = s.key_id JOIN users u ON u.id = k.user_id
      WHERE s.secret_hash = $1 AND k.revoked_at IS NULL AND u.active
        AND (s.valid_until IS NULL OR s.valid_until > now())`,
    [sha256(secret)],
  );
  const row = rows[0];
  if (!row) return undefined;
  // "Last used" to the minute: one write a minute per key, not one per call.
  if (row.lastUsedStale)
    await db.query('UPDATE api_keys SET last_used_at = now() WHERE id = $1', [row.keyId]);
  const { lastUsedStale: _, ...key } = row;
  return key;
}

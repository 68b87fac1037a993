import { randomBytes, randomUUID } from 'node:crypto';
import {
  needsAliveCheck,
  parseSessionCookie,
  SESSION_COOKIE_NAME,
  type StoredUser,
} from '@kyc/auth';
import type { Queryable } from '../db/types';
import { readCookie } from '../lib/cookies';
import { safeEqual, sha256 } from '../lib/secrets';

/** A user row as the service reads it. */
export interface UserRow {
  id: number;
  uuid: string;
  login_name: string;
  phone: string | null;
  email: string | null;
  password_hash: string | null;
  active: boolean;
  mfa_secret: string | null;
  mfa_pending_secret: string | null;
  mfa_last_step: string | number | null;
  profile: Record<string, unknown>;
  /** The user's team (src/teams), or null outside a team; read with the session. */
  team_id?: number | null;
  /** When a team admin removed the user (the account is then inactive). */
  removed_at?: string | null;
}

/** The three secrets a request proves itself with, and where they came from. */
export interface Credentials {
  uuid: string;
  token: string;
  secretKey: string;
  via: 'headers' | 'cookie';
}

/** The logged-in account of a request. */
export interface Account {
  user: UserRow;
  credentials: Credentials;
}

/** Why a request carrying credentials was still refused. */
export type SessionRefusal = 'missing' | 'invalid' | 'idle';

/** Session lifetime: the session cookie's 365 days (SPEC §9). */
export const SESSION_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Cookie-safe random hex: no `_`, so the `___` separators of the cookie stay unambiguous. */
function secretHex(): string {
  return randomBytes(24).toString('hex');
}

/** A fresh client id for a new user. */
export function newUserUuid(): string {
  return randomUUID();
}

/**
 * Reads the SPEC §7 headers, or failing that the session cookie. All three headers must be
 * present; a partial set counts as none, so it falls through to the cookie.
 */
export function readCredentials(
  headers: Record<string, string | string[] | undefined>,
): Credentials | undefined {
  const one = (name: string) => {
    const value = headers[name];
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  const uuid = one('pro-client-id');
  const token = one('pro-access-token');
  const secretKey = one('pro-access-secret-key');
  if (uuid && token && secretKey) return { uuid, token, secretKey, via: 'headers' };
  const cookie = parseSessionCookie(readCookie(headers.cookie, SESSION_COOKIE_NAME));
  return cookie ? { ...cookie, via: 'cookie' } : undefined;
}

/** Starts a session: the token and secret are returned once and stored only as hashes. */
export async function createSession(
  db: Queryable,
  userId: number,
): Promise<{ token: string; secretKey: string }> {
  const token = secretHex();
  const secretKey = secretHex();
  await db.query(
    `INSERT INTO sessions (token_hash, secret_hash, user_id, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [sha256(token), sha256(secretKey), userId, SESSION_MAX_AGE_SECONDS],
  );
  return { token, secretKey };
}

const USER_COLUMNS =
  'u.id, u.uuid, u.login_name, u.phone, u.email, u.password_hash, u.active, u.mfa_secret, u.mfa_pending_secret, u.mfa_last_step, u.profile, u.removed_at, ' +
  '(SELECT m.team_id FROM team_members m WHERE m.user_id = u.id) AS team_id';

interface CachedSession {
  user: UserRow;
  secretHash: string;
  idleSeconds: number;
  fetchedAt: number;
  expiresAt: number;
}

/** A session as read from the database. */
export type SessionRead = Omit<CachedSession, 'fetchedAt' | 'expiresAt'>;

/**
 * Sessions read in the last few seconds, so that a burst of account requests does not ask the
 * database for the same session each time. Logout, alive checks and changes to the user go
 * through `forget*`/`touch` in this process; another process notices within `ttlMs`.
 * `ttlMs` 0 turns it off.
 *
 * Requests that need the same session at the same moment share one read, and a session in use
 * is read again in the background once half its time is gone, so a busy session never makes
 * its requests wait for the database (they would otherwise all wait each time it expires).
 */
export class SessionCache {
  private readonly entries = new Map<string, CachedSession>();
  private readonly reading = new Map<string, Promise<CachedSession | undefined>>();
  /** Moves on with every forget: a read that started before it is not cached. */
  private epoch = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(tokenHash: string): CachedSession | undefined {
    const entry = this.entries.get(tokenHash);
    if (entry && entry.expiresAt > this.now()) return entry;
    this.entries.delete(tokenHash);
    return undefined;
  }

  /**
   * The session of `tokenHash`: from the cache while it is fresh, else from `read` (one read
   * for all who ask meanwhile). Undefined when there is no such session.
   */
  async load(
    tokenHash: string,
    read: () => Promise<SessionRead | undefined>,
  ): Promise<CachedSession | undefined> {
    const entry = this.get(tokenHash);
    if (!entry) return this.readOnce(tokenHash, read);
    if (entry.expiresAt - this.now() < this.ttlMs / 2) {
      this.readOnce(tokenHash, read).catch(() => {});
    }
    return entry;
  }

  private readOnce(
    tokenHash: string,
    read: () => Promise<SessionRead | undefined>,
  ): Promise<CachedSession | undefined> {
    let pending = this.reading.get(tokenHash);
    if (!pending) {
      const epoch = this.epoch;
      pending = read()
        .then((found) => {
          if (!found) {
            this.entries.delete(tokenHash);
            return undefined;
          }
          const now = this.now();
          const entry = { ...found, fetchedAt: now, expiresAt: now + this.ttlMs };
          if (this.ttlMs > 0 && epoch === this.epoch) {
            if (this.entries.size >= 50_000) this.entries.clear();
            this.entries.set(tokenHash, entry);
          }
          return entry;
        })
        .finally(() => {
          if (this.reading.get(tokenHash) === pending) this.reading.delete(tokenHash);
        });
      this.reading.set(tokenHash, pending);
    }
    return pending;
  }

  /** The session was just marked alive. */
  touch(tokenHash: string): void {
    const entry = this.entries.get(tokenHash);
    if (entry) Object.assign(entry, { idleSeconds: 0, fetchedAt: this.now() });
  }

  forgetToken(tokenHash: string): void {
    this.epoch++;
    this.entries.delete(tokenHash);
    this.reading.delete(tokenHash);
  }

  /** The user's row changed (MFA, activation): drop every cached session of theirs. */
  forgetUser(userId: number): void {
    this.epoch++;
    this.reading.clear();
    for (const [key, entry] of this.entries) if (entry.user.id === userId) this.entries.delete(key);
  }
}

/**
 * The account a set of credentials belongs to. The token finds the session, the secret is
 * compared in constant time, and an ADV user's session ends after two missed alive checks.
 */
export async function loadAccount(
  db: Queryable,
  credentials: Credentials,
  cache: SessionCache = new SessionCache(0),
): Promise<Account | SessionRefusal> {
  const tokenHash = sha256(credentials.token);
  const entry = await cache.load(tokenHash, async () => {
    const { rows } = await db.query<UserRow & { secret_hash: string; idle_seconds: number }>(
      `SELECT ${USER_COLUMNS}, s.secret_hash,
              EXTRACT(EPOCH FROM (now() - s.last_alive_at))::float8 AS idle_seconds
         FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE s.token_hash = $1 AND s.expires_at > now()`,
      [tokenHash],
    );
    const row = rows[0];
    if (!row) return undefined;
    const { secret_hash: secretHash, idle_seconds: idleSeconds, ...user } = row;
    return { user, secretHash, idleSeconds };
  });
  const secretMatches = safeEqual(entry?.secretHash ?? '', sha256(credentials.secretKey));
  if (
    !entry ||
    !secretMatches ||
    !safeEqual(entry.user.uuid, credentials.uuid) ||
    !entry.user.active
  ) {
    return 'invalid';
  }
  const { user } = entry;
  const idle = entry.idleSeconds + (Date.now() - entry.fetchedAt) / 1000;
  if (needsAliveCheck(user.profile as StoredUser) && idle > 2 * refreshInterval(user) + 30) {
    cache.forgetToken(tokenHash);
    await db.query('DELETE FROM sessions WHERE token_hash = $1', [tokenHash]);
    return 'idle';
  }
  return { user, credentials };
}

/** The user's alive-check interval in seconds (SPEC §9: 600 when unset). */
export function refreshInterval(user: UserRow): number {
  const value = Number(user.profile.refreshIntervalSec);
  return Number.isFinite(value) && value > 0 ? value : 600;
}

/** Ends the session the credentials belong to. */
export async function deleteSession(
  db: Queryable,
  credentials: Credentials,
  cache?: SessionCache,
): Promise<void> {
  const tokenHash = sha256(credentials.token);
  cache?.forgetToken(tokenHash);
  await db.query('DELETE FROM sessions WHERE token_hash = $1', [tokenHash]);
}

/** Marks the session alive (the ADV user-alive check). */
export async function touchSession(
  db: Queryable,
  credentials: Credentials,
  cache?: SessionCache,
): Promise<void> {
  const tokenHash = sha256(credentials.token);
  await db.query('UPDATE sessions SET last_alive_at = now() WHERE token_hash = $1', [tokenHash]);
  cache?.touch(tokenHash);
}

/** The stored-user record of SPEC §3 that login and `me` return. */
export function storedUser(user: UserRow, token: string, secretKey: string): StoredUser {
  return {
    ...(user.profile as StoredUser),
    uuid: user.uuid,
    accessToken: token,
    accessSecretKey: secretKey,
    loginName: user.login_name,
    loginId: String(user.profile.loginId ?? user.id),
  };
}

/** Loads a user by login name or phone. */
export async function findUser(
  db: Queryable,
  by: { loginName?: string; phone?: string },
): Promise<UserRow | undefined> {
  const [column, value] = by.phone
    ? ['phone', by.phone]
    : ['lower(login_name)', (by.loginName ?? '').toLowerCase()];
  const { rows } = await db.query<UserRow>(
    `SELECT ${USER_COLUMNS} FROM users u WHERE ${column} = $1`,
    [value],
  );
  return rows[0];
}

import type { Queryable } from '../db/types';
import { sha256 } from '../lib/secrets';
import { onKeysChanged } from './changes';
import { type AuthenticatedKey, loadKey } from './keys';

/**
 * How long a process reuses what it read about a key (its scopes, allow-list, user, plan and
 * whether it is current) before reading it again: the bound on how late another process sees a
 * revocation, a rotation without grace, a secret's grace ending, a user deactivated or a plan
 * changed. The process that revokes or rotates a key forgets it at once (`keysChanged`).
 */
export const KEY_CACHE_MS = 1_000;

/** At most this many keys are held per process; the oldest read is dropped first. */
const MAX_KEYS = 10_000;

interface Entry {
  /** The read of the key (undefined: not current, or unknown). */
  key: Promise<AuthenticatedKey | undefined>;
  /** The key's id once the read has answered. */
  keyId?: number;
  /** Date.now() after which the entry is read again. */
  until: number;
}

/**
 * The keys an API process has read, by the SHA-256 of their secret, each for at most
 * `KEY_CACHE_MS` and never past its secret's `valid_until`: the first call of a key in each
 * window reads it (concurrent calls share that read), the others reuse it. Unknown secrets are
 * not kept.
 *
 * @example
 * ```ts norun
 * const keys = new KeyCache(app.db);
 * const key = await keys.authenticate(secret); // undefined: 401
 * ```
 */
export class KeyCache {
  readonly #db: Queryable;
  readonly #ttlMs: number;
  readonly #entries = new Map<string, Entry>();
  readonly #now: () => number;
  readonly #unregister: () => void;

  constructor(db: Queryable, options: { ttlMs?: number; now?: () => number } = {}) {
    this.#db = db;
    this.#ttlMs = options.ttlMs ?? KEY_CACHE_MS;
    this.#now = options.now ?? Date.now;
    this.#unregister = onKeysChanged(db, this);
  }

  /** The current key of a bearer secret, or undefined (not current, or unknown). */
  async authenticate(secret: string): Promise<AuthenticatedKey | undefined> {
    const hash = sha256(secret);
    const now = this.#now();
    const held = this.#entries.get(hash);
    if (held && held.until > now) return held.key;
    const entry: Entry = { key: loadKey(this.#db, secret), until: now + this.#ttlMs };
    this.#entries.delete(hash);
    this.#entries.set(hash, entry);
    if (this.#entries.size > MAX_KEYS) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    try {
      const key = await entry.key;
      if (!key) {
        if (this.#entries.get(hash) === entry) this.#entries.delete(hash);
        return undefined;
      }
      entry.keyId = key.keyId;
      // A secret in its grace is not kept past it.
      if (key.validUntilMs !== null) entry.until = Math.min(entry.until, key.validUntilMs);
      return key;
    } catch (error) {
      if (this.#entries.get(hash) === entry) this.#entries.delete(hash);
      throw error;
    }
  }

  /** Forgets every secret of a key, and every read still running (it may have begun before the change). */
  forget(keyId: number): void {
    for (const [hash, entry] of this.#entries)
      if (entry.keyId === undefined || entry.keyId === keyId) this.#entries.delete(hash);
  }

  /** Stops receiving `keysChanged` (the app closes). */
  close(): void {
    this.#unregister();
    this.#entries.clear();
  }
}

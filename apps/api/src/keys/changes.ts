import type { Queryable } from '../db/types';

/** Something that holds keys read through a database handle and can forget one. */
export interface KeyHolder {
  forget(keyId: number): void;
}

/** The key holders of each database handle, so that a change made through it reaches them all. */
const holders = new WeakMap<object, Set<KeyHolder>>();

/**
 * Tells the key caches of this process that read through `db` that a key changed (revoked,
 * rotated): they forget it, so their next call reads it again. Other processes see the change
 * within `KEY_CACHE_MS` (src/keys/cache.ts).
 *
 * @example
 * ```ts norun
 * keysChanged(db, keyId); // revokeKey and rotateKey call it after their transaction
 * ```
 */
export function keysChanged(db: Queryable, keyId: number): void {
  for (const holder of holders.get(db) ?? []) holder.forget(keyId);
}

/**
 * Registers a holder for `keysChanged` on `db`; the answer unregisters it.
 *
 * @example
 * ```ts norun
 * const stop = onKeysChanged(db, cache); // … stop() when the app closes
 * ```
 */
export function onKeysChanged(db: Queryable, holder: KeyHolder): () => void {
  const set = holders.get(db) ?? new Set<KeyHolder>();
  holders.set(db, set);
  set.add(holder);
  return () => holders.get(db)?.delete(holder);
}

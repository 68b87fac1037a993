import type { Queryable } from '../db/types';
import { TtlCache } from '../lib/ttl-cache';

const VERSION_SQL = `SELECT version::text AS version FROM data_versions WHERE name = 'companies'`;

/**
 * The company data version as committed now: a counter in `data_versions`
 * (002_company_data_version.sql) that a trigger moves in the same transaction as every change
 * to `companies`, and imports move for changes to holdings, parents and history
 * (`moveCompanyDataVersion`). Every process on the database reads the same value, so an import
 * by `npm run import` or another API process is seen at once. One primary-key read.
 *
 * @example const version = await companyDataVersion(app.db); // '42'
 */
export async function companyDataVersion(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ version: string }>(VERSION_SQL);
  return rows[0]?.version ?? '0';
}

/**
 * Reused search answers, each kept under the company data version it was computed at, so a
 * change to the companies (an import, a seed, in any process) makes every earlier answer
 * unreachable at once: the next search reads the new version and computes afresh. Identical
 * searches that arrive while one is computed wait for it (one computation serves a burst of
 * users typing the same prefix). `ttlMs` bounds how long an answer is kept; 0 keeps none (a
 * burst is still served by one computation).
 *
 * This is the one place that decides whether a search answer may be reused: whatever answers
 * a search (the in-memory index, SQL, or a search the database does itself) is handed the
 * version read here and must answer from data at least that new.
 *
 * @example
 * const answers = new SearchAnswerCache<SearchResult>(30_000, 2000);
 * const result = await answers.answer(db, key, (version) => search.search(input, { version }));
 */
export class SearchAnswerCache<V> {
  private readonly cache: TtlCache<V>;
  private readonly inFlight = new Map<string, Promise<V>>();

  constructor(ttlMs: number, maxEntries = 2000, now?: () => number) {
    this.cache = new TtlCache<V>(ttlMs, maxEntries, now);
  }

  /**
   * The answer for `key` at the current company data version: reused when one was computed
   * at this version, else `compute(version)`'s.
   */
  async answer(db: Queryable, key: string, compute: (version: string) => Promise<V>): Promise<V> {
    // Read for every search, never shared with a reading that began before this search did:
    // a search asked after an import commits always sees the import's version.
    const version = await companyDataVersion(db);
    const versioned = `${version}\u0000${key}`;
    const cached = this.cache.get(versioned);
    if (cached !== undefined) return cached;
    let pending = this.inFlight.get(versioned);
    if (!pending) {
      pending = compute(version).finally(() => {
        this.inFlight.delete(versioned);
      });
      this.inFlight.set(versioned, pending);
    }
    const result = await pending;
    this.cache.set(versioned, result);
    return result;
  }

  /** How many answers are kept. */
  get size(): number {
    return this.cache.size;
  }
}

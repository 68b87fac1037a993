import type { Db } from '../db/types';
import { type SearchInput, type SearchResult, searchCompanies } from './search';
import { companyDataVersion } from './search-answers';
import {
  type IndexRow,
  type SearchIndex,
  SearchIndexBuilder,
  SUMMARY_FIELDS,
} from './search-index';

export interface CompanySearchOptions {
  /** Keep the in-memory index (default); false answers every search with SQL. */
  useIndex?: boolean;
  /**
   * How old, at most, the last reading of the company data version may be when a search
   * trusts the index (ms); 0 reads it before every search.
   */
  recheckMs?: number;
  /** Rows per statement while loading the index. */
  batchSize?: number;
  /** Told when a build fails; a search at least 10 s later tries again. */
  onError?: (error: unknown) => void;
  /** The clock (tests). */
  now?: () => number;
}

/** What `/webapi/system/status` says about the index. */
export interface CompanySearchStatus {
  state: 'off' | 'building' | 'ready';
  companies?: number;
  memoryBytes?: number;
}

const SUMMARY_SQL = SUMMARY_FIELDS.map((field) =>
  field === 'established' ? 'established::text' : field,
).join(', ');
const INDEX_ROWS_SQL = `SELECT id, score, search_text, reg_no, uscc, lei, jurisdiction, status, company_type,
       (established - DATE '1970-01-01') AS established_day, capital_cny::float8 AS capital_cny,
       json_build_array(${SUMMARY_SQL})::text AS summary
  FROM companies WHERE id > $1 AND NOT sandbox ORDER BY id LIMIT $2`;
/** A failed build is not retried sooner than this. */
const RETRY_MS = 10_000;
/** A build that saw the data change under it waits this long before loading again. */
const RETRY_PAUSE_MS = 500;

const readVersion = companyDataVersion;

/**
 * Live search, answered from an in-memory index of the companies when one is ready and
 * current, and by SQL otherwise.
 *
 * The index is a copy, so it must never answer for data it does not hold: it remembers the
 * company data version it was built from (`data_versions`, moved by a trigger in the same
 * transaction as every change to `companies`), and no search trusts it on a reading of that
 * version older than `recheckMs`. When another process (or `npm run seed`) has
 * changed the companies, searches go to SQL at once and a new index is built in the
 * background. A build reads the version before and after loading and starts again if it
 * moved, so an index always matches one committed state of the data.
 */
export class CompanySearch {
  private index: SearchIndex | undefined;
  private checkedAt = 0;
  private checking: Promise<void> | undefined;
  private building: Promise<void> | undefined;
  private failedAt = Number.NEGATIVE_INFINITY;
  private closed = false;
  private readonly useIndex: boolean;
  private readonly recheckMs: number;
  private readonly batchSize: number;
  private readonly now: () => number;

  constructor(
    private readonly db: Db,
    private readonly options: CompanySearchOptions = {},
  ) {
    this.useIndex = options.useIndex ?? true;
    this.recheckMs = options.recheckMs ?? 1000;
    this.batchSize = options.batchSize ?? 2000;
    this.now = options.now ?? Date.now;
  }

  /** Starts building the index in the background (nothing when the index is off). */
  start(): void {
    if (this.useIndex) this.startBuild();
  }

  /** Resolves when the current build, if any, has finished; true when the index answers. */
  async ready(): Promise<boolean> {
    while (this.building) await this.building;
    return this.index !== undefined;
  }

  status(): CompanySearchStatus {
    if (!this.useIndex) return { state: 'off' };
    if (!this.index) return { state: 'building' };
    return { state: 'ready', companies: this.index.size, memoryBytes: this.index.memoryBytes };
  }

  /**
   * Answers a live search. `version` is a company data version the caller has just read (see
   * `SearchAnswerCache`): the answer then comes from data at least that new, the index only
   * when it was built from that version or a later one (an older index is dropped at once and
   * SQL answers while a new one is built).
   *
   * @example await app.companySearch.search({ q: 'apex', page: 1, pageSize: 20, sort: 'relevance' })
   */
  async search(input: SearchInput, options: { version?: string } = {}): Promise<SearchResult> {
    if (this.useIndex) {
      if (options.version === undefined) await this.confirmIndex();
      else this.confirmVersion(options.version);
      if (this.index) return this.index.search(input);
    }
    return searchCompanies(this.db, input);
  }

  /**
   * An index of the current company data for work that reads many names at once (a portfolio
   * upload matches thousands): this service's own when it is on, waiting for a build under way
   * or one the data has made stale; with the index off (`SEARCH_INDEX=off`), one built for
   * the caller alone and dropped when it is done with it.
   *
   * @example const index = await app.companySearch.currentIndex(); index.similarNames('Apex', 20)
   */
  async currentIndex(): Promise<SearchIndex> {
    if (!this.useIndex) {
      const own = new CompanySearch(this.db, { ...this.options, useIndex: true, recheckMs: 0 });
      try {
        return await own.currentIndex();
      } finally {
        await own.close();
      }
    }
    // As `search` trusts it: confirmed against the data version as recently as `recheckMs`.
    for (let tries = 0; tries < 3; tries++) {
      await this.confirmIndex();
      if (this.index) return this.index;
      this.startBuild();
      await this.ready();
      if (this.index) return this.index;
    }
    throw new Error('The company index could not be built');
  }

  /** Stops any build; the index is dropped. */
  async close(): Promise<void> {
    this.closed = true;
    this.index = undefined;
    await this.building?.catch(() => {});
  }

  /**
   * Drops the index when the data has moved on since it was built, and starts a new one.
   * The version is re-read in the background once half of `recheckMs` has passed, so that
   * searches only wait for it when that reading is late; none is ever answered from an index
   * whose version was last confirmed more than `recheckMs` ago.
   */
  private async confirmIndex(): Promise<void> {
    if (!this.index) {
      this.startBuild();
      return;
    }
    const age = this.now() - this.checkedAt;
    if (age < this.recheckMs / 2) return;
    // One reading serves every search that arrives while it is under way.
    this.checking ??= (async () => {
      const asked = this.now();
      try {
        const version = await readVersion(this.db);
        this.checkedAt = asked;
        if (this.index && this.index.version !== version) {
          this.index = undefined;
          this.startBuild();
        }
      } finally {
        this.checking = undefined;
      }
    })();
    if (age >= this.recheckMs) await this.checking;
    else this.checking.catch(() => {});
  }

  /** A version just read by the caller stands for a reading of our own. */
  private confirmVersion(version: string): void {
    if (!this.index) {
      this.startBuild();
      return;
    }
    if (BigInt(this.index.version) < BigInt(version)) {
      this.index = undefined;
      this.startBuild();
    }
  }

  private startBuild(): void {
    if (this.building || this.closed || this.now() - this.failedAt < RETRY_MS) return;
    this.building = this.build()
      .catch((error) => {
        this.failedAt = this.now();
        this.options.onError?.(error);
      })
      .finally(() => {
        this.building = undefined;
      });
  }

  private async build(): Promise<void> {
    for (;;) {
      const version = await readVersion(this.db);
      const builder = new SearchIndexBuilder();
      let lastId = 0;
      for (;;) {
        if (this.closed) return;
        const { rows } = await this.db.query<IndexRow>(INDEX_ROWS_SQL, [lastId, this.batchSize]);
        for (const row of rows) builder.add(row);
        const last = rows[rows.length - 1];
        if (!last || rows.length < this.batchSize) break;
        lastId = last.id;
      }
      // Every change to the companies moves the version when it commits, so an unchanged
      // version means every batch above read the same committed data.
      if ((await readVersion(this.db)) !== version) {
        // Still being written (a seed in progress): let it get on before reading again.
        await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));
        continue;
      }
      const index = await builder.build(version);
      if (this.closed) return;
      this.index = index;
      this.checkedAt = this.now();
      return;
    }
  }
}

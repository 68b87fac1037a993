import type { Queryable } from '../db/types';
import { insertRows } from '../seed/insert';

/** One rejected row: its line in the file (1 is the header) and why it was left out. */
export interface Rejection {
  line: number;
  reason: string;
}

/** One change to a company, as `company_history` keeps it. */
export interface HistoryEntry {
  companyId: number;
  field: string;
  before: string | null;
  after: string | null;
  /** The date the source gives for the record (ISO 8601), if any. */
  sourceDate: string | null;
}

/** What one import did; `imports` keeps the same figures. */
export interface ImportCounts {
  rowsRead: number;
  added: number;
  changed: number;
  unchanged: number;
  rejected: number;
  /** Records a whole golden copy (`--full`) no longer had: marked as no longer published. */
  unpublished: number;
}

/** How far an import is: rows read so far, and the share of the file read (0–1) when known. */
export type ImportProgress = (rowsRead: number, fraction: number | undefined) => void;

/** Rows kept in memory before they are written: the import's memory does not grow past these. */
const FLUSH_AT = 1000;

/**
 * The bookkeeping of one import inside its transaction: counts, rejected rows and history
 * entries, written in batches so that memory stays flat however long the file is.
 *
 * @example const run = new ImportRun(tx, importId, 'lei2.csv', new Date()); await run.reject(3, 'why');
 */
export class ImportRun {
  readonly counts: ImportCounts = {
    rowsRead: 0,
    added: 0,
    changed: 0,
    unchanged: 0,
    rejected: 0,
    unpublished: 0,
  };
  /** The first rejections, for the summary a caller prints (all of them are stored). */
  readonly firstRejections: Rejection[] = [];
  /** Set when anything about companies changed, so the data version must move. */
  touchedCompanies = false;
  private rejections: Rejection[] = [];
  private history: HistoryEntry[] = [];
  /** The share of the file read so far (0–1), when its size is known; set by the caller. */
  fraction: () => number | undefined = () => undefined;

  constructor(
    readonly tx: Queryable,
    readonly id: number,
    readonly source: string,
    readonly seenAt: Date,
    private readonly onProgress?: ImportProgress,
  ) {}

  /** Tells the caller how far the import is (after each staged chunk). */
  progress(): void {
    this.onProgress?.(this.counts.rowsRead, this.fraction());
  }

  async reject(line: number, reason: string): Promise<void> {
    this.counts.rejected++;
    if (this.firstRejections.length < 100) this.firstRejections.push({ line, reason });
    this.rejections.push({ line, reason });
    if (this.rejections.length >= FLUSH_AT) await this.flush();
  }

  async record(entries: readonly HistoryEntry[]): Promise<void> {
    if (entries.length === 0) return;
    this.touchedCompanies = true;
    this.history.push(...entries);
    if (this.history.length >= FLUSH_AT) await this.flush();
  }

  /** Writes what is buffered. */
  async flush(): Promise<void> {
    const rejections = this.rejections;
    const history = this.history;
    this.rejections = [];
    this.history = [];
    await insertRows(
      this.tx,
      'import_rejections',
      { import_id: 'int', line: 'int', reason: 'text' },
      rejections.map((r) => ({ import_id: this.id, line: r.line, reason: r.reason })),
    );
    await insertRows(
      this.tx,
      'company_history',
      {
        company_id: 'int',
        import_id: 'int',
        field: 'text',
        before: 'text',
        after: 'text',
        source: 'text',
        source_date: 'timestamptz',
        seen_at: 'timestamptz',
      },
      history.map((h) => ({
        company_id: h.companyId,
        import_id: this.id,
        field: h.field,
        before: h.before,
        after: h.after,
        source: this.source,
        source_date: h.sourceDate,
        seen_at: this.seenAt.toISOString(),
      })),
    );
  }
}

/**
 * Moves the company data version (see 002_company_data_version.sql) for changes that do not
 * write `companies` itself (parents, holdings, history), so that the search index and the
 * answer caches of every process follow.
 *
 * @example await moveCompanyDataVersion(tx);
 */
export async function moveCompanyDataVersion(tx: Queryable): Promise<void> {
  await tx.query(
    `UPDATE data_versions SET version = version + 1, changed_at = now() WHERE name = 'companies'`,
  );
}

/**
 * The date part of an ISO 8601 date or date-time (GLEIF writes `2012-06-06T15:53:00+02:00`),
 * or undefined when `value` is not one.
 *
 * @example isoDay('2012-06-06T15:53:00+02:00') // '2012-06-06'
 */
export function isoDay(value: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(value);
  if (!match || Number.isNaN(Date.parse(value))) return undefined;
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return date.getUTCDate() === Number(d) && date.getUTCMonth() === Number(m) - 1
    ? `${y}-${m}-${d}`
    : undefined;
}

/**
 * A full timestamp from an ISO 8601 date or date-time, or undefined.
 *
 * @example isoInstant('2012-06-06T15:53:00+02:00') // '2012-06-06T13:53:00.000Z'
 */
export function isoInstant(value: string): string | undefined {
  if (!isoDay(value)) return undefined;
  return new Date(value).toISOString();
}

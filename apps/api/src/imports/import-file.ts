import { basename } from 'node:path';
import { Transform } from 'node:stream';
import type { Db } from '../db/types';
import { type DetectSummary, detectChangesIn } from '../monitoring/detect';
import { importBodsFile } from './bods-import';
import { importLeiFile, importRrFile } from './gleif';
import {
  type ImportCounts,
  type ImportProgress,
  ImportRun,
  moveCompanyDataVersion,
  type Rejection,
} from './run';
import { contentSize, detectFormat, fileHash, type ImportFormat, openContent } from './source';

/** What one import did, as `imports` records it. */
export interface ImportSummary extends ImportCounts {
  /** The `imports` row. */
  id: number;
  format: ImportFormat | null;
  source: string;
  fileHash: string;
  status: 'done' | 'failed';
  /** Why a failed import failed (nothing of it was kept). */
  error: string | null;
  /** The first 100 rejected rows (all are in `import_rejections`). */
  rejections: Rejection[];
  /** What the import changed of watched companies (events and alerts it raised). */
  monitoring: DetectSummary | null;
}

export interface ImportOptions {
  /** What the import is recorded as coming from; the file's name by default. */
  source?: string;
  /** When the data is seen (tests); now by default. */
  now?: Date;
  /**
   * A GLEIF LEI-CDF file is a whole golden copy: the GLEIF companies it lacks are marked as no
   * longer published. Without it a file (a delta, or part of a copy) only adds and updates.
   */
  full?: boolean;
  /** Called as the import goes on (after each staged chunk). */
  onProgress?: ImportProgress;
}

/**
 * Imports one file: a GLEIF LEI-CDF 3.1 or RR-CDF 2.1 golden-copy CSV (zipped or not) or BODS
 * 0.4 statements (a JSON array or JSON Lines). Streams the file, all or nothing: every change
 * is made in one transaction, which also records the import and moves the company data
 * version; a file that fails midway leaves the data as it was and is recorded as failed.
 * Rejected rows do not fail the file: they are recorded with their line and reason. The
 * changes it makes to watched companies are detected in the same transaction (monitoring
 * events and alerts, with this import as their source), so they are kept together with it.
 *
 * @example const summary = await importFile(db, 'lei2-golden-copy.csv.zip');
 * // { status: 'done', rowsRead: 3, added: 3, changed: 0, unchanged: 0, rejected: 0, … }
 */
export async function importFile(
  db: Db,
  path: string,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const source = options.source ?? basename(path);
  const startedAt = new Date();
  const seenAt = options.now ?? startedAt;
  let hash = '';
  let format: ImportFormat | null = null;
  try {
    hash = await fileHash(path);
    format = await detectFormat(path);
    const detected = format;
    return await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO imports (format, source, file_hash, status, started_at, full_copy)
         VALUES ($1, $2, $3, 'done', $4, $5) RETURNING id`,
        [detected, source, hash, startedAt.toISOString(), Boolean(options.full)],
      );
      const run = new ImportRun(tx, rows[0]?.id as number, source, seenAt, options.onProgress);
      const file = await openContent(path);
      // Counts the bytes read, for the progress's share of the file.
      const size = contentSize(file);
      let read = 0;
      const stream = file.pipe(
        new Transform({
          transform(chunk: Buffer, _encoding, done) {
            read += chunk.length;
            done(null, chunk);
          },
        }),
      );
      file.once('error', (error) => stream.destroy(error));
      if (size) run.fraction = () => Math.min(1, read / size);
      try {
        if (detected === 'gleif-lei')
          await importLeiFile(run, stream, { full: Boolean(options.full) });
        else if (detected === 'gleif-rr') await importRrFile(run, stream);
        else await importBodsFile(run, stream);
      } finally {
        file.destroy();
        stream.destroy();
      }
      if (run.touchedCompanies) await moveCompanyDataVersion(tx);
      const monitoring = run.touchedCompanies
        ? await detectChangesIn(tx, { source, now: seenAt })
        : null;
      const c = run.counts;
      await tx.query(
        `UPDATE imports SET rows_read = $2, added = $3, changed = $4, unchanged = $5, rejected = $6,
                unpublished = $7, finished_at = now() WHERE id = $1`,
        [run.id, c.rowsRead, c.added, c.changed, c.unchanged, c.rejected, c.unpublished],
      );
      return {
        id: run.id,
        format: detected,
        source,
        fileHash: hash,
        status: 'done' as const,
        error: null,
        ...c,
        rejections: run.firstRejections,
        monitoring,
      };
    });
  } catch (error) {
    // The message names the file, and the line (and column) where the reader stopped.
    const message = `${source}: ${error instanceof Error ? error.message : String(error)}`;
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO imports (format, source, file_hash, status, error, started_at)
       VALUES ($1, $2, $3, 'failed', $4, $5) RETURNING id`,
      [format ?? 'unknown', source, hash, message, startedAt.toISOString()],
    );
    return {
      id: rows[0]?.id as number,
      format,
      source,
      fileHash: hash,
      status: 'failed',
      error: message,
      rowsRead: 0,
      added: 0,
      changed: 0,
      unchanged: 0,
      rejected: 0,
      unpublished: 0,
      rejections: [],
      monitoring: null,
    };
  }
}

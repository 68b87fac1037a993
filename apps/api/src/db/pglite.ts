import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable } from './types';

/**
 * Opens the embedded PostgreSQL (PGlite). `dataDir` keeps the data across restarts;
 * without it the database lives in memory (tests).
 */
export async function openPglite(dataDir?: string): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir ?? 'memory://', {
    // PGlite's node file system writes straight to the data folder's files; without this it
    // also waits for a whole-file-system sync after every statement, which costs about 3 ms
    // per query (a tenfold slower search). A crash of this process still leaves the writes in
    // the operating system's files; close() on shutdown syncs as usual.
    relaxedDurability: true,
    // The default 128 MB holds less than the 100 000-company benchmark set's indexes.
    postgresqlconf: ['shared_buffers = 256MB'],
  });
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<Row>(sql: string, params?: unknown[]) {
      const result = await q.query<Row>(sql, params);
      return { rows: result.rows };
    },
    async exec(sql) {
      await q.exec(sql);
    },
  });
  return {
    kind: 'pglite',
    ...wrap(pg),
    transaction: (work) => pg.transaction((tx) => work(wrap(tx))),
    close: () => pg.close(),
  };
}

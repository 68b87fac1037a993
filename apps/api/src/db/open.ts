import { fileURLToPath } from 'node:url';
import { migrate } from './migrate';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import type { Db } from './types';

/** Where the embedded database keeps its files unless DATA_DIR says otherwise. */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../data/pglite', import.meta.url));

export interface OpenDatabaseOptions {
  /** A PostgreSQL URL; without it the embedded database is used. */
  databaseUrl?: string | undefined;
  /** The embedded database's folder; 'memory://' keeps it in memory. */
  dataDir?: string | undefined;
  /** A schema inside the server's database (tests). */
  schema?: string | undefined;
}

/** Opens PostgreSQL when a URL is given, PGlite otherwise, and brings the schema up to date. */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Db> {
  const db = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options.schema ? { schema: options.schema } : {})
    : await openPglite(
        options.dataDir === 'memory://' ? undefined : (options.dataDir ?? DEFAULT_DATA_DIR),
      );
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

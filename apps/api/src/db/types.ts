/** Something SQL can be sent to: the database itself or one transaction on it. */
export interface Queryable {
  /** Runs one parameterised statement ($1, $2 ...) and returns its rows. */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
  /** Runs several statements separated by semicolons, without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** One interface over PGlite (embedded) and node-postgres (a real server). */
export interface Db extends Queryable {
  /** 'pglite' for the embedded database, 'postgres' for a server. */
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` inside BEGIN/COMMIT on one connection, rolling back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

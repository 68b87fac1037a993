/** Something SQL can be sent to: the database itself or one transaction on it. */
export interface Queryable {
  /** Runs one parameterised statement ($1, $2 ...) and returns its rows. */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
  /** Runs several statements separated by semicolons, without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * Loads rows into `table` with `COPY … FROM` in PostgreSQL's text format (one row a line,
   * columns separated by tabs, `\N` for NULL; see `copyField`): through `COPY … FROM STDIN` on
   * a server, through `COPY … FROM '/dev/blob'` on PGlite. Send a large load in chunks: PGlite
   * holds a whole chunk in memory.
   *
   * @example await tx.copyFrom('stage', ['line', 'lei'], '2\t5493001KJTIIGC8Y1R12\n');
   */
  copyFrom(table: string, columns: readonly string[], data: string): Promise<void>;
}

/** One interface over PGlite (embedded) and node-postgres (a real server). */
export interface Db extends Queryable {
  /** 'pglite' for the embedded database, 'postgres' for a server. */
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` inside BEGIN/COMMIT on one connection, rolling back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFromStdin } from 'pg-copy-streams';
import type { Db, Queryable } from './types';

export interface PostgresOptions {
  /** Pool size; a few connections per process is plenty for a 2-core machine. */
  max?: number;
  /** A schema to work in (created when missing): lets tests share one database. */
  schema?: string;
}

// Dates stay the strings PostgreSQL sends: node-postgres would otherwise turn a `date`
// into a local-midnight Date and shift it by the process's time zone.
const DATE_OID = 1082;
const parseDate = (value: string) => value;

async function copyInto(client: pg.PoolClient, sql: string, data: string): Promise<void> {
  const stream = client.query(copyFromStdin(sql));
  await pipeline(
    (function* () {
      // Pieces of 1 MiB: the stream takes what the socket can.
      for (let at = 0; at < data.length; at += 1 << 20) yield data.slice(at, at + (1 << 20));
    })(),
    stream,
  );
}

/** Connects to a PostgreSQL server through a connection pool. */
export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Db> {
  const schema = options.schema;
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Bad schema name: ${schema}`);
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 8,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === DATE_OID ? parseDate : pg.types.getTypeParser(oid, format)) as never,
    },
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle client losing its server connection emits here; without a listener it would crash
  // the process, and the next query reconnects anyway.
  pool.on('error', () => {});
  if (schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  const wrap = (q: pg.Pool | pg.PoolClient): Queryable => ({
    async query<Row>(sql: string, params?: unknown[]) {
      const result = await q.query(sql, params as unknown[]);
      return { rows: result.rows as Row[] };
    },
    async exec(sql) {
      await q.query(sql);
    },
    async copyFrom(table, columns, data) {
      const sql = `COPY ${table} (${columns.join(', ')}) FROM STDIN`;
      if (q instanceof pg.Pool) {
        const client = await q.connect();
        try {
          await copyInto(client, sql, data);
        } finally {
          client.release();
        }
      } else await copyInto(q, sql, data);
    },
  });
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}

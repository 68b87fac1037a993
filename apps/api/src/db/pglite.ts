import { Worker } from 'node:worker_threads';
import type { Db, Queryable } from './types';

/** PGlite's settings, the same for every embedded database this service opens. */
const PGLITE_OPTIONS = {
  // PGlite's node file system writes straight to the data folder's files; without this it
  // also waits for a whole-file-system sync after every statement, which costs about 3 ms
  // per query (a tenfold slower search). A crash of this process still leaves the writes in
  // the operating system's files; close() on shutdown syncs as usual.
  relaxedDurability: true,
  // The default 128 MB holds less than the 100 000-company benchmark set's indexes.
  postgresqlconf: ['shared_buffers = 256MB'],
};

interface WorkerReply {
  id: number;
  rows?: unknown[];
  tx?: number;
  error?: Record<string, unknown> & { message: string };
}

/** An Error carrying PostgreSQL's fields (code, detail, constraint ...) as PGlite reports them. */
function databaseError(fields: Record<string, unknown> & { message: string }): Error {
  const { message, ...rest } = fields;
  return Object.assign(new Error(message), rest);
}

/**
 * Opens the embedded PostgreSQL (PGlite) in a worker thread of its own. PGlite runs each
 * statement synchronously on the thread that owns it, so on the HTTP thread a 5 ms search
 * would stop every other request for 5 ms; in a worker the HTTP thread keeps answering while
 * the database works. `dataDir` keeps the data across restarts; without it the database lives
 * in memory (tests).
 */
export async function openPglite(dataDir?: string): Promise<Db> {
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: { dataDir, options: PGLITE_OPTIONS },
  });
  const pending = new Map<
    number,
    { resolve: (reply: WorkerReply) => void; reject: (error: Error) => void }
  >();
  let nextId = 1;
  let gone: Error | undefined;

  const stop = (error: Error) => {
    gone ??= error;
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
  };

  await new Promise<void>((resolve, reject) => {
    const failStart = (error: Error) => reject(error);
    worker.once('error', failStart);
    worker.once('message', (message: { ready: boolean; error?: WorkerReply['error'] }) => {
      worker.off('error', failStart);
      if (message.ready) resolve();
      else reject(databaseError(message.error ?? { message: 'PGlite did not start' }));
    });
  });
  worker.on('message', (reply: WorkerReply) => {
    const waiter = pending.get(reply.id);
    if (!waiter) return;
    pending.delete(reply.id);
    if (reply.error) waiter.reject(databaseError(reply.error));
    else waiter.resolve(reply);
  });
  worker.on('error', (error) => stop(error));
  worker.on('exit', (code) => stop(new Error(`The database thread stopped (exit code ${code})`)));

  const send = (message: {
    op: 'query' | 'exec' | 'begin' | 'commit' | 'rollback' | 'close';
    sql?: string;
    params?: unknown[];
    tx?: number;
  }): Promise<WorkerReply> => {
    if (gone) return Promise.reject(gone);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, ...message });
    });
  };

  const queryable = (tx?: number): Queryable => ({
    async query<Row>(sql: string, params?: unknown[]) {
      const reply = await send({ op: 'query', sql, params: params ?? [], tx });
      return { rows: (reply.rows ?? []) as Row[] };
    },
    async exec(sql) {
      await send({ op: 'exec', sql, tx });
    },
  });

  return {
    kind: 'pglite',
    ...queryable(),
    async transaction(work) {
      const { tx } = await send({ op: 'begin' });
      let result: Awaited<ReturnType<typeof work>>;
      try {
        result = await work(queryable(tx));
      } catch (error) {
        await send({ op: 'rollback', tx }).catch(() => {});
        throw error;
      }
      await send({ op: 'commit', tx });
      return result;
    },
    async close() {
      if (gone) return;
      await send({ op: 'close' });
      gone = new Error('The database is closed');
      await worker.terminate();
    },
  };
}

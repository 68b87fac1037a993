import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';
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
  const unlock = dataDir && !dataDir.startsWith('memory://') ? lockDataDir(dataDir) : () => {};
  try {
    return await startPglite(dataDir, unlock);
  } catch (error) {
    unlock();
    throw error;
  }
}

/**
 * Takes the data folder for this process. PGlite itself does not stop a second process from
 * opening the same files, and two processes writing them corrupt the database (rows seen
 * twice, unique keys broken): `npm run import` while `npm start` runs is the likely way. The
 * lock names its process; a lock whose process is gone (a crash) is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, 'kyc-process.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let held = true;
      const release = () => {
        if (!held) return;
        held = false;
        process.off('exit', release);
        try {
          unlinkSync(path);
        } catch {}
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(path, 'utf8'));
      // Opened again by this same process (a test reopening its folder): the first holder releases.
      if (holder === process.pid) return () => {};
      if (Number.isInteger(holder) && holder > 0 && processAlive(holder))
        throw new Error(
          `The embedded database in ${dataDir} is open in process ${holder} (npm start?): stop it first, or use a PostgreSQL server (DATABASE_URL) to import while the service runs.`,
        );
      unlinkSync(path);
    }
  }
  throw new Error(`Could not take the embedded database in ${dataDir}`);
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function startPglite(dataDir: string | undefined, unlock: () => void): Promise<Db> {
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
    op: 'query' | 'exec' | 'copy' | 'begin' | 'commit' | 'rollback' | 'close';
    sql?: string;
    data?: string;
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
    async copyFrom(table, columns, data) {
      await send({
        op: 'copy',
        sql: `COPY ${table} (${columns.join(', ')}) FROM '/dev/blob'`,
        data,
        tx,
      });
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
      unlock();
    },
  };
}

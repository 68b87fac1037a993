// The embedded PostgreSQL's thread. PGlite is PostgreSQL compiled to WebAssembly: every
// statement runs synchronously on the thread that owns it, so on the HTTP thread one slow
// query would hold up every other request. Here it owns a worker thread instead, and
// src/db/pglite.ts talks to it with messages: { id, op, sql?, params?, tx? } in, and
// { id, rows? , tx? } or { id, error } out. Plain JavaScript, so that it starts the same under
// tsx, vitest and plain Node without a loader.
import { mkdirSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/** @typedef {{ id: number, op: 'query' | 'exec' | 'copy' | 'begin' | 'commit' | 'rollback' | 'close', sql?: string, params?: unknown[], data?: string, tx?: number }} Request */

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);
/** @type {{ dataDir?: string, options: Record<string, unknown> }} */
const { dataDir, options } = workerData;

// The fields of PostgreSQL's error message that callers may read (code 23505 and so on).
const ERROR_FIELDS = [
  'code',
  'severity',
  'detail',
  'hint',
  'position',
  'schema',
  'table',
  'column',
  'constraint',
  'routine',
];

/** @param {unknown} error */
function serializeError(error) {
  const source = /** @type {Record<string, unknown>} */ (
    error instanceof Error ? error : { message: String(error) }
  );
  /** @type {Record<string, unknown>} */
  const out = { message: String(source.message), name: String(source.name ?? 'Error') };
  for (const field of ERROR_FIELDS) {
    if (source[field] !== undefined) out[field] = source[field];
  }
  return out;
}

/** Open transactions: the PGlite handle inside each and how to end it. */
/** @type {Map<number, { tx: import('@electric-sql/pglite').Transaction, end: (outcome: 'commit' | 'rollback') => void, done: Promise<void> }>} */
const transactions = new Map();
let nextTransaction = 1;

/** @param {number} id @param {Record<string, unknown>} body */
const reply = (id, body) => port.postMessage({ id, ...body });
/** @param {number} id @param {unknown} error */
const fail = (id, error) => port.postMessage({ id, error: serializeError(error) });

let pg;
try {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  pg = await PGlite.create(dataDir ?? 'memory://', options);
  port.postMessage({ ready: true });
} catch (error) {
  port.postMessage({ ready: false, error: serializeError(error) });
  process.exit(1);
}
const db = /** @type {PGlite} */ (pg);

/** @param {number | undefined} tx */
function target(tx) {
  if (tx === undefined) return db;
  const open = transactions.get(tx);
  if (!open) throw new Error(`Transaction ${tx} is not open`);
  return open.tx;
}

/** @param {Request} message */
async function handle(message) {
  const { id, op } = message;
  switch (op) {
    case 'query': {
      const result = await target(message.tx).query(message.sql ?? '', message.params ?? []);
      reply(id, { rows: result.rows });
      return;
    }
    case 'copy':
      // COPY … FROM '/dev/blob' reads the blob PGlite was handed with the statement.
      await target(message.tx).query(message.sql ?? '', [], {
        blob: new Blob([message.data ?? '']),
      });
      reply(id, {});
      return;
    case 'exec':
      await target(message.tx).exec(message.sql ?? '');
      reply(id, {});
      return;
    case 'begin': {
      const tx = nextTransaction++;
      /** @type {(outcome: 'commit' | 'rollback') => void} */
      let end = () => {};
      /** @type {Promise<'commit' | 'rollback'>} */
      const outcome = new Promise((resolve) => {
        end = resolve;
      });
      let started = false;
      // PGlite runs the transaction's statements exclusively: statements sent outside it wait
      // until it ends, as they would for another connection's lock.
      const done = db
        .transaction(async (handle) => {
          started = true;
          transactions.set(tx, { tx: handle, end, done });
          reply(id, { tx });
          if ((await outcome) === 'rollback') await handle.rollback();
        })
        .finally(() => transactions.delete(tx));
      done.catch((error) => {
        if (!started) fail(id, error);
      });
      return;
    }
    case 'commit':
    case 'rollback': {
      const open = transactions.get(message.tx ?? -1);
      if (!open) throw new Error(`Transaction ${message.tx} is not open`);
      open.end(op);
      await open.done;
      reply(id, {});
      return;
    }
    case 'close':
      await db.close();
      reply(id, {});
      return;
    default:
      throw new Error(`Unknown operation ${op}`);
  }
}

port.on('message', (/** @type {Request} */ message) => {
  handle(message).catch((error) => fail(message.id, error));
});

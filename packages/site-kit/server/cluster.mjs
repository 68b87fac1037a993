// The site server on every core: a primary process that only supervises, and one worker per
// core (node:cluster: the primary accepts connections and hands them round the workers).
import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import net from 'node:net';
import { availableParallelism } from 'node:os';
import { clientErrorAnswer } from './security-headers.mjs';
import { configuredSiteOrigin } from './site-origin.mjs';

/** The primary's words to a worker: finish and go (a reload), or stop (the server stops). */
const DRAIN = 'kyc:drain';
const STOP = 'kyc:stop';

/**
 * Stops `server` taking connections and lets the ones it has finish, then exits: every
 * response from now on says `Connection: close` (the client opens its next connection, which
 * the primary gives another worker), and an idle keep-alive connection ends at the server's
 * keep-alive timeout, as it always does (clients know it from the `Keep-Alive` header). Unlike
 * `server.close()`, idle connections are not cut on the spot: a request may be on its way on
 * one. When the whole server stops (`stopping`) there is no other worker to take that request:
 * idle connections are closed at once. After `drainMs` the worker exits anyway.
 *
 * @param {import('node:http').Server & { draining?: boolean }} server
 * @param {{ drainMs: number, code?: number, stopping?: boolean }} options
 */
function drainAndExit(server, { drainMs, code = 0, stopping = false }) {
  if (stopping) server.closeIdleConnections();
  if (server.draining) return;
  server.draining = true;
  const exit = () => process.exit(code);
  // net's close, not http's: it waits for the connections instead of cutting the idle ones.
  net.Server.prototype.close.call(server, exit);
  setTimeout(exit, drainMs).unref();
}

/**
 * A worker: listens with the app `createApp` gives, drains on SIGTERM, SIGINT, the primary's
 * word or an uncaught exception (exit code 1), so that no request it took is lost.
 *
 * @param {{ port: number, host?: string, createApp: () => Promise<import('node:http').RequestListener>, drainMs: number }} options
 */
async function work({ port, host, createApp, drainMs }) {
  /** @type {import('node:http').Server & { draining?: boolean }} */
  const server = createServer(await createApp());
  // What the HTTP parser refuses carries the site's headers too (HSTS when the site is https).
  server.on(
    'clientError',
    clientErrorAnswer({ https: configuredSiteOrigin().startsWith('https:') }),
  );
  // Before the app's own listener: a response the app ends at once must already say close.
  server.prependListener('request', (_req, res) => {
    if (server.draining) res.setHeader('Connection', 'close');
  });
  const drain = (code = 0, stopping = false) => drainAndExit(server, { drainMs, code, stopping });
  process.on('SIGTERM', () => drain());
  // Ctrl-C reaches every process of the group: the whole server stops.
  process.on('SIGINT', () => drain(0, true));
  process.on('message', (message) => {
    if (message === DRAIN) drain();
    if (message === STOP) drain(0, true);
  });
  process.on('uncaughtException', (error) => {
    console.error(error);
    drain(1);
  });
  server.listen(port, host);
}

/**
 * The primary: forks `workers` workers and keeps that many. A worker that dies is replaced (a
 * second later if it lived less than a second); one that dies before it ever listened on the
 * first start stops everything (exit code 1: a port in use, a missing build). SIGHUP reloads:
 * a new set of workers (a new build, new content) starts, and only when all of them listen are
 * the old ones told to drain. SIGTERM and SIGINT stop every worker (requests in progress are
 * answered, idle connections closed), then exit.
 *
 * @param {{ workers: number, drainMs: number, onListening?: (pids: number[]) => void }} options
 */
function supervise({ workers, drainMs, onListening }) {
  /** @type {Map<number, { worker: import('node:cluster').Worker, generation: number, listening: boolean, retired: boolean, born: number }>} */
  const live = new Map();
  let generation = 0;
  let started = false;
  let stopping = false;
  let reloading = false;
  /** @type {((generation: number, listening: boolean) => void) | undefined} */
  let watchGeneration;

  const fork = () => {
    const worker = cluster.fork();
    live.set(worker.id, { worker, generation, listening: false, retired: false, born: Date.now() });
  };
  /** @param {{ worker: import('node:cluster').Worker, retired: boolean }} info */
  const retire = (info, message = DRAIN) => {
    info.retired = true;
    if (info.worker.isConnected()) info.worker.send(message);
  };

  /** Forks a whole generation: true once every one of them listens, false if one died first. */
  const startGeneration = () =>
    new Promise((resolve) => {
      let waiting = workers;
      const current = generation;
      watchGeneration = (of, listening) => {
        if (of !== current) return;
        if (!listening) resolve(false);
        else if (--waiting === 0) resolve(true);
      };
      for (let i = 0; i < workers; i += 1) fork();
    });

  cluster.on('listening', (worker) => {
    const info = live.get(worker.id);
    if (!info || info.listening) return;
    info.listening = true;
    watchGeneration?.(info.generation, true);
  });
  cluster.on('exit', (worker, code, signal) => {
    const info = live.get(worker.id);
    live.delete(worker.id);
    if (stopping) {
      if (live.size === 0) process.exit(process.exitCode ?? 0);
      return;
    }
    if (!info || info.retired) return;
    if (!info.listening) {
      watchGeneration?.(info.generation, false);
      if (!started) {
        console.error(`site: a worker exited before listening (${signal ?? code})`);
        stop(1);
        return;
      }
      if (reloading && info.generation === generation) return; // the reload gives up
    }
    // A worker that dies at once would otherwise be forked again in a tight loop.
    const delay = Date.now() - info.born < 1_000 ? 1_000 : 0;
    setTimeout(() => !stopping && fork(), delay);
  });

  function stop(code = 0) {
    if (stopping) return;
    stopping = true;
    process.exitCode = code;
    if (live.size === 0) process.exit(code);
    for (const info of live.values()) retire(info, STOP);
    setTimeout(() => {
      for (const info of live.values()) info.worker.process.kill('SIGKILL');
      process.exit(code);
    }, drainMs + 1_000).unref();
  }

  async function reload() {
    if (reloading || stopping || !started) return;
    reloading = true;
    const old = [...live.values()];
    generation += 1;
    if (await startGeneration()) {
      for (const info of old) retire(info);
      console.log(`site: reloaded (${workers} new workers)`);
    } else {
      console.error(
        'site: reload failed (a new worker exited before listening); the old workers stay',
      );
      for (const info of live.values()) if (info.generation === generation) retire(info);
    }
    reloading = false;
  }

  process.on('SIGHUP', () => void reload());
  process.on('SIGTERM', () => stop(0));
  process.on('SIGINT', () => stop(0));
  startGeneration().then((ok) => {
    if (!ok) return;
    started = true;
    onListening?.([...live.values()].map((info) => info.worker.process.pid ?? 0));
  });
}

/**
 * Serves `createApp`'s app on `port` from `workers` processes (default: one per core), with
 * workers replaced when they die, SIGHUP for a graceful reload and no request lost when a worker
 * is told to stop (see `supervise` and `drainAndExit`). In the primary it resolves at once and
 * calls `onListening` with the workers' pids when they all listen; `createApp` runs only in
 * the workers.
 *
 * @param {{ port: number, host?: string, workers?: number, drainMs?: number, createApp: () => Promise<import('node:http').RequestListener>, onListening?: (pids: number[]) => void }} options
 * @example await serveOnEveryCore({ port: 3000, createApp: async () => createSiteServer(options) });
 */
export async function serveOnEveryCore({
  port,
  host,
  workers = availableParallelism(),
  drainMs = 10_000,
  createApp,
  onListening,
}) {
  if (cluster.isPrimary) {
    // One key for every worker (they inherit the environment): a sealed cookie one worker
    // writes (the API keys page's one-time secret) is read by whichever worker gets the next
    // request. A reload keeps it, so a secret sealed just before still opens after.
    process.env.KYC_SEAL_KEY ??= randomBytes(32).toString('base64url');
    supervise({ workers: Math.max(1, workers), drainMs, onListening });
  } else await work({ port, host, createApp, drainMs });
}

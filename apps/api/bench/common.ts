// What the benchmarks share: the seeded data (kept in data/bench), a service started in a child
// process on a loopback port, autocannon runs and their table. Environment: BENCH_COMPANIES
// (100000), BENCH_SECONDS (10 per run), BENCH_CONNECTIONS (50), BENCH_DATABASE_URL (measure
// on a PostgreSQL server instead of the embedded database).
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon, { type Request, type Result } from 'autocannon';
import { openDatabase } from '../src/db/open';
import { DEMO_PASSWORD } from '../src/seed/accounts';
import { seedDatabase } from '../src/seed/seed';

export const companies = Number(process.env.BENCH_COMPANIES ?? 100_000);
export const seconds = Number(process.env.BENCH_SECONDS ?? 10);
export const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
export const databaseUrl = process.env.BENCH_DATABASE_URL;
const dataDir = fileURLToPath(new URL('../data/bench', import.meta.url));
const appDir = fileURLToPath(new URL('..', import.meta.url));

/** The benchmark's database (open it only while no service runs on it). */
export function openBenchDatabase() {
  return openDatabase({ databaseUrl, dataDir });
}

export async function ensureSeeded(): Promise<void> {
  const db = await openDatabase({ databaseUrl, dataDir });
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM companies');
  if (rows[0]?.n !== companies) {
    console.log(`Seeding ${companies} companies on ${db.kind} (once; kept for later runs)…`);
    const started = Date.now();
    await seedDatabase(db, { companies });
    console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  }
  await db.close();
}

export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

/** Starts the service and waits until it answers and its search index is ready (or off). */
export async function startServer(
  port: number,
  extraEnv: Record<string, string>,
  entry = 'src/server.ts',
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--conditions=@kyc/source', '--import', 'tsx', entry], {
    cwd: appDir,
    env: {
      ...process.env,
      API_PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      ...extraEnv,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/webapi/system/status`);
      const body = (await response.json()) as { checks: { name: string; detail: string }[] };
      const index = body.checks.find((check) => check.name === 'search-index');
      if (response.ok && !index?.detail.includes('being built')) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGTERM');
  throw new Error('The service did not start within 300 s');
}

export interface Row {
  name: string;
  load: string;
  result: Result;
  /** Extra columns, after the standard ones (see `table`'s `extra`). */
  extra?: Record<string, string>;
}

export async function measure(
  name: string,
  url: string,
  requests: Request[],
  headers: Record<string, string>,
  /** Called just before the measured run (after the warm-up) and with its result just after. */
  around?: { before(): Promise<void>; after(result: Result): Promise<Record<string, string>> },
): Promise<Row> {
  // Each connection starts at its own place in the list, as users search for different
  // things at the same time (autocannon would otherwise send them all the same query). The
  // list goes only to the connections: as an option autocannon would copy it into each of
  // them first, which delays the first responses it measures.
  let next = 0;
  const setupClient = (client: { setRequests(requests: Request[]): void }) => {
    const start = (next++ * Math.ceil(requests.length / connections)) % requests.length;
    client.setRequests([...requests.slice(start), ...requests.slice(0, start)]);
  };
  const options = { url, connections, path: requests[0]?.path, headers, setupClient };
  await autocannon({ ...options, duration: Math.min(3, seconds) }); // warm-up
  next = 0;
  const load = loadavg()[0]?.toFixed(1) ?? '?';
  await around?.before();
  const result = await autocannon({ ...options, duration: seconds });
  const extra = await around?.after(result);
  return { name, load, result, ...(extra ? { extra } : {}) };
}

export function table(rows: Row[]): string {
  const extraHead = Object.keys(rows[0]?.extra ?? {});
  const head = [
    'endpoint',
    'conns',
    's',
    'load',
    'req/s',
    'p50 ms',
    'p90 ms',
    'p99 ms',
    'max ms',
    'requests',
    'errors',
    'non-2xx',
    ...extraHead,
  ];
  const lines = rows.map(({ name, load, result, extra }) => [
    name,
    String(connections),
    String(seconds),
    load,
    result.requests.average.toFixed(0),
    String(result.latency.p50),
    String(result.latency.p90),
    String(result.latency.p99),
    String(result.latency.max),
    String(result.requests.total),
    String(result.errors + result.timeouts),
    String(result.non2xx),
    ...extraHead.map((column) => extra?.[column] ?? ''),
  ]);
  return [head, head.map(() => '---'), ...lines]
    .map((cells) => `| ${cells.join(' | ')} |`)
    .join('\n');
}

/** Starts the service with `env`, runs `work` against it, and stops it. */
export async function withServer<T>(
  env: Record<string, string>,
  work: (base: string, auth: Record<string, string>) => Promise<T>,
  entry?: string,
): Promise<T> {
  const port = await freePort();
  const server = await startServer(port, env, entry);
  try {
    const base = `http://127.0.0.1:${port}`;
    const login = await fetch(`${base}/webapi/saas/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ loginName: 'demo_formal', password: DEMO_PASSWORD }),
    });
    const { user } = (await login.json()) as {
      user: { uuid: string; accessToken: string; accessSecretKey: string };
    };
    return await work(base, {
      'pro-client-id': user.uuid,
      'pro-access-token': user.accessToken,
      'pro-access-secret-key': user.accessSecretKey,
    });
  } finally {
    server.kill('SIGTERM');
    await once(server, 'exit');
  }
}

// `npm run bench`: seeds 100 000 companies (once; kept in data/bench), starts the service in a
// child process on a loopback port, and measures live search and /s.gif with autocannon.
// Environment: BENCH_COMPANIES (100000), BENCH_SECONDS (10 per run), BENCH_CONNECTIONS (50),
// BENCH_DATABASE_URL (measure on a PostgreSQL server instead of the embedded database),
// BENCH_SQL (1: also measure the search without the in-memory index, SQL only).
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon, { type Request, type Result } from 'autocannon';
import { openDatabase } from '../src/db/open';
import { DEMO_PASSWORD } from '../src/seed/accounts';
import { generateCompany } from '../src/seed/generate';
import { DEFAULT_SEED, seedDatabase } from '../src/seed/seed';

const companies = Number(process.env.BENCH_COMPANIES ?? 100_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const databaseUrl = process.env.BENCH_DATABASE_URL;
const withSql = process.env.BENCH_SQL === '1';
const dataDir = fileURLToPath(new URL('../data/bench', import.meta.url));
const appDir = fileURLToPath(new URL('..', import.meta.url));
const QUERY_COUNT = 400;

async function ensureSeeded(): Promise<void> {
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

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

/** Starts the service and waits until it answers and its search index is ready (or off). */
async function startServer(port: number, extraEnv: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--conditions=@kyc/source', '--import', 'tsx', 'src/server.ts'],
    {
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
    },
  );
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

/**
 * 400 distinct queries of the kinds people type: Chinese name fragments of 2 and 4
 * characters, an English word's start, two English words, full USCCs and LEIs, and
 * registration-number prefixes, taken from companies spread over the whole set.
 */
function searchQueries(): string[] {
  const plan = { companies, seed: DEFAULT_SEED };
  const queries = new Set<string>();
  for (let i = 0; queries.size < QUERY_COUNT; i += 997) {
    const c = generateCompany(plan, i % companies);
    const kind = i % 8;
    const query =
      kind === 0 && c.name_zh
        ? c.name_zh.slice(2, 4)
        : kind === 1 && c.name_zh
          ? c.name_zh.slice(0, 4)
          : kind === 2 && c.name_zh
            ? c.name_zh.slice(2, 6)
            : kind === 3
              ? (c.name_en.split(' ')[1]?.slice(0, 5) ?? c.name_en.slice(0, 4))
              : kind === 4
                ? c.name_en.split(' ').slice(0, 2).join(' ')
                : kind === 5
                  ? (c.uscc ?? c.reg_no)
                  : kind === 6
                    ? (c.lei ?? c.reg_no.slice(0, 6))
                    : (c.name_zh?.slice(0, 2) ?? c.name_en.slice(0, 3));
    queries.add(query);
  }
  return [...queries];
}

interface Row {
  name: string;
  load: string;
  result: Result;
}

async function measure(
  name: string,
  url: string,
  requests: Request[],
  headers: Record<string, string>,
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
  const result = await autocannon({ ...options, duration: seconds });
  return { name, load, result };
}

function table(rows: Row[]): string {
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
  ];
  const lines = rows.map(({ name, load, result }) => [
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
  ]);
  return [head, head.map(() => '---'), ...lines]
    .map((cells) => `| ${cells.join(' | ')} |`)
    .join('\n');
}

/** Starts the service with `env`, runs `work` against it, and stops it. */
async function withServer<T>(
  env: Record<string, string>,
  work: (base: string, auth: Record<string, string>) => Promise<T>,
): Promise<T> {
  const port = await freePort();
  const server = await startServer(port, env);
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

await ensureSeeded();
const queries = searchQueries();
/**
 * Half the searches narrow or sort, as an analyst's do: each query goes with one of these in
 * turn (the first, nothing, twice as often as any other).
 */
const NARROWINGS = [
  '',
  '&sort=established-desc',
  '',
  '&jurisdiction=CN&sort=capital-desc',
  '',
  '&status=active',
  '',
  '&companyType=joint-stock&sort=established-asc',
  '',
  '&jurisdiction=GB&status=active&sort=capital-asc',
];
const searchRequests = queries.map((q, i) => ({
  method: 'GET',
  path: `/webapi/saas/search?q=${encodeURIComponent(q)}${NARROWINGS[i % NARROWINGS.length]}`,
}));
const beacon = new URLSearchParams({
  appName: 'kyc-pc-web',
  event: 'page_view',
  rs: '1920x1080',
  entity: '{"page":"/"}',
  did: 'bench',
  platform: 'pc',
  t: '1735689600000',
});
const rows: Row[] = [];
if (withSql) {
  await withServer({ SEARCH_INDEX: 'off', SEARCH_CACHE_MS: '0' }, async (base, auth) => {
    rows.push(await measure('search, SQL only, no answer cache', base, searchRequests, auth));
  });
}
await withServer({ SEARCH_CACHE_MS: '0' }, async (base, auth) => {
  rows.push(await measure('search, index, no answer cache', base, searchRequests, auth));
  rows.push(await measure('/s.gif', base, [{ method: 'GET', path: `/s.gif?${beacon}` }], {}));
});
await withServer({}, async (base, auth) => {
  rows.push(
    await measure('search, index + 30 s answer cache (default)', base, searchRequests, auth),
  );
});
console.log(
  `\n${companies} companies, ${databaseUrl ? 'PostgreSQL server' : 'embedded PGlite'}, ${queries.length} distinct search queries, Node ${process.version}\n`,
);
console.log(table(rows));

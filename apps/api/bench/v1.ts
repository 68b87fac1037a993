// `npm run bench:v1`: the public API's company and beneficial-owner look-ups with a live key,
// metered (limits counted and every call billed, as in production) and unmetered, to give
// p50/p99 and what metering and limits cost, and the server process's CPU milliseconds per call
// (its process.cpuUsage() over the measured run / the requests answered: a figure that swings
// less than req/s when the machine is shared). Data and environment: see common.ts.
import type { Result } from 'autocannon';
import {
  companies,
  databaseUrl,
  ensureSeeded,
  freePort,
  measure,
  openBenchDatabase,
  type Row,
  table,
  withServer,
} from './common';

await ensureSeeded();
{
  // A prepaid balance no run can spend (CNY 20 million), so every metered call is billed, not 402.
  const db = await openBenchDatabase();
  await db.query("UPDATE users SET api_balance_fen = 2000000000 WHERE login_name = 'demo_formal'");
  await db.close();
}
const rows: Row[] = [];
let keyNos: string[] = [];

/** Revokes the benchmark's key, so that runs never fill the account's 20 keys. */
async function revoke(base: string, auth: Record<string, string>, id: number): Promise<void> {
  await fetch(`${base}/webapi/saas/api/keys/${id}/revoke`, { method: 'POST', headers: auth });
}

/** A live key of demo_formal with a large prepaid balance, made through the keys service. */
async function liveKey(
  base: string,
  auth: Record<string, string>,
): Promise<{ id: number; secret: string }> {
  const created = await fetch(`${base}/webapi/saas/api/keys`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'bench',
      mode: 'live',
      scopes: ['companies:read', 'beneficial-owners:read'],
    }),
  });
  if (created.status !== 201) throw new Error(`key: ${created.status} ${await created.text()}`);
  const { key, secret } = (await created.json()) as { key: { id: number }; secret: string };
  return { id: key.id, secret };
}

async function companyKeys(base: string, auth: Record<string, string>): Promise<string[]> {
  const found = new Set<string>();
  for (const q of ['有限公司', 'Limited', '科技', '贸易', 'Holdings', '实业']) {
    const response = await fetch(
      `${base}/webapi/saas/search?q=${encodeURIComponent(q)}&pageSize=100`,
      {
        headers: auth,
      },
    );
    const body = (await response.json()) as { items: { keyNo: string }[] };
    for (const item of body.items) found.add(item.keyNo);
  }
  return [...found].slice(0, 400);
}

/** The server's CPU time (user + system, ms) over the measured run, per request answered. */
function cpuPerCall(cpuPort: number) {
  const read = async () => {
    const usage = (await (await fetch(`http://127.0.0.1:${cpuPort}/`)).json()) as {
      user: number;
      system: number;
    };
    return (usage.user + usage.system) / 1000;
  };
  let start = 0;
  return {
    async before() {
      start = await read();
    },
    async after(result: Result) {
      const ms = (await read()) - start;
      return { 'CPU ms/call': (ms / Math.max(1, result.requests.total)).toFixed(2) };
    },
  };
}

for (const metering of ['on', 'off'] as const) {
  const cpuPort = await freePort();
  await withServer(
    { BENCH_METERING: metering, SEARCH_CACHE_MS: '0', BENCH_CPU_PORT: String(cpuPort) },
    async (base, auth) => {
      if (keyNos.length === 0) keyNos = await companyKeys(base, auth);
      const key = await liveKey(base, auth);
      const bearer = { authorization: `Bearer ${key.secret}` };
      const label = metering === 'on' ? 'metered' : 'unmetered';
      rows.push(
        await measure(
          `GET /v1/companies/{code}, ${label}`,
          base,
          keyNos.map((k) => ({ method: 'GET', path: `/v1/companies/${k}` })),
          bearer,
          cpuPerCall(cpuPort),
        ),
      );
      rows.push(
        await measure(
          `GET /v1/companies/{code}/beneficial-owners, ${label}`,
          base,
          keyNos.map((k) => ({
            method: 'GET',
            path: `/v1/companies/${k}/beneficial-owners?threshold=25`,
          })),
          bearer,
          cpuPerCall(cpuPort),
        ),
      );
      await revoke(base, auth, key.id);
    },
    'bench/v1-server.ts',
  );
}

const ratio = (a: Row | undefined, b: Row | undefined) =>
  a && b ? (b.result.requests.average / a.result.requests.average).toFixed(2) : '?';
console.log(
  `\n${companies} companies, ${databaseUrl ? 'PostgreSQL server' : 'embedded PGlite'}, ${keyNos.length} distinct companies, Node ${process.version}\n`,
);
console.log(table(rows));
console.log(
  `\nUnmetered/metered throughput: company ${ratio(rows[0], rows[2])}, beneficial owners ${ratio(rows[1], rows[3])}`,
);

// `npm run bench:imports -w @kyc/api` (BENCH_ROWS=1000000 by default; BENCH_DATABASE_URL for a
// PostgreSQL server): generates a GLEIF LEI-CDF 3.1 golden copy of BENCH_ROWS entities and its
// RR-CDF 2.1 file, imports both into a fresh database, imports the LEI file again (unchanged)
// and a 10 000-row delta (BENCH_DELTA_ROWS), then measures the import rate, the
// process's peak memory, building the in-memory search index (what an API process does at
// startup) and search latency with the index on and off over 400 queries. A benchmark, not a
// test: the figures depend on the machine and what else runs on it.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { CompanySearch } from '../src/companies/company-search';
import { openDatabase } from '../src/db/open';
import { openPostgres } from '../src/db/postgres';
import { generatedEntity, writeGeneratedGoldenCopy } from '../src/imports/gleif-generate';
import { importFile } from '../src/imports/import-file';

const rows = Number(process.env.BENCH_ROWS ?? 1_000_000);
const serverUrl = process.env.BENCH_DATABASE_URL;
// BENCH_LEI_ONLY=1 imports only the LEI-CDF file once (no RR-CDF, no second import): what the
// search and start figures need, in a third of the time on PGlite.
const leiOnly = process.env.BENCH_LEI_ONLY === '1';
const dir = mkdtempSync(join(tmpdir(), 'kyc-bench-imports-'));
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const peakRss = () => process.resourceUsage().maxRSS * 1024;

const schema = `bench_${Date.now()}`;
const db = await openDatabase(
  serverUrl ? { databaseUrl: serverUrl, schema } : { dataDir: join(dir, 'pglite') },
);
try {
  console.log(`${db.kind}, ${rows} rows, load average ${loadavg()[0]?.toFixed(1)}`);
  let started = Date.now();
  const lei = join(dir, 'lei2.csv');
  const rr = join(dir, 'rr.csv');
  await writeGeneratedGoldenCopy(lei, 'lei', rows);
  if (!leiOnly) await writeGeneratedGoldenCopy(rr, 'rr', rows);
  console.log(`generated in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  for (const file of leiOnly ? [lei] : [lei, rr]) {
    started = Date.now();
    const summary = await importFile(db, file);
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `import ${summary.format}: ${summary.status}, ${summary.rowsRead} rows in ${seconds.toFixed(1)} s (${Math.round(summary.rowsRead / seconds)} rows/s), peak RSS so far ${mb(peakRss())}`,
    );
  }
  if (!leiOnly) {
    started = Date.now();
    const again = await importFile(db, lei);
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `same LEI file again: ${again.unchanged} unchanged in ${seconds.toFixed(1)} s (${Math.round(again.rowsRead / seconds)} rows/s)`,
    );
    // A delta as GLEIF publishes one (last day/week/month): the same columns, only the records
    // that changed; here 10 000 (BENCH_DELTA_ROWS) entities of the middle, as version 2 has them.
    const deltaRows = Math.min(rows, Number(process.env.BENCH_DELTA_ROWS ?? 10_000));
    const delta = join(dir, 'lei2-delta.csv');
    await writeGeneratedGoldenCopy(delta, 'lei', deltaRows, {
      version: 2,
      start: Math.floor((rows - deltaRows) / 2),
    });
    started = Date.now();
    const applied = await importFile(db, delta);
    console.log(
      `delta of ${deltaRows} rows: ${applied.status}, ${applied.changed} changed in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }

  // BENCH_IMPORTS_ONLY=1 stops here: the import figures without the search and start ones.
  if (process.env.BENCH_IMPORTS_ONLY === '1') {
    console.log(`peak RSS ${mb(peakRss())}`);
    process.exitCode = 0;
  } else await searchAndStart();
} finally {
  await db.close().catch(() => {});
  if (serverUrl) {
    const admin = await openPostgres(serverUrl);
    await admin.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.close();
  }
  rmSync(dir, { recursive: true, force: true });
}

/** The in-memory search index and search latency, then the API's start on the imported data. */
async function searchAndStart(): Promise<void> {
  // What an API process does on start: build the in-memory index from the database.
  const before = process.memoryUsage();
  const started = Date.now();
  const indexed = new CompanySearch(db, { recheckMs: 60_000 });
  indexed.start();
  await indexed.ready();
  const after = process.memoryUsage();
  console.log(
    `search index built in ${((Date.now() - started) / 1000).toFixed(1)} s, heap +${mb(after.heapUsed - before.heapUsed)}, external (buffers) +${mb(after.external - before.external)}, RSS ${mb(after.rss)}`,
  );

  // 400 queries spread over the set: Chinese fragments, English words, LEIs, register numbers.
  const queries: string[] = [];
  for (let i = 0; i < 400; i++) {
    const entity = generatedEntity(Math.floor((i * rows) / 400));
    const name = entity['Entity.LegalName'] as string;
    queries.push(
      [
        name.slice(2, 6),
        name.split(' ').slice(0, 2).join(' '),
        entity.LEI as string,
        (entity['Entity.RegistrationAuthority.RegistrationAuthorityEntityID'] as string).slice(
          0,
          10,
        ),
      ][i % 4] as string,
    );
  }
  const sql = new CompanySearch(db, { useIndex: false });
  for (const [label, search] of [
    ['index on', indexed],
    ['index off (SQL)', sql],
  ] as const) {
    const times: number[] = [];
    for (const q of queries) {
      const t = process.hrtime.bigint();
      await search.search({ q, page: 1, pageSize: 20, sort: 'relevance' });
      times.push(Number(process.hrtime.bigint() - t) / 1e6);
    }
    times.sort((a, b) => a - b);
    const at = (p: number) =>
      (times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0).toFixed(1);
    console.log(
      `search ${label}: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms (400 queries, one at a time)`,
    );
  }
  await indexed.close();
  await sql.close();
  console.log(`peak RSS ${mb(peakRss())}`);
  await db.close();
  await measureApiStart();
}

/**
 * Starts the API itself (`src/server.ts`, as `npm start` does) on the imported database and
 * measures how long it takes to listen and to have its search index ready, and its memory
 * then. PGlite holds one process at a time, which is why the bench closed its own first.
 */
async function measureApiStart(): Promise<void> {
  const port = Number(process.env.BENCH_API_PORT ?? 4791);
  const databaseUrl = serverUrl
    ? `${serverUrl}${serverUrl.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`
    : undefined;
  const started = Date.now();
  // `node --import tsx`, not the tsx command, so that the child is the API itself (its memory).
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@kyc/source', 'src/server.ts'],
    {
      env: {
        ...process.env,
        API_PORT: String(port),
        LOG_LEVEL: 'silent',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: join(dir, 'pglite') }),
      },
      stdio: 'ignore',
    },
  );
  const status = async () => {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/webapi/system/status`);
      const body = (await response.json()) as { checks?: { name: string; detail?: string }[] };
      return body.checks?.find((check) => check.name === 'search-index')?.detail ?? '';
    } catch {
      return undefined;
    }
  };
  const vm = (field: string) => {
    const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(
      readFileSync(`/proc/${child.pid}/status`, 'utf8'),
    );
    return Number(match?.[1] ?? 0) * 1024;
  };
  try {
    let detail = await status();
    while (detail === undefined) {
      if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      detail = await status();
    }
    const listening = (Date.now() - started) / 1000;
    while (!detail?.startsWith('in-memory index')) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      detail = await status();
    }
    const ready = (Date.now() - started) / 1000;
    console.log(
      `API start: listening after ${listening.toFixed(1)} s, search index ready after ${ready.toFixed(1)} s (${detail}), RSS ${mb(vm('VmRSS'))}, peak RSS ${mb(vm('VmHWM'))}`,
    );
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

// `npm run bench:portfolio`: a 10 000-row portfolio (src/portfolios/generate.ts: identifiers,
// names with noise, shared names, rows that match nothing) matched against the seeded
// companies. Prints the time of matching alone (reading the identifiers once, then every name
// through the search index), best and median of the runs, and of the whole upload as the
// service answers it (reading the CSV, matching, storing 10 000 rows), and checks the counts
// against the file's known answers.
// Environment: BENCH_ROWS (10 000), BENCH_COMPANIES (3 000 seeded in memory, as a first start
// seeds), BENCH_RUNS (5), BENCH_DATABASE_URL (a PostgreSQL server instead of PGlite).
import { randomBytes } from 'node:crypto';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/open';
import { openPostgres } from '../src/db/postgres';
import { recognizeColumns, rowInput } from '../src/portfolios/columns';
import { generatePortfolio, generatorCompanies, portfolioCsv } from '../src/portfolios/generate';
import { matchRows } from '../src/portfolios/match';
import { DEMO_PASSWORD } from '../src/seed/accounts';
import { seedDatabase } from '../src/seed/seed';

const rowCount = Number(process.env.BENCH_ROWS ?? 10_000);
const companies = Number(process.env.BENCH_COMPANIES ?? 3000);
const runs = Number(process.env.BENCH_RUNS ?? 5);
const serverUrl = process.env.BENCH_DATABASE_URL;
const schema = `bench_${randomBytes(4).toString('hex')}`;

const db = serverUrl
  ? await openDatabase({ databaseUrl: serverUrl, schema })
  : await openDatabase({ dataDir: 'memory://' });
console.log(`Seeding ${companies} companies (${serverUrl ? 'PostgreSQL' : 'PGlite'})…`);
await seedDatabase(db, { companies });
const app = await buildApp({ db, reports: false });
await app.companySearch.ready();

let started = performance.now();
const portfolio = generatePortfolio(await generatorCompanies(db), { rows: rowCount });
console.log(`Generated ${rowCount} rows in ${Math.round(performance.now() - started)} ms`);
const expected = { matched: 0, ambiguous: 0, unmatched: 0 };
for (const answer of portfolio.answers) expected[answer.outcome]++;

const columns = recognizeColumns(portfolio.header);
const inputs = portfolio.rows.map((row) => rowInput(row, columns));
const index = await app.companySearch.currentIndex();
const times: number[] = [];
for (let run = 0; run < runs; run++) {
  started = performance.now();
  await matchRows(db, index, inputs);
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);

const login = await app.inject({
  method: 'POST',
  url: '/webapi/saas/user/login',
  payload: { loginName: 'demo_formal', password: DEMO_PASSWORD },
});
const user = login.json().user;
started = performance.now();
const uploaded = await app.inject({
  method: 'POST',
  url: '/webapi/saas/portfolios?fileName=bench.csv',
  headers: {
    'pro-client-id': user.uuid,
    'pro-access-token': user.accessToken,
    'pro-access-secret-key': user.accessSecretKey,
    'content-type': 'text/csv',
  },
  payload: portfolioCsv(portfolio),
});
const uploadMs = performance.now() - started;
const summary = uploaded.json();

const ms = (value: number) => `${Math.round(value)} ms`;
console.table([
  {
    database: serverUrl ? 'PostgreSQL' : 'PGlite',
    companies,
    rows: rowCount,
    'match best': ms(times[0] ?? 0),
    'match median': ms(times[Math.floor(times.length / 2)] ?? 0),
    'whole upload (201)': ms(uploadMs),
    'rows per second (upload)': Math.round(rowCount / (uploadMs / 1000)),
  },
]);
const agree = JSON.stringify(summary.counts).startsWith(JSON.stringify(expected).slice(0, -1));
console.log(
  `Counts ${JSON.stringify(summary.counts)}; known answers ${JSON.stringify(expected)}: ${agree ? 'agree' : 'DIFFER'}`,
);
console.log(
  `Load average at the end: ${(await import('node:os'))
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
);

await app.close();
await db.close();
if (serverUrl) {
  const admin = await openPostgres(serverUrl);
  await admin.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await admin.close();
}
if (!agree) process.exitCode = 1;

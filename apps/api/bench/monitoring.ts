// Monitoring at scale: one user watches BENCH_WATCHED companies (default 10 000) of a seeded
// register (BENCH_COMPANIES, default 12 000), then the data changes and detection runs. Prints
// how long watching took (billing and first snapshots), and how long a detection run takes
// when nothing changed, when one company changed, and when 200 did (what an import touches).
// `npm run bench:monitoring -w @kyc/api`; BENCH_DATABASE_URL measures on a PostgreSQL server.
import { randomBytes } from 'node:crypto';
import { openDatabase } from '../src/db/open';
import { openPostgres } from '../src/db/postgres';
import { detectChanges } from '../src/monitoring/detect';
import { watchCompanies } from '../src/monitoring/watches';
import { seedDatabase } from '../src/seed/seed';

const companies = Number(process.env.BENCH_COMPANIES ?? 12_000);
const watched = Number(process.env.BENCH_WATCHED ?? 10_000);
const url = process.env.BENCH_DATABASE_URL;
const schema = url ? `bench_${randomBytes(4).toString('hex')}` : undefined;
const db = await openDatabase(url ? { databaseUrl: url, schema } : { dataDir: 'memory://' });

const time = async <T>(label: string, work: () => Promise<T>): Promise<T> => {
  const started = performance.now();
  const result = await work();
  console.log(`${label}: ${((performance.now() - started) / 1000).toFixed(2)} s`, result ?? '');
  return result;
};

try {
  await time(`seed ${companies} companies`, () => seedDatabase(db, { companies }).then(() => ''));
  await db.query("UPDATE users SET api_balance_fen = 100000000 WHERE login_name = 'demo_formal'");
  const { rows: users } = await db.query<{ id: number }>(
    "SELECT id FROM users WHERE login_name = 'demo_formal'",
  );
  const userId = users[0]?.id as number;
  const { rows } = await db.query<{ id: number }>(
    'SELECT id FROM companies WHERE NOT sandbox ORDER BY id LIMIT $1',
    [watched],
  );
  const ids = rows.map((row) => row.id);
  await time(`watch ${ids.length} companies (bill and take first snapshots)`, () =>
    watchCompanies(db, userId, ids),
  );
  await time('first detection run (verifies every new snapshot once)', () => detectChanges(db));
  await time('detection run, nothing changed', () => detectChanges(db));
  await db.query("UPDATE companies SET address = COALESCE(address, '') || ' (1)' WHERE id = $1", [
    ids[Math.floor(ids.length / 2)],
  ]);
  await time('detection run, one company changed', () => detectChanges(db));
  const { rows: holders } = await db.query<{ company_id: number }>(
    `SELECT DISTINCT company_id FROM shareholdings WHERE company_id = ANY($1::int[]) LIMIT 200`,
    [ids],
  );
  await db.query(
    `UPDATE shareholdings SET percent = percent * 0.5
      WHERE company_id = ANY($1::int[]) AND holder_person_id IS NOT NULL`,
    [holders.map((h) => h.company_id)],
  );
  await time(`detection run, holders of ${holders.length} companies changed`, () =>
    detectChanges(db),
  );
} finally {
  await db.close();
  if (url && schema) {
    const admin = await openPostgres(url);
    await admin.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.close();
  }
}

// `npm run seed -- --companies N [--seed S]`: replaces the company data of the database the
// service would use (DATABASE_URL, else the embedded one in DATA_DIR) and resets the demo accounts.
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/open';
import { DEFAULT_COMPANIES, DEFAULT_SEED, seedDatabase } from './seed';

const { values } = parseArgs({
  options: {
    companies: { type: 'string', default: String(DEFAULT_COMPANIES) },
    seed: { type: 'string', default: String(DEFAULT_SEED) },
  },
});
const companies = Number(values.companies);
const seed = Number(values.seed);
if (
  !Number.isInteger(companies) ||
  companies < 1 ||
  companies > 5_000_000 ||
  !Number.isInteger(seed)
) {
  console.error('Usage: npm run seed -- --companies <1..5000000> [--seed <integer>]');
  process.exit(2);
}

const started = Date.now();
const db = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR,
});
let lastStage = '';
await seedDatabase(db, {
  companies,
  seed,
  onProgress(stage, done, total) {
    if (stage !== lastStage || done === total || done % 20_000 === 0) {
      process.stdout.write(`\r${stage}: ${done}/${total}   `);
      if (done === total) process.stdout.write('\n');
      lastStage = stage;
    }
  },
});
await db.close();
console.log(
  `Seeded ${companies} companies (seed ${seed}) on ${db.kind} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
);

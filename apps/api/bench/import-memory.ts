// `npx tsx --conditions=@kyc/source bench/import-memory.ts ROWS`: imports a generated LEI-CDF
// golden copy of ROWS entities into a fresh embedded database and prints the process's peak
// memory before and after, and the JavaScript heap's peak during the import. Run it at two
// sizes to see whether memory grows with the file (it should not: rows go in batches of 1 000).
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../src/db/open';
import { writeGeneratedGoldenCopy } from '../src/imports/gleif-generate';
import { importFile } from '../src/imports/import-file';

const rows = Number(process.argv[2] ?? 10_000);
const dir = mkdtempSync(join(tmpdir(), 'kyc-import-memory-'));
try {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'lei2.csv');
  await writeGeneratedGoldenCopy(file, 'lei', rows);
  const db = await openDatabase({ dataDir: join(dir, 'db') });
  const before = process.resourceUsage().maxRSS;
  let heapPeak = 0;
  const timer = setInterval(() => {
    heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
  }, 50);
  const started = Date.now();
  const summary = await importFile(db, file);
  clearInterval(timer);
  const mb = (kb: number) => `${Math.round(kb / 1024)} MB`;
  console.log(
    `${rows} rows: ${summary.status}, ${summary.added} added in ${((Date.now() - started) / 1000).toFixed(1)} s; peak RSS ${mb(before)} after opening the database, ${mb(process.resourceUsage().maxRSS)} after the import; JS heap peak ${Math.round(heapPeak / 1048576)} MB`,
  );
  await db.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}

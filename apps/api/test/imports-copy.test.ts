import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/open';
import { openPostgres } from '../src/db/postgres';
import type { Db } from '../src/db/types';
import { PUBLISHED_FIELD } from '../src/imports/gleif';
import {
  csvLine,
  generatedEntity,
  generatedLei,
  LEI_CDF_HEADER,
  writeGeneratedGoldenCopy,
} from '../src/imports/gleif-generate';
import { importFile } from '../src/imports/import-file';
import { backends } from './helpers';

// Imports at COPY speed (issue 35): what the staging and set-wise merge must keep of the
// imports' promises: all or nothing even when the process is killed, clear messages for a
// broken file, whole golden copies (`--full`) against deltas.

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const serverUrl = process.env.TEST_DATABASE_URL;
const dir = mkdtempSync(join(tmpdir(), 'kyc-imports-copy-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const leiCsv = (records: Record<string, string>[], columns = LEI_CDF_HEADER) =>
  csvLine(columns, Object.fromEntries(columns.map((h) => [h, h]))) +
  records.map((r) => csvLine(columns, r)).join('');
function file(name: string, content: string | Uint8Array): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}
const scalar = async (db: Db, sql: string, params: unknown[] = []) =>
  (await db.query<{ v: string }>(sql, params)).rows[0]?.v;
const versionOf = (db: Db) =>
  scalar(db, `SELECT version::text AS v FROM data_versions WHERE name = 'companies'`);
const gramIndexOf = (db: Db) =>
  scalar(
    db,
    `SELECT indexdef AS v FROM pg_indexes WHERE indexname = 'companies_grams_idx' AND schemaname = current_schema()`,
  );
const companiesOf = async (db: Db) =>
  Number(await scalar(db, 'SELECT count(*)::text AS v FROM companies'));

for (const backend of backends) {
  describe(`imports at COPY speed on ${backend.name}`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    beforeAll(async () => {
      ({ db, drop } = await backend.open());
    });
    afterAll(async () => {
      await db.close();
      await drop();
    });

    it('names the file, the line and the column of what is wrong', async () => {
      const before = await companiesOf(db);
      // A truncated zip: its central directory (at the end) is gone.
      const zip = zipSync({
        'lei2.csv': new TextEncoder().encode(leiCsv([generatedEntity(70_000)])),
      });
      const cut = await importFile(db, file('lei2-cut.csv.zip', zip.slice(0, zip.length - 30)));
      expect(cut.status).toBe('failed');
      expect(cut.error).toMatch(/^lei2-cut\.csv\.zip: not a readable zip file/);
      // A zip damaged inside its data: read up to a line, then its data cannot be inflated.
      const big = zipSync({
        'lei2.csv': new TextEncoder().encode(
          leiCsv(Array.from({ length: 400 }, (_, i) => generatedEntity(70_100 + i))),
        ),
      });
      const half = big.slice();
      half.fill(0xff, Math.floor(big.length / 2), Math.floor(big.length / 2) + 2000);
      const damaged = await importFile(db, file('lei2-damaged.csv.zip', half));
      expect(damaged.status).toBe('failed');
      expect(damaged.error).toMatch(/^lei2-damaged\.csv\.zip: .*line \d+/);

      // A published column missing: the header (line 1) names it.
      const columns = LEI_CDF_HEADER.filter((c) => c !== 'Entity.LegalName');
      const missing = await importFile(
        db,
        file('lei2-no-name.csv', leiCsv([generatedEntity(70_001)], columns)),
      );
      expect(missing).toMatchObject({
        status: 'failed',
        error:
          'lei2-no-name.csv: line 1 (the header) lacks the published column(s) Entity.LegalName',
      });

      // A bad check digit: that row is rejected (line and column), the others go in.
      const lei = generatedLei(70_003);
      const badLei = `${lei.slice(0, 18)}${lei.slice(18) === '00' ? '01' : '00'}`;
      const rows = [
        generatedEntity(70_002),
        { ...generatedEntity(70_003), LEI: badLei },
        generatedEntity(70_004),
      ];
      const summary = await importFile(db, file('lei2-bad-lei.csv', leiCsv(rows)));
      expect(summary).toMatchObject({ status: 'done', rowsRead: 3, added: 2, rejected: 1 });
      expect(summary.rejections).toEqual([
        { line: 3, reason: `LEI "${badLei}" is not a valid LEI (ISO 17442 check digits)` },
      ]);
      expect(await companiesOf(db)).toBe(before + 2);
    });

    it('unpublishes what a whole golden copy lacks, never what a delta lacks', async () => {
      const leis = Array.from({ length: 10 }, (_, i) => 80_000 + i);
      const published = Number(
        await scalar(
          db,
          `SELECT count(*)::text AS v FROM companies WHERE source = 'gleif' AND gleif_unpublished_at IS NULL`,
        ),
      );
      const full = await importFile(
        db,
        file(
          '20240101-0000-gleif-goldencopy-lei2-golden-copy.csv',
          leiCsv(leis.map((i) => generatedEntity(i))),
        ),
        { full: true },
      );
      // The companies of the test before are GLEIF's too, and this copy lacks them.
      expect(published).toBeGreaterThan(0);
      expect(full).toMatchObject({ status: 'done', added: 10, unpublished: published });

      // A delta (GLEIF's last-day file): three changed records, the other seven absent.
      const delta = await importFile(
        db,
        file(
          '20240102-0000-gleif-goldencopy-lei2-last-day.csv',
          leiCsv(leis.slice(0, 3).map((i) => generatedEntity(i, { version: 2 }))),
        ),
      );
      expect(delta).toMatchObject({ status: 'done', changed: 3, unchanged: 0, unpublished: 0 });
      expect(
        await scalar(
          db,
          `SELECT count(*)::text AS v FROM companies WHERE lei = ANY($1::text[]) AND gleif_unpublished_at IS NULL`,
          [leis.map(generatedLei)],
        ),
      ).toBe('10');

      // The next whole copy lacks two of them: they are no longer published, dated by the copy.
      const next = leis.slice(0, 8).map((i) => generatedEntity(i, { version: i < 80_003 ? 2 : 1 }));
      const path = file('20240201-0000-gleif-goldencopy-lei2-golden-copy.csv', leiCsv(next));
      const second = await importFile(db, path, { full: true });
      expect(second).toMatchObject({ status: 'done', unchanged: 8, unpublished: 2 });
      const gone = await db.query<{
        lei: string;
        field: string;
        before: string;
        after: string;
        day: string;
      }>(
        `SELECT c.lei, h.field, h.before, h.after, to_char(h.source_date AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day
           FROM companies c JOIN company_history h ON h.company_id = c.id AND h.import_id = $1
          WHERE c.gleif_unpublished_at IS NOT NULL ORDER BY c.lei`,
        [second.id],
      );
      expect(gone.rows).toEqual(
        [generatedLei(80_008), generatedLei(80_009)].sort().map((lei) => ({
          lei,
          field: PUBLISHED_FIELD,
          before: 'true',
          after: 'false',
          day: '2024-02-01',
        })),
      );

      // The same copy again changes nothing; a later copy that has one again republishes it.
      const version = await versionOf(db);
      const again = await importFile(db, path, { full: true });
      expect(again).toMatchObject({ status: 'done', unchanged: 8, unpublished: 0, changed: 0 });
      expect(await versionOf(db)).toBe(version);
      const back = await importFile(
        db,
        file(
          '20240301-0000-gleif-goldencopy-lei2-golden-copy.csv',
          leiCsv([...next, generatedEntity(80_009)]),
        ),
        { full: true },
      );
      expect(back).toMatchObject({ status: 'done', changed: 1, unchanged: 8, unpublished: 0 });
      expect(
        await scalar(
          db,
          `SELECT h.after AS v FROM company_history h JOIN companies c ON c.id = h.company_id
            WHERE c.lei = $1 AND h.import_id = $2 AND h.field = $3`,
          [generatedLei(80_009), back.id, PUBLISHED_FIELD],
        ),
      ).toBe('true');
    });
  });
}

// The import CLI killed with SIGKILL while it stages rows: nothing of the file is kept, and
// running it again completes.
interface Storage {
  name: string;
  env: Record<string, string>;
  open(): Promise<Db>;
  cleanup(): Promise<void>;
}
const storages: Storage[] = [
  (() => {
    const data = join(dir, 'pglite');
    return {
      name: 'PGlite data folder',
      env: { DATA_DIR: data },
      open: () => openDatabase({ dataDir: data }),
      cleanup: async () => {},
    };
  })(),
  ...(serverUrl
    ? [
        (() => {
          const schema = `killimport_${randomBytes(5).toString('hex')}`;
          const url = new URL(serverUrl);
          url.searchParams.set('options', `-c search_path=${schema}`);
          return {
            name: 'PostgreSQL',
            env: { DATABASE_URL: url.toString() },
            async open() {
              const admin = await openPostgres(serverUrl);
              await admin.exec(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
              await admin.close();
              return openDatabase({ databaseUrl: serverUrl, schema });
            },
            async cleanup() {
              const admin = await openPostgres(serverUrl);
              await admin.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
              await admin.close();
            },
          };
        })(),
      ]
    : []),
];

function runCli(env: Record<string, string>, args: string[]): ChildProcess {
  return spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@kyc/source', 'src/imports/cli.ts', ...args],
    {
      cwd: apiDir,
      env: { ...process.env, ...env, MAIL_DIR: join(dir, 'mail') },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
}

const ROWS = 60_000;
let bigFile: string;
beforeAll(async () => {
  bigFile = join(dir, 'lei2-big.csv');
  await writeGeneratedGoldenCopy(bigFile, 'lei', ROWS, { start: 200_000 });
}, 120_000);

describe.each(storages)('an import killed with SIGKILL on $name', (storage) => {
  afterAll(() => storage.cleanup());

  it('keeps the data as it was, and the next run completes', { timeout: 600_000 }, async () => {
    let db = await storage.open();
    const first = await importFile(
      db,
      file(
        `lei2-first-${storage.env.DATA_DIR ? 'pglite' : 'pg'}.csv`,
        leiCsv([90_000, 90_001].map((i) => generatedEntity(i))),
      ),
    );
    expect(first.status).toBe('done');
    const before = {
      companies: await companiesOf(db),
      version: await versionOf(db),
      imports: await scalar(db, 'SELECT count(*)::text AS v FROM imports'),
      history: await scalar(db, 'SELECT count(*)::text AS v FROM company_history'),
      // A load of this many new companies rebuilds the gram index at its end.
      gramIndex: await gramIndexOf(db),
    };
    expect(before.gramIndex).toContain('gin (grams)');
    await db.close();

    const child = runCli(storage.env, ['--progress', bigFile]);
    let out = '';
    let err = '';
    child.stderr?.on('data', (chunk) => {
      err += chunk;
    });
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    // Killed as soon as the progress says rows were staged and merged (inside its transaction).
    await new Promise<void>((resolve, reject) => {
      child.stdout?.on('data', (chunk) => {
        out += chunk;
        if (/[\d,]+ rows staged/.test(out)) {
          child.kill('SIGKILL');
          resolve();
        }
      });
      child.once('exit', () =>
        reject(new Error(`the import ended before it was killed: ${out} ${err}`)),
      );
    });
    await exited;
    expect(child.signalCode).toBe('SIGKILL');

    db = await storage.open();
    expect({
      companies: await companiesOf(db),
      version: await versionOf(db),
      imports: await scalar(db, 'SELECT count(*)::text AS v FROM imports'),
      history: await scalar(db, 'SELECT count(*)::text AS v FROM company_history'),
      gramIndex: await gramIndexOf(db),
    }).toEqual(before);
    await db.close();

    const again = runCli(storage.env, [bigFile]);
    let againOut = '';
    again.stdout?.on('data', (chunk) => {
      againOut += chunk;
    });
    again.stderr?.on('data', (chunk) => {
      againOut += chunk;
    });
    const code = await new Promise<number | null>((resolve) => again.once('exit', resolve));
    expect(againOut).toContain(
      `${ROWS} rows read, ${ROWS} added, 0 changed, 0 unchanged, 0 rejected`,
    );
    expect(code).toBe(0);
    db = await storage.open();
    expect(await companiesOf(db)).toBe(before.companies + ROWS);
    expect(await gramIndexOf(db)).toBe(before.gramIndex);
    await db.close();
  });
});

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from './pglite';
import type { Db } from './types';

describe('the embedded database in its worker thread', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openPglite();
    await db.exec(`
      CREATE TABLE items (id serial PRIMARY KEY, name text NOT NULL UNIQUE, tags text[], meta jsonb,
                          born date, seen timestamptz, price numeric(8, 2), big bigint);
      CREATE TABLE counter (n integer NOT NULL);
      INSERT INTO counter VALUES (0);
    `);
  });
  afterAll(async () => {
    await db.close();
  });

  it('runs parameterised statements and sends back typed rows', async () => {
    const seen = new Date('2025-01-30T08:00:00.000Z');
    await db.query(
      'INSERT INTO items (name, tags, meta, born, seen, price, big) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      ['华信', ['a', 'b'], { depth: 2 }, '2020-02-29', seen, '12.50', 42],
    );
    const { rows } = await db.query<Record<string, unknown>>(
      `SELECT id, name, tags, meta, born::text AS born, seen, price::text AS price, big, NULL AS none,
              true AS yes FROM items WHERE name = $1`,
      ['华信'],
    );
    expect(rows).toEqual([
      {
        id: 1,
        name: '华信',
        tags: ['a', 'b'],
        meta: { depth: 2 },
        born: '2020-02-29',
        seen,
        price: '12.50',
        big: 42,
        none: null,
        yes: true,
      },
    ]);
  });

  it('runs several statements in one exec', async () => {
    await db.exec('UPDATE counter SET n = n + 1; UPDATE counter SET n = n + 1;');
    const { rows } = await db.query<{ n: number }>('SELECT n FROM counter');
    expect(rows[0]?.n).toBe(2);
    await db.exec('UPDATE counter SET n = 0');
  });

  it("keeps PostgreSQL's error fields, and answers the next statement as usual", async () => {
    await db.query('INSERT INTO items (name) VALUES ($1)', ['dup']);
    const error = await db.query('INSERT INTO items (name) VALUES ($1)', ['dup']).catch((e) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 'items_name_key' });
    expect(error.message).toMatch(/duplicate key/);
    const syntax = await db.query('SELEC 1').catch((e) => e);
    expect(syntax).toMatchObject({ code: '42601' });
    expect((await db.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });

  it('answers many statements sent at once, each with its own rows', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        db.query<{ value: number }>('SELECT $1::int * 2 AS value', [i]),
      ),
    );
    expect(answers.map((answer) => answer.rows[0]?.value)).toEqual(
      Array.from({ length: 200 }, (_, i) => i * 2),
    );
  });

  it('commits a transaction, and rolls it back when the work throws', async () => {
    const value = await db.transaction(async (tx) => {
      await tx.query('UPDATE counter SET n = $1', [5]);
      return (await tx.query<{ n: number }>('SELECT n FROM counter')).rows[0]?.n;
    });
    expect(value).toBe(5);
    const failure = await db
      .transaction(async (tx) => {
        await tx.query('UPDATE counter SET n = $1', [99]);
        throw new Error('changed my mind');
      })
      .catch((e) => e);
    expect(failure.message).toBe('changed my mind');
    expect((await db.query<{ n: number }>('SELECT n FROM counter')).rows[0]?.n).toBe(5);
    // A failing statement inside rolls the whole transaction back as well.
    await expect(
      db.transaction(async (tx) => {
        await tx.query('UPDATE counter SET n = 7');
        await tx.query('SELECT 1/0');
      }),
    ).rejects.toMatchObject({ code: '22012' });
    expect((await db.query<{ n: number }>('SELECT n FROM counter')).rows[0]?.n).toBe(5);
  });

  it('makes statements from outside an open transaction wait until it ends', async () => {
    let outside: Promise<{ rows: { n: number }[] }> | undefined;
    await db.transaction(async (tx) => {
      await tx.query('UPDATE counter SET n = 10');
      outside = db.query<{ n: number }>('SELECT n FROM counter');
      await tx.query('UPDATE counter SET n = n + 1');
    });
    expect((await outside)?.rows[0]?.n).toBe(11);
  });

  it('leaves the calling thread free while a statement runs', async () => {
    let turns = 0;
    let done = false;
    const spin = () => {
      if (done) return;
      turns++;
      setImmediate(spin);
    };
    setImmediate(spin);
    await db.query('SELECT count(*) FROM generate_series(1, 2000000)');
    done = true;
    // Run on this thread, the WebAssembly would hold the event loop for the whole statement.
    expect(turns).toBeGreaterThan(1);
  });

  it('refuses statements after close, and closes once', async () => {
    const other = await openPglite();
    await other.close();
    await expect(other.query('SELECT 1')).rejects.toThrow(/closed/);
    await expect(other.close()).resolves.toBeUndefined();
  });
});

describe('the embedded database on disk', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kyc-api-pglite-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps what was written when opened again', async () => {
    const first = await openPglite(join(dir, 'data'));
    await first.exec("CREATE TABLE notes (body text); INSERT INTO notes VALUES ('kept')");
    await first.close();
    const second = await openPglite(join(dir, 'data'));
    expect((await second.query('SELECT body FROM notes')).rows).toEqual([{ body: 'kept' }]);
    await second.close();
  });

  it('fails to open, rather than hang, when the folder cannot be made', async () => {
    const file = join(dir, 'a-file');
    writeFileSync(file, 'not a folder');
    await expect(openPglite(join(file, 'data'))).rejects.toThrow();
  });
});

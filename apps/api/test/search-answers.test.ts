import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StoredUser } from '@kyc/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { SearchAnswerCache } from '../src/companies/search-answers';
import type { Db } from '../src/db/types';
import { importFile } from '../src/imports/import-file';
import { seedDatabase } from '../src/seed/seed';
import { authHeaders, backends, loginAs, SITE_ORIGIN } from './helpers';

const dir = mkdtempSync(join(tmpdir(), 'kyc-search-answers-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A BODS file with one company named `name` (a name no seeded company has). */
function bodsCompanyFile(recordId: string, name: string): string {
  const path = join(dir, `${recordId}.json`);
  writeFileSync(
    path,
    JSON.stringify([
      {
        statementId: `${recordId}-statement-0000000000000000000000000`,
        declarationSubject: recordId,
        statementDate: '2026-01-02',
        recordId,
        recordStatus: 'new',
        recordType: 'entity',
        recordDetails: {
          isComponent: false,
          entityType: { type: 'registeredEntity' },
          name,
          jurisdiction: { name: 'GB', code: 'GB' },
          identifiers: [{ id: `${recordId.toUpperCase()}`, scheme: 'GB-COH' }],
        },
      },
    ]),
  );
  return path;
}

describe.each(backends)('search answers follow the company data on $name', (backend) => {
  let db: Db;
  let other: Db;
  let drop: () => Promise<void>;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let user: StoredUser;
  beforeAll(async () => {
    const opened = await backend.open();
    db = opened.db;
    drop = opened.drop;
    await seedDatabase(db, { companies: 60 });
    // Another process's connection (the embedded database has one, so there it is the same).
    other = await opened.reopen();
    // The answer cache on, as in production (30 s).
    app = await buildApp({ db, allowedOrigins: [SITE_ORIGIN], searchCacheMs: 30_000 });
    await app.companySearch.ready();
    user = await loginAs(app, 'demo_formal');
  });
  afterAll(async () => {
    await app?.close();
    if (other !== db) await other?.close();
    await db?.close();
    await drop?.();
  });

  const search = async (q: string) => {
    const response = await app.inject({
      method: 'GET',
      url: `/webapi/saas/search?q=${encodeURIComponent(q)}`,
      headers: authHeaders(user),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { total: number; items: { nameEn: string }[] };
  };

  it('answers a search asked again after an import with the imported company, at once', async () => {
    expect(app.companySearch.status().state).toBe('ready');
    const before = await search('Quillfeather');
    expect(before.total).toBe(0);
    // The same question again is answered from the cache: still nothing.
    expect((await search('Quillfeather')).total).toBe(0);

    // Another process (npm run import) adds a matching company.
    const summary = await importFile(
      other,
      bodsCompanyFile('qf-1', 'Quillfeather Instruments Limited'),
    );
    expect(summary).toMatchObject({ status: 'done', added: 1, rejected: 0 });

    const after = await search('Quillfeather');
    expect(after.total).toBe(1);
    expect(after.items.map((c) => c.nameEn)).toEqual(['Quillfeather Instruments Limited']);

    // A second import: the answer moves again, with both.
    await importFile(other, bodsCompanyFile('qf-2', 'Quillfeather Optics Limited'));
    expect((await search('quillfeather')).items.map((c) => c.nameEn).sort()).toEqual([
      'Quillfeather Instruments Limited',
      'Quillfeather Optics Limited',
    ]);
  });

  it('reuses an answer while the data version stays, and computes once for a burst', async () => {
    const answers = new SearchAnswerCache<number>(30_000, 10);
    let computed = 0;
    const compute = async () => {
      computed += 1;
      return computed;
    };
    const burst = await Promise.all([1, 2, 3].map(() => answers.answer(db, 'k', compute)));
    expect(burst).toEqual([1, 1, 1]);
    expect(await answers.answer(db, 'k', compute)).toBe(1);
    // Any committed change to the companies moves the version: the old answer is not reused.
    await other.query(
      `UPDATE companies SET score = score WHERE id = (SELECT min(id) FROM companies)`,
    );
    expect(await answers.answer(db, 'k', compute)).toBe(2);
    expect(computed).toBe(2);
  });
});

import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompanySearch } from '../src/companies/company-search';
import { companyDetails } from '../src/companies/details';
import { searchCompanies } from '../src/companies/search';
import type { Db } from '../src/db/types';
import { exportBods } from '../src/imports/bods-export';
import { readEntityIdentifiers } from '../src/imports/bods-identifiers';
import { importFile } from '../src/imports/import-file';
import { seedDatabase } from '../src/seed/seed';
import { BODS_FIXTURES, bodsValidator } from './bods-validator';
import { backends } from './helpers';

const EXAMPLES = new URL('examples/', BODS_FIXTURES);
const dir = mkdtempSync(join(tmpdir(), 'kyc-bods-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * The beneficial owners each example describes, read from the examples themselves: the
 * people with a current interest declared as beneficial ownership or control (or a share of
 * 25 % or more), with the share the declarations give and how they qualify (equity for a
 * share at or above 25 %, control for a role so declared).
 */
const DESCRIBED: Record<string, { subject: string; owners: [string, number, string[]][] }> = {
  'bods-package-annotations.json': { subject: '22e8a31863ee', owners: [] },
  'bods-package-entity-owning-entity.json': { subject: '12b7dd0770ce', owners: [] },
  // A state-owned enterprise: owned by the state through a ministry, no natural person.
  'bods-package-fi-soe.json': { subject: '19f1c5afe9d7', owners: [] },
  // "More than 25 %, up to 50 %".
  'bods-package-linking-annotations.json': {
    subject: 'a01c1a0863e2',
    owners: [['Mr Jeremy Hunt', 25, ['equity']]],
  },
  'bods-package.json': {
    subject: 'c359f58d2977',
    owners: [['Jennifer Hewitson-Smith', 100, ['equity']]],
  },
  // Riyadh's and Declan's interests were closed; Patrick ends with 100 % and a board seat.
  'fermcat.json': {
    subject: 'ent-93c75c87ab28f889',
    owners: [["Patrick O'Donohue", 100, ['equity', 'control']]],
  },
  'full-pep-declaration.json': {
    subject: 'a7b3bd81d8ba',
    owners: [['Michael Hubbard', 25, ['equity', 'control']]],
  },
  // 30 % through Company B, whose own link to Person 1 has no declared share.
  'indirect-ownership.json': { subject: 'ad3f6c2fcc9e', owners: [['Person 1', 30, ['equity']]] },
  // A joint shareholding arrangement holds 100 %; each of the two holds half of it.
  'joint-ownership.json': {
    subject: '31c55e425764',
    owners: [
      ['Natalie Coleman', 50, ['equity']],
      ['Roberto Lopez', 50, ['equity']],
    ],
  },
  // A trust: its trustees, its settlor and an anonymous beneficiary control it.
  'levent.json': {
    subject: '8e40d059',
    owners: [
      ['Andrew Anderson', 0, ['control']],
      ['Anonymous person', 0, ['control']],
      ['Bella Buxton', 0, ['control']],
    ],
  },
  'listed-company-exempt-from-disclosure.json': { subject: '4c7ea3bfbe6c', owners: [] },
  // 50 % directly and 50 % through Company B.
  'mixed-direct-and-indirect-ownership.json': {
    subject: '9bfe59b6a869',
    owners: [['Person 1', 100, ['equity']]],
  },
  'multiple-indirect-ownership.json': {
    subject: '63e3a8a8946f',
    owners: [['Person 1', 60, ['equity']]],
  },
  'multiple-tax-residencies.json': {
    subject: 'fd5c8dbc9a91',
    owners: [['Logan Morton', 100, ['equity']]],
  },
  'mutilple-indirect-ownership-2.json': {
    subject: '1e049760d6c7',
    owners: [['Person 1', 60, ['equity']]],
  },
  // Control through a nominee arrangement (the nominator, not the nominee).
  'nomination.json': {
    subject: '104AB1984C',
    owners: [['Silvia Teixeira Perez', 0, ['control']]],
  },
  'plc-entity-statement.json': { subject: '70044236', owners: [] },
  'simple-pep-declaration.json': {
    subject: '841083ba86e3',
    owners: [['Michael Hubbard', 25, ['equity', 'control']]],
  },
  // Maria Esteves's relationship was closed; a company (Shear Trust) holds 80 %.
  'tecido.json': { subject: '01B68D7633', owners: [] },
};

async function keyNoOfRecord(db: Db, recordId: string): Promise<string> {
  const { rows } = await db.query<{ key_no: string }>(
    'SELECT c.key_no FROM bods_records r JOIN companies c ON c.id = r.company_id WHERE r.record_id = $1',
    [recordId],
  );
  return rows[0]?.key_no as string;
}

async function owners(db: Db, keyNo: string) {
  const details = await companyDetails(db, keyNo, 8);
  return (details?.beneficialOwners ?? [])
    .filter((o) => o.isUbo)
    .map((o) => [o.nameEn, o.percent, o.rules] as [string, number, string[]])
    .sort((a, b) => a[0].localeCompare(b[0]));
}

for (const backend of backends) {
  describe(`BODS 0.4 on ${backend.name}`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    beforeAll(async () => {
      ({ db, drop } = await backend.open());
    });
    afterAll(async () => {
      await db.close();
      await drop();
    });

    it('has an expectation for every published example', () => {
      expect(Object.keys(DESCRIBED).sort()).toEqual(
        readdirSync(EXAMPLES)
          .filter((f) => f.endsWith('.json'))
          .sort(),
      );
    });

    for (const [example, described] of Object.entries(DESCRIBED))
      it(`imports ${example} and finds the owners it describes`, async () => {
        const path = new URL(example, EXAMPLES).pathname;
        const statements = JSON.parse(readFileSync(path, 'utf8')) as unknown[];
        const summary = await importFile(db, path);
        expect(summary.rejections).toEqual([]);
        expect(summary).toMatchObject({
          status: 'done',
          format: 'bods',
          rowsRead: statements.length,
          rejected: 0,
        });
        const keyNo = await keyNoOfRecord(db, described.subject);
        expect(keyNo).toMatch(/^[0-9a-f]{32}$/);
        expect(await owners(db, keyNo)).toEqual(described.owners);
        // The same file again changes nothing.
        const again = await importFile(db, path);
        expect(again).toMatchObject({
          status: 'done',
          added: 0,
          changed: 0,
          unchanged: statements.length,
        });
      });

    it('reads JSON Lines, rejecting a bad line and keeping the rest', async () => {
      const statements = JSON.parse(
        readFileSync(new URL('bods-package.json', EXAMPLES), 'utf8'),
      ) as Record<string, unknown>[];
      const renamed = statements.map((s) => ({
        ...s,
        statementId: `${s.statementId}-jsonl`,
        recordId: `${s.recordId}-jsonl`,
        ...(s.recordType === 'relationship'
          ? {
              recordDetails: {
                ...(s.recordDetails as object),
                subject: 'c359f58d2977-jsonl',
                interestedParty: '10478c6cf6de-jsonl',
              },
            }
          : {}),
      }));
      const lines = [
        JSON.stringify(renamed[0]),
        '{ not json',
        JSON.stringify(renamed[1]),
        JSON.stringify({ ...renamed[2], recordType: 'ownership' }),
        JSON.stringify(renamed[2]),
      ].join('\n');
      const path = join(dir, 'statements.jsonl');
      writeFileSync(path, lines);
      const summary = await importFile(db, path);
      expect(summary).toMatchObject({ status: 'done', rowsRead: 5, added: 3, rejected: 2 });
      expect(summary.rejections).toEqual([
        { line: 2, reason: expect.stringMatching(/^not JSON/) },
        { line: 4, reason: 'recordType "ownership" is not entity, person or relationship' },
      ]);
      expect(await owners(db, await keyNoOfRecord(db, 'c359f58d2977-jsonl'))).toEqual([
        ['Jennifer Hewitson-Smith', 100, ['equity']],
      ]);
    });

    it('exports a seeded and an imported company as valid BODS 0.4 that imports back to the same owners', async () => {
      const validate = bodsValidator();
      // Every published example validates: the validator is the schema as published.
      for (const example of Object.keys(DESCRIBED))
        expect(
          validate(JSON.parse(readFileSync(new URL(example, EXAMPLES), 'utf8'))),
          example,
        ).toBe(true);

      await seedDatabase(db, { companies: 300 });
      // Seeded companies with beneficial owners by equity and by control, and imported ones.
      const seeded = (
        await db.query<{ key_no: string }>(
          `SELECT key_no FROM companies c WHERE EXISTS (SELECT 1 FROM shareholdings s WHERE s.company_id = c.id AND s.holder_company_id IS NOT NULL)
            ORDER BY id LIMIT 3`,
        )
      ).rows.map((r) => r.key_no);
      expect(seeded).toHaveLength(3);
      for (const example of [
        'joint-ownership.json',
        'mixed-direct-and-indirect-ownership.json',
        'levent.json',
      ])
        await importFile(db, new URL(example, EXAMPLES).pathname);
      const imported = await Promise.all(
        ['31c55e425764', '9bfe59b6a869', '8e40d059'].map((r) => keyNoOfRecord(db, r)),
      );

      const { db: other, drop: dropOther } = await backend.open();
      try {
        for (const keyNo of [...seeded, ...imported]) {
          const statements = (await exportBods(db, keyNo)) as Record<string, unknown>[];
          expect(validate(statements), JSON.stringify(validate.errors)).toBe(true);
          const expected = await owners(db, keyNo);
          const path = join(dir, `${keyNo}.bods.json`);
          writeFileSync(path, JSON.stringify(statements));
          const summary = await importFile(other, path);
          expect(summary.rejections).toEqual([]);
          // Graphs overlap: a record an earlier export brought is unchanged, or changed where
          // the statement speaks of another declaration subject.
          expect(summary).toMatchObject({ status: 'done', rejected: 0 });
          expect(summary.added + summary.changed + summary.unchanged).toBe(statements.length);
          const back = await keyNoOfRecord(other, `kyc-company-${keyNo}`);
          expect(await owners(other, back), keyNo).toEqual(expected);
        }
        // Seeded companies do have owners to compare (by equity or by control).
        expect((await owners(db, seeded[0] as string)).length).toBeGreaterThan(0);
      } finally {
        await other.close();
        await dropOther();
      }
    });

    it('exports every identifier with its org-id.guide scheme, and a company imported elsewhere is found by each', async () => {
      const pick = () =>
        db.query<{ key_no: string; reg_no: string; uscc: string; lei: string; name_en: string }>(
          `SELECT key_no, reg_no, uscc, lei, name_en FROM companies
            WHERE jurisdiction = 'CN' AND uscc IS NOT NULL AND lei IS NOT NULL AND reg_no <> uscc
            ORDER BY id LIMIT 1`,
        );
      if ((await pick()).rows.length === 0) await seedDatabase(db, { companies: 300 });
      const company = (await pick()).rows[0];
      if (!company) throw new Error('the seed holds no mainland company with a USCC and an LEI');

      const statements = (await exportBods(db, company.key_no)) as {
        recordId: string;
        recordDetails: { identifiers?: { id: string; scheme?: string; schemeName?: string }[] };
      }[];
      const entity = statements.find((s) => s.recordId === `kyc-company-${company.key_no}`);
      // Each identifier has its org-id.guide scheme (and a name beside it).
      expect(entity?.recordDetails.identifiers).toEqual([
        { id: company.uscc, scheme: 'CN-SAIC', schemeName: 'Unified Social Credit Code' },
        { id: company.reg_no, scheme: 'CN-SAIC', schemeName: 'Registration number' },
        { id: company.lei, scheme: 'XI-LEI', schemeName: 'Legal Entity Identifier' },
      ]);
      expect(bodsValidator()(statements)).toBe(true);

      const { db: fresh, drop: dropFresh } = await backend.open();
      try {
        const path = join(dir, `${company.key_no}.identifiers.bods.json`);
        writeFileSync(path, JSON.stringify(statements));
        expect(await importFile(fresh, path)).toMatchObject({ status: 'done', rejected: 0 });
        const { rows } = await fresh.query(
          `SELECT c.jurisdiction, c.reg_no, c.uscc, c.lei FROM bods_records r JOIN companies c ON c.id = r.company_id
            WHERE r.record_id = $1`,
          [`kyc-company-${company.key_no}`],
        );
        expect(rows).toEqual([
          { jurisdiction: 'CN', reg_no: company.reg_no, uscc: company.uscc, lei: company.lei },
        ]);
        // Found by each identifier, by SQL and by the in-memory index.
        const index = new CompanySearch(fresh, { recheckMs: 0 });
        index.start();
        expect(await index.ready()).toBe(true);
        for (const q of [company.uscc, company.lei, company.reg_no, company.uscc.toLowerCase()]) {
          const input = { q, page: 1, pageSize: 20 };
          for (const found of [await searchCompanies(fresh, input), await index.search(input)]) {
            expect(found.matchedBy, q).toBe('identifier');
            expect(
              found.items.map((c) => c.nameEn),
              q,
            ).toEqual([company.name_en]);
          }
        }
        await index.close();
      } finally {
        await fresh.close();
        await dropFresh();
      }
    });

    it('reads identifiers by scheme first and schemeName when there is no scheme', () => {
      const uscc = '91350100M000100Y43';
      const lei = '5493001KJTIIGC8Y1R12';
      // As the export wrote them before schemes: the USCC by name only.
      expect(
        readEntityIdentifiers([
          { id: '350100000012345', scheme: 'CN-SAMR' },
          { id: uscc, schemeName: 'Unified Social Credit Code' },
          { id: lei, scheme: 'XI-LEI' },
        ]),
      ).toEqual({ lei, uscc, regNo: '350100000012345', registerScheme: 'CN-SAMR' });
      // Names only (BODS needs one of the two).
      expect(
        readEntityIdentifiers([
          { id: 'HK1234567', schemeName: 'Registration number' },
          { id: lei.toLowerCase(), schemeName: 'LEI' },
        ]),
      ).toEqual({ lei, uscc: null, regNo: 'HK1234567', registerScheme: null });
      // A mainland company whose registration number is its USCC; a scheme wins over a name.
      expect(
        readEntityIdentifiers([
          { id: uscc, scheme: 'CN-SAIC', schemeName: 'Registration number' },
          { id: 'X1', schemeName: 'Unified Social Credit Code' },
        ]),
      ).toEqual({ lei: null, uscc, regNo: 'X1', registerScheme: 'CN-SAIC' });
      // A check digit that does not hold is no LEI or USCC.
      expect(
        readEntityIdentifiers([
          { id: '5493001KJTIIGC8Y1R13', scheme: 'XI-LEI' },
          { id: '91350100M000100Y44', scheme: 'CN-SAIC' },
        ]),
      ).toEqual({ lei: null, uscc: null, regNo: '91350100M000100Y44', registerScheme: 'CN-SAIC' });
    });
  });
}

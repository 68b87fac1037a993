import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Db } from '../src/db/types';
import { exportBods } from '../src/imports/bods-export';
import { gleifKeyNo } from '../src/imports/gleif';
import {
  csvLine,
  GENERATED_LOU,
  generatedEntity,
  generatedLei,
  generatedRelationships,
  LEI_CDF_HEADER,
  makeLei,
  RR_CDF_HEADER,
  writeGeneratedGoldenCopy,
} from '../src/imports/gleif-generate';
import { companyHistory, consolidationParents } from '../src/imports/history';
import { importFile } from '../src/imports/import-file';
import { upsertDemoAccounts } from '../src/seed/accounts';
import { seedDatabase } from '../src/seed/seed';
import { authHeaders, backends, loginAs } from './helpers';

const dir = mkdtempSync(join(tmpdir(), 'kyc-imports-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let fileNo = 0;
function file(name: string, content: string | Uint8Array): string {
  const path = join(dir, `${fileNo++}-${name}`);
  writeFileSync(path, content);
  return path;
}

const csv = (header: readonly string[], records: Record<string, string>[]) =>
  csvLine(header, Object.fromEntries(header.map((h) => [h, h]))) +
  records.map((r) => csvLine(header, r)).join('');

/**
 * A record with every published column filled: LEIs where GLEIF puts LEIs, ISO dates where it
 * puts dates, and a value naming its column elsewhere, so each column is seen to arrive.
 */
function everyColumn(
  header: readonly string[],
  lei: string,
  fixed: Record<string, string>,
): Record<string, string> {
  const record: Record<string, string> = {};
  header.forEach((column, i) => {
    if (/LEI$|NodeID$|ManagingLOU$/.test(column)) record[column] = makeLei('5299', `X${i}`);
    else if (/Date$|startDate$|endDate$/.test(column))
      record[column] =
        `20${String(10 + (i % 15)).padStart(2, '0')}-0${1 + (i % 9)}-1${i % 10}T10:00:00+01:00`;
    else record[column] = `${column} 值 "${i}"`;
  });
  return { ...record, LEI: lei, ...fixed };
}

const versionOf = async (db: Db) =>
  (
    await db.query<{ version: string }>(
      `SELECT version::text AS version FROM data_versions WHERE name = 'companies'`,
    )
  ).rows[0]?.version;
const countOf = async (db: Db, table: string) =>
  Number((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n);

for (const backend of backends) {
  describe(`GLEIF import on ${backend.name}`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    beforeAll(async () => {
      ({ db, drop } = await backend.open());
    });
    afterAll(async () => {
      await db.close();
      await drop();
    });

    it('reads every published column of a LEI-CDF 3.1 and an RR-CDF 2.1 file laid out as GLEIF’s', async () => {
      const childLei = makeLei('5299', 'EVERYCOLUMN1');
      const parentLei = makeLei('5299', 'EVERYCOLUMN2');
      const entity = everyColumn(LEI_CDF_HEADER, childLei, {
        'Entity.LegalName': '上海每列科技有限公司',
        'Entity.LegalName.xmllang': 'zh',
        'Entity.TransliteratedOtherEntityNames.TransliteratedOtherEntityName.1':
          'Shanghai Meilie Technology Co., Ltd.',
        'Entity.TransliteratedOtherEntityNames.TransliteratedOtherEntityName.1.type':
          'PREFERRED_ASCII_TRANSLITERATED_LEGAL_NAME',
        'Entity.LegalJurisdiction': 'CN',
        'Entity.EntityStatus': 'ACTIVE',
        'Registration.RegistrationStatus': 'ISSUED',
      });
      const parent = {
        ...generatedEntity(3),
        LEI: parentLei,
        'Entity.LegalName': 'Parent Holdings Limited',
      };
      const relationship = everyColumn(RR_CDF_HEADER, '', {
        'Relationship.StartNode.NodeID': childLei,
        'Relationship.StartNode.NodeIDType': 'LEI',
        'Relationship.EndNode.NodeID': parentLei,
        'Relationship.EndNode.NodeIDType': 'LEI',
        'Relationship.RelationshipType': 'IS_DIRECTLY_CONSOLIDATED_BY',
        'Relationship.RelationshipStatus': 'ACTIVE',
        'Relationship.Period.1.periodType': 'RELATIONSHIP_PERIOD',
      });
      delete relationship.LEI;
      expect(Object.keys(entity)).toHaveLength(338);
      expect(Object.keys(relationship)).toHaveLength(54);

      const lei = await importFile(db, file('lei2.csv', csv(LEI_CDF_HEADER, [entity, parent])));
      expect(lei).toMatchObject({
        status: 'done',
        format: 'gleif-lei',
        rowsRead: 2,
        added: 2,
        rejected: 0,
      });
      const rr = await importFile(db, file('rr.csv', csv(RR_CDF_HEADER, [relationship])));
      expect(rr).toMatchObject({
        status: 'done',
        format: 'gleif-rr',
        rowsRead: 1,
        added: 1,
        rejected: 0,
      });

      const { rows } = await db.query<Record<string, unknown>>(
        `SELECT name_zh, name_en, legal_name_lang, jurisdiction, reg_no, company_type, legal_form_code, status,
                entity_status, established::text AS established, address, headquarters_address,
                lei_registered_at::text AS lei_registered_at, lei_next_renewal::text AS lei_next_renewal,
                lei_status, managing_lou, other_names, gleif_record, key_no, source
           FROM companies WHERE lei = $1`,
        [childLei],
      );
      const company = rows[0] as Record<string, unknown>;
      // Every column arrives, by its published name, with its value as written.
      expect(company.gleif_record).toEqual(entity);
      expect(company).toMatchObject({
        key_no: gleifKeyNo(childLei),
        source: 'gleif',
        name_zh: '上海每列科技有限公司',
        name_en: 'Shanghai Meilie Technology Co., Ltd.',
        legal_name_lang: 'zh',
        jurisdiction: 'CN',
        reg_no: entity['Entity.RegistrationAuthority.RegistrationAuthorityEntityID'],
        company_type: entity['Entity.LegalForm.OtherLegalForm'],
        legal_form_code: entity['Entity.LegalForm.EntityLegalFormCode'],
        status: 'ACTIVE',
        entity_status: 'ACTIVE',
        established: entity['Entity.EntityCreationDate']?.slice(0, 10),
        lei_registered_at: entity['Registration.InitialRegistrationDate']?.slice(0, 10),
        lei_next_renewal: entity['Registration.NextRenewalDate']?.slice(0, 10),
        lei_status: 'ISSUED',
        managing_lou: entity['Registration.ManagingLOU'],
      });
      expect(company.address).toContain(entity['Entity.LegalAddress.FirstAddressLine']);
      expect(company.address).toContain(entity['Entity.LegalAddress.PostalCode']);
      expect(company.headquarters_address).toContain(entity['Entity.HeadquartersAddress.City']);
      // Five other names and five transliterated ones, with their languages and types.
      expect(company.other_names).toHaveLength(10);
      const stored = await db.query<{ record: unknown; start_date: string }>(
        'SELECT record, start_date::text AS start_date FROM lei_relationships WHERE child_lei = $1',
        [childLei],
      );
      expect(stored.rows[0]?.record).toEqual(relationship);
      expect(stored.rows[0]?.start_date).toBe(
        relationship['Relationship.Period.1.startDate']?.slice(0, 10),
      );
      const parents = await consolidationParents(db, childLei);
      expect(parents).toEqual([
        expect.objectContaining({
          kind: 'direct',
          lei: parentLei,
          nameEn: 'Parent Holdings Limited',
        }),
      ]);
    });

    it('reads a zipped golden copy as GLEIF publishes it', async () => {
      const records = [0, 1, 2].map((i) => generatedEntity(100 + i));
      const zip = zipSync({
        '20240101-0800-gleif-goldencopy-lei2-golden-copy.csv': new TextEncoder().encode(
          csv(LEI_CDF_HEADER, records),
        ),
      });
      const summary = await importFile(db, file('lei2.csv.zip', zip));
      expect(summary).toMatchObject({ status: 'done', format: 'gleif-lei', rowsRead: 3, added: 3 });
      const { rows } = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM companies WHERE lei = ANY($1::text[])',
        [records.map((r) => r.LEI)],
      );
      expect(rows[0]?.n).toBe(3);
    });

    it('imports the same file twice without changing anything the second time', async () => {
      const path = file(
        'lei2.csv',
        csv(
          LEI_CDF_HEADER,
          [200, 201, 202, 203].map((i) => generatedEntity(i)),
        ),
      );
      const first = await importFile(db, path);
      expect(first).toMatchObject({ status: 'done', added: 4, changed: 0, unchanged: 0 });
      const version = await versionOf(db);
      const history = await countOf(db, 'company_history');
      const second = await importFile(db, path);
      expect(second).toMatchObject({
        status: 'done',
        rowsRead: 4,
        added: 0,
        changed: 0,
        unchanged: 4,
      });
      expect(second.fileHash).toBe(first.fileHash);
      expect(await versionOf(db)).toBe(version);
      expect(await countOf(db, 'company_history')).toBe(history);
    });

    it('rejects bad rows, each named by line and reason, and keeps the good ones', async () => {
      const good = [300, 301, 302].map((i) => generatedEntity(i));
      const badLei: Record<string, string> = {
        ...generatedEntity(303),
        LEI: `${generatedLei(303).slice(0, 18)}00`,
      };
      const noName: Record<string, string> = { ...generatedEntity(304), 'Entity.LegalName': '' };
      const badDate: Record<string, string> = {
        ...generatedEntity(305),
        'Registration.NextRenewalDate': '2024-02-30',
      };
      const lines = csv(LEI_CDF_HEADER, [
        good[0],
        badLei,
        good[1],
        noName,
        badDate,
        good[2],
      ] as Record<string, string>[]);
      // A row with a field too few (line 8).
      const short = `${csvLine(LEI_CDF_HEADER, generatedEntity(306)).replace(/,"[^"]*"\n$/, '\n')}`;
      const summary = await importFile(db, file('lei2-bad.csv', lines + short));
      expect(summary).toMatchObject({ status: 'done', rowsRead: 7, added: 3, rejected: 4 });
      expect(summary.rejections).toEqual([
        { line: 3, reason: expect.stringContaining(`LEI "${badLei.LEI}" is not a valid LEI`) },
        { line: 5, reason: 'Entity.LegalName is empty' },
        { line: 6, reason: 'Registration.NextRenewalDate is not an ISO 8601 date: "2024-02-30"' },
        {
          line: 8,
          reason: `the row has ${LEI_CDF_HEADER.length - 1} fields, the header ${LEI_CDF_HEADER.length}`,
        },
      ]);
      const stored = await db.query<{ line: number; reason: string }>(
        'SELECT line, reason FROM import_rejections WHERE import_id = $1 ORDER BY line',
        [summary.id],
      );
      expect(stored.rows).toEqual(summary.rejections);
      const { rows } = await db.query<{ lei: string }>(
        'SELECT lei FROM companies WHERE lei = ANY($1::text[]) ORDER BY lei',
        [[...good, badLei, noName, badDate].map((r) => r.LEI)],
      );
      expect(rows.map((r) => r.lei)).toEqual(good.map((r) => r.LEI).sort());
    });

    it('leaves the data as it was when a file breaks midway', async () => {
      const before = { companies: await countOf(db, 'companies'), version: await versionOf(db) };
      const rows = [400, 401, 402, 403].map((i) => csvLine(LEI_CDF_HEADER, generatedEntity(i)));
      // The third row opens a quote that never closes: CSV cannot read past it.
      rows[2] = `"${generatedLei(402)}","Broken "quote,${(rows[2] as string).slice(30)}`;
      const header = csvLine(LEI_CDF_HEADER, Object.fromEntries(LEI_CDF_HEADER.map((h) => [h, h])));
      const summary = await importFile(
        db,
        file('lei2-broken.csv', header + rows.join('') + '"unterminated'),
      );
      expect(summary.status).toBe('failed');
      expect(summary.error).toMatch(/quote|Quote|closing/);
      expect(await countOf(db, 'companies')).toBe(before.companies);
      expect(await versionOf(db)).toBe(before.version);
      const recorded = await db.query<{ status: string; error: string }>(
        'SELECT status, error FROM imports WHERE id = $1',
        [summary.id],
      );
      expect(recorded.rows[0]).toEqual({ status: 'failed', error: summary.error });
      // A truncated zip fails the same way.
      const zip = zipSync({ 'lei2.csv': new TextEncoder().encode(header + rows.join('')) });
      const truncated = await importFile(
        db,
        file('lei2-cut.csv.zip', zip.slice(0, zip.length - 40)),
      );
      expect(truncated.status).toBe('failed');
      expect(await countOf(db, 'companies')).toBe(before.companies);
    });

    it('keeps every change of a second golden copy as history, with both dates', async () => {
      const indexes = Array.from({ length: 21 }, (_, i) => 1000 + i);
      const v1 = join(dir, 'v1-lei.csv');
      const v1rr = join(dir, 'v1-rr.csv');
      const v2 = join(dir, 'v2-lei.csv');
      const v2rr = join(dir, 'v2-rr.csv');
      await writeGeneratedGoldenCopy(v1, 'lei', indexes.length, { start: 1000, version: 1 });
      await writeGeneratedGoldenCopy(v1rr, 'rr', indexes.length, { start: 1000, version: 1 });
      await writeGeneratedGoldenCopy(v2, 'lei', indexes.length, { start: 1000, version: 2 });
      await writeGeneratedGoldenCopy(v2rr, 'rr', indexes.length, { start: 1000, version: 2 });
      expect(await importFile(db, v1, { now: new Date('2024-03-01T00:00:00Z') })).toMatchObject({
        added: 21,
      });
      expect(await importFile(db, v1rr, { now: new Date('2024-03-01T00:00:00Z') })).toMatchObject({
        added: 32,
      });
      const version = await versionOf(db);
      const seen = new Date('2024-06-01T00:00:00Z');
      const lei = await importFile(db, v2, { now: seen });
      // Every entity's LastUpdateDate moves; each 10th is renamed, each 20th becomes inactive.
      expect(lei).toMatchObject({ status: 'done', added: 0, changed: 21, unchanged: 0 });
      const rr = await importFile(db, v2rr, { now: seen });
      expect(rr).toMatchObject({ status: 'done', added: 0, changed: 32 });
      expect(await versionOf(db)).not.toBe(version);

      // Entity 1000: renamed (Chinese name and its transliteration) and made inactive.
      const renamedOld = generatedEntity(1000, { version: 1 });
      const renamedNew = generatedEntity(1000, { version: 2 });
      const id = (
        await db.query<{ id: number }>('SELECT id FROM companies WHERE lei = $1', [
          generatedLei(1000),
        ])
      ).rows[0]?.id as number;
      const history = await companyHistory(db, id);
      const sourceDate = new Date(renamedNew['Registration.LastUpdateDate'] as string)
        .toISOString()
        .replace('.000', '');
      const change = (field: string) => history.find((h) => h.field === field);
      for (const field of [
        'Entity.LegalName',
        'Entity.TransliteratedOtherEntityNames.TransliteratedOtherEntityName.1',
        'Entity.EntityStatus',
        'Registration.RegistrationStatus',
      ])
        expect(change(field)).toEqual({
          field,
          before: renamedOld[field],
          after: renamedNew[field],
          source: 'v2-lei.csv',
          format: 'gleif-lei',
          sourceDate,
          seenAt: '2024-06-01T00:00:00Z',
        });
      // The record's own date is the change's source date, not a change itself.
      expect(change('Registration.LastUpdateDate')).toBeUndefined();
      const company = await db.query<{ name_zh: string; status: string }>(
        'SELECT name_zh, status FROM companies WHERE id = $1',
        [id],
      );
      expect(company.rows[0]).toEqual({
        name_zh: renamedNew['Entity.LegalName'],
        status: 'INACTIVE',
      });

      // Entity 1011 moved from parent 1010 to parent 1005 in the second copy.
      const childId = (
        await db.query<{ id: number }>('SELECT id FROM companies WHERE lei = $1', [
          generatedLei(1011),
        ])
      ).rows[0]?.id as number;
      const childHistory = await companyHistory(db, childId);
      const moved = childHistory.find(
        (h) => h.field === 'IS_DIRECTLY_CONSOLIDATED_BY Relationship.EndNode.NodeID',
      );
      expect(moved).toMatchObject({
        before: generatedLei(1010),
        after: generatedLei(1005),
        format: 'gleif-rr',
        seenAt: '2024-06-01T00:00:00Z',
      });
      expect(moved?.sourceDate).toBe(
        new Date(
          generatedRelationships(1011, { version: 2 })[0]?.[
            'Registration.LastUpdateDate'
          ] as string,
        )
          .toISOString()
          .replace('.000', ''),
      );
      const parents = await consolidationParents(db, generatedLei(1011));
      expect(parents.map((p) => [p.kind, p.lei])).toEqual([
        ['direct', generatedLei(1005)],
        ['ultimate', generatedLei(1005)],
      ]);
    });

    it('stops presenting an ended relationship as a current parent, and keeps the change', async () => {
      // After the previous test: entities 1000–1020 in their first and second golden copies.
      // 1013's relationships ended in the second copy (INACTIVE, an end date), 1007's records
      // were RETIRED without one, 1011 moved to another parent and 1012 kept its own.
      type Parents = Awaited<ReturnType<typeof consolidationParents>>;
      const [ended, retired, moved, kept] = (await Promise.all(
        [1013, 1007, 1011, 1012].map((i) => consolidationParents(db, generatedLei(i))),
      )) as [Parents, Parents, Parents, Parents];
      const endDate = generatedRelationships(1013, { version: 2 })[0]?.[
        'Relationship.Period.1.endDate'
      ]?.slice(0, 10);
      expect(endDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(ended).toEqual([
        expect.objectContaining({
          kind: 'direct',
          current: false,
          endDate,
          relationshipStatus: 'INACTIVE',
        }),
        expect.objectContaining({
          kind: 'ultimate',
          current: false,
          endDate,
          relationshipStatus: 'INACTIVE',
        }),
      ]);
      expect(retired.map((p) => [p.kind, p.current, p.endDate, p.registrationStatus])).toEqual([
        ['direct', false, null, 'RETIRED'],
        ['ultimate', false, null, 'RETIRED'],
      ]);
      expect(moved.map((p) => [p.lei, p.current])).toEqual([
        [generatedLei(1005), true],
        [generatedLei(1005), true],
      ]);
      expect(kept.every((p) => p.current && p.lei === generatedLei(1010))).toBe(true);
      // The history has the status and the end date, with the source's date and when seen.
      const id = (
        await db.query<{ id: number }>('SELECT id FROM companies WHERE lei = $1', [
          generatedLei(1013),
        ])
      ).rows[0]?.id as number;
      const history = await companyHistory(db, id);
      const sourceDate = new Date(
        generatedRelationships(1013, { version: 2 })[0]?.['Registration.LastUpdateDate'] as string,
      )
        .toISOString()
        .replace('.000', '');
      for (const type of ['IS_DIRECTLY_CONSOLIDATED_BY', 'IS_ULTIMATELY_CONSOLIDATED_BY']) {
        expect(history).toContainEqual(
          expect.objectContaining({
            field: `${type} Relationship.RelationshipStatus`,
            before: 'ACTIVE',
            after: 'INACTIVE',
            sourceDate,
            seenAt: '2024-06-01T00:00:00Z',
          }),
        );
        expect(history).toContainEqual(
          expect.objectContaining({
            field: `${type} Relationship.Period.1.endDate`,
            before: null,
            after: generatedRelationships(1013, { version: 2 })[0]?.[
              'Relationship.Period.1.endDate'
            ],
            sourceDate,
          }),
        );
      }

      // The API: listed as ended, left out of the map's graph; a current one is in it.
      await upsertDemoAccounts(db);
      const app = await buildApp({ db, allowedOrigins: ['http://localhost:3000'] });
      try {
        const headers = authHeaders(await loginAs(app, 'demo_formal'));
        const details = async (index: number) => {
          const response = await app.inject({
            url: `/webapi/saas/enterprise/${gleifKeyNo(generatedLei(index))}`,
            headers,
          });
          expect(response.statusCode, response.body).toBe(200);
          return response.json();
        };
        const endedAnswer = await details(1013);
        expect(endedAnswer.consolidationParents).toEqual([
          expect.objectContaining({ kind: 'direct', current: false, endDate }),
          expect.objectContaining({ kind: 'ultimate', current: false, endDate }),
        ]);
        expect(endedAnswer.graph.consolidations).toEqual([]);
        expect(endedAnswer.graph.nodes).toHaveLength(1);
        const movedAnswer = await details(1011);
        const parentNode = movedAnswer.graph.nodes.find(
          (n: { keyNo: string }) => n.keyNo === gleifKeyNo(generatedLei(1005)),
        );
        expect(movedAnswer.graph.consolidations).toEqual([
          { from: parentNode.id, to: movedAnswer.graph.nodes[0].id, level: 'direct' },
          { from: parentNode.id, to: movedAnswer.graph.nodes[0].id, level: 'ultimate' },
        ]);
      } finally {
        await app.close();
      }
    });

    it("puts a company's current GLEIF parents in its graph as consolidation edges, never as owners", async () => {
      // 2001's direct parent 2000 is imported; its ultimate parent is known only by its LEI.
      const outside = makeLei('5299', 'NOTIMPORTED1');
      const [direct, ultimate] = generatedRelationships(2001) as Record<string, string>[];
      await importFile(
        db,
        file(
          'lei2.csv',
          csv(
            LEI_CDF_HEADER,
            [2000, 2001].map((i) => generatedEntity(i)),
          ),
        ),
      );
      const rr = await importFile(
        db,
        file(
          'rr.csv',
          csv(RR_CDF_HEADER, [
            // An end date still ahead: a current parent until then.
            { ...direct, 'Relationship.Period.1.endDate': '2999-12-31T00:00:00Z' },
            { ...ultimate, 'Relationship.EndNode.NodeID': outside },
          ]),
        ),
      );
      expect(rr).toMatchObject({ status: 'done', added: 2, rejected: 0 });
      await upsertDemoAccounts(db);
      const app = await buildApp({ db, allowedOrigins: ['http://localhost:3000'] });
      try {
        const headers = authHeaders(await loginAs(app, 'demo_formal'));
        const keyNo = gleifKeyNo(generatedLei(2001));
        const response = await app.inject({ url: `/webapi/saas/enterprise/${keyNo}`, headers });
        expect(response.statusCode, response.body).toBe(200);
        const {
          graph,
          beneficialOwners,
          shareholders,
          consolidationParents: parents,
        } = response.json();
        const parent = generatedEntity(2000);
        const root = graph.nodes[0];
        expect(root).toMatchObject({ keyNo, depth: 0 });
        const imported = graph.nodes.find(
          (n: { keyNo: string | null }) => n.keyNo === gleifKeyNo(generatedLei(2000)),
        );
        // The imported parent by its names; the other by its LEI, with no keyNo.
        expect(imported).toMatchObject({
          kind: 'company',
          name: parent['Entity.LegalName'],
          nameEn: parent['Entity.TransliteratedOtherEntityNames.TransliteratedOtherEntityName.1'],
          depth: 1,
        });
        expect(graph.nodes).toContainEqual({
          id: `l${outside}`,
          kind: 'company',
          keyNo: null,
          lei: outside,
          name: outside,
          nameEn: outside,
          depth: 1,
        });
        expect(graph.nodes).toHaveLength(3);
        expect(graph.consolidations).toEqual([
          { from: imported.id, to: root.id, level: 'direct' },
          { from: `l${outside}`, to: root.id, level: 'ultimate' },
        ]);
        // Not shareholdings: no edge, no shareholder, no owner.
        expect(graph.edges).toEqual([]);
        expect(shareholders).toEqual([]);
        expect(beneficialOwners).toEqual([]);
        expect(parents.map((p: { lei: string; current: boolean }) => [p.lei, p.current])).toEqual([
          [generatedLei(2000), true],
          [outside, true],
        ]);
      } finally {
        await app.close();
      }
      // Once the end date is reached, the direct parent has ended.
      const later = await consolidationParents(db, generatedLei(2001), '2999-12-31');
      expect(later.map((p) => [p.kind, p.current, p.endDate])).toEqual([
        ['ultimate', true, null],
        ['direct', false, '2999-12-31'],
      ]);
      // Nor in the BODS export: the company alone, with no relationship.
      const statements = (await exportBods(db, gleifKeyNo(generatedLei(2001)))) ?? [];
      expect(statements.map((s) => s.recordType)).toEqual(['entity']);
    });

    it('makes imported entities searchable and answers /lei for them', async () => {
      const app = await buildApp({ db, allowedOrigins: ['http://localhost:3000'] });
      try {
        const entity = generatedEntity(1000, { version: 2 });
        const lei = await app.inject({ method: 'GET', url: `/webapi/lei/${entity.LEI}` });
        expect(lei.statusCode).toBe(200);
        expect(lei.json()).toMatchObject({
          lei: entity.LEI,
          legalName: entity['Entity.LegalName'],
          entityStatus: 'INACTIVE',
          registrationStatus: 'LAPSED',
          managingLou: entity['Registration.ManagingLOU'],
        });
        await app.companySearch.ready();
        for (const q of [
          (entity['Entity.LegalName'] as string).slice(2, 8),
          'Group Co',
          entity.LEI as string,
          entity['Entity.RegistrationAuthority.RegistrationAuthorityEntityID'] as string,
        ]) {
          const result = await app.companySearch.search({
            q,
            page: 1,
            pageSize: 100,
            sort: 'relevance',
          });
          expect(
            result.items.map((item) => item.lei),
            q,
          ).toContain(entity.LEI);
        }
      } finally {
        await app.close();
      }
      expect(GENERATED_LOU).toBe('9999');
    });

    it("answers a GLEIF entity's other names and headquarters address on /webapi, /v1 and /lei", async () => {
      const entity: Record<string, string> = {
        ...generatedEntity(2001),
        'Entity.OtherEntityNames.OtherEntityName.1': 'Meilie Trading House',
        'Entity.OtherEntityNames.OtherEntityName.1.xmllang': 'en',
        'Entity.OtherEntityNames.OtherEntityName.1.type': 'TRADING_OR_OPERATING_NAME',
        'Entity.HeadquartersAddress.FirstAddressLine': '88 Century Avenue',
        'Entity.HeadquartersAddress.City': 'Shanghai',
        'Entity.HeadquartersAddress.Country': 'CN',
      };
      expect(
        await importFile(db, file('other-names.csv', csv(LEI_CDF_HEADER, [entity]))),
      ).toMatchObject({ status: 'done', rejected: 0 });
      const lei = entity.LEI as string;
      const transliterated =
        entity['Entity.TransliteratedOtherEntityNames.TransliteratedOtherEntityName.1'];
      const expected = {
        otherNames: [
          { name: 'Meilie Trading House', language: 'en', type: 'TRADING_OR_OPERATING_NAME' },
          ...(transliterated
            ? [
                {
                  name: transliterated,
                  language: 'en',
                  type: 'PREFERRED_ASCII_TRANSLITERATED_LEGAL_NAME',
                },
              ]
            : []),
        ],
        headquartersAddress: expect.stringContaining('88 Century Avenue, Shanghai'),
      };

      await upsertDemoAccounts(db);
      const app = await buildApp({ db, allowedOrigins: ['http://localhost:3000'] });
      try {
        const headers = authHeaders(await loginAs(app, 'demo_formal'));
        const details = await app.inject({
          url: `/webapi/saas/enterprise/${gleifKeyNo(lei)}`,
          headers,
        });
        expect(details.statusCode, details.body).toBe(200);
        expect(details.json().company).toMatchObject(expected);

        const lookup = await app.inject({ url: `/webapi/lei/${lei}` });
        expect(lookup.statusCode, lookup.body).toBe(200);
        expect(lookup.json()).toMatchObject(expected);

        // A live key with a prepaid balance to pay for the call (as the seed gives demo_formal).
        await db.query("UPDATE users SET api_balance_fen = 10000 WHERE login_name = 'demo_formal'");
        const created = await app.inject({
          method: 'POST',
          url: '/webapi/saas/api/keys',
          headers,
          payload: { name: 'other names', mode: 'live', scopes: ['companies:read'] },
        });
        expect(created.statusCode, created.body).toBe(201);
        const v1 = await app.inject({
          url: `/v1/companies/${lei}`,
          headers: { authorization: `Bearer ${created.json().secret}` },
        });
        expect(v1.statusCode, v1.body).toBe(200);
        expect(v1.json()).toMatchObject(expected);

        // A register (seed) company has neither.
        const { rows } = await db.query<{ key_no: string }>(
          "SELECT key_no FROM companies WHERE source = 'seed' ORDER BY id LIMIT 1",
        );
        if (rows[0]) {
          const seeded = await app.inject({
            url: `/webapi/saas/enterprise/${rows[0].key_no}`,
            headers,
          });
          expect(seeded.json().company).toMatchObject({
            otherNames: [],
            headquartersAddress: null,
          });
        }
      } finally {
        await app.close();
      }
    });

    it('clears what imports brought when the database is seeded again', async () => {
      // After the tests above: GLEIF companies, relationships (some to parents never imported),
      // history, rejections and the import log; and a BODS statement file.
      const bods = join(dir, 'one-entity.json');
      writeFileSync(
        bods,
        JSON.stringify([
          {
            statementId: 'reseed-entity-1',
            declarationSubject: 'reseed-1',
            statementDate: '2024-01-01',
            recordId: 'reseed-1',
            recordType: 'entity',
            recordDetails: {
              isComponent: false,
              entityType: { type: 'registeredEntity' },
              name: 'Reseed Test Limited',
            },
          },
        ]),
      );
      expect(await importFile(db, bods)).toMatchObject({ status: 'done', added: 1 });
      for (const table of [
        'lei_relationships',
        'imports',
        'import_rejections',
        'company_history',
        'bods_records',
      ])
        expect(await countOf(db, table), table).toBeGreaterThan(0);

      await seedDatabase(db, { companies: 40 });
      for (const table of [
        'lei_relationships',
        'imports',
        'import_rejections',
        'company_history',
        'bods_records',
        'bods_statements',
        'declared_interests',
      ])
        expect(await countOf(db, table), table).toBe(0);
      const sources = await db.query<{ source: string }>('SELECT DISTINCT source FROM companies');
      expect(sources.rows).toEqual([{ source: 'seed' }]);
      // Nothing dangles: the same files import again as new, and an old relationship does not
      // come back as a parent of a company imported afresh.
      const lei = join(dir, 'reseed-lei.csv');
      await writeGeneratedGoldenCopy(lei, 'lei', 3, { start: 1010 });
      expect(await importFile(db, lei)).toMatchObject({ status: 'done', added: 3, changed: 0 });
      expect(await consolidationParents(db, generatedLei(1011))).toEqual([]);
      expect(await importFile(db, bods)).toMatchObject({ status: 'done', added: 1, unchanged: 0 });
    });
  });
}

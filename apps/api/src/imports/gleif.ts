import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { isLei, isUscc } from '@kyc/validators';
import { parse } from 'csv-parse';
import { grams, normalizeText } from '../lib/grams';
import { isStorableText } from '../lib/input-guard';
import { insertRows } from '../seed/insert';
import { type HistoryEntry, type ImportRun, isoDay, isoInstant } from './run';
import { ImportFileError } from './source';

/**
 * GLEIF golden copies, read by their published column names (LEI-CDF 3.1 "lei2" and RR-CDF 2.1
 * "rr" CSV layouts; /work/shared/gleif lists every column): a later version that adds columns
 * still loads, and no column is read by position.
 */
export const LEI_COLUMNS = {
  lei: 'LEI',
  legalName: 'Entity.LegalName',
  legalNameLang: 'Entity.LegalName.xmllang',
  jurisdiction: 'Entity.LegalJurisdiction',
  category: 'Entity.EntityCategory',
  legalFormCode: 'Entity.LegalForm.EntityLegalFormCode',
  otherLegalForm: 'Entity.LegalForm.OtherLegalForm',
  entityStatus: 'Entity.EntityStatus',
  creationDate: 'Entity.EntityCreationDate',
  registrationAuthorityEntityId: 'Entity.RegistrationAuthority.RegistrationAuthorityEntityID',
  initialRegistrationDate: 'Registration.InitialRegistrationDate',
  lastUpdateDate: 'Registration.LastUpdateDate',
  registrationStatus: 'Registration.RegistrationStatus',
  nextRenewalDate: 'Registration.NextRenewalDate',
  managingLou: 'Registration.ManagingLOU',
} as const;

export const RR_COLUMNS = {
  startNode: 'Relationship.StartNode.NodeID',
  startNodeType: 'Relationship.StartNode.NodeIDType',
  endNode: 'Relationship.EndNode.NodeID',
  endNodeType: 'Relationship.EndNode.NodeIDType',
  type: 'Relationship.RelationshipType',
  status: 'Relationship.RelationshipStatus',
  registrationStatus: 'Registration.RegistrationStatus',
  lastUpdateDate: 'Registration.LastUpdateDate',
} as const;

/** RR-CDF 2.1 relationship types (GLEIF's code list). */
export const RELATIONSHIP_TYPES = [
  'IS_DIRECTLY_CONSOLIDATED_BY',
  'IS_ULTIMATELY_CONSOLIDATED_BY',
  'IS_INTERNATIONAL_BRANCH_OF',
  'IS_FUND-MANAGED_BY',
  'IS_SUBFUND_OF',
  'IS_FEEDER_TO',
] as const;

/** The two that make a parent by accounting consolidation. */
export const CONSOLIDATION_TYPES = [
  'IS_DIRECTLY_CONSOLIDATED_BY',
  'IS_ULTIMATELY_CONSOLIDATED_BY',
] as const;

const DATE_COLUMNS = [
  LEI_COLUMNS.creationDate,
  LEI_COLUMNS.initialRegistrationDate,
  LEI_COLUMNS.lastUpdateDate,
  LEI_COLUMNS.nextRenewalDate,
];

/** A row as a record of its non-empty columns, by name. */
export type GleifRecord = Record<string, string>;

/** The company columns a LEI-CDF record fills. */
export interface LeiCompany {
  key_no: string;
  name_zh: string | null;
  name_en: string;
  legal_name_lang: string | null;
  other_names: { name: string; lang: string | null; type: string | null }[];
  jurisdiction: string;
  reg_no: string;
  uscc: string | null;
  lei: string;
  company_type: string;
  legal_form_code: string | null;
  status: string;
  entity_status: string | null;
  established: string | null;
  address: string | null;
  headquarters_address: string | null;
  lei_registered_at: string | null;
  lei_next_renewal: string | null;
  lei_status: string | null;
  managing_lou: string | null;
  score: number;
  search_text: string;
  grams: string[];
  gleif_record: GleifRecord;
  source_updated_at: string | null;
}

const CJK = /[\u3400-\u9FFF\uF900-\uFAFF]/;
const isChinese = (name: string, lang: string | null | undefined) =>
  (lang ?? '').toLowerCase().startsWith('zh') || CJK.test(name);

/** Order in which other names are preferred as the English name of a company named in Chinese. */
const ENGLISH_NAME_TYPES = [
  'ALTERNATIVE_LANGUAGE_LEGAL_NAME',
  'PREFERRED_ASCII_TRANSLITERATED_LEGAL_NAME',
  'AUTO_ASCII_TRANSLITERATED_LEGAL_NAME',
  'TRADING_OR_OPERATING_NAME',
];

/** One address block (legal, headquarters) as one line, its parts in GLEIF's order. */
function addressLine(record: GleifRecord, prefix: string): string | null {
  const parts = [
    'FirstAddressLine',
    'AddressNumber',
    'AddressNumberWithinBuilding',
    'MailRouting',
    'AdditionalAddressLine.1',
    'AdditionalAddressLine.2',
    'AdditionalAddressLine.3',
    'City',
    'Region',
    'PostalCode',
    'Country',
  ]
    .map((part) => record[`${prefix}.${part}`])
    .filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(', ') : null;
}

/** Every numbered group `prefix.1` … `prefix.n` present in the record. */
function numbered(record: GleifRecord, prefix: string): number[] {
  const found: number[] = [];
  for (let i = 1; record[`${prefix}.${i}`] !== undefined || i <= 5; i++)
    if (record[`${prefix}.${i}`] !== undefined) found.push(i);
  return found;
}

/**
 * The key a GLEIF entity has in this product: the same for the same LEI in every database,
 * so that exports and links name it the same way everywhere.
 *
 * @example gleifKeyNo('5493001KJTIIGC8Y1R12') // 32 hex digits
 */
export function gleifKeyNo(lei: string): string {
  return createHash('md5').update(`gleif:${lei}`).digest('hex');
}

/**
 * A LEI-CDF 3.1 row as a company, or the reason it cannot be one.
 *
 * @example leiCompany({ LEI: '5493001KJTIIGC8Y1R12', 'Entity.LegalName': 'Bloomberg Finance L.P.', … })
 */
export function leiCompany(record: GleifRecord): LeiCompany | { reason: string } {
  const lei = record[LEI_COLUMNS.lei] ?? '';
  if (!isLei(lei)) return { reason: `LEI "${lei}" is not a valid LEI (ISO 17442 check digits)` };
  const legalName = record[LEI_COLUMNS.legalName];
  if (!legalName) return { reason: `${LEI_COLUMNS.legalName} is empty` };
  for (const column of DATE_COLUMNS) {
    const value = record[column];
    if (value !== undefined && !isoDay(value))
      return { reason: `${column} is not an ISO 8601 date: "${value}"` };
  }
  const legalJurisdiction =
    record[LEI_COLUMNS.jurisdiction] ?? record['Entity.LegalAddress.Country'];
  if (!legalJurisdiction)
    return { reason: `${LEI_COLUMNS.jurisdiction} and Entity.LegalAddress.Country are empty` };
  const lang = record[LEI_COLUMNS.legalNameLang] ?? null;

  const otherNames: LeiCompany['other_names'] = [];
  for (const block of [
    'Entity.OtherEntityNames.OtherEntityName',
    'Entity.TransliteratedOtherEntityNames.TransliteratedOtherEntityName',
  ])
    for (const i of numbered(record, block)) {
      const name = record[`${block}.${i}`] as string;
      otherNames.push({
        name,
        lang: record[`${block}.${i}.xmllang`] ?? null,
        type: record[`${block}.${i}.type`] ?? null,
      });
    }

  let nameZh: string | null = null;
  let nameEn = legalName;
  if (isChinese(legalName, lang)) {
    nameZh = legalName;
    const english = otherNames
      .filter((n) => !CJK.test(n.name))
      .sort(
        (a, b) =>
          rank(ENGLISH_NAME_TYPES, a.type) - rank(ENGLISH_NAME_TYPES, b.type) ||
          Number(!(a.lang ?? '').startsWith('en')) - Number(!(b.lang ?? '').startsWith('en')),
      )[0];
    if (english) nameEn = english.name;
  } else {
    nameZh = otherNames.find((n) => isChinese(n.name, n.lang) && CJK.test(n.name))?.name ?? null;
  }

  const jurisdiction = (legalJurisdiction.split('-')[0] as string).toUpperCase();
  const authorityId = record[LEI_COLUMNS.registrationAuthorityEntityId];
  const entityStatus = record[LEI_COLUMNS.entityStatus] ?? null;
  const registrationStatus = record[LEI_COLUMNS.registrationStatus] ?? null;
  const names = [legalName, ...otherNames.map((n) => n.name)].join(' | ');
  const day = (column: string) => {
    const value = record[column];
    return value ? (isoDay(value) ?? null) : null;
  };
  return {
    key_no: gleifKeyNo(lei),
    name_zh: nameZh,
    name_en: nameEn,
    legal_name_lang: lang,
    other_names: otherNames,
    jurisdiction,
    reg_no: authorityId ?? lei,
    uscc: jurisdiction === 'CN' && authorityId && isUscc(authorityId) ? authorityId : null,
    lei,
    company_type:
      record[LEI_COLUMNS.otherLegalForm] ?? record[LEI_COLUMNS.legalFormCode] ?? 'Unknown',
    legal_form_code: record[LEI_COLUMNS.legalFormCode] ?? null,
    status: entityStatus ?? 'NULL',
    entity_status: entityStatus,
    established: day(LEI_COLUMNS.creationDate),
    address: addressLine(record, 'Entity.LegalAddress'),
    headquarters_address: addressLine(record, 'Entity.HeadquartersAddress'),
    lei_registered_at: day(LEI_COLUMNS.initialRegistrationDate),
    lei_next_renewal: day(LEI_COLUMNS.nextRenewalDate),
    lei_status: registrationStatus,
    managing_lou: record[LEI_COLUMNS.managingLou] ?? null,
    // Live search ranks by score: an active entity with a current LEI comes first.
    score:
      300 + (entityStatus === 'ACTIVE' ? 200 : 0) + (registrationStatus === 'ISSUED' ? 100 : 0),
    search_text: normalizeText(names),
    grams: grams(names),
    gleif_record: record,
    source_updated_at: isoInstant(record[LEI_COLUMNS.lastUpdateDate] ?? '') ?? null,
  };
}

function rank(order: readonly string[], value: string | null): number {
  const at = value ? order.indexOf(value) : -1;
  return at === -1 ? order.length : at;
}

/**
 * Two records hold the same columns with the same values.
 *
 * @example sameRecord({ LEI: 'X' }, { LEI: 'X' }) // true
 */
export function sameRecord(a: GleifRecord, b: GleifRecord): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => a[key] === b[key]);
}

/** Columns whose change is the record's own date, not a change of the company. */
const NOT_HISTORY = new Set<string>([LEI_COLUMNS.lastUpdateDate]);

/**
 * The history entries between two versions of a record: one per column that differs.
 *
 * @example recordChanges(7, { 'Entity.EntityStatus': 'ACTIVE' }, { 'Entity.EntityStatus': 'INACTIVE' }, null)
 * // [{ companyId: 7, field: 'Entity.EntityStatus', before: 'ACTIVE', after: 'INACTIVE', sourceDate: null }]
 */
export function recordChanges(
  companyId: number,
  before: GleifRecord,
  after: GleifRecord,
  sourceDate: string | null,
  prefix = '',
): HistoryEntry[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const changes: HistoryEntry[] = [];
  for (const key of keys) {
    if (NOT_HISTORY.has(key) || before[key] === after[key]) continue;
    changes.push({
      companyId,
      field: prefix + key,
      before: before[key] ?? null,
      after: after[key] ?? null,
      sourceDate,
    });
  }
  return changes;
}

/** One CSV row with its line (of its last physical line: a quoted field may span several). */
interface CsvRow {
  line: number;
  record: GleifRecord;
}

/**
 * The rows of a GLEIF CSV, streamed: the header is read first and each row becomes a record
 * of its non-empty columns. A row whose number of fields differs from the header's is
 * rejected; a file that CSV cannot parse (an unclosed quote, a damaged zip) throws.
 *
 * @example for await (const { line, record } of csvRows(stream, run, ['LEI'])) …
 */
export async function* csvRows(
  stream: Readable,
  run: ImportRun,
  required: readonly string[],
): AsyncGenerator<CsvRow> {
  const parser = parse({ bom: true, relax_column_count: true, info: true, skip_empty_lines: true });
  stream.on('error', (error) => parser.destroy(error));
  stream.pipe(parser);
  let header: string[] | undefined;
  for await (const { record, info } of parser as AsyncIterable<{
    record: string[];
    info: { lines: number };
  }>) {
    if (!header) {
      header = record;
      const missing = required.filter((column) => !header?.includes(column));
      if (missing.length > 0)
        throw new ImportFileError(`the header lacks the column(s) ${missing.join(', ')}`);
      continue;
    }
    run.counts.rowsRead++;
    if (record.length !== header.length) {
      await run.reject(
        info.lines,
        `the row has ${record.length} fields, the header ${header.length}`,
      );
      continue;
    }
    const row: GleifRecord = {};
    let bad: string | undefined;
    for (let i = 0; i < header.length; i++) {
      const value = record[i] as string;
      if (value === '') continue;
      if (!isStorableText(value)) bad = header[i];
      row[header[i] as string] = value;
    }
    if (bad) {
      await run.reject(
        info.lines,
        `${bad} holds a character that cannot be stored (NUL or a lone surrogate)`,
      );
      continue;
    }
    yield { line: info.lines, record: row };
  }
  if (!header) throw new ImportFileError('the file is empty');
}

const COMPANY_COLUMNS = {
  key_no: 'text',
  name_zh: 'text',
  name_en: 'text',
  legal_name_lang: 'text',
  other_names: 'jsonb',
  jurisdiction: 'text',
  reg_no: 'text',
  uscc: 'text',
  lei: 'text',
  company_type: 'text',
  legal_form_code: 'text',
  status: 'text',
  entity_status: 'text',
  established: 'date',
  address: 'text',
  headquarters_address: 'text',
  lei_registered_at: 'date',
  lei_next_renewal: 'date',
  lei_status: 'text',
  managing_lou: 'text',
  score: 'int',
  search_text: 'text',
  grams: 'text[]',
  gleif_record: 'jsonb',
  source_updated_at: 'timestamptz',
  source: 'text',
} as const;

/** Rows written per statement. */
const BATCH = 1000;

/**
 * Imports a LEI-CDF 3.1 golden copy into `companies`, inside the caller's transaction:
 * new LEIs are added, changed records updated (each differing column kept as history, with
 * the record's Registration.LastUpdateDate), identical ones left alone (not even written, so
 * the data version does not move).
 *
 * @example await importLeiFile(run, await openContent('lei2.csv.zip'));
 */
export async function importLeiFile(run: ImportRun, stream: Readable): Promise<void> {
  let batch: { line: number; company: LeiCompany }[] = [];
  for await (const { line, record } of csvRows(stream, run, [
    LEI_COLUMNS.lei,
    LEI_COLUMNS.legalName,
  ])) {
    const company = leiCompany(record);
    if ('reason' in company) {
      await run.reject(line, company.reason);
      continue;
    }
    batch.push({ line, company });
    if (batch.length >= BATCH) {
      await writeLeiBatch(run, batch);
      batch = [];
    }
  }
  await writeLeiBatch(run, batch);
  await run.flush();
}

async function writeLeiBatch(
  run: ImportRun,
  batch: { line: number; company: LeiCompany }[],
): Promise<void> {
  if (batch.length === 0) return;
  const { rows } = await run.tx.query<{
    id: number;
    lei: string;
    source: string;
    gleif_record: GleifRecord | null;
  }>('SELECT id, lei, source, gleif_record FROM companies WHERE lei = ANY($1::text[])', [
    batch.map((b) => b.company.lei),
  ]);
  const existing = new Map(rows.map((row) => [row.lei, row]));
  const added: LeiCompany[] = [];
  const changed: (LeiCompany & { id: number })[] = [];
  const history: HistoryEntry[] = [];
  // The same LEI twice in one file: the later row is compared with the earlier one.
  const inBatch = new Map<string, LeiCompany>();
  for (const { company } of batch) {
    const earlier = inBatch.get(company.lei);
    const stored = existing.get(company.lei);
    const previous = earlier?.gleif_record ?? stored?.gleif_record ?? null;
    if (!stored && !earlier) {
      added.push(company);
      inBatch.set(company.lei, company);
      run.counts.added++;
      continue;
    }
    if (previous && sameRecord(previous, company.gleif_record)) {
      run.counts.unchanged++;
      continue;
    }
    run.counts.changed++;
    inBatch.set(company.lei, company);
    if (earlier && !stored) {
      // Added earlier in this batch: replace what will be inserted.
      added[added.indexOf(earlier)] = company;
      continue;
    }
    const id = (stored as { id: number }).id;
    const index = changed.findIndex((c) => c.id === id);
    if (index >= 0) changed[index] = { ...company, id };
    else changed.push({ ...company, id });
    history.push(
      ...(previous
        ? recordChanges(id, previous, company.gleif_record, company.source_updated_at)
        : [
            {
              companyId: id,
              field: 'source',
              before: stored?.source ?? null,
              after: 'gleif',
              sourceDate: company.source_updated_at,
            },
          ]),
    );
  }
  const withSource = (c: LeiCompany) => ({ ...c, source: 'gleif' });
  if (added.length > 0) {
    await insertRows(run.tx, 'companies', COMPANY_COLUMNS, added.map(withSource));
    run.touchedCompanies = true;
  }
  if (changed.length > 0) {
    const names = Object.keys(COMPANY_COLUMNS).filter((name) => name !== 'key_no');
    const types = [
      'id int',
      ...names.map((name) => `${name} ${COMPANY_COLUMNS[name as keyof typeof COMPANY_COLUMNS]}`),
    ].join(', ');
    await run.tx.query(
      `UPDATE companies c SET ${names.map((n) => `${n} = r.${n}`).join(', ')}, refreshed_at = now()
         FROM json_to_recordset($1::json) AS r(${types}) WHERE c.id = r.id`,
      [JSON.stringify(changed.map(withSource))],
    );
    run.touchedCompanies = true;
  }
  // History after the inserts: entries name companies by id, which exist by now.
  await run.record(history);
}

/**
 * An RR-CDF 2.1 row as a relationship, or the reason it cannot be one.
 *
 * @example rrRelationship({ 'Relationship.StartNode.NodeID': child, 'Relationship.EndNode.NodeID': parent, 'Relationship.RelationshipType': 'IS_DIRECTLY_CONSOLIDATED_BY' })
 */
export function rrRelationship(record: GleifRecord):
  | {
      childLei: string;
      parentLei: string;
      type: string;
      status: string | null;
      startDate: string | null;
      endDate: string | null;
      registrationStatus: string | null;
      lastUpdate: string | null;
      record: GleifRecord;
    }
  | { reason: string } {
  const childLei = record[RR_COLUMNS.startNode] ?? '';
  const parentLei = record[RR_COLUMNS.endNode] ?? '';
  for (const [column, value] of [
    [RR_COLUMNS.startNode, childLei],
    [RR_COLUMNS.endNode, parentLei],
  ] as const) {
    const typeColumn =
      column === RR_COLUMNS.startNode ? RR_COLUMNS.startNodeType : RR_COLUMNS.endNodeType;
    const idType = record[typeColumn];
    if (idType && idType !== 'LEI')
      return { reason: `${typeColumn} is "${idType}"; only LEI nodes are imported` };
    if (!isLei(value)) return { reason: `${column} "${value}" is not a valid LEI` };
  }
  const type = record[RR_COLUMNS.type] ?? '';
  if (!(RELATIONSHIP_TYPES as readonly string[]).includes(type))
    return { reason: `${RR_COLUMNS.type} "${type}" is not an RR-CDF 2.1 relationship type` };
  // The relationship's own period (periodType RELATIONSHIP_PERIOD), among up to five periods.
  let startDate: string | null = null;
  let endDate: string | null = null;
  for (let i = 1; i <= 5; i++) {
    const start = record[`Relationship.Period.${i}.startDate`];
    const end = record[`Relationship.Period.${i}.endDate`];
    for (const [column, value] of [
      [`Relationship.Period.${i}.startDate`, start],
      [`Relationship.Period.${i}.endDate`, end],
    ] as const)
      if (value !== undefined && !isoDay(value))
        return { reason: `${column} is not an ISO 8601 date: "${value}"` };
    if (record[`Relationship.Period.${i}.periodType`] === 'RELATIONSHIP_PERIOD') {
      startDate = start ? (isoDay(start) ?? null) : null;
      endDate = end ? (isoDay(end) ?? null) : null;
    }
  }
  const lastUpdate = record[RR_COLUMNS.lastUpdateDate];
  if (lastUpdate !== undefined && !isoDay(lastUpdate))
    return { reason: `${RR_COLUMNS.lastUpdateDate} is not an ISO 8601 date: "${lastUpdate}"` };
  return {
    childLei,
    parentLei,
    type,
    status: record[RR_COLUMNS.status] ?? null,
    startDate,
    endDate,
    registrationStatus: record[RR_COLUMNS.registrationStatus] ?? null,
    lastUpdate: lastUpdate ? (isoInstant(lastUpdate) ?? null) : null,
    record,
  };
}

const RELATIONSHIP_COLUMNS = {
  child_lei: 'text',
  relationship_type: 'text',
  parent_lei: 'text',
  relationship_status: 'text',
  start_date: 'date',
  end_date: 'date',
  registration_status: 'text',
  last_update: 'timestamptz',
  record: 'jsonb',
} as const;

/**
 * Imports an RR-CDF 2.1 golden copy into `lei_relationships`, inside the caller's
 * transaction. The child must already be a company (its LEI-CDF record imported first);
 * the parent need not be. A change of parent or status is kept in the child's history.
 *
 * @example await importRrFile(run, await openContent('rr.csv.zip'));
 */
export async function importRrFile(run: ImportRun, stream: Readable): Promise<void> {
  let batch: {
    line: number;
    rel: Exclude<ReturnType<typeof rrRelationship>, { reason: string }>;
  }[] = [];
  const write = async () => {
    const current = batch;
    batch = [];
    if (current.length === 0) return;
    const [children, stored] = await Promise.all([
      run.tx.query<{ id: number; lei: string }>(
        'SELECT id, lei FROM companies WHERE lei = ANY($1::text[])',
        [current.map((b) => b.rel.childLei)],
      ),
      run.tx.query<{ child_lei: string; relationship_type: string; record: GleifRecord }>(
        'SELECT child_lei, relationship_type, record FROM lei_relationships WHERE child_lei = ANY($1::text[])',
        [current.map((b) => b.rel.childLei)],
      ),
    ]);
    const companyOf = new Map(children.rows.map((c) => [c.lei, c.id]));
    const previousOf = new Map(
      stored.rows.map((r) => [`${r.child_lei} ${r.relationship_type}`, r.record]),
    );
    const upserts = new Map<string, object>();
    const history: HistoryEntry[] = [];
    for (const { line, rel } of current) {
      const companyId = companyOf.get(rel.childLei);
      if (companyId === undefined) {
        await run.reject(
          line,
          `no company has the LEI ${rel.childLei} (${RR_COLUMNS.startNode}): import its LEI-CDF record first`,
        );
        continue;
      }
      const key = `${rel.childLei} ${rel.type}`;
      const previous = previousOf.get(key);
      if (previous && sameRecord(previous, rel.record)) {
        run.counts.unchanged++;
        continue;
      }
      if (previous) {
        run.counts.changed++;
        history.push(
          ...recordChanges(companyId, previous, rel.record, rel.lastUpdate, `${rel.type} `),
        );
      } else {
        run.counts.added++;
        history.push({
          companyId,
          field: `${rel.type} ${RR_COLUMNS.endNode}`,
          before: null,
          after: rel.parentLei,
          sourceDate: rel.lastUpdate,
        });
      }
      previousOf.set(key, rel.record);
      upserts.set(key, {
        child_lei: rel.childLei,
        relationship_type: rel.type,
        parent_lei: rel.parentLei,
        relationship_status: rel.status,
        start_date: rel.startDate,
        end_date: rel.endDate,
        registration_status: rel.registrationStatus,
        last_update: rel.lastUpdate,
        record: rel.record,
      });
    }
    if (upserts.size > 0) {
      const names = Object.keys(RELATIONSHIP_COLUMNS);
      const types = names
        .map((n) => `${n} ${RELATIONSHIP_COLUMNS[n as keyof typeof RELATIONSHIP_COLUMNS]}`)
        .join(', ');
      await run.tx.query(
        `INSERT INTO lei_relationships (${names.join(', ')})
         SELECT ${names.join(', ')} FROM json_to_recordset($1::json) AS r(${types})
         ON CONFLICT (child_lei, relationship_type) DO UPDATE SET
           ${names
             .filter((n) => n !== 'child_lei' && n !== 'relationship_type')
             .map((n) => `${n} = EXCLUDED.${n}`)
             .join(', ')}`,
        [JSON.stringify([...upserts.values()])],
      );
      run.touchedCompanies = true;
    }
    await run.record(history);
  };
  for await (const { line, record } of csvRows(stream, run, [
    RR_COLUMNS.startNode,
    RR_COLUMNS.endNode,
    RR_COLUMNS.type,
  ])) {
    const rel = rrRelationship(record);
    if ('reason' in rel) {
      await run.reject(line, rel.reason);
      continue;
    }
    batch.push({ line, rel });
    if (batch.length >= BATCH) await write();
  }
  await write();
  await run.flush();
}

import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { isLei, isUscc } from '@kyc/validators';
import { grams, normalizeText } from '../lib/grams';
import { isStorableText } from '../lib/input-guard';
import { copyArray, copyField, copyRow } from './copy';
import { csvRecords } from './csv';
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
  const reason = leiReason(record);
  if (reason) return { reason };
  const lei = record[LEI_COLUMNS.lei] as string;
  const legalName = record[LEI_COLUMNS.legalName] as string;
  const legalJurisdiction = (record[LEI_COLUMNS.jurisdiction] ??
    record['Entity.LegalAddress.Country']) as string;
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

/**
 * Why a LEI-CDF 3.1 row cannot be a company (naming the column), or undefined when it can.
 *
 * @example leiReason({ LEI: '5493001KJTIIGC8Y1R13' }) // 'LEI "5493001KJTIIGC8Y1R13" is not a valid LEI (ISO 17442 check digits)'
 */
export function leiReason(record: GleifRecord): string | undefined {
  const lei = record[LEI_COLUMNS.lei] ?? '';
  if (!isLei(lei)) return `LEI "${lei}" is not a valid LEI (ISO 17442 check digits)`;
  if (!record[LEI_COLUMNS.legalName]) return `${LEI_COLUMNS.legalName} is empty`;
  for (const column of DATE_COLUMNS) {
    const value = record[column];
    if (value !== undefined && !isoDay(value))
      return `${column} is not an ISO 8601 date: "${value}"`;
  }
  if (!record[LEI_COLUMNS.jurisdiction] && !record['Entity.LegalAddress.Country'])
    return `${LEI_COLUMNS.jurisdiction} and Entity.LegalAddress.Country are empty`;
  return undefined;
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
 * rejected; a file that CSV cannot parse (an unclosed quote, a damaged zip) throws, naming
 * the line it reached.
 *
 * @example for await (const { line, record } of csvRows(stream, run, ['LEI'])) …
 */
export async function* csvRows(
  stream: Readable,
  run: ImportRun,
  required: readonly string[],
): AsyncGenerator<CsvRow> {
  let header: string[] | undefined;
  let line = 0;
  try {
    for await (const { fields, line: at } of csvRecords(stream)) {
      line = at;
      if (!header) {
        header = fields;
        const missing = required.filter((column) => !header?.includes(column));
        if (missing.length > 0)
          throw new ImportFileError(
            `line ${at} (the header) lacks the published column(s) ${missing.join(', ')}`,
          );
        continue;
      }
      run.counts.rowsRead++;
      if (fields.length !== header.length) {
        await run.reject(at, `the row has ${fields.length} fields, the header ${header.length}`);
        continue;
      }
      const row: GleifRecord = {};
      let bad: string | undefined;
      for (let i = 0; i < header.length; i++) {
        const value = fields[i] as string;
        if (value === '') continue;
        if (!isStorableText(value)) bad = header[i];
        row[header[i] as string] = value;
      }
      if (bad) {
        await run.reject(
          at,
          `${bad} holds a character that cannot be stored (NUL or a lone surrogate)`,
        );
        continue;
      }
      yield { line: at, record: row };
    }
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    // The stream broke (a truncated or damaged zip): say how far the file was read.
    throw new ImportFileError(
      `the file could not be read past line ${line}: ${(error as Error).message}`,
    );
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

/**
 * Rows staged and merged at a time: each chunk is one COPY into the staging table (about 40 MB
 * of COPY data) and one merge, so memory stays flat and PGlite (a 32-bit heap that holds a
 * whole COPY blob) never gets more than this in one statement.
 */
export const CHUNK_ROWS = 10_000;

/**
 * Bump when `leiCompany` derives the company columns differently: every record's digest then
 * differs once, and the next import rewrites each company with the new derivation.
 */
const DERIVATION = 'lei-1';

/**
 * The digest of a GLEIF record, as `companies.source_hash` keeps it: every non-empty column by
 * name and value, in the file's column order, with the version of the derivation.
 *
 * @example recordHash({ LEI: '5493001KJTIIGC8Y1R12' }) // 32 hex digits
 */
export function recordHash(record: GleifRecord): string {
  let text = DERIVATION;
  for (const key in record) text += `\u0001${key}\u0002${record[key]}`;
  return createHash('md5').update(text).digest('hex');
}

/** The staging table's columns: the row's place, its company (when it has one) and the company columns. */
const STAGE_COLUMNS = ['seq', 'line', 'company_id', 'source_hash', ...Object.keys(COMPANY_COLUMNS)];
const COMPANY_NAMES = Object.keys(COMPANY_COLUMNS) as (keyof typeof COMPANY_COLUMNS)[];
/**
 * What a staging column holds: the companies column's own type (only new and changed rows are
 * staged, so the JSON parsed by COPY is JSON that gets written, and the history's column by
 * column comparison reads it parsed).
 */
const stageType = (type: string) => type;
/** A staged column as the companies column it goes to. */
const fromStage = (name: keyof typeof COMPANY_COLUMNS) =>
  COMPANY_COLUMNS[name] === 'jsonb' ? `s.${name}::jsonb` : `s.${name}`;

/** The history field that says whether the last whole golden copy still had the record. */
export const PUBLISHED_FIELD = 'GoldenCopy.Published';

/** A company as one line of the staging table's COPY data. */
function stageLine(seq: number, line: number, id: number | null, hash: string, c: LeiCompany) {
  const fields = [String(seq), String(line), copyField(id), hash];
  for (const name of COMPANY_NAMES) {
    const value = name === 'source' ? 'gleif' : c[name];
    if (name === 'grams') fields.push(copyArray(value as string[]));
    else if (name === 'other_names' || name === 'gleif_record')
      fields.push(copyField(JSON.stringify(value)));
    else fields.push(copyField(value as string | number | null));
  }
  return copyRow(fields);
}

/** What the import knows of a stored company with one of the chunk's LEIs. */
interface Stored {
  id: number;
  source_hash: string | null;
  /** Only for rows imported before digests were kept. */
  legacy_record: GleifRecord | null;
  unpublished: boolean;
}

/**
 * Imports a LEI-CDF 3.1 golden copy into `companies`, inside the caller's transaction, in
 * chunks of `CHUNK_ROWS` rows: each row's digest is compared with the stored one (one indexed
 * look-up per chunk), identical records are counted and left alone (not even staged, so the
 * data version does not move), and the new and changed ones go into a staging table with
 * `COPY`; one set-based merge per chunk then writes them and their history: one entry per
 * column that differs, with the record's Registration.LastUpdateDate. A later row with the
 * same LEI replaces an earlier one of its chunk (and is compared with it).
 *
 * With `full` the file is a whole golden copy: a GLEIF company it lacks that is still
 * published is marked as no longer published (`gleif_unpublished_at`), with a history entry;
 * without it (a delta: GLEIF's last-day/week/month files) nothing is unpublished.
 *
 * @example await importLeiFile(run, await openContent('lei2.csv.zip'), { full: true });
 */
export async function importLeiFile(
  run: ImportRun,
  stream: Readable,
  options: { full?: boolean } = {},
): Promise<void> {
  const tx = run.tx;
  const types = COMPANY_NAMES.map((name) => `${name} ${stageType(COMPANY_COLUMNS[name])}`).join(
    ', ',
  );
  await tx.exec(
    `CREATE TEMP TABLE import_stage (seq int, line int, company_id int, source_hash text, ${types}) ON COMMIT DROP;
     CREATE TEMP TABLE import_seen (lei text) ON COMMIT DROP`,
  );
  let chunk = new Map<string, { line: number; record: GleifRecord; hash: string }>();
  let seen: string[] = [];
  let first = true;
  let rebuildGrams = false;
  // The merge of one chunk runs while the next is read: the database (a server process, or
  // PGlite's own thread) works while this thread parses. One merge at a time, in file order,
  // so a chunk's look-up sees what the chunks before it wrote.
  let pending: Promise<void> = Promise.resolve();
  const write = async () => {
    const current = chunk;
    const seenNow = seen;
    chunk = new Map();
    seen = [];
    await pending;
    if (first) {
      first = false;
      // A bulk load (a first golden copy: its first chunk all new, and many rows to come):
      // the name-gram index is built once at the end, sorted, instead of row by row (each
      // name has about a hundred grams). Inside the transaction, so a failed or killed import
      // keeps the index as it was; readers of companies wait for the import meanwhile.
      const fraction = run.fraction();
      const expected = fraction ? run.counts.rowsRead / fraction : 0;
      if (expected >= BULK_ROWS && (await allNew(run, current))) {
        await tx.exec('DROP INDEX companies_grams_idx');
        rebuildGrams = true;
      }
    }
    pending = (async () => {
      if (seenNow.length > 0) await tx.copyFrom('import_seen', ['lei'], `${seenNow.join('\n')}\n`);
      await byIndex(run, () => mergeLeiChunk(run, current));
      run.progress();
    })();
    // Awaited by the next write (or the end); a failure meanwhile must not go unhandled.
    pending.catch(() => {});
  };
  try {
    for await (const { line, record } of csvRows(stream, run, [
      LEI_COLUMNS.lei,
      LEI_COLUMNS.legalName,
    ])) {
      const reason = leiReason(record);
      if (reason) {
        // A record whose LEI is sound is still published, however bad its other columns.
        if (options.full && isLei(record[LEI_COLUMNS.lei] ?? '')) seen.push(record.LEI as string);
        await run.reject(line, reason);
        continue;
      }
      const lei = record[LEI_COLUMNS.lei] as string;
      const hash = recordHash(record);
      const earlier = chunk.get(lei);
      if (earlier) {
        // The same LEI twice in one chunk: the later row is compared with the earlier one.
        if (earlier.hash === hash) run.counts.unchanged++;
        else {
          run.counts.changed++;
          chunk.set(lei, { line, record, hash });
        }
        continue;
      }
      if (options.full) seen.push(lei);
      chunk.set(lei, { line, record, hash });
      if (chunk.size >= CHUNK_ROWS) await write();
    }
    await write();
    await pending;
  } finally {
    // A file that breaks while a merge runs: let the merge end before the transaction does.
    await pending.catch(() => {});
  }
  if (rebuildGrams)
    await tx.exec(
      'CREATE INDEX companies_grams_idx ON companies USING gin (grams) WITH (fastupdate = off)',
    );
  if (options.full) await unpublishMissing(run);
  await run.flush();
}

/** Rows a file must be expected to hold for a load of new companies to rebuild the gram index. */
const BULK_ROWS = 50_000;

/** None of the chunk's LEIs is a company yet. */
async function allNew(run: ImportRun, chunk: Map<string, unknown>): Promise<boolean> {
  const { rows } = await run.tx.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM companies WHERE lei = ANY($1::text[])',
    [[...chunk.keys()]],
  );
  return chunk.size > 0 && rows[0]?.n === 0;
}

/**
 * Runs one chunk's look-ups and merge with sequential scans off: every statement of it finds
 * its few thousand companies by index. The planner would otherwise scan the whole table for
 * each chunk whenever its statistics are stale, as they are all through a first import, whose
 * rows no ANALYZE sees before it commits (a scan per chunk: quadratic in the file).
 */
async function byIndex<T>(run: ImportRun, work: () => Promise<T>): Promise<T> {
  await run.tx.exec('SET LOCAL enable_seqscan = off');
  try {
    return await work();
  } finally {
    await run.tx.exec('SET LOCAL enable_seqscan = on');
  }
}

/** Stages and merges one chunk of distinct LEIs. */
async function mergeLeiChunk(
  run: ImportRun,
  chunk: Map<string, { line: number; record: GleifRecord; hash: string }>,
): Promise<void> {
  if (chunk.size === 0) return;
  const tx = run.tx;
  const { rows } = await tx.query<Stored & { lei: string }>(
    `SELECT DISTINCT ON (lei) lei, id, source_hash,
            CASE WHEN source_hash IS NULL THEN gleif_record END AS legacy_record,
            gleif_unpublished_at IS NOT NULL AS unpublished
       FROM companies WHERE lei = ANY($1::text[]) ORDER BY lei, id`,
    [[...chunk.keys()]],
  );
  const stored = new Map(rows.map((row) => [row.lei, row]));
  let data = '';
  let seq = 0;
  let added = 0;
  let changed = 0;
  const hashOnly: { id: number; hash: string }[] = [];
  for (const [lei, { line, record, hash }] of chunk) {
    const company = stored.get(lei);
    if (company && !company.unpublished) {
      if (company.source_hash === hash) {
        run.counts.unchanged++;
        continue;
      }
      if (
        company.source_hash === null &&
        company.legacy_record &&
        sameRecord(company.legacy_record, record)
      ) {
        // Imported before digests were kept, and the same: it only gets its digest.
        run.counts.unchanged++;
        hashOnly.push({ id: company.id, hash });
        continue;
      }
    }
    const derived = leiCompany(record);
    if ('reason' in derived) throw new Error(derived.reason); // leiReason let it through
    if (company) changed++;
    else added++;
    data += stageLine(seq++, line, company?.id ?? null, hash, derived);
  }
  if (hashOnly.length > 0) {
    await tx.query(
      `UPDATE companies c SET source_hash = r.hash
         FROM json_to_recordset($1::json) AS r(id int, hash text) WHERE c.id = r.id`,
      [JSON.stringify(hashOnly)],
    );
    run.touchedCompanies = true;
  }
  if (seq === 0) return;
  await tx.exec('TRUNCATE import_stage');
  await tx.copyFrom('import_stage', STAGE_COLUMNS, data);
  data = '';
  const names = [...COMPANY_NAMES, 'source_hash'];
  const values = [...COMPANY_NAMES.map(fromStage), 's.source_hash'];
  if (added > 0) {
    const { rows: inserted } = await tx.query<{ n: number }>(
      `WITH ins AS (
         INSERT INTO companies (${names.join(', ')})
         SELECT ${values.join(', ')} FROM import_stage s WHERE s.company_id IS NULL
         ON CONFLICT (key_no) DO UPDATE SET
           ${names
             .filter((n) => n !== 'key_no')
             .map((n) => `${n} = EXCLUDED.${n}`)
             .join(', ')},
           gleif_unpublished_at = NULL, refreshed_at = now()
         WHERE companies.source_hash IS DISTINCT FROM EXCLUDED.source_hash
         RETURNING 1)
       SELECT count(*)::int AS n FROM ins`,
    );
    run.counts.added += added;
    if ((inserted[0]?.n ?? 0) !== added)
      throw new Error(`the merge wrote ${inserted[0]?.n} of ${added} new companies`);
  }
  if (changed > 0) {
    const params = [run.id, run.source, run.seenAt.toISOString()];
    // History first: each column that differs between the stored record and the staged one.
    await tx.query(
      `INSERT INTO company_history (company_id, import_id, field, before, after, source, source_date, seen_at)
       SELECT c.id, $1, d.field, d.before, d.after, $2, s.source_updated_at, $3
         FROM import_stage s JOIN companies c ON c.id = s.company_id
         CROSS JOIN LATERAL (
           SELECT k.key AS field, c.gleif_record ->> k.key AS before,
                  s.gleif_record::jsonb ->> k.key AS after, 1 AS part
             FROM (SELECT jsonb_object_keys(c.gleif_record) AS key
                   UNION SELECT jsonb_object_keys(s.gleif_record::jsonb)) k
            WHERE c.gleif_record IS NOT NULL AND k.key <> '${LEI_COLUMNS.lastUpdateDate}'
              AND (c.gleif_record ->> k.key) IS DISTINCT FROM (s.gleif_record::jsonb ->> k.key)
           UNION ALL
           SELECT 'source', c.source, 'gleif', 0 WHERE c.gleif_record IS NULL
           UNION ALL
           SELECT '${PUBLISHED_FIELD}', 'false', 'true', 2 WHERE c.gleif_unpublished_at IS NOT NULL
         ) d
        WHERE s.company_id IS NOT NULL
        ORDER BY s.seq, d.part, d.field`,
      params,
    );
    await tx.query(
      `UPDATE companies c SET ${COMPANY_NAMES.filter((n) => n !== 'key_no')
        .map((n) => `${n} = ${fromStage(n)}`)
        .join(', ')}, source_hash = s.source_hash, gleif_unpublished_at = NULL,
              refreshed_at = now()
         FROM import_stage s WHERE c.id = s.company_id`,
    );
    run.counts.changed += changed;
  }
  run.touchedCompanies = true;
}

/**
 * After a whole golden copy: every GLEIF company still published that the copy did not have is
 * marked as no longer published, with a history entry dated by the copy (the date its file
 * name starts with, as GLEIF names them, else none).
 */
async function unpublishMissing(run: ImportRun): Promise<void> {
  const tx = run.tx;
  await tx.exec('ANALYZE import_seen');
  const missing = `c.source = 'gleif' AND c.gleif_unpublished_at IS NULL
     AND NOT EXISTS (SELECT 1 FROM import_seen s WHERE s.lei = c.lei)`;
  const { rows } = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM companies c WHERE ${missing}`,
  );
  const count = rows[0]?.n ?? 0;
  run.counts.unpublished = count;
  if (count === 0) return;
  const day = /^(\d{4})(\d{2})(\d{2})/.exec(run.source);
  const sourceDate = day ? (isoInstant(`${day[1]}-${day[2]}-${day[3]}`) ?? null) : null;
  await tx.query(
    `WITH gone AS (
       UPDATE companies c SET gleif_unpublished_at = $3 WHERE ${missing} RETURNING c.id)
     INSERT INTO company_history (company_id, import_id, field, before, after, source, source_date, seen_at)
     SELECT id, $1, '${PUBLISHED_FIELD}', 'true', 'false', $2, $4, $3 FROM gone ORDER BY id`,
    [run.id, run.source, run.seenAt.toISOString(), sourceDate],
  );
  run.touchedCompanies = true;
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

type Relationship = Exclude<ReturnType<typeof rrRelationship>, { reason: string }>;

const REL_STAGE_COLUMNS = [
  'seq',
  'company_id',
  'is_new',
  'source_hash',
  ...Object.keys(RELATIONSHIP_COLUMNS),
];
const REL_NAMES = Object.keys(RELATIONSHIP_COLUMNS) as (keyof typeof RELATIONSHIP_COLUMNS)[];

/**
 * Imports an RR-CDF 2.1 golden copy into `lei_relationships`, inside the caller's
 * transaction, in chunks as LEI-CDF files are: a relationship whose record has the stored
 * digest is unchanged and left alone; the others are staged with COPY and merged set-wise
 * (INSERT … ON CONFLICT), their history computed in SQL. The child must already be a company
 * (its LEI-CDF record imported first); the parent need not be. A new parent is kept in the
 * child's history, and so is each column of a relationship that changes.
 *
 * @example await importRrFile(run, await openContent('rr.csv.zip'));
 */
export async function importRrFile(run: ImportRun, stream: Readable): Promise<void> {
  const tx = run.tx;
  const types = REL_NAMES.map((n) => `${n} ${stageType(RELATIONSHIP_COLUMNS[n])}`).join(', ');
  await tx.exec(
    `CREATE TEMP TABLE import_rel_stage (seq int, company_id int, is_new boolean, source_hash text, ${types}) ON COMMIT DROP`,
  );
  let chunk = new Map<string, { line: number; rel: Relationship; hash: string }>();
  // As for LEI-CDF files: a chunk merges while the next is read, one merge at a time.
  let pending: Promise<void> = Promise.resolve();
  const write = async () => {
    const current = chunk;
    chunk = new Map();
    await pending;
    pending = byIndex(run, () => mergeRrChunk(run, current)).then(() => run.progress());
    pending.catch(() => {});
  };
  try {
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
      const key = `${rel.childLei} ${rel.type}`;
      const hash = recordHash(record);
      const earlier = chunk.get(key);
      if (earlier) {
        // The same relationship twice in one chunk: the later row is compared with the earlier one.
        if (earlier.hash === hash) run.counts.unchanged++;
        else {
          run.counts.changed++;
          chunk.set(key, { line, rel, hash });
        }
        continue;
      }
      chunk.set(key, { line, rel, hash });
      if (chunk.size >= CHUNK_ROWS) await write();
    }
    await write();
    await pending;
  } finally {
    await pending.catch(() => {});
  }
  await run.flush();
}

async function mergeRrChunk(
  run: ImportRun,
  chunk: Map<string, { line: number; rel: Relationship; hash: string }>,
): Promise<void> {
  if (chunk.size === 0) return;
  const tx = run.tx;
  const children = [...new Set([...chunk.values()].map((c) => c.rel.childLei))];
  const [companies, stored] = await Promise.all([
    tx.query<{ id: number; lei: string }>(
      'SELECT DISTINCT ON (lei) id, lei FROM companies WHERE lei = ANY($1::text[]) ORDER BY lei, id',
      [children],
    ),
    tx.query<{
      child_lei: string;
      relationship_type: string;
      source_hash: string | null;
      legacy_record: GleifRecord | null;
    }>(
      `SELECT child_lei, relationship_type, source_hash,
              CASE WHEN source_hash IS NULL THEN record END AS legacy_record
         FROM lei_relationships WHERE child_lei = ANY($1::text[])`,
      [children],
    ),
  ]);
  const companyOf = new Map(companies.rows.map((c) => [c.lei, c.id]));
  const storedOf = new Map(stored.rows.map((r) => [`${r.child_lei} ${r.relationship_type}`, r]));
  let data = '';
  let seq = 0;
  const hashOnly: { child_lei: string; relationship_type: string; hash: string }[] = [];
  for (const [key, { line, rel, hash }] of chunk) {
    const companyId = companyOf.get(rel.childLei);
    if (companyId === undefined) {
      await run.reject(
        line,
        `no company has the LEI ${rel.childLei} (${RR_COLUMNS.startNode}): import its LEI-CDF record first`,
      );
      continue;
    }
    const previous = storedOf.get(key);
    if (previous?.source_hash === hash) {
      run.counts.unchanged++;
      continue;
    }
    if (
      previous &&
      previous.source_hash === null &&
      previous.legacy_record &&
      sameRecord(previous.legacy_record, rel.record)
    ) {
      run.counts.unchanged++;
      hashOnly.push({ child_lei: rel.childLei, relationship_type: rel.type, hash });
      continue;
    }
    if (previous) run.counts.changed++;
    else run.counts.added++;
    const row: Record<keyof typeof RELATIONSHIP_COLUMNS, string | null> = {
      child_lei: rel.childLei,
      relationship_type: rel.type,
      parent_lei: rel.parentLei,
      relationship_status: rel.status,
      start_date: rel.startDate,
      end_date: rel.endDate,
      registration_status: rel.registrationStatus,
      last_update: rel.lastUpdate,
      record: JSON.stringify(rel.record),
    };
    data += copyRow([
      String(seq++),
      String(companyId),
      previous ? 'f' : 't',
      hash,
      ...REL_NAMES.map((n) => copyField(row[n])),
    ]);
  }
  if (hashOnly.length > 0)
    await tx.query(
      `UPDATE lei_relationships l SET source_hash = r.hash
         FROM json_to_recordset($1::json) AS r(child_lei text, relationship_type text, hash text)
        WHERE l.child_lei = r.child_lei AND l.relationship_type = r.relationship_type`,
      [JSON.stringify(hashOnly)],
    );
  if (seq === 0) return;
  await tx.exec('TRUNCATE import_rel_stage');
  await tx.copyFrom('import_rel_stage', REL_STAGE_COLUMNS, data);
  data = '';
  // History first: a new parent, or each column of the relationship that differs.
  await tx.query(
    `INSERT INTO company_history (company_id, import_id, field, before, after, source, source_date, seen_at)
     SELECT s.company_id, $1, s.relationship_type || ' ' || d.field, d.before, d.after, $2, s.last_update, $3
       FROM import_rel_stage s
       LEFT JOIN lei_relationships l
         ON NOT s.is_new AND l.child_lei = s.child_lei AND l.relationship_type = s.relationship_type
       CROSS JOIN LATERAL (
         SELECT '${RR_COLUMNS.endNode}' AS field, NULL::text AS before, s.parent_lei AS after
          WHERE s.is_new
         UNION ALL
         SELECT k.key, l.record ->> k.key, s.record::jsonb ->> k.key
           FROM (SELECT jsonb_object_keys(l.record) AS key
                 UNION SELECT jsonb_object_keys(s.record::jsonb)) k
          WHERE NOT s.is_new AND k.key <> '${LEI_COLUMNS.lastUpdateDate}'
            AND (l.record ->> k.key) IS DISTINCT FROM (s.record::jsonb ->> k.key)
       ) d
      ORDER BY s.seq, d.field`,
    [run.id, run.source, run.seenAt.toISOString()],
  );
  const values = REL_NAMES.map((n) =>
    RELATIONSHIP_COLUMNS[n] === 'jsonb' ? `s.${n}::jsonb` : `s.${n}`,
  );
  await tx.query(
    `INSERT INTO lei_relationships (${REL_NAMES.join(', ')}, source_hash)
     SELECT ${values.join(', ')}, s.source_hash FROM import_rel_stage s
     ON CONFLICT (child_lei, relationship_type) DO UPDATE SET
       ${REL_NAMES.filter((n) => n !== 'child_lei' && n !== 'relationship_type')
         .map((n) => `${n} = EXCLUDED.${n}`)
         .join(', ')}, source_hash = EXCLUDED.source_hash`,
  );
  run.touchedCompanies = true;
}

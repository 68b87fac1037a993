import { createHash } from 'node:crypto';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import streamArray from 'stream-json/streamers/stream-array.js';
import { grams, normalizeText } from '../lib/grams';
import { isStorableText } from '../lib/input-guard';
import { type BodsIdentifier, readEntityIdentifiers } from './bods-identifiers';
import type { HistoryEntry, ImportRun } from './run';
import { isoDay } from './run';

/** A BODS 0.4 statement as read (only what the import uses is typed). */
export interface BodsStatement {
  statementId: string;
  statementDate?: string;
  recordId: string;
  recordType: 'entity' | 'person' | 'relationship';
  recordStatus?: 'new' | 'updated' | 'closed';
  recordDetails: Record<string, unknown>;
  [key: string]: unknown;
}

interface BodsShare {
  exact?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

export interface BodsInterest {
  type?: string;
  directOrIndirect?: 'direct' | 'indirect' | 'unknown';
  beneficialOwnershipOrControl?: boolean;
  share?: BodsShare;
  startDate?: string;
  endDate?: string;
}

/** English and Chinese words for the BODS interest types that are roles rather than shares. */
export const INTEREST_POSITIONS: Record<string, { en: string; zh: string }> = {
  votingRights: { en: 'Voting rights', zh: '表决权' },
  appointmentOfBoard: { en: 'Right to appoint the board', zh: '任命董事会的权利' },
  otherInfluenceOrControl: { en: 'Other influence or control', zh: '其他影响或控制' },
  seniorManagingOfficial: { en: 'Senior managing official', zh: '高级管理人员' },
  settlor: { en: 'Settlor', zh: '委托人' },
  trustee: { en: 'Trustee', zh: '受托人' },
  protector: { en: 'Protector', zh: '保护人' },
  beneficiaryOfLegalArrangement: { en: 'Beneficiary of a legal arrangement', zh: '法律安排受益人' },
  rightsToSurplusAssetsOnDissolution: {
    en: 'Rights to surplus assets on dissolution',
    zh: '解散时剩余资产权利',
  },
  rightsToProfitOrIncome: { en: 'Rights to profit or income', zh: '利润或收益权' },
  rightsGrantedByContract: { en: 'Rights granted by contract', zh: '合同授予的权利' },
  conditionalRightsGrantedByContract: {
    en: 'Conditional rights granted by contract',
    zh: '合同授予的附条件权利',
  },
  controlViaCompanyRulesOrArticles: {
    en: 'Control via company rules or articles',
    zh: '通过公司章程控制',
  },
  controlByLegalFramework: { en: 'Control by legal framework', zh: '依法律框架控制' },
  boardMember: { en: 'Board member', zh: '董事' },
  boardChair: { en: 'Board chair', zh: '董事长' },
  unknownInterest: { en: 'Unknown interest', zh: '未知权益' },
  unpublishedInterest: { en: 'Unpublished interest', zh: '未公开权益' },
  enjoymentAndUseOfAssets: { en: 'Enjoyment and use of assets', zh: '资产的享用与使用' },
  rightToProfitOrIncomeFromAssets: {
    en: 'Right to profit or income from assets',
    zh: '资产的利润或收益权',
  },
  nominee: { en: 'Nominee', zh: '代名人' },
  nominator: { en: 'Nominator', zh: '提名人' },
};

/** BODS entity types in words (English, as the registers' words are kept). */
const ENTITY_TYPES: Record<string, string> = {
  registeredEntity: 'Registered entity',
  legalEntity: 'Legal entity',
  arrangement: 'Arrangement',
  anonymousEntity: 'Anonymous entity',
  unknownEntity: 'Unknown entity',
  state: 'State',
  stateBody: 'State body',
};

const CJK = /[\u3400-\u9FFF\uF900-\uFAFF]/;

/**
 * The share a BODS interest gives, as the percentage the ownership arithmetic uses: the exact
 * figure, else the lower bound of the range (a range "more than 25 % up to 50 %" counts as 25,
 * so that a threshold is met only when the declaration says it is), else nothing.
 *
 * @example sharePercent({ minimum: 25, exclusiveMaximum: 50 }) // 25
 */
export function sharePercent(share: BodsShare | undefined): number | null {
  if (!share) return null;
  const value = share.exact ?? share.minimum ?? share.exclusiveMinimum;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 && value <= 100
    ? value
    : null;
}

/**
 * The key a BODS record has in this product (32 hex digits, the same in every database).
 *
 * @example bodsKeyNo('company', 'ad3f6c2fcc9e') // 32 hex digits
 */
export function bodsKeyNo(kind: 'company' | 'person', recordId: string): string {
  return createHash('md5').update(`bods-${kind}:${recordId}`).digest('hex');
}

/** The start of a stream's content, left in the stream to be read again. */
async function peek(stream: Readable): Promise<string> {
  for (;;) {
    const chunk = stream.read() as Buffer | null;
    if (chunk !== null) {
      stream.unshift(chunk);
      return chunk.toString('utf8');
    }
    if (stream.readableEnded) return '';
    await new Promise<void>((resolve, reject) => {
      const done = () => {
        stream.off('readable', done);
        stream.off('end', done);
        stream.off('error', fail);
        resolve();
      };
      const fail = (error: Error) => {
        stream.off('readable', done);
        stream.off('end', done);
        reject(error);
      };
      stream.once('readable', done);
      stream.once('end', done);
      stream.once('error', fail);
    });
  }
}

/** Statements of a JSON array or of JSON Lines, streamed, each with its position. */
async function* statements(stream: Readable): AsyncGenerator<{ line: number; value: unknown }> {
  const head = (await peek(stream)).replace(/^\uFEFF/, '').trimStart();
  if (head.startsWith('[')) {
    const items = streamArray.withParserAsStream();
    stream.on('error', (error) => items.destroy(error));
    stream.pipe(items);
    // An array's items are numbered from 1 (JSON arrays have no useful line numbers).
    for await (const { key, value } of items as AsyncIterable<{ key: number; value: unknown }>)
      yield { line: key + 1, value };
    return;
  }
  let line = 0;
  for await (const text of createInterface({
    input: stream,
    crlfDelay: Number.POSITIVE_INFINITY,
  })) {
    line++;
    const trimmed = text.trim();
    if (trimmed === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(trimmed);
    } catch (error) {
      // One bad line is a rejected row, not a failed file.
      value = new SyntaxError((error as Error).message);
    }
    yield { line, value };
  }
}

/** Why a statement cannot be used, or undefined. */
function statementProblem(value: unknown): string | undefined {
  if (value instanceof SyntaxError) return `not JSON: ${value.message}`;
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return 'not a statement (an object)';
  const s = value as Record<string, unknown>;
  if (typeof s.recordId !== 'string' || s.recordId === '') return 'recordId is missing';
  if (typeof s.statementId !== 'string') return 'statementId is missing';
  if (!['entity', 'person', 'relationship'].includes(s.recordType as string))
    return `recordType "${String(s.recordType)}" is not entity, person or relationship`;
  if (typeof s.recordDetails !== 'object' || s.recordDetails === null)
    return 'recordDetails is missing';
  if (s.statementDate !== undefined && !isoDay(String(s.statementDate)))
    return `statementDate is not a date: "${String(s.statementDate)}"`;
  if (!isStorableText(JSON.stringify(value)))
    return 'holds a character that cannot be stored (NUL or a lone surrogate)';
  return undefined;
}

/** Canonical JSON (sorted keys), to tell a statement that changes nothing. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

interface StoredRecord {
  record_type: string;
  company_id: number | null;
  person_id: number | null;
  content: string;
}

/**
 * Imports BODS 0.4 statements inside the caller's transaction, one at a time in file order (a
 * later statement about the same record replaces the earlier one, `closed` ends it). Entities
 * become companies (matched by LEI: see readEntityIdentifiers), people become
 * persons, relationships become shareholdings (direct shares), declared indirect interests,
 * and roles (other interests; a role gives control when declared as beneficial ownership or
 * control). A relationship must come after the statements of its subject and party.
 *
 * @example await importBodsFile(run, await openContent('statements.jsonl'));
 */
export async function importBodsFile(run: ImportRun, stream: Readable): Promise<void> {
  for await (const { line, value } of statements(stream)) {
    run.counts.rowsRead++;
    const problem = statementProblem(value);
    if (problem) {
      await run.reject(line, problem);
      continue;
    }
    const statement = value as BodsStatement;
    const seen = await run.tx.query(
      'SELECT 1 FROM bods_statements WHERE statement_id = $1 AND record_id = $2',
      [statement.statementId, statement.recordId],
    );
    if (seen.rows.length > 0) {
      run.counts.unchanged++;
      continue;
    }
    const content = canonical({ s: statement.recordStatus ?? 'new', d: statement.recordDetails });
    const { rows } = await run.tx.query<StoredRecord>(
      `SELECT record_type, company_id, person_id, statement->>'content' AS content FROM bods_records WHERE record_id = $1`,
      [statement.recordId],
    );
    const stored = rows[0];
    if (stored && stored.record_type !== statement.recordType) {
      await run.reject(
        line,
        `record ${statement.recordId} was a ${stored.record_type} record, this statement makes it a ${statement.recordType}`,
      );
      continue;
    }
    if (stored && stored.content === content) {
      run.counts.unchanged++;
      await run.tx.query(
        'INSERT INTO bods_statements (statement_id, record_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
        [statement.statementId, statement.recordId],
      );
      continue;
    }
    const reason =
      statement.recordType === 'entity'
        ? await applyEntity(run, statement, stored)
        : statement.recordType === 'person'
          ? await applyPerson(run, statement, stored)
          : await applyRelationship(run, statement, stored);
    if (typeof reason === 'string') {
      await run.reject(line, reason);
      continue;
    }
    if (stored) run.counts.changed++;
    else run.counts.added++;
    await run.tx.query(
      `INSERT INTO bods_records (record_id, record_type, company_id, person_id, statement, statement_date)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6)
       ON CONFLICT (record_id) DO UPDATE SET company_id = EXCLUDED.company_id, person_id = EXCLUDED.person_id,
         statement = EXCLUDED.statement, statement_date = EXCLUDED.statement_date`,
      [
        statement.recordId,
        statement.recordType,
        reason.companyId ?? null,
        reason.personId ?? null,
        JSON.stringify({ content, statementId: statement.statementId }),
        statement.statementDate ? isoDay(statement.statementDate) : null,
      ],
    );
    await run.tx.query(
      'INSERT INTO bods_statements (statement_id, record_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
      [statement.statementId, statement.recordId],
    );
  }
  await run.flush();
}

type Applied = { companyId?: number; personId?: number } | string;

const sourceDate = (statement: BodsStatement) =>
  statement.statementDate ? new Date(statement.statementDate).toISOString() : null;

async function applyEntity(
  run: ImportRun,
  statement: BodsStatement,
  stored: StoredRecord | undefined,
): Promise<Applied> {
  const d = statement.recordDetails as {
    name?: string;
    alternateNames?: string[];
    entityType?: { type?: string };
    jurisdiction?: { name?: string; code?: string };
    identifiers?: BodsIdentifier[];
    foundingDate?: string;
    dissolutionDate?: string;
    addresses?: { address?: string; country?: { code?: string; name?: string } }[];
  };
  const identifiers = Array.isArray(d.identifiers) ? d.identifiers : [];
  // Scheme first, schemeName when there is none: every identifier exportBods writes.
  const ids = readEntityIdentifiers(identifiers);
  const lei = ids.lei;
  const name = typeof d.name === 'string' && d.name.trim() !== '' ? d.name.trim() : null;
  const alternates = (Array.isArray(d.alternateNames) ? d.alternateNames : []).filter(
    (n): n is string => typeof n === 'string',
  );
  const entityType = ENTITY_TYPES[d.entityType?.type ?? ''] ?? 'Unknown entity';
  const displayName = name ?? alternates[0] ?? `${entityType} ${statement.recordId}`;
  const chinese = CJK.test(displayName);
  const english = chinese ? (alternates.find((n) => !CJK.test(n)) ?? displayName) : displayName;
  const scheme = ids.registerScheme ?? '';
  const jurisdiction =
    d.jurisdiction?.code?.slice(0, 2).toUpperCase() ??
    (/^[A-Z]{2}-/.test(scheme) ? scheme.slice(0, 2) : '');
  const founded = d.foundingDate ? (isoDay(d.foundingDate) ?? null) : null;
  const closed = statement.recordStatus === 'closed' || Boolean(d.dissolutionDate);
  const address = d.addresses?.find((a) => a.address)?.address ?? null;
  const names = [displayName, ...alternates].join(' | ');
  const values = {
    name_zh: chinese ? displayName : null,
    name_en: english,
    other_names: JSON.stringify(
      alternates.map((n) => ({ name: n, lang: null, type: 'alternateName' })),
    ),
    jurisdiction,
    reg_no: ids.regNo ?? lei ?? statement.recordId,
    uscc: ids.uscc,
    lei,
    company_type: entityType,
    status: closed ? 'INACTIVE' : 'ACTIVE',
    established: founded,
    address,
    search_text: normalizeText(names),
    grams: grams(names),
  };
  run.touchedCompanies = true;
  let companyId = stored?.company_id ?? null;
  if (companyId === null && lei) {
    // An entity GLEIF (or the seed) already holds keeps that record: the statement links to it.
    const { rows } = await run.tx.query<{ id: number }>('SELECT id FROM companies WHERE lei = $1', [
      lei,
    ]);
    if (rows[0]) return { companyId: rows[0].id };
  }
  if (companyId === null) {
    const { rows } = await run.tx.query<{ id: number }>(
      `INSERT INTO companies (key_no, name_zh, name_en, other_names, jurisdiction, reg_no, lei, company_type, status,
                              established, address, score, search_text, grams, source, source_updated_at, uscc)
       VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $8, $9, $10, $11, 300, $12, $13, 'bods', $14, $15)
       ON CONFLICT (key_no) DO UPDATE SET name_en = EXCLUDED.name_en
       RETURNING id`,
      [
        bodsKeyNo('company', statement.recordId),
        values.name_zh,
        values.name_en,
        values.other_names,
        values.jurisdiction,
        values.reg_no,
        values.lei,
        values.company_type,
        values.status,
        values.established,
        values.address,
        values.search_text,
        values.grams,
        sourceDate(statement),
        values.uscc,
      ],
    );
    companyId = rows[0]?.id as number;
    return { companyId };
  }
  const before = await run.tx.query<Record<string, string | null>>(
    `SELECT name_zh, name_en, jurisdiction, reg_no, uscc, lei, company_type, status, established::text AS established, address
       FROM companies WHERE id = $1`,
    [companyId],
  );
  const old = before.rows[0] ?? {};
  const history: HistoryEntry[] = [];
  for (const field of [
    'name_zh',
    'name_en',
    'jurisdiction',
    'reg_no',
    'uscc',
    'lei',
    'company_type',
    'status',
    'established',
    'address',
  ] as const) {
    const after = values[field];
    if ((old[field] ?? null) !== (after ?? null))
      history.push({
        companyId,
        field: `bods.${field}`,
        before: old[field] ?? null,
        after: after ?? null,
        sourceDate: sourceDate(statement),
      });
  }
  await run.tx.query(
    `UPDATE companies SET name_zh = $2, name_en = $3, other_names = $4::jsonb, jurisdiction = $5, reg_no = $6, lei = $7,
            company_type = $8, status = $9, established = $10, address = $11, search_text = $12, grams = $13,
            source_updated_at = $14, uscc = $15, refreshed_at = now()
      WHERE id = $1`,
    [
      companyId,
      values.name_zh,
      values.name_en,
      values.other_names,
      values.jurisdiction,
      values.reg_no,
      values.lei,
      values.company_type,
      values.status,
      values.established,
      values.address,
      values.search_text,
      values.grams,
      sourceDate(statement),
      values.uscc,
    ],
  );
  await run.record(history);
  return { companyId };
}

async function applyPerson(
  run: ImportRun,
  statement: BodsStatement,
  stored: StoredRecord | undefined,
): Promise<Applied> {
  const d = statement.recordDetails as {
    personType?: string;
    names?: { type?: string; fullName?: string; givenName?: string; familyName?: string }[];
    nationalities?: { code?: string; name?: string }[];
  };
  const names = (Array.isArray(d.names) ? d.names : [])
    .map((n) => ({
      type: n.type,
      name: (n.fullName ?? [n.givenName, n.familyName].filter(Boolean).join(' ')).trim(),
    }))
    .filter((n) => n.name !== '');
  const legal = names.find((n) => n.type === 'legal') ?? names[0];
  const anonymous = d.personType === 'anonymousPerson' ? 'Anonymous person' : 'Unknown person';
  const main = legal?.name ?? anonymous;
  const chinese = CJK.test(main);
  const nameZh = chinese ? main : d.personType === 'anonymousPerson' && !legal ? '匿名人士' : null;
  const nameEn = chinese
    ? (names.find((n) => !CJK.test(n.name))?.name ?? main)
    : legal
      ? main
      : anonymous;
  const nationality = d.nationalities?.find((n) => n.code)?.code ?? '';
  if (stored?.person_id) {
    await run.tx.query(
      'UPDATE persons SET name_zh = $2, name_en = $3, nationality = $4 WHERE id = $1',
      [stored.person_id, nameZh, nameEn, nationality],
    );
    return { personId: stored.person_id };
  }
  const { rows } = await run.tx.query<{ id: number }>(
    `INSERT INTO persons (key_no, name_zh, name_en, nationality) VALUES ($1, $2, $3, $4)
     ON CONFLICT (key_no) DO UPDATE SET name_en = EXCLUDED.name_en RETURNING id`,
    [bodsKeyNo('person', statement.recordId), nameZh, nameEn, nationality],
  );
  return { personId: rows[0]?.id as number };
}

/** A short description of a relationship's current interests, for the subject's history. */
function interestsText(interests: readonly BodsInterest[]): string | null {
  if (interests.length === 0) return null;
  return interests
    .map((i) => {
      const percent = sharePercent(i.share);
      return [
        i.type ?? 'interest',
        i.directOrIndirect === 'indirect' ? '(indirect)' : '',
        percent !== null ? `${percent}%` : '',
      ]
        .filter(Boolean)
        .join(' ');
    })
    .join(', ');
}

async function applyRelationship(
  run: ImportRun,
  statement: BodsStatement,
  stored: StoredRecord | undefined,
): Promise<Applied> {
  const d = statement.recordDetails as {
    subject?: unknown;
    interestedParty?: unknown;
    interests?: BodsInterest[];
  };
  if (typeof d.subject !== 'string') return 'recordDetails.subject is not a record id';
  const parties = await run.tx.query<{
    record_id: string;
    company_id: number | null;
    person_id: number | null;
  }>(
    'SELECT record_id, company_id, person_id FROM bods_records WHERE record_id = ANY($1::text[])',
    [[d.subject, typeof d.interestedParty === 'string' ? d.interestedParty : '']],
  );
  const byId = new Map(parties.rows.map((r) => [r.record_id, r]));
  const subject = byId.get(d.subject)?.company_id;
  if (!subject) return `subject ${d.subject} is not an entity given before this statement`;
  // An unspecified party (e.g. a listed company exempt from disclosure) holds nothing to store.
  if (typeof d.interestedParty !== 'string') return { companyId: subject };
  const party = byId.get(d.interestedParty);
  if (!party) return `interested party ${d.interestedParty} is not given before this statement`;

  const recordId = statement.recordId;
  const previous = await run.tx.query<{ text: string | null }>(
    `SELECT string_agg(t, ', ' ORDER BY t) AS text FROM (
       SELECT 'shareholding ' || percent::float8 || '%' AS t FROM shareholdings WHERE bods_record_id = $1
       UNION ALL SELECT position_en FROM executives WHERE bods_record_id = $1
       UNION ALL SELECT 'indirect ' || coalesce(percent::float8 || '%', 'control') FROM declared_interests WHERE bods_record_id = $1
     ) x`,
    [recordId],
  );
  for (const table of ['shareholdings', 'executives', 'declared_interests'])
    await run.tx.query(`DELETE FROM ${table} WHERE bods_record_id = $1`, [recordId]);

  const today = new Date().toISOString().slice(0, 10);
  const current =
    statement.recordStatus === 'closed'
      ? []
      : (Array.isArray(d.interests) ? d.interests : []).filter(
          (i) => !(i.endDate && (isoDay(i.endDate) ?? '') <= today),
        );
  for (const interest of current) {
    const percent = sharePercent(interest.share);
    const start = interest.startDate ? (isoDay(interest.startDate) ?? null) : null;
    const isShare = interest.type === 'shareholding';
    if (interest.directOrIndirect === 'indirect') {
      // Indirect shares through companies come from the chain of direct holdings; a person's
      // declared indirect interest is kept as declared.
      if (party.person_id && (percent !== null || interest.beneficialOwnershipOrControl))
        await run.tx.query(
          `INSERT INTO declared_interests (company_id, person_id, percent, is_control, bods_record_id, start_date)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [
            subject,
            party.person_id,
            isShare ? percent : null,
            !isShare && interest.beneficialOwnershipOrControl === true,
            recordId,
            start,
          ],
        );
      continue;
    }
    if (isShare) {
      if (percent === null) continue;
      await run.tx.query(
        `INSERT INTO shareholdings (company_id, holder_company_id, holder_person_id, percent, bods_record_id, start_date)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [subject, party.company_id, party.person_id, percent, recordId, start],
      );
      continue;
    }
    const position =
      INTEREST_POSITIONS[interest.type ?? 'unknownInterest'] ?? INTEREST_POSITIONS.unknownInterest;
    if (!party.person_id || !position) continue;
    await run.tx.query(
      `INSERT INTO executives (company_id, person_id, position_zh, position_en, is_control, bods_record_id, start_date)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
      [
        subject,
        party.person_id,
        position.zh,
        position.en,
        interest.beneficialOwnershipOrControl === true &&
          interest.type !== 'seniorManagingOfficial',
        recordId,
        start,
      ],
    );
  }
  run.touchedCompanies = true;
  const before = previous.rows[0]?.text ?? null;
  const after = interestsText(current);
  if (stored || after !== null) {
    const partyName = await run.tx.query<{ name: string }>(
      party.person_id
        ? 'SELECT coalesce(name_zh, name_en) AS name FROM persons WHERE id = $1'
        : 'SELECT coalesce(name_zh, name_en) AS name FROM companies WHERE id = $1',
      [party.person_id ?? party.company_id],
    );
    await run.record([
      {
        companyId: subject,
        field: `bods.interests ${partyName.rows[0]?.name ?? d.interestedParty}`,
        before,
        after,
        sourceDate: sourceDate(statement),
      },
    ]);
  }
  return { companyId: subject };
}

import type { Queryable } from '../db/types';

/** One change an import made to a company. */
export interface CompanyChange {
  /** A GLEIF column by its published name (relationship columns prefixed with their type), or a BODS field. */
  field: string;
  before: string | null;
  after: string | null;
  /** The import's source (its file name unless given). */
  source: string;
  /** The format of the import that made it. */
  format: string;
  /** The date the source gives for the record (ISO 8601), if any. */
  sourceDate: string | null;
  /** When this service saw it (the import's time, ISO 8601). */
  seenAt: string;
}

/** Changes returned at most per call, newest first. */
export const HISTORY_LIMIT = 200;

/**
 * Every change imports made to company `companyId` (its database id), newest first: the
 * field, its value before and after, the source, the date the source gives and the date it
 * was seen. At most `limit` (200) entries.
 *
 * @example await companyHistory(db, 42)
 * // [{ field: 'Entity.LegalName', before: '上海华东科技有限公司', after: '上海华东科技集团有限公司',
 * //    source: 'lei2.csv', format: 'gleif-lei', sourceDate: '2024-01-02T00:00:00.000Z', seenAt: '…' }]
 */
export async function companyHistory(
  db: Queryable,
  companyId: number,
  limit = HISTORY_LIMIT,
): Promise<CompanyChange[]> {
  const { rows } = await db.query<{
    field: string;
    before: string | null;
    after: string | null;
    source: string;
    format: string;
    source_date: string | null;
    seen_at: string;
  }>(
    `SELECT h.field, h.before, h.after, h.source, i.format,
            to_char(h.source_date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS source_date,
            to_char(h.seen_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS seen_at
       FROM company_history h JOIN imports i ON i.id = h.import_id
      WHERE h.company_id = $1 ORDER BY h.id DESC LIMIT $2`,
    [companyId, limit],
  );
  return rows.map((row) => ({
    field: row.field,
    before: row.before,
    after: row.after,
    source: row.source,
    format: row.format,
    sourceDate: row.source_date,
    seenAt: row.seen_at,
  }));
}

/**
 * A company's database id from its keyNo, or undefined.
 *
 * @example await companyIdOf(db, 'a1b2…') // 42
 */
export async function companyIdOf(db: Queryable, keyNo: string): Promise<number | undefined> {
  return (await companyRefOf(db, keyNo))?.id;
}

/**
 * Company `keyNo`'s database id and names (`name` in the register's language, the English name
 * where it has no Chinese one), or undefined when there is no such company.
 *
 * @example await companyRefOf(db, 'a1b2…') // { id: 42, keyNo: 'a1b2…', name: '上海华东科技有限公司', nameEn: 'Shanghai Huadong Technology Co., Ltd.' }
 */
export async function companyRefOf(
  db: Queryable,
  keyNo: string,
): Promise<{ id: number; keyNo: string; name: string; nameEn: string } | undefined> {
  const { rows } = await db.query<{ id: number; name_zh: string | null; name_en: string }>(
    'SELECT id, name_zh, name_en FROM companies WHERE key_no = $1',
    [keyNo],
  );
  const row = rows[0];
  return row && { id: row.id, keyNo, name: row.name_zh ?? row.name_en, nameEn: row.name_en };
}

/** An accounting-consolidation parent (GLEIF level 2), which is not a shareholding. */
export interface ConsolidationParent {
  /** 'direct' (IS_DIRECTLY_CONSOLIDATED_BY) or 'ultimate' (IS_ULTIMATELY_CONSOLIDATED_BY). */
  kind: 'direct' | 'ultimate';
  lei: string;
  /** The parent as a company of this product, when its LEI record was imported too. */
  keyNo: string | null;
  /** The parent's database id, when its LEI record was imported too. */
  companyId: number | null;
  name: string | null;
  nameEn: string | null;
  relationshipStatus: string | null;
  /** GLEIF's Registration.RegistrationStatus of the relationship record (PUBLISHED, RETIRED, …). */
  registrationStatus: string | null;
  startDate: string | null;
  /** The end of the relationship's period (RELATIONSHIP_PERIOD), if GLEIF gives one. */
  endDate: string | null;
  /**
   * False once GLEIF says the relationship ended: its status INACTIVE, its period's end date
   * reached, or its record RETIRED. An ended parent is listed as such and left off the map.
   */
  current: boolean;
}

/**
 * Relationship records that are no relationship at all: found erroneous (ANNULLED) or a
 * duplicate of another record. GLEIF keeps them in the golden copy; the product shows none.
 */
const VOID_REGISTRATION = ['ANNULLED', 'DUPLICATE'];

/**
 * The accounting-consolidation parents GLEIF gives for a company (RR-CDF 2.1): current ones
 * first, direct before ultimate. GLEIF never deletes a relationship: a later golden copy marks it
 * INACTIVE, gives its period an end date or retires its record, and the parent is then
 * `current: false` (with `endDate` when GLEIF gives one). Annulled and duplicate records are
 * left out. `today` (YYYY-MM-DD, UTC) is when an end date counts as reached.
 *
 * @example await consolidationParents(db, 'LEI…')
 * // [{ kind: 'direct', lei: '…', name: '…', current: true, endDate: null, … }]
 */
export async function consolidationParents(
  db: Queryable,
  lei: string | null,
  today = new Date().toISOString().slice(0, 10),
): Promise<ConsolidationParent[]> {
  if (!lei) return [];
  const { rows } = await db.query<{
    relationship_type: string;
    parent_lei: string;
    id: number | null;
    key_no: string | null;
    name_zh: string | null;
    name_en: string | null;
    relationship_status: string | null;
    registration_status: string | null;
    start_date: string | null;
    end_date: string | null;
    current: boolean;
  }>(
    `SELECT * FROM (
       SELECT r.relationship_type, r.parent_lei, c.id, c.key_no, c.name_zh, c.name_en,
              r.relationship_status, r.registration_status,
              r.start_date::text AS start_date, r.end_date::text AS end_date,
              (r.relationship_status IS DISTINCT FROM 'INACTIVE'
                AND (r.end_date IS NULL OR r.end_date > $2::date)
                AND r.registration_status IS DISTINCT FROM 'RETIRED') AS current
         FROM lei_relationships r LEFT JOIN companies c ON c.lei = r.parent_lei
        WHERE r.child_lei = $1
          AND r.relationship_type IN ('IS_DIRECTLY_CONSOLIDATED_BY', 'IS_ULTIMATELY_CONSOLIDATED_BY')
          AND (r.registration_status IS NULL OR r.registration_status <> ALL($3::text[]))
     ) p ORDER BY current DESC, relationship_type`,
    [lei, today, VOID_REGISTRATION],
  );
  return rows.map((row) => ({
    kind: row.relationship_type === 'IS_DIRECTLY_CONSOLIDATED_BY' ? 'direct' : 'ultimate',
    lei: row.parent_lei,
    keyNo: row.key_no,
    companyId: row.id,
    name: row.name_zh ?? row.name_en,
    nameEn: row.name_en,
    relationshipStatus: row.relationship_status,
    registrationStatus: row.registration_status,
    startDate: row.start_date,
    endDate: row.end_date,
    current: row.current,
  }));
}

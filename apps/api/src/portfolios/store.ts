import type { Db, Queryable } from '../db/types';
import type { ColumnMap, PortfolioInput } from './columns';
import type { RowMatch } from './match';

/** Rows written per statement. */
const BATCH = 1000;

const ISO = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** An upload as the review shows it. */
export interface UploadSummary {
  id: number;
  fileName: string;
  format: 'csv' | 'xlsx';
  createdAt: string;
  /** Which header named each recognised column. */
  columns: Record<string, string>;
  rows: number;
  matchMs: number;
  counts: {
    matched: number;
    ambiguous: number;
    unmatched: number;
    /** Ambiguous rows the user picked a candidate for. */
    chosen: number;
    /** Ambiguous rows the user left out. */
    leftOut: number;
  };
  /** Distinct companies the list will hold: the matched rows' and the picked candidates'. */
  companies: number;
  /** The list made from it, once watched. */
  list: { id: number; name: string } | null;
  watchedAt: string | null;
}

/** A company as a review row shows it. */
export interface RowCompany {
  keyNo: string;
  name: string | null;
  nameEn: string;
  jurisdiction: string;
  regNo: string;
  uscc: string | null;
  lei: string | null;
}

export type Outcome = 'matched' | 'ambiguous' | 'unmatched';

/** One row of the file and what became of it. */
export interface ReviewRow {
  /** Its line in the file (the header is line 1). */
  row: number;
  input: PortfolioInput;
  outcome: Outcome;
  matchedBy: string | null;
  score: number | null;
  company: RowCompany | null;
  candidates: (RowCompany & { score: number })[];
  /** For an ambiguous row: the candidate picked (its keyNo), 'left-out', or null (not yet). */
  choice: string | null;
}

/**
 * Stores an upload and every row's outcome in one transaction; answers its id.
 *
 * @example const id = await saveUpload(db, { userId, fileName: 'clients.csv', format: 'csv', sha256, columns, inputs, matches, matchMs: 812 });
 */
export async function saveUpload(
  db: Db,
  upload: {
    userId: number;
    fileName: string;
    format: 'csv' | 'xlsx';
    sha256: string;
    columns: ColumnMap;
    rowNos: readonly number[];
    inputs: readonly PortfolioInput[];
    matches: readonly RowMatch[];
    matchMs: number;
  },
): Promise<number> {
  const keyNos = new Set<string>();
  for (const match of upload.matches) {
    if (match.outcome === 'matched') keyNos.add(match.keyNo);
    if (match.outcome === 'ambiguous') for (const c of match.candidates) keyNos.add(c.keyNo);
  }
  return db.transaction(async (tx) => {
    const { rows: ids } = await tx.query<{ id: number; key_no: string }>(
      'SELECT id, key_no FROM companies WHERE key_no = ANY($1::text[])',
      [[...keyNos]],
    );
    const idOf = new Map(ids.map((row) => [row.key_no, row.id]));
    const headers = Object.fromEntries(
      Object.entries(upload.columns).map(([field, column]) => [field, column.header]),
    );
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO portfolio_uploads (user_id, file_name, format, file_sha256, columns, row_count, match_ms)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [
        upload.userId,
        upload.fileName,
        upload.format,
        upload.sha256,
        JSON.stringify(headers),
        upload.inputs.length,
        upload.matchMs,
      ],
    );
    const uploadId = rows[0]?.id as number;
    for (let start = 0; start < upload.inputs.length; start += BATCH) {
      const batch = upload.inputs.slice(start, start + BATCH).map((input, k) => {
        const match = upload.matches[start + k] as RowMatch;
        return {
          row_no: upload.rowNos[start + k],
          input,
          outcome: match.outcome,
          company_id: match.outcome === 'matched' ? idOf.get(match.keyNo) : null,
          matched_by: match.outcome === 'matched' ? match.matchedBy : null,
          score: match.outcome === 'matched' ? match.score : null,
          candidates:
            match.outcome === 'ambiguous'
              ? match.candidates.map((c) => ({ id: idOf.get(c.keyNo), score: c.score }))
              : [],
        };
      });
      await tx.query(
        `INSERT INTO portfolio_rows (upload_id, row_no, input, outcome, company_id, matched_by, score, candidates)
         SELECT $1, r.row_no, r.input, r.outcome, r.company_id, r.matched_by, r.score, r.candidates
           FROM jsonb_to_recordset($2::jsonb)
             AS r(row_no int, input jsonb, outcome text, company_id int, matched_by text, score int, candidates jsonb)`,
        [uploadId, JSON.stringify(batch)],
      );
    }
    return uploadId;
  });
}

const SUMMARY_SELECT = `
  SELECT u.id, u.file_name AS "fileName", u.format, ${ISO('u.created_at')} AS "createdAt",
         u.columns, u.row_count AS rows, u.match_ms AS "matchMs",
         ${ISO('u.watched_at')} AS "watchedAt", u.list_id AS "listId", l.name AS "listName",
         s.matched, s.ambiguous, s.unmatched, s.chosen, s.left_out AS "leftOut", s.companies
    FROM portfolio_uploads u
    LEFT JOIN team_lists l ON l.id = u.list_id
    CROSS JOIN LATERAL (
      SELECT count(*) FILTER (WHERE r.outcome = 'matched')::int AS matched,
             count(*) FILTER (WHERE r.outcome = 'ambiguous')::int AS ambiguous,
             count(*) FILTER (WHERE r.outcome = 'unmatched')::int AS unmatched,
             count(*) FILTER (WHERE r.chosen_company_id IS NOT NULL)::int AS chosen,
             count(*) FILTER (WHERE r.left_out)::int AS left_out,
             count(DISTINCT COALESCE(r.company_id, r.chosen_company_id))::int AS companies
        FROM portfolio_rows r WHERE r.upload_id = u.id) s`;

interface SummaryRow extends Omit<UploadSummary, 'counts' | 'list'> {
  listId: number | null;
  listName: string | null;
  matched: number;
  ambiguous: number;
  unmatched: number;
  chosen: number;
  leftOut: number;
}

function toSummary(row: SummaryRow): UploadSummary {
  const { listId, listName, matched, ambiguous, unmatched, chosen, leftOut, ...rest } = row;
  return {
    ...rest,
    counts: { matched, ambiguous, unmatched, chosen, leftOut },
    list: listId !== null ? { id: listId, name: listName ?? '' } : null,
  };
}

/**
 * One upload of the user's, or undefined when it is not theirs or does not exist (both a 404).
 *
 * @example const upload = await uploadSummary(db, userId, 7);
 */
export async function uploadSummary(
  db: Queryable,
  userId: number,
  uploadId: number,
): Promise<UploadSummary | undefined> {
  const { rows } = await db.query<SummaryRow>(
    `${SUMMARY_SELECT} WHERE u.id = $1 AND u.user_id = $2`,
    [uploadId, userId],
  );
  return rows[0] ? toSummary(rows[0]) : undefined;
}

/**
 * The user's latest uploads, newest first.
 *
 * @example const uploads = await listUploads(db, userId); // [{ id: 8, … }, { id: 7, … }]
 */
export async function listUploads(
  db: Queryable,
  userId: number,
  limit = 20,
): Promise<UploadSummary[]> {
  const { rows } = await db.query<SummaryRow>(
    `${SUMMARY_SELECT} WHERE u.user_id = $1 ORDER BY u.id DESC LIMIT $2`,
    [userId, limit],
  );
  return rows.map(toSummary);
}

const COMPANY_JSON = (alias: string) => `json_build_object(
  'keyNo', ${alias}.key_no, 'name', ${alias}.name_zh, 'nameEn', ${alias}.name_en,
  'jurisdiction', ${alias}.jurisdiction, 'regNo', ${alias}.reg_no, 'uscc', ${alias}.uscc, 'lei', ${alias}.lei)`;

/**
 * A page of an upload's rows with one outcome, in file order, with their companies and
 * candidates. The caller has checked the upload is the user's.
 *
 * @example const { rows, total } = await uploadRows(db, 7, 'ambiguous', 1, 50);
 */
export async function uploadRows(
  db: Queryable,
  uploadId: number,
  outcome: Outcome,
  page: number,
  pageSize: number,
): Promise<{ rows: ReviewRow[]; total: number }> {
  const { rows } = await db.query<ReviewRow & { total: number }>(
    `SELECT r.row_no AS row, r.input, r.outcome, r.matched_by AS "matchedBy", r.score,
            CASE WHEN c.id IS NULL THEN NULL ELSE ${COMPANY_JSON('c')} END AS company,
            COALESCE((SELECT json_agg(${COMPANY_JSON('k')}::jsonb || jsonb_build_object('score', (e.value->>'score')::int) ORDER BY e.ordinality)
                        FROM jsonb_array_elements(r.candidates) WITH ORDINALITY e
                        JOIN companies k ON k.id = (e.value->>'id')::int), '[]'::json) AS candidates,
            CASE WHEN r.left_out THEN 'left-out' ELSE ch.key_no END AS choice,
            count(*) OVER ()::int AS total
       FROM portfolio_rows r
       LEFT JOIN companies c ON c.id = r.company_id
       LEFT JOIN companies ch ON ch.id = r.chosen_company_id
      WHERE r.upload_id = $1 AND r.outcome = $2
      ORDER BY r.row_no LIMIT $3 OFFSET $4`,
    [uploadId, outcome, pageSize, (page - 1) * pageSize],
  );
  let total = rows[0]?.total;
  if (total === undefined) {
    const counted = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM portfolio_rows WHERE upload_id = $1 AND outcome = $2',
      [uploadId, outcome],
    );
    total = counted.rows[0]?.n ?? 0;
  }
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
}

/** A choice for an ambiguous row: a candidate's keyNo, or null to leave it out. */
export interface RowChoice {
  row: number;
  keyNo: string | null;
}

/**
 * Records the user's choices for ambiguous rows: a candidate (only one of the row's own) or
 * left out. Answers the rows that could not take their choice (not ambiguous, not in the
 * upload, or a keyNo that is not one of its candidates), and changes nothing then.
 *
 * @example await chooseRows(db, 7, [{ row: 12, keyNo: 'ab…' }, { row: 13, keyNo: null }]) // []
 */
export async function chooseRows(
  db: Db,
  uploadId: number,
  choices: readonly RowChoice[],
): Promise<number[]> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ row: number; chosen: number | null; ok: boolean }>(
      `SELECT c.row, k.id AS chosen,
              (r.row_no IS NOT NULL AND (c.key_no IS NULL OR EXISTS (
                 SELECT 1 FROM jsonb_array_elements(r.candidates) e WHERE (e.value->>'id')::int = k.id))) AS ok
         FROM jsonb_to_recordset($2::jsonb) AS c("row" int, key_no text)
         LEFT JOIN portfolio_rows r ON r.upload_id = $1 AND r.row_no = c.row AND r.outcome = 'ambiguous'
         LEFT JOIN companies k ON k.key_no = c.key_no`,
      [uploadId, JSON.stringify(choices.map((c) => ({ row: c.row, key_no: c.keyNo })))],
    );
    const refused = rows.filter((row) => !row.ok).map((row) => row.row);
    if (refused.length > 0) return refused;
    await tx.query(
      `UPDATE portfolio_rows r SET chosen_company_id = c.chosen, left_out = c.chosen IS NULL
         FROM jsonb_to_recordset($2::jsonb) AS c("row" int, chosen int)
        WHERE r.upload_id = $1 AND r.row_no = c.row`,
      [uploadId, JSON.stringify(rows.map((row) => ({ row: row.row, chosen: row.chosen })))],
    );
    return [];
  });
}

/**
 * The unmatched rows, in file order, as the file gave them.
 *
 * @example await unmatchedRows(db, 7) // [{ row: 4, input: { name: 'Nobody Ltd' } }]
 */
export async function unmatchedRows(
  db: Queryable,
  uploadId: number,
): Promise<{ row: number; input: PortfolioInput }[]> {
  const { rows } = await db.query<{ row: number; input: PortfolioInput }>(
    `SELECT row_no AS row, input FROM portfolio_rows
      WHERE upload_id = $1 AND outcome = 'unmatched' ORDER BY row_no`,
    [uploadId],
  );
  return rows;
}

/**
 * The companies the list will hold (database ids): matched rows' and picked candidates'.
 *
 * @example await selectedCompanyIds(db, 7) // [3, 17, 42]
 */
export async function selectedCompanyIds(db: Queryable, uploadId: number): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT DISTINCT COALESCE(company_id, chosen_company_id) AS id FROM portfolio_rows
      WHERE upload_id = $1 AND COALESCE(company_id, chosen_company_id) IS NOT NULL ORDER BY 1`,
    [uploadId],
  );
  return rows.map((row) => row.id);
}

/**
 * Marks an upload as made into list `listId` and watched, unless it already was (another
 * request got there first): answers whether this call marked it.
 *
 * @example if (!(await markWatched(tx, 7, listId))) throw alreadyWatched(request);
 */
export async function markWatched(
  tx: Queryable,
  uploadId: number,
  listId: number,
): Promise<boolean> {
  const { rows } = await tx.query(
    `UPDATE portfolio_uploads SET list_id = $2, watched_at = now()
      WHERE id = $1 AND watched_at IS NULL RETURNING id`,
    [uploadId, listId],
  );
  return rows.length > 0;
}

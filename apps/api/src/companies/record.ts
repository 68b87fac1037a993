import { type CompanySummaryRow, companySummary, SUMMARY_COLUMNS } from './summary';

/** The columns a company's own record (its summary and register details) is read from. */
export const RECORD_COLUMNS = `${SUMMARY_COLUMNS}, c.address, c.capital_amount::float8 AS capital_amount,
  c.lei_status, c.lei_registered_at::text AS lei_registered_at, c.lei_next_renewal::text AS lei_next_renewal,
  c.source AS data_source, c.other_names, c.headquarters_address,
  to_char(c.refreshed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS refreshed_at`;

/** A row read with `RECORD_COLUMNS`. */
export type CompanyRecordRow = CompanySummaryRow & Record<string, unknown>;

/**
 * A company's own record as answers give it: the summary, address, capital, LEI dates, when it
 * was refreshed and where it came from (no owners, officers or holdings).
 *
 * @example
 * ```ts norun
 * const { rows } = await db.query(`SELECT ${RECORD_COLUMNS} FROM companies c WHERE c.key_no = $1`, [keyNo]);
 * companyRecord(rows[0]).refreshedAt; // '2026-11-26T02:00:00Z'
 * ```
 */
export function companyRecord(row: CompanyRecordRow) {
  return {
    ...companySummary(row),
    address: row.address as string | null,
    headquartersAddress: row.headquarters_address as string | null,
    otherNames: otherNamesOf(row.other_names),
    capitalAmount: row.capital_amount as number | null,
    leiStatus: row.lei_status as string | null,
    leiRegisteredAt: row.lei_registered_at as string | null,
    leiNextRenewal: row.lei_next_renewal as string | null,
    refreshedAt: row.refreshed_at as string,
    dataSource: row.data_source as 'seed' | 'gleif' | 'bods',
  };
}

/**
 * The statement that reads the record of the company a code names (keyNo, USCC, registration
 * number or LEI, matched in that order as `resolveCompanyCode` does), among the sandbox's
 * companies or the register's; its rows go through `companyRecord`. /v1 runs it inside its
 * billing statement (`billCallIfFound`).
 *
 * @example
 * ```ts norun
 * const { sql, params } = companyRecordQuery('91110000KYC000001X', true);
 * ```
 */
export function companyRecordQuery(code: string, sandbox: boolean) {
  return {
    sql: `SELECT ${RECORD_COLUMNS} FROM companies c
      WHERE (c.key_no = $1 OR c.uscc = $1 OR c.reg_no = $1 OR c.lei = $1) AND c.sandbox = $2
      ORDER BY c.key_no = $1 DESC, c.uscc = $1 DESC, c.lei = $1 DESC, c.id`,
    params: [code.trim(), sandbox] as unknown[],
  };
}

/** A name a source gives beside the legal one (companies.other_names). */
export interface OtherName {
  name: string;
  /** Its language (xml:lang), when the source gives it. */
  language: string | null;
  /** GLEIF's name type, or BODS `alternateName`. */
  type: string | null;
}

/**
 * `companies.other_names` (jsonb `[{ name, lang, type }]`, parsed or as text) as the answers
 * give it: `[{ name, language, type }]`, names that are not text left out.
 *
 * @example otherNamesOf([{ name: 'Apex GmbH', lang: 'de', type: 'TRADING_OR_OPERATING_NAME' }])
 * // [{ name: 'Apex GmbH', language: 'de', type: 'TRADING_OR_OPERATING_NAME' }]
 */
export function otherNamesOf(value: unknown): OtherName[] {
  const list = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item) => {
    const { name, lang, type } = (item ?? {}) as Record<string, unknown>;
    if (typeof name !== 'string' || name.trim() === '') return [];
    return [
      {
        name,
        language: typeof lang === 'string' ? lang : null,
        type: typeof type === 'string' ? type : null,
      },
    ];
  });
}

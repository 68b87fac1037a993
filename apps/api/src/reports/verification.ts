import { companySummary, SUMMARY_COLUMNS } from '../companies/summary';
import type { Queryable } from '../db/types';
import { safeEqual, sha256 } from '../lib/secrets';

/** An issued report as verification shows it. */
export interface IssuedReport {
  /** SHA-256 (hex) of the file as issued; null for reports issued before files were kept. */
  fileSha256: string | null;
  report: {
    reportNo: string;
    reportType: string;
    language: string;
    issuedAt: string;
    pages: number;
    company: ReturnType<typeof companySummary>;
  };
}

/**
 * The issued report a number and verification code name, or undefined when either is wrong.
 * The code is compared even when the number is unknown, so timing does not tell the two apart.
 * Callers count failures against the asker (a throttle), which this does not do.
 */
export async function findIssuedReport(
  db: Queryable,
  reportNo: string,
  verifyCode: string,
): Promise<IssuedReport | undefined> {
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT r.report_no, r.verify_code_hash, r.report_type, r.language, r.pages, r.file_sha256,
            to_char(r.issued_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS issued_at, ${SUMMARY_COLUMNS}
       FROM reports r JOIN companies c ON c.id = r.company_id WHERE r.report_no = $1`,
    [reportNo.trim().toUpperCase()],
  );
  const row = rows[0];
  const codeHash = sha256(verifyCode.trim().toUpperCase());
  const genuine = safeEqual(String(row?.verify_code_hash ?? ''), codeHash) && row !== undefined;
  if (!genuine || !row) return undefined;
  return {
    fileSha256: (row.file_sha256 as string | null) ?? null,
    report: {
      reportNo: row.report_no as string,
      reportType: row.report_type as string,
      language: row.language as string,
      issuedAt: row.issued_at as string,
      pages: row.pages as number,
      company: companySummary(row as never),
    },
  };
}

import type { verifydoc } from '@kyc/content/interface';
import type { VerifyDocResponse } from './types';

// What /verifydoc checks and finds, shared by the page and its action (the form posted without
// JavaScript).

export type VerifyField = 'reportNo' | 'verifyCode';
/** The fields that carry a message: the two typed ones and the report file. */
export type VerifyMessageField = VerifyField | 'file';
export const VERIFY_FIELDS: readonly VerifyMessageField[] = ['reportNo', 'verifyCode', 'file'];

/** The largest file apps/api checks (413 FILE_TOO_LARGE above it); issued reports are far smaller. */
export const MAX_REPORT_FILE_BYTES = 10 * 1024 * 1024;

type VerifyText = (typeof verifydoc)['en'];

/**
 * Why `file` cannot be a report we issued, checked before anything is sent: too large, not a
 * PDF (a PDF starts with the bytes `%PDF-`), or unreadable; undefined when it may be one.
 *
 * @example await reportFileProblem(file, verifydoc.en) // 'This file is not a PDF. …'
 */
export async function reportFileProblem(file: Blob, text: VerifyText): Promise<string | undefined> {
  if (file.size > MAX_REPORT_FILE_BYTES) return text.fileTooLarge;
  try {
    const head = new Uint8Array(await file.slice(0, 5).arrayBuffer());
    return String.fromCharCode(...head) === '%PDF-' ? undefined : text.fileNotPdf;
  } catch {
    return text.fileUnreadable;
  }
}

/** The report a verification names, as far as the page shows it. */
export type VerifiedReport = NonNullable<VerifyDocResponse['report']>;

/** What a verification found, in the terms the page words it. */
export type VerifyOutcome =
  | { kind: 'genuine-file'; report?: VerifiedReport; fileName: string }
  | { kind: 'genuine-codes'; report?: VerifiedReport }
  | { kind: 'file-changed'; fileName: string }
  | { kind: 'no-file-on-record'; report?: VerifiedReport; fileName: string }
  | { kind: 'wrong-codes' };

/**
 * apps/api's answer as an outcome; `fileName` is the file sent along, if one was. The report
 * keeps only what the page shows (so that it fits the flash of the action's redirect).
 *
 * @example verifyOutcome({ genuine: true }, null) // { kind: 'genuine-codes', report: undefined }
 */
export function verifyOutcome(
  answer: VerifyDocResponse | undefined,
  fileName: string | null,
): VerifyOutcome {
  const report = shownReport(answer?.report);
  if (fileName === null)
    return answer?.genuine === true ? { kind: 'genuine-codes', report } : { kind: 'wrong-codes' };
  if (answer?.genuine === true) return { kind: 'genuine-file', report, fileName };
  if (answer?.fileMatches === false) return { kind: 'file-changed', fileName };
  if (report) return { kind: 'no-file-on-record', report, fileName };
  return { kind: 'wrong-codes' };
}

/** The fields of a verified report the page shows, nothing else. */
function shownReport(report: VerifiedReport | undefined): VerifiedReport | undefined {
  if (!report) return undefined;
  const company = report.company;
  return {
    reportNo: report.reportNo,
    reportType: report.reportType,
    language: report.language,
    issuedAt: report.issuedAt,
    pages: report.pages,
    company: company && {
      keyNo: company.keyNo,
      name: company.name,
      nameZh: company.nameZh,
      nameEn: company.nameEn,
      jurisdiction: company.jurisdiction,
      uscc: company.uscc,
      regNo: company.regNo,
      registeredCapital: company.registeredCapital,
      capitalCurrency: company.capitalCurrency,
      status: company.status,
      statusEn: company.statusEn,
    },
  };
}

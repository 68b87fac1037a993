import type { Db } from '../db/types';
import { appendAudit } from '../teams/audit';

/**
 * Records that a report's PDF was sent to its user: a `download_report` row in the user's
 * operation log (relId the report number, as the site's download writes it) and a
 * `report.download` entry in the team's audit trail, in one transaction. Whatever sends the
 * file calls it (the site's download, `/v1`'s), so the log holds exactly the downloads that
 * happened.
 *
 * @example
 * ```ts norun
 * await recordReportDownload(db, { userId: 7, reportNo: 'KYC20261126100042', detail: 'order 42, API key 3' });
 * ```
 */
export async function recordReportDownload(
  db: Db,
  download: { userId: number; reportNo: string; detail: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('INSERT INTO op_logs (user_id, op_type, rel_id) VALUES ($1, $2, $3)', [
      download.userId,
      'download_report',
      download.reportNo,
    ]);
    await appendAudit(tx, {
      userId: download.userId,
      action: 'report.download',
      target: download.reportNo,
      detail: download.detail,
    });
  });
}

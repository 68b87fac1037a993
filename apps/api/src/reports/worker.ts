import { createHash } from 'node:crypto';
import { DEFAULT_THRESHOLD } from '../companies/beneficial-owners';
import { companyDetails, DEFAULT_DEPTH } from '../companies/details';
import type { Db } from '../db/types';
import { sha256 } from '../lib/secrets';
import { returnCredits } from '../teams/credits';
import type { ReportKindCode } from './orders';
import type { ReportInput } from './pdf';

/** What renders a report: the PDF renderer, or a stand-in in tests. */
export type RenderReport = (input: ReportInput) => Promise<{ pdf: Uint8Array; pages: number }>;

export interface ReportWorkerOptions {
  /** Renders the PDF (`renderReportPdf`). */
  render: RenderReport;
  /** Absolute URL of the site's /verifydoc, printed on every page. */
  verifyUrl: string;
  /** How often the job table is read when nothing woke the worker (ms). */
  pollMs?: number;
  /**
   * How long a claimed job is the claimer's (ms). When its process dies, the job waits this
   * long and is then taken again: by another process or by this one after a restart.
   */
  leaseMs?: number;
  /** Tries before an order is marked failed (and its payment returned). */
  maxAttempts?: number;
  onError?: (error: unknown) => void;
}

export const FAILURE_CODES = { generation: 'GENERATION_FAILED', companyGone: 'COMPANY_GONE' };

interface ClaimedJob {
  order_id: number;
  attempts: number;
}

interface OrderToRender {
  report_no: string;
  verify_code: string;
  kind: ReportKindCode;
  language: 'zh-CN' | 'en';
  key_no: string | null;
  company_id: number;
  report_type: string;
}

/**
 * Generates ordered reports from the `report_jobs` table, one at a time. Jobs live in the
 * database, not in memory: an order acknowledged before a crash or a restart is generated
 * after it. Claims use `FOR UPDATE SKIP LOCKED` and a lease, so several API processes can
 * share the table without generating a report twice.
 */
export class ReportWorker {
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly maxAttempts: number;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly options: ReportWorkerOptions,
  ) {
    this.pollMs = options.pollMs ?? 1000;
    this.leaseMs = options.leaseMs ?? 60_000;
    this.maxAttempts = options.maxAttempts ?? 3;
  }

  start(): void {
    this.schedule(0);
  }

  /** Looks at the table now (a new order is waiting) instead of at the next poll. */
  wake(): void {
    if (this.closed) return;
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  /**
   * Stops polling and waits a while (at most 5 s, and never past the lease) for the report
   * being generated; one that takes longer is left to its lease, as a crash would leave it.
   */
  async close(waitMs = Math.min(5000, this.leaseMs)): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    if (!this.running) return;
    let timeout: NodeJS.Timeout | undefined;
    await Promise.race([
      this.running,
      new Promise((resolve) => {
        timeout = setTimeout(resolve, waitMs);
      }),
    ]);
    clearTimeout(timeout);
  }

  private schedule(ms: number): void {
    clearTimeout(this.timer);
    if (this.closed) return;
    this.timer = setTimeout(() => {
      this.running = this.drain().finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.schedule(0);
        } else this.schedule(this.pollMs);
      });
    }, ms);
    this.timer.unref();
  }

  private async drain(): Promise<void> {
    try {
      while (!this.closed && (await this.runOnce())) {
        // One job after another until the table has nothing claimable.
      }
    } catch (error) {
      this.options.onError?.(error);
    }
  }

  /** Claims and generates one job; false when there was none to claim. */
  async runOnce(): Promise<boolean> {
    const { rows } = await this.db.query<ClaimedJob>(
      `UPDATE report_jobs SET locked_until = now() + $1 * interval '1 millisecond', attempts = attempts + 1
        WHERE order_id = (
          SELECT order_id FROM report_jobs
           WHERE locked_until IS NULL OR locked_until < now()
           ORDER BY order_id LIMIT 1 FOR UPDATE SKIP LOCKED)
        RETURNING order_id, attempts`,
      [this.leaseMs],
    );
    const job = rows[0];
    if (!job) return false;
    await this.db.query(
      "UPDATE report_orders SET status = 'generating' WHERE id = $1 AND status <> 'ready'",
      [job.order_id],
    );
    try {
      await this.generate(job.order_id);
    } catch (error) {
      this.options.onError?.(error);
      await this.failed(job, error);
    }
    return true;
  }

  private async generate(orderId: number): Promise<void> {
    const { rows } = await this.db.query<OrderToRender>(
      `SELECT o.report_no, o.verify_code, o.kind, o.language, c.key_no, o.company_id, k.report_type
         FROM report_orders o JOIN report_kinds k ON k.code = o.kind
         LEFT JOIN companies c ON c.id = o.company_id WHERE o.id = $1`,
      [orderId],
    );
    const order = rows[0];
    if (!order) {
      await this.db.query('DELETE FROM report_jobs WHERE order_id = $1', [orderId]);
      return;
    }
    const details = order.key_no
      ? await companyDetails(this.db, order.key_no, DEFAULT_DEPTH, DEFAULT_THRESHOLD)
      : undefined;
    if (!details) throw new CompanyGone();
    const issuedAt = new Date();
    const { pdf, pages } = await this.options.render({
      kind: order.kind,
      locale: order.language,
      reportNo: order.report_no,
      verifyCode: order.verify_code,
      issuedAt,
      verifyUrl: this.options.verifyUrl,
      details,
    });
    const fileSha256 = createHash('sha256').update(pdf).digest('hex');
    await this.db.transaction(async (tx) => {
      // Only the first generator to finish stores its file: a second one, whose lease ran out
      // while it worked, finds the order ready and leaves it alone.
      const stored = await tx.query(
        `UPDATE report_orders SET status = 'ready', pdf = $2, file_sha256 = $3, pages = $4, bytes = $5,
                ready_at = $6, failure_code = NULL
          WHERE id = $1 AND status <> 'ready' RETURNING id`,
        [orderId, pdf, fileSha256, pages, pdf.byteLength, issuedAt.toISOString()],
      );
      if (stored.rows.length > 0) {
        await tx.query(
          `INSERT INTO reports (report_no, verify_code_hash, company_id, report_type, language, issued_at,
             pages, file_sha256) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [
            order.report_no,
            sha256(order.verify_code),
            order.company_id,
            order.report_type,
            order.language,
            issuedAt.toISOString(),
            pages,
            fileSha256,
          ],
        );
      }
      await tx.query('DELETE FROM report_jobs WHERE order_id = $1', [orderId]);
    });
  }

  /**
   * A try that threw: tried again after a pause, or, after the last try (or when the company
   * is gone), the order is failed and what was paid is returned.
   */
  private async failed(job: ClaimedJob, error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    const final = error instanceof CompanyGone || job.attempts >= this.maxAttempts;
    if (!final) {
      await this.db.query(
        `UPDATE report_jobs SET locked_until = now() + $2 * interval '1 millisecond', last_error = $3
          WHERE order_id = $1`,
        [job.order_id, Math.min(this.leaseMs, 1000 * 2 ** job.attempts), message.slice(0, 500)],
      );
      return;
    }
    const code =
      error instanceof CompanyGone ? FAILURE_CODES.companyGone : FAILURE_CODES.generation;
    await this.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ user_id: number; credits: number }>(
        `UPDATE report_orders SET status = 'failed', failure_code = $2
          WHERE id = $1 AND status NOT IN ('ready', 'failed') RETURNING user_id, credits`,
        [job.order_id, code],
      );
      const order = rows[0];
      if (order && order.credits > 0) await returnCredits(tx, order.user_id, order.credits);
      if (order)
        await tx.query("UPDATE invoices SET status = 'void' WHERE order_id = $1", [job.order_id]);
      await tx.query('DELETE FROM report_jobs WHERE order_id = $1', [job.order_id]);
    });
  }
}

class CompanyGone extends Error {
  constructor() {
    super('The company of this order is no longer in the database');
  }
}

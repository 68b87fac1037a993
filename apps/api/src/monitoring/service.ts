import type { Db } from '../db/types';
import type { Mailer } from '../mail/mailer';
import { renewWatchBilling } from './billing';
import { type DetectSummary, detectChanges } from './detect';
import { sendAlertMails, sendDailyDigests } from './mail';
import { lockMonitoring } from './snapshots';

export interface MonitorServiceOptions {
  mailer: Mailer;
  /** The site's origin, for the links in mail. */
  siteOrigin: string;
  /** How often the data version and pending changes are checked (ms, default 2000). */
  pollMs?: number;
  /** How often renewals, digests and left-over mail are looked after (ms, default 60 000). */
  housekeepingMs?: number;
  /** The clock (tests). */
  now?: () => Date;
  onError?: (error: unknown) => void;
}

/**
 * Monitoring in the serving process: whenever the company data version moves or a change is
 * pending (a seed, an administrator's edit, anything but an import, which runs detection in
 * its own transaction), it runs `detectChanges` and mails the immediate alerts; once a minute
 * it bills the month's renewals, sends the daily digests of the day before (once: each is
 * claimed in the database) and any immediate mail left over. One step at a time; stops with the
 * service. Several processes may run it at once: detection takes a lock, mail is claimed.
 *
 * @example const monitor = new MonitorService(db, { mailer, siteOrigin }); monitor.start();
 */
export class MonitorService {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private version: string | undefined;
  private lastHousekeeping = 0;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly options: MonitorServiceOptions,
  ) {}

  start(): void {
    if (this.timer || this.closed) return;
    this.timer = setInterval(() => void this.tick(), this.options.pollMs ?? 2000);
    this.timer.unref();
    void this.tick();
  }

  /** One check now (tests and the first tick); waits for a check already running. */
  async tick(): Promise<void> {
    if (this.running) return this.running;
    this.running = this.step()
      .catch((error) => this.options.onError?.(error))
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  /** Runs a detection now, whatever the version says, then the immediate mail. */
  async detectNow(): Promise<DetectSummary> {
    const now = this.options.now?.() ?? new Date();
    const summary = await detectChanges(this.db, { now });
    if (summary.alerts > 0)
      await sendAlertMails(this.db, this.options.mailer, { siteOrigin: this.options.siteOrigin });
    return summary;
  }

  private async step(): Promise<void> {
    if (this.closed) return;
    const { rows } = await this.db.query<{ version: string; pending: boolean }>(
      `SELECT (SELECT version::text FROM data_versions WHERE name = 'companies') AS version,
              EXISTS (SELECT 1 FROM monitor_dirty)
              OR EXISTS (SELECT 1 FROM monitor_snapshots WHERE NOT verified) AS pending`,
    );
    const row = rows[0];
    const moved = row !== undefined && row.version !== this.version;
    if (moved || row?.pending) {
      await this.detectNow();
      this.version = row?.version;
    }
    const now = this.options.now?.() ?? new Date();
    if (now.getTime() - this.lastHousekeeping >= (this.options.housekeepingMs ?? 60_000)) {
      this.lastHousekeeping = now.getTime();
      await this.db.transaction(async (tx) => {
        await lockMonitoring(tx);
        await renewWatchBilling(tx, { now });
      });
      await sendDailyDigests(this.db, this.options.mailer, {
        siteOrigin: this.options.siteOrigin,
        now,
      });
      await sendAlertMails(this.db, this.options.mailer, { siteOrigin: this.options.siteOrigin });
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }
}

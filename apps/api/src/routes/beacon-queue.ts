import type { Db } from '../db/types';
import { insertRows } from '../seed/insert';

export interface BeaconRow {
  app_name: string | null;
  event: string | null;
  rs: string | null;
  entity: string | null;
  uid: string | null;
  us: string | null;
  platform: string | null;
  did: string | null;
  temp_did: string | null;
  ref: string | null;
  origin_url: string | null;
  t: string | null;
  address: string;
  user_agent: string | null;
  received_at: string;
}

const COLUMNS = {
  app_name: 'text',
  event: 'text',
  rs: 'text',
  entity: 'text',
  uid: 'text',
  us: 'text',
  platform: 'text',
  did: 'text',
  temp_did: 'text',
  ref: 'text',
  origin_url: 'text',
  t: 'text',
  address: 'text',
  user_agent: 'text',
  received_at: 'timestamptz',
};
/** A batch is written as soon as it reaches this size, else after the flush delay. */
const MAX_BATCH = 500;
/** Beyond this many waiting beacons (database down), new ones are dropped rather than kept. */
const MAX_WAITING = 50_000;

/**
 * Collects beacons and writes them in batches: one INSERT per batch instead of one per
 * request, which is what lets /s.gif answer thousands of requests a second. `close()`
 * writes what is left, so a clean shutdown loses nothing.
 */
export class BeaconQueue {
  private waiting: BeaconRow[] = [];
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly flushMs: number,
    private readonly onError: (error: unknown) => void,
  ) {}

  push(row: BeaconRow): void {
    if (this.waiting.length >= MAX_WAITING) return;
    this.waiting.push(row);
    if (this.waiting.length >= MAX_BATCH) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.flushMs);
  }

  /** Writes everything waiting; resolves when it is stored. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.waiting;
    this.waiting = [];
    // Batches are written one after another, so beacons keep their order.
    this.writing = this.writing.then(async () => {
      if (batch.length === 0) return;
      try {
        await insertRows(this.db, 'beacons', COLUMNS, batch);
      } catch (error) {
        this.onError(error);
      }
    });
    return this.writing;
  }

  close(): Promise<void> {
    return this.flush();
  }
}

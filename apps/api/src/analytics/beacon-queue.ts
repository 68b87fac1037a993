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
/** At most this many beacons go into one INSERT. */
const MAX_BATCH = 500;
/** Beyond this many beacons waiting to be written (database slow or down), new ones are refused. */
const MAX_WAITING = 50_000;

/** Thrown by `push` for a beacon that was not stored; /s.gif answers it with 503. */
export class BeaconNotStored extends Error {
  constructor(reason: string) {
    super(`Beacon not stored: ${reason}`);
    this.name = 'BeaconNotStored';
  }
}

interface Waiting {
  row: BeaconRow;
  stored: () => void;
  failed: (error: Error) => void;
}

/**
 * Writes beacons by group commit: a beacon that arrives while nothing is being written is
 * written at once; those that arrive during a write go together into the next INSERT (up to
 * `MAX_BATCH`). `push` resolves only once its beacon is committed, so /s.gif answers 200 for
 * stored beacons only: a crash loses no acknowledged beacon, and under load batching still
 * makes one statement serve hundreds of requests. When a batch fails, its rows are retried
 * one by one, so a bad beacon never costs the others their place.
 */
export class BeaconQueue {
  private waiting: Waiting[] = [];
  private draining: Promise<void> | undefined;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Queues a beacon; resolves when it is stored, rejects with `BeaconNotStored` otherwise. */
  push(row: BeaconRow): Promise<void> {
    if (this.closed) return Promise.reject(new BeaconNotStored('the service is closing'));
    if (this.waiting.length >= MAX_WAITING)
      return Promise.reject(new BeaconNotStored('too many beacons waiting'));
    return new Promise<void>((stored, failed) => {
      this.waiting.push({ row, stored, failed });
      this.draining ??= this.drain();
    });
  }

  /** Resolves when every beacon pushed so far has been written (or refused). */
  async flush(): Promise<void> {
    while (this.draining) await this.draining;
  }

  /** Refuses new beacons and writes those already queued. */
  async close(): Promise<void> {
    this.closed = true;
    await this.flush();
  }

  private async drain(): Promise<void> {
    try {
      while (this.waiting.length > 0) {
        const batch = this.waiting.splice(0, MAX_BATCH);
        await this.write(batch);
      }
    } finally {
      this.draining = undefined;
    }
  }

  private async write(batch: Waiting[]): Promise<void> {
    try {
      await insertRows(
        this.db,
        'beacons',
        COLUMNS,
        batch.map((item) => item.row),
      );
      for (const item of batch) item.stored();
      return;
    } catch (error) {
      if (batch.length === 1) {
        this.onError(error);
        batch[0]?.failed(new BeaconNotStored('the database refused it'));
        return;
      }
    }
    for (const item of batch) await this.write([item]);
  }
}

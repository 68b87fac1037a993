import type { RequestListener } from 'node:http';

export interface ServeOnEveryCoreOptions {
  port: number;
  host?: string;
  /** How many worker processes (default: one per core). */
  workers?: number;
  /** How long a stopping worker may take to finish its requests (default 10 s). */
  drainMs?: number;
  /** Runs in each worker: the app it serves. */
  createApp: () => Promise<RequestListener>;
  /** Runs in the primary once every worker listens, with their pids. */
  onListening?: (pids: number[]) => void;
}

export function serveOnEveryCore(options: ServeOnEveryCoreOptions): Promise<void>;

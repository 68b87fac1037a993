/** PostgreSQL's SQLSTATE for a deadlock it broke by aborting this statement. */
const DEADLOCK_DETECTED = '40P01';

/**
 * Runs `work` again when PostgreSQL aborted it to break a deadlock (SQLSTATE 40P01), up to
 * `attempts` times in all. A statement that locks several tables one by one (a TRUNCATE of many)
 * can deadlock with a running service's join over the same tables, which locks them in another
 * order; the server aborts one side, and the other has gone on by the time this one runs again.
 * Only for work that is safe to repeat: one statement outside a transaction, or a whole
 * transaction. PGlite never deadlocks (one connection), so there it runs once.
 *
 * @example await retryOnDeadlock(() => db.exec('TRUNCATE companies, persons CASCADE'));
 */
export async function retryOnDeadlock<T>(work: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      if (code !== DEADLOCK_DETECTED || attempt >= attempts) throw error;
    }
  }
}

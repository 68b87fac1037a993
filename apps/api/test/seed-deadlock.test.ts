// Re-seeding a PostgreSQL database while something else reads it: the seed's TRUNCATE locks its
// tables one by one, a reader's transaction can hold one of them and then ask for another, and
// PostgreSQL breaks the deadlock by aborting the TRUNCATE (seen in CI, where a service's index
// build raced a test's re-seed). The seed then runs its TRUNCATE again and finishes.
import { describe, expect, it } from 'vitest';
import { seedDatabase } from '../src/seed/seed';
import { backends } from './helpers';

const server = backends.find((backend) => backend.name === 'PostgreSQL');

describe.runIf(server)('seedDatabase on PostgreSQL beside a reader', () => {
  it('finishes when PostgreSQL aborts its TRUNCATE to break a deadlock with a reader', async () => {
    const { db, drop } = await (server as NonNullable<typeof server>).open();
    try {
      await seedDatabase(db, { companies: 20 });
      const count = async () =>
        (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM companies')).rows[0]?.n;
      const seeded = await count();
      let seeding: Promise<unknown> | undefined;
      const reader = db.transaction(async (tx) => {
        // The reader holds `companies` ...
        await tx.query('SELECT count(*) FROM companies');
        seeding = seedDatabase(db, { companies: 20 });
        // ... until the seed's TRUNCATE (which took `shareholdings` first) waits for it ...
        for (;;) {
          const { rows } = await db.query<{ waiting: number }>(
            `SELECT count(*)::int AS waiting FROM pg_locks
              WHERE NOT granted AND relation = 'companies'::regclass`,
          );
          // Each look at pg_locks is a round trip: the loop waits on the server, not a clock.
          if ((rows[0]?.waiting ?? 0) > 0) break;
        }
        // ... and then asks for `shareholdings`: a deadlock, which PostgreSQL breaks.
        await tx.query('SELECT count(*) FROM shareholdings');
      });
      const [read] = await Promise.allSettled([reader]);
      await expect(seeding).resolves.toBeDefined();
      // Whichever side PostgreSQL aborted, the seed is whole (the same plan, the same rows).
      expect(await count()).toBe(seeded);
      expect(['fulfilled', 'rejected']).toContain(read.status);
    } finally {
      await db.close();
      await drop();
    }
  }, 60_000);
});

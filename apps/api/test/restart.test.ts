import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/open';
import type { Db } from '../src/db/types';
import { upsertDemoAccounts } from '../src/seed/accounts';
import { authHeaders, backends, loginAs } from './helpers';

interface Storage {
  name: string;
  open: () => Promise<Db>;
  cleanup: () => Promise<void>;
}

// The embedded database in a folder on disk, and (in CI) a schema on the PostgreSQL server.
const storages: Storage[] = [
  (() => {
    const dir = mkdtempSync(join(tmpdir(), 'kyc-api-restart-'));
    return {
      name: 'PGlite data folder',
      open: () => openDatabase({ dataDir: dir }),
      cleanup: async () => rmSync(dir, { recursive: true, force: true }),
    };
  })(),
  ...backends
    .filter((backend) => backend.name === 'PostgreSQL')
    .map((backend): Storage => {
      let opened: Awaited<ReturnType<typeof backend.open>> | undefined;
      return {
        name: 'PostgreSQL',
        async open() {
          if (!opened) {
            opened = await backend.open();
            return opened.db;
          }
          return opened.reopen();
        },
        cleanup: async () => opened?.drop(),
      };
    }),
];

describe.each(storages)('a restart on $name', (storage) => {
  afterAll(() => storage.cleanup());

  it('keeps the leads and op-log entries written before it', { timeout: 120_000 }, async () => {
    const start = async (): Promise<{ app: FastifyInstance; db: Db }> => {
      const db = await storage.open();
      return { db, app: await buildApp({ db }) };
    };
    const first = await start();
    await upsertDemoAccounts(first.db);
    const lead = await first.app.inject({
      method: 'POST',
      url: '/webapi/leads/demo-request',
      payload: {
        name: 'Restart Test',
        company: 'Durable Ltd',
        email: 'durable@example.com',
        phone: '13912345678',
      },
    });
    expect(lead.statusCode).toBe(201);
    const user = await loginAs(first.app, 'demo_formal');
    const saved = await first.app.inject({
      method: 'POST',
      url: '/webapi/saas/user/op-log/save',
      headers: authHeaders(user),
      payload: { opType: 'restart_check', relId: 'before-restart' },
    });
    expect(saved.statusCode).toBe(200);
    await first.app.close();
    await first.db.close();

    const second = await start();
    try {
      // The session from before the restart still works: it is stored, not held in memory.
      const ops = await second.app.inject({
        url: '/webapi/saas/user/op-log/list',
        headers: authHeaders(user),
      });
      expect(ops.statusCode).toBe(200);
      expect(ops.json().items[0]).toMatchObject({
        id: saved.json().id,
        opType: 'restart_check',
        relId: 'before-restart',
      });
      const leads = await second.app.inject({
        url: '/webapi/saas/admin/leads',
        headers: authHeaders(user),
      });
      expect(leads.json().items[0]).toMatchObject({
        id: lead.json().id,
        company: 'Durable Ltd',
        email: 'durable@example.com',
      });
    } finally {
      await second.app.close();
      await second.db.close();
    }
  });
});

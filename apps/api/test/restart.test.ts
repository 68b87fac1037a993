import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/open';
import type { Db } from '../src/db/types';
import type { RenderReport } from '../src/reports/worker';
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

  it('finishes a report that was being generated when the service stopped', {
    timeout: 120_000,
  }, async () => {
    // The first service claims the job and never finishes it, as if its process died
    // while rendering; its lease is short so that the test need not wait a minute.
    const stuck: RenderReport = () => new Promise(() => {});
    const db = await storage.open();
    await upsertDemoAccounts(db);
    const keyNo = `restart-${Date.now()}`;
    await db.query(
      `INSERT INTO companies (key_no, name_zh, name_en, jurisdiction, reg_no, company_type, status, search_text, grams)
         VALUES ($1, '重启测试有限公司', 'Restart Test Co., Ltd.', 'CN', $2, '有限责任公司', '存续', $1, '{}')`,
      [keyNo, keyNo.slice(-12)],
    );
    const first = await buildApp({ db, reports: { render: stuck, leaseMs: 1500, pollMs: 50 } });
    await first.ready();
    const user = await loginAs(first, 'demo_formal');
    const ordered = await first.inject({
      method: 'POST',
      url: '/webapi/saas/reports/orders',
      headers: authHeaders(user),
      payload: { keyNo, kind: 'company', language: 'zh-CN' },
    });
    expect(ordered.statusCode).toBe(201);
    const id = ordered.json().id as number;
    const statusOf = async (app: FastifyInstance) =>
      (
        await app.inject({ url: `/webapi/saas/reports/orders/${id}`, headers: authHeaders(user) })
      ).json().status as string;
    while ((await statusOf(first)) !== 'generating')
      await new Promise((resolve) => setTimeout(resolve, 50));
    await first.close();
    await db.close();

    const reopened = await storage.open();
    const second = await buildApp({ db: reopened, reports: { pollMs: 50 } });
    await second.ready();
    try {
      const until = Date.now() + 60_000;
      let status = await statusOf(second);
      while (status !== 'ready' && status !== 'failed' && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        status = await statusOf(second);
      }
      expect(status).toBe('ready');
      const { rows } = await reopened.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM report_jobs WHERE order_id = $1',
        [id],
      );
      expect(rows[0]?.n).toBe(0);
      const pdf = await second.inject({
        url: `/webapi/saas/reports/orders/${id}/pdf`,
        headers: authHeaders(user),
      });
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      await second.close();
      await reopened.close();
    }
  });
});

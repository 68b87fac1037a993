import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { StoredUser } from '@kyc/auth';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Db } from '../src/db/types';
import type { RenderReport } from '../src/reports/worker';
import {
  authHeaders,
  type Backend,
  backends,
  cookieHeader,
  freshAddress,
  loginAs,
  SITE_ORIGIN,
  startService,
  type TestService,
} from './helpers';

interface Order {
  id: number;
  reportNo: string;
  verifyCode: string;
  status: string;
  failureReason: string | null;
  billing: string;
  credits: number;
  price: number | null;
  invoiceNo: string | null;
  sha256: string | null;
  pages: number | null;
  bytes: number | null;
}

/** A seeded service whose report generator is `render` (the real one by default). */
function start(backend: Backend, render?: RenderReport) {
  return startService(backend, {
    reports: { pollMs: 50, maxAttempts: 2, ...(render ? { render } : {}) },
  });
}

async function someCompany(db: Db): Promise<{ keyNo: string; nameZh: string }> {
  const { rows } = await db.query<{ key_no: string; name_zh: string }>(
    `SELECT c.key_no, c.name_zh FROM companies c
      WHERE c.name_zh IS NOT NULL AND EXISTS (SELECT 1 FROM shareholdings s WHERE s.company_id = c.id)
      ORDER BY c.id LIMIT 1`,
  );
  const row = rows[0];
  if (!row) throw new Error('the seed has no company with shareholders');
  return { keyNo: row.key_no, nameZh: row.name_zh };
}

async function order(
  app: FastifyInstance,
  user: StoredUser,
  body: Record<string, unknown>,
  lang = 'en',
) {
  return app.inject({
    method: 'POST',
    url: `/webapi/saas/reports/orders?lang=${lang}`,
    headers: authHeaders(user),
    payload: body,
  });
}

async function waitForStatus(
  app: FastifyInstance,
  user: StoredUser,
  id: number,
  wanted: string[],
  timeoutMs = 60_000,
): Promise<Order> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const response = await app.inject({
      url: `/webapi/saas/reports/orders/${id}?lang=en`,
      headers: authHeaders(user),
    });
    const current = response.json() as Order;
    if (wanted.includes(current.status)) return current;
    if (Date.now() > until) throw new Error(`order ${id} stayed ${current.status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function balanceOf(db: Db, loginName: string): Promise<number> {
  const { rows } = await db.query<{ credits: number }>(
    'SELECT credits FROM users WHERE login_name = $1',
    [loginName],
  );
  return rows[0]?.credits as number;
}

async function verifyFile(app: FastifyInstance, order: Order, file: Uint8Array) {
  return app.inject({
    method: 'POST',
    url: `/webapi/verify-doc/file?reportNo=${order.reportNo}&verifyCode=${order.verifyCode}&lang=en`,
    headers: { 'content-type': 'application/pdf' },
    payload: Buffer.from(file),
    remoteAddress: freshAddress(),
  });
}

describe.each(backends)('reports on $name', (backend) => {
  let service: TestService;
  let company: { keyNo: string; nameZh: string };
  beforeAll(async () => {
    service = await start(backend);
    company = await someCompany(service.db);
  }, 180_000);
  afterAll(() => service?.close());

  it('shows the catalogue with prices to who may see them, credits or invoicing', async () => {
    const { app } = service;
    const formal90 = await loginAs(app, 'demo_formal_90');
    const catalogue = (
      await app.inject({ url: '/webapi/saas/reports/catalogue', headers: authHeaders(formal90) })
    ).json();
    expect(catalogue).toMatchObject({ pricesVisible: true, billing: 'credits', balance: 20 });
    expect(catalogue.kinds.map((kind: { code: string }) => kind.code)).toEqual(['company', 'ubo']);
    expect(catalogue.kinds[1]).toMatchObject({ credits: 2, price: 500, currency: 'CNY' });

    const trial = await loginAs(app, 'demo_trial');
    const hidden = (
      await app.inject({ url: '/webapi/saas/reports/catalogue', headers: authHeaders(trial) })
    ).json();
    expect(hidden.pricesVisible).toBe(false);
    expect(hidden.kinds.every((kind: { price: unknown }) => kind.price === null)).toBe(true);

    const postPay = await loginAs(app, 'demo_individual');
    const invoiced = (
      await app.inject({ url: '/webapi/saas/reports/catalogue', headers: authHeaders(postPay) })
    ).json();
    expect(invoiced).toMatchObject({ billing: 'invoice', balance: null });
  });

  it('takes credits for an order, generates a PDF whose hash it keeps, and verifies the file', {
    timeout: 120_000,
  }, async () => {
    const { app, db } = service;
    const user = await loginAs(app, 'demo_formal_90');
    const before = await balanceOf(db, 'demo_formal_90');
    const response = await order(app, user, { keyNo: company.keyNo, kind: 'ubo' });
    expect(response.statusCode).toBe(201);
    const placed = response.json() as Order;
    expect(placed).toMatchObject({ billing: 'credits', credits: 2, invoiceNo: null });
    expect(['received', 'generating']).toContain(placed.status);
    expect(placed.reportNo).toMatch(/^KYC\d{8}\d{6,}$/);
    expect(placed.verifyCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(await balanceOf(db, 'demo_formal_90')).toBe(before - 2);

    // Not ready yet, or ready: the PDF answers 409 or the file, never an error.
    const early = await app.inject({
      url: `/webapi/saas/reports/orders/${placed.id}/pdf`,
      headers: authHeaders(user),
    });
    expect([200, 409]).toContain(early.statusCode);

    const ready = await waitForStatus(app, user, placed.id, ['ready', 'failed']);
    expect(ready.status).toBe('ready');
    const download = await app.inject({
      url: `/webapi/saas/reports/orders/${placed.id}/pdf`,
      headers: cookieHeader(user),
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="${placed.reportNo}.pdf"`,
    );
    const file = download.rawPayload;
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');
    // The download is in the user's operation log, once: a HEAD (no file sent) adds nothing.
    const head = await app.inject({
      method: 'HEAD',
      url: `/webapi/saas/reports/orders/${placed.id}/pdf`,
      headers: cookieHeader(user),
    });
    expect(head.statusCode).toBe(200);
    const { rows: downloads } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM op_logs o JOIN users u ON u.id = o.user_id
        WHERE u.login_name = 'demo_formal_90' AND o.op_type = 'download_report' AND o.rel_id = $1`,
      [placed.reportNo],
    );
    // The early answer above may have been the file already.
    expect(downloads[0]?.n).toBe(early.statusCode === 200 ? 2 : 1);
    expect(ready.bytes).toBe(file.byteLength);
    expect(ready.sha256).toBe(createHash('sha256').update(file).digest('hex'));

    // The list shows it, newest first.
    const list = (
      await app.inject({ url: '/webapi/saas/reports/orders', headers: authHeaders(user) })
    ).json();
    expect(list.items[0]).toMatchObject({ id: placed.id, status: 'ready' });
    expect(list.balance).toBe(before - 2);

    // Number and code alone, as before; and the file itself.
    const byCode = await app.inject({
      method: 'POST',
      url: '/webapi/verify-doc',
      payload: { reportNo: placed.reportNo, verifyCode: placed.verifyCode },
      remoteAddress: freshAddress(),
    });
    expect(byCode.json()).toMatchObject({ genuine: true, report: { reportType: 'UBO' } });
    const genuine = await verifyFile(app, placed, file);
    expect(genuine.json()).toMatchObject({
      genuine: true,
      fileChecked: true,
      fileMatches: true,
      report: { reportNo: placed.reportNo, pages: ready.pages },
    });

    // One changed byte, anywhere: not genuine.
    const changed = Buffer.from(file);
    const at = Math.floor(changed.byteLength / 2);
    changed[at] = (changed[at] as number) ^ 1;
    expect((await verifyFile(app, placed, changed)).json()).toEqual({
      genuine: false,
      fileChecked: true,
      fileMatches: false,
    });
    // The right file with a wrong code: not genuine either.
    const wrongCode = await verifyFile(app, { ...placed, verifyCode: 'AAAAAAAA' }, file);
    expect(wrongCode.json()).toMatchObject({ genuine: false, fileChecked: false });
  });

  it('refuses a file that is not a PDF or is too large, in words', async () => {
    const { app } = service;
    const params = 'reportNo=KYC20250101000001&verifyCode=ABCDEFGH&lang=en';
    const notPdf = await app.inject({
      method: 'POST',
      url: `/webapi/verify-doc/file?${params}`,
      headers: { 'content-type': 'application/pdf' },
      payload: Buffer.from('GIF89a not a report'),
      remoteAddress: freshAddress(),
    });
    expect(notPdf.statusCode).toBe(415);
    expect(notPdf.json()).toEqual({
      code: 'NOT_A_PDF',
      message: 'Only PDF report files can be checked',
    });
    const image = await app.inject({
      method: 'POST',
      url: `/webapi/verify-doc/file?${params}`,
      headers: { 'content-type': 'image/png' },
      payload: Buffer.from([0x89, 0x50, 0x4e, 0x47]),
      remoteAddress: freshAddress(),
    });
    expect(image.statusCode).toBe(415);
    expect(image.json().code).toBe('NOT_A_PDF');
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 32);
    big.write('%PDF-1.7');
    const tooLarge = await app.inject({
      method: 'POST',
      url: `/webapi/verify-doc/file?${params}`,
      headers: { 'content-type': 'application/pdf' },
      payload: big,
      remoteAddress: freshAddress(),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({
      code: 'FILE_TOO_LARGE',
      message: 'The file is too large: a report file is at most 10 MB',
    });
    const missing = await app.inject({
      method: 'POST',
      url: '/webapi/verify-doc/file?lang=en',
      headers: { 'content-type': 'application/pdf' },
      payload: Buffer.from('%PDF-1.7'),
      remoteAddress: freshAddress(),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toMatchObject({
      reportNo: 'Please enter the report number',
      verifyCode: 'Please enter the verification code',
    });
  });

  it('a seeded report without a kept file is genuine by its code but not by a file', async () => {
    const { app, db } = service;
    const { rows } = await db.query<{ report_no: string }>(
      'SELECT report_no FROM reports WHERE file_sha256 IS NULL LIMIT 1',
    );
    const reportNo = rows[0]?.report_no as string;
    // The seed's codes are not stored in clear: give this report a known one.
    await db.query(
      "UPDATE reports SET verify_code_hash = encode(sha256('SEEDCODE'), 'hex') WHERE report_no = $1",
      [reportNo],
    );
    const answer = await verifyFile(
      app,
      { reportNo, verifyCode: 'SEEDCODE' } as Order,
      Buffer.from('%PDF-1.7 some file'),
    );
    expect(answer.json()).toMatchObject({ genuine: false, fileChecked: false, fileMatches: null });
    expect(answer.json().report.reportNo).toBe(reportNo);
  });

  it('invoices a post-pay account instead of taking credits', { timeout: 120_000 }, async () => {
    const { app, db } = service;
    const user = await loginAs(app, 'demo_individual');
    const response = await order(app, user, { keyNo: company.keyNo, kind: 'company' });
    expect(response.statusCode).toBe(201);
    const placed = response.json() as Order;
    expect(placed).toMatchObject({ billing: 'invoice', credits: 0 });
    expect(placed.invoiceNo).toMatch(/^INV\d{8}\d{6}$/);
    const { rows } = await db.query<{ amount: string; status: string }>(
      'SELECT amount::text AS amount, status FROM invoices WHERE order_id = $1',
      [placed.id],
    );
    expect(rows).toEqual([{ amount: '200.00', status: 'open' }]);
    expect(await balanceOf(db, 'demo_individual')).toBe(0);
    expect((await waitForStatus(app, user, placed.id, ['ready', 'failed'])).status).toBe('ready');
  });

  it('refuses orders it cannot take, with words', async () => {
    const { app, db } = service;
    const user = await loginAs(app, 'demo_trial');
    const unknown = await order(app, user, { keyNo: 'no-such-company', kind: 'company' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'COMPANY_NOT_FOUND', message: 'No such company' });
    const badKind = await order(app, user, { keyNo: company.keyNo, kind: 'everything' });
    expect(badKind.statusCode).toBe(400);
    await db.query("UPDATE users SET credits = 1 WHERE login_name = 'demo_trial'");
    const poor = await order(app, user, { keyNo: company.keyNo, kind: 'ubo' });
    expect(poor.statusCode).toBe(409);
    expect(poor.json()).toEqual({
      code: 'INSUFFICIENT_CREDITS',
      message: 'Not enough credits: this report costs 2, your balance is 1',
    });
    const expired = await loginAs(app, 'demo_expired');
    expect((await order(app, expired, { keyNo: company.keyNo, kind: 'company' })).json().code).toBe(
      'PLAN_EXPIRED',
    );
    // Another user's order is not found.
    const other = await loginAs(app, 'demo_formal');
    const { rows } = await db.query<{ id: number }>('SELECT id FROM report_orders LIMIT 1');
    const foreign = await app.inject({
      url: `/webapi/saas/reports/orders/${rows[0]?.id}/pdf`,
      headers: authHeaders(other),
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('lets exactly one of many concurrent orders spend the last credit', {
    timeout: 60_000,
  }, async () => {
    const { db } = service;
    // Real concurrent HTTP requests, each on its own connection, against a listening server.
    const app = await buildApp({ db, allowedOrigins: [SITE_ORIGIN], reports: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const buyer = await loginAs(app, 'demo_company');
      await db.query("UPDATE users SET credits = 1 WHERE login_name = 'demo_company'");
      const { port } = app.server.address() as AddressInfo;
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          fetch(`http://127.0.0.1:${port}/webapi/saas/reports/orders`, {
            method: 'POST',
            headers: { ...authHeaders(buyer), 'content-type': 'application/json' },
            body: JSON.stringify({ keyNo: company.keyNo, kind: 'company' }),
          }),
        ),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
      expect(await balanceOf(db, 'demo_company')).toBe(0);
      const { rows } = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM report_orders o JOIN users u ON u.id = o.user_id
            WHERE u.login_name = 'demo_company'`,
      );
      expect(rows[0]?.n).toBe(1);
    } finally {
      await app.close();
    }
  });
});

describe.each(backends)('a report that cannot be generated on $name', (backend) => {
  let service: TestService;
  beforeAll(async () => {
    service = await start(backend, async () => {
      throw new Error('renderer down');
    });
  }, 180_000);
  afterAll(() => service?.close());

  it('is shown as failed with its reason, and its credits are returned', async () => {
    const { app, db } = service;
    const user = await loginAs(app, 'demo_formal_90');
    const before = await balanceOf(db, 'demo_formal_90');
    const { keyNo } = await someCompany(db);
    const placed = (await order(app, user, { keyNo, kind: 'ubo' })).json() as Order;
    expect(await balanceOf(db, 'demo_formal_90')).toBe(before - 2);
    const failed = await waitForStatus(app, user, placed.id, ['ready', 'failed'], 30_000);
    expect(failed.status).toBe('failed');
    expect(failed.failureReason).toBe(
      'The report could not be generated; please order it again. The credits were returned.',
    );
    expect(await balanceOf(db, 'demo_formal_90')).toBe(before);
    const { rows } = await db.query('SELECT 1 FROM report_jobs WHERE order_id = $1', [placed.id]);
    expect(rows).toHaveLength(0);
    const pdf = await app.inject({
      url: `/webapi/saas/reports/orders/${placed.id}/pdf?lang=en`,
      headers: authHeaders(user),
    });
    expect(pdf.statusCode).toBe(409);
    expect(pdf.json().code).toBe('REPORT_NOT_READY');
    // No file went: no download in the operation log.
    const logged = await db.query(
      "SELECT 1 FROM op_logs WHERE op_type = 'download_report' AND rel_id = $1",
      [placed.reportNo],
    );
    expect(logged.rows).toHaveLength(0);
  });
});

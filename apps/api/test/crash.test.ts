import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/open';
import { openPostgres } from '../src/db/postgres';
import type { Db } from '../src/db/types';
import { DEMO_PASSWORD } from '../src/seed/accounts';

// What the service acknowledged is stored: the real server process is killed with SIGKILL in
// the middle of a burst of beacons, op-log writes and demo requests, started again on the same
// data, and every write that got its 2xx must be there.

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const serverUrl = process.env.TEST_DATABASE_URL;

interface Storage {
  name: string;
  env: Record<string, string>;
  open(): Promise<Db>;
  cleanup(): Promise<void>;
}

const storages: Storage[] = [
  (() => {
    const dir = mkdtempSync(join(tmpdir(), 'kyc-api-crash-'));
    return {
      name: 'PGlite data folder',
      env: { DATA_DIR: dir },
      open: () => openDatabase({ dataDir: dir }),
      cleanup: async () => rmSync(dir, { recursive: true, force: true }),
    };
  })(),
  ...(serverUrl
    ? [
        (() => {
          const schema = `crash_${randomBytes(5).toString('hex')}`;
          const url = new URL(serverUrl);
          url.searchParams.set('options', `-c search_path=${schema}`);
          return {
            name: 'PostgreSQL',
            env: { DATABASE_URL: url.toString() },
            async open() {
              const admin = await openPostgres(serverUrl);
              await admin.exec(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
              await admin.close();
              return openDatabase({ databaseUrl: serverUrl, schema });
            },
            async cleanup() {
              const admin = await openPostgres(serverUrl);
              await admin.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
              await admin.close();
            },
          };
        })(),
      ]
    : []),
];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function startApi(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@kyc/source', 'src/server.ts'],
    {
      cwd: apiDir,
      env: {
        ...process.env,
        ...env,
        API_PORT: String(port),
        SEED_COMPANIES: '40',
        LOG_LEVEL: 'silent',
        ALLOWED_ORIGINS: 'http://localhost:3000',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API exited: ${stderr}`);
    try {
      if ((await fetch(`${base}/webapi/system/status`)).ok) return { child, base };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`API did not start: ${stderr}`);
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

describe.each(storages)('kill -9 on $name', (storage) => {
  afterAll(() => storage.cleanup());

  it('keeps every write it acknowledged', { timeout: 240_000 }, async () => {
    // Schema (and the server's data) first, so that a PostgreSQL run has its schema.
    await (await storage.open()).close();
    const first = await startApi(storage.env);
    const login = await fetch(`${first.base}/webapi/saas/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ loginName: 'demo_formal', password: DEMO_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const user = (await login.json()).user;
    const auth = {
      'pro-client-id': user.uuid,
      'pro-access-token': user.accessToken,
      'pro-access-secret-key': user.accessSecretKey,
    };

    const acked = { beacons: [] as string[], opLogs: [] as string[], leads: [] as string[] };
    let sent = 0;
    let stop = false;
    const loop = async (write: (marker: string) => Promise<Response>, into: string[]) => {
      while (!stop) {
        const marker = randomBytes(6).toString('hex');
        sent++;
        try {
          const response = await write(marker);
          if (response.ok) into.push(marker);
          await response.arrayBuffer();
        } catch {
          return; // the server is gone
        }
      }
    };
    let address = 0;
    const loops = [
      ...Array.from({ length: 6 }, () =>
        loop((m) => fetch(`${first.base}/s.gif?event=crash&uid=${m}`), acked.beacons),
      ),
      ...Array.from({ length: 3 }, () =>
        loop(
          (m) =>
            fetch(`${first.base}/webapi/saas/user/op-log/save`, {
              method: 'POST',
              headers: { ...auth, 'content-type': 'application/json' },
              body: JSON.stringify({ opType: 'crash', relId: m }),
            }),
          acked.opLogs,
        ),
      ),
      ...Array.from({ length: 2 }, () =>
        loop((m) => {
          address++;
          return fetch(`${first.base}/webapi/leads/demo-request`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              // One address per request: the per-address limit is not what is tested here.
              'x-forwarded-for': `10.9.${Math.floor(address / 250)}.${(address % 250) + 1}`,
            },
            body: JSON.stringify({
              name: m,
              company: 'Crash Test',
              email: 'crash@example.com',
              phone: '13912345678',
            }),
          });
        }, acked.leads),
      ),
    ];
    // Let the burst run, then kill the process mid-flight.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    first.child.kill('SIGKILL');
    await exited(first.child);
    stop = true;
    await Promise.all(loops);
    console.log(
      `kill -9 on ${storage.name}: ${sent} writes sent, acknowledged ${acked.beacons.length} beacons, ` +
        `${acked.opLogs.length} op-log entries, ${acked.leads.length} demo requests`,
    );
    expect(acked.beacons.length).toBeGreaterThan(0);
    expect(acked.opLogs.length).toBeGreaterThan(0);
    expect(acked.leads.length).toBeGreaterThan(0);

    // The service starts again on the same data and answers.
    const second = await startApi(storage.env);
    const list = await fetch(`${second.base}/webapi/saas/user/op-log/list?limit=100`, {
      headers: auth,
    });
    expect(list.status).toBe(200);
    second.child.kill('SIGTERM');
    await exited(second.child);

    const db = await storage.open();
    try {
      const present = async (sql: string, markers: string[]) => {
        const { rows } = await db.query<{ v: string }>(sql, [markers]);
        return new Set(rows.map((row) => row.v));
      };
      const beacons = await present(
        "SELECT uid AS v FROM beacons WHERE event = 'crash' AND uid = ANY($1)",
        acked.beacons,
      );
      const opLogs = await present(
        "SELECT rel_id AS v FROM op_logs WHERE op_type = 'crash' AND rel_id = ANY($1)",
        acked.opLogs,
      );
      const leads = await present('SELECT name AS v FROM leads WHERE name = ANY($1)', acked.leads);
      expect(acked.beacons.filter((m) => !beacons.has(m))).toEqual([]);
      expect(acked.opLogs.filter((m) => !opLogs.has(m))).toEqual([]);
      expect(acked.leads.filter((m) => !leads.has(m))).toEqual([]);
    } finally {
      await db.close();
    }
  });
});

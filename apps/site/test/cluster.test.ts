import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { connect, createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The production entry as `npm start` runs it (the build is there: turbo builds this app before
// its tests), with two workers: a worker stopped under load, and a reload under load, lose no
// request. Nothing listens at API_PORT: the pages loaded here need no API.
const APP_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function startSite(port: number): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, ['server/index.mjs'], {
    cwd: APP_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      API_PORT: '9',
      SITE_WORKERS: '2',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return { child, output: () => output };
}

async function until<T>(what: string, check: () => T | undefined, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`no ${what} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const workersOf = (pid: number): number[] => {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return []; // ps exits 1 when there is none
  }
};

/**
 * Twelve clients, each fetching a cached page, a page rendered every time and a static file in
 * turn on keep-alive connections for `ms`; `during` runs meanwhile. Every answer that is not a
 * 200, and every failed request, is a failure.
 */
async function underLoad(origin: string, ms: number, during: () => void) {
  const paths = ['/', '/login', '/favicon.ico'];
  const failures: string[] = [];
  // Answers to requests sent before and after `during` ran: both must be there, so that the
  // requests really went on across it. Counts, not rates: the machine may be busy.
  const ok = { before: 0, after: 0 };
  let duringRan = false;
  const stopAt = Date.now() + ms;
  const client = async (first: number) => {
    for (let n = first; Date.now() < stopAt; n += 1) {
      const target = paths[n % paths.length];
      const sentAfter = duringRan;
      try {
        const response = await fetch(`${origin}${target}`);
        await response.arrayBuffer();
        if (response.status === 200) ok[sentAfter ? 'after' : 'before'] += 1;
        else failures.push(`${target}: ${response.status}`);
      } catch (error) {
        const cause = (error as { cause?: { code?: string } }).cause;
        failures.push(`${target}: ${cause?.code ?? String(error)}`);
      }
    }
  };
  const clients = Array.from({ length: 12 }, (_, i) => client(i));
  setTimeout(() => {
    duringRan = true;
    during();
  }, ms / 3);
  await Promise.all(clients);
  return { ok, failures };
}

let site: ReturnType<typeof startSite> | undefined;
let origin = '';

beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  site = startSite(port);
  await until(
    'listening line',
    () => (/site: http/.test(site?.output() ?? '') ? true : undefined),
    120_000,
  );
}, 150_000);

afterAll(async () => {
  const child = site?.child;
  if (child?.pid && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}, 30_000);

describe('the site server on every core', () => {
  it('sends the ETag of a public page on every answer, each worker’s first rendering included', async () => {
    // Sixteen requests at once for a page nobody asked for yet: the primary hands connections
    // round the two workers, so both render it (a miss) at least once.
    const answers = await Promise.all(
      Array.from({ length: 16 }, async () => {
        const response = await fetch(`${origin}/products-report`);
        await response.arrayBuffer();
        return {
          status: response.status,
          cache: response.headers.get('x-page-cache'),
          etag: response.headers.get('etag'),
        };
      }),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(answers.some((answer) => answer.cache === 'miss')).toBe(true);
    const etags = new Set(answers.map((answer) => answer.etag));
    expect([...etags]).toEqual([expect.stringMatching(/^W\/"[\w-]+"$/)]);
    const etag = [...etags][0] ?? '';
    const revalidated = await Promise.all(
      Array.from({ length: 4 }, () =>
        fetch(`${origin}/products-report`, { headers: { 'if-none-match': etag } }),
      ),
    );
    expect(revalidated.map((response) => response.status)).toEqual([304, 304, 304, 304]);
  });

  it('answers what the HTTP parser refuses with the headers every answer has', async () => {
    const { port } = new URL(origin);
    for (const [raw, status] of [
      ['GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n', 400],
      [`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
    ] as const) {
      const answer = await new Promise<string>((resolve, reject) => {
        let text = '';
        const socket = connect(Number(port), '127.0.0.1', () => socket.end(raw));
        socket.setEncoding('latin1');
        socket.on('data', (chunk) => {
          text += chunk;
        });
        socket.on('error', reject);
        socket.on('close', () => resolve(text));
      });
      expect(answer.split('\r\n')[0]).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
      expect(answer).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/);
      expect(answer).toMatch(
        /\r\nContent-Security-Policy: default-src 'none'; frame-ancestors 'none'\r\n/,
      );
      expect(answer).toMatch(/\r\nX-Frame-Options: DENY\r\n/);
    }
  });

  it('replaces a worker stopped under load, and no request is lost', async () => {
    const primary = site?.child.pid ?? 0;
    const before = workersOf(primary);
    expect(before).toHaveLength(2);
    const { ok, failures } = await underLoad(origin, 6_000, () => process.kill(before[0] ?? 0));
    expect(failures).toEqual([]);
    expect(ok.before).toBeGreaterThan(0);
    expect(ok.after).toBeGreaterThan(0);
    const after = await until(
      'replacement worker',
      () => {
        const pids = workersOf(primary);
        return pids.length === 2 && !pids.includes(before[0] ?? 0) ? pids : undefined;
      },
      60_000,
    );
    expect(after).toContain(before[1]);
  }, 90_000);

  it('reloads on SIGHUP under load: new workers first, then the old ones drain, no request lost', async () => {
    const primary = site?.child.pid ?? 0;
    const before = workersOf(primary);
    const { ok, failures } = await underLoad(origin, 8_000, () => process.kill(primary, 'SIGHUP'));
    expect(failures).toEqual([]);
    expect(ok.before).toBeGreaterThan(0);
    expect(ok.after).toBeGreaterThan(0);
    await until(
      'reload line',
      () => (/site: reloaded/.test(site?.output() ?? '') ? true : undefined),
      60_000,
    );
    const after = await until(
      'old workers gone',
      () => {
        const pids = workersOf(primary);
        return pids.length === 2 && pids.every((pid) => !before.includes(pid)) ? pids : undefined;
      },
      60_000,
    );
    expect(after).toHaveLength(2);
  }, 120_000);

  it('stops with exit code 1 when its workers cannot listen (the port is taken)', async () => {
    const taken = startSite(Number(new URL(origin).port));
    const code = await new Promise((resolve) => taken.child.once('exit', resolve));
    expect(code).toBe(1);
    expect(taken.output()).toMatch(/exited before listening/);
  }, 120_000);
});

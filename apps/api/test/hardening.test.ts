import { request as httpRequest } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import type { StoredUser } from '@kyc/auth';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/open';
import * as secrets from '../src/lib/secrets';
import { totp } from '../src/lib/totp';
import { DEMO_ACTIVATION_TOKEN, DEMO_MFA_SECRET, DEMO_PASSWORD } from '../src/seed/accounts';
import {
  authHeaders,
  backends,
  freshAddress,
  loginAs,
  SITE_ORIGIN,
  startService,
  type TestService,
} from './helpers';

// Every item here was reproduced against the service by an outside audit (fuzzing, concurrent
// requests, kill -9): each test failed before its fix.

vi.mock('../src/lib/secrets', async (original) => {
  const actual = await original<typeof import('../src/lib/secrets')>();
  return { ...actual, hashPassword: vi.fn(actual.hashPassword) };
});

const NUL = '\u0000';

/** A real HTTP request to the listening service (not inject), for concurrency and raw headers. */
function send(
  base: string,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: unknown },
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const req = httpRequest(
      `${base}${options.path}`,
      {
        method: options.method ?? 'GET',
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * `raw` written as it is on a new connection, and the first answer read back: for requests no
 * HTTP client sends (Node's parser refuses them).
 */
function rawAnswer(
  base: string,
  raw: string,
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(raw));
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => {
      text += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () =>
      resolve(parseAnswers(text)[0] ?? { status: 0, headers: {}, body: '' }),
    );
  });
}

/** HTTP/1.1 answers one after another on a connection, each with a Content-Length. */
function parseAnswers(
  text: string,
): Array<{ status: number; headers: Record<string, unknown>; body: string }> {
  const answers = [];
  let rest = text;
  while (rest.startsWith('HTTP/1.1 ')) {
    const end = rest.indexOf('\r\n\r\n');
    const [statusLine = '', ...lines] = rest.slice(0, end).split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const length = Number(headers['content-length'] ?? 0);
    answers.push({
      status: Number(statusLine.split(' ')[1]),
      headers,
      body: rest.slice(end + 4, end + 4 + length),
    });
    rest = rest.slice(end + 4 + length);
  }
  return answers;
}

describe('while the service closes', () => {
  it('refuses a request that arrives on an open connection with 503, and says nosniff', async () => {
    const db = await openDatabase({ dataDir: 'memory://' });
    const app = await buildApp({ db, reports: false, searchIndex: false });
    let release = () => {};
    let entered = () => {};
    const inHandler = new Promise<void>((resolve) => {
      entered = resolve;
    });
    app.get('/held', async () => {
      entered();
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return { held: true };
    });
    let closingStarted = () => {};
    const closing = new Promise<void>((resolve) => {
      closingStarted = resolve;
    });
    app.addHook('preClose', async () => closingStarted());
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => {
      text += chunk;
    });
    const ended = new Promise((resolve) => socket.on('close', resolve));
    socket.write('GET /held HTTP/1.1\r\nHost: x\r\n\r\n');
    await inHandler;
    // The connection is busy, so closing keeps it; the next request on it comes too late.
    const closed = app.close();
    await closing;
    socket.write('GET /webapi/system/status HTTP/1.1\r\nHost: x\r\n\r\n');
    // Node answers in order: the refusal goes out after the held answer, once released.
    await new Promise((resolve) => setImmediate(resolve));
    release();
    await ended;
    await closed;
    await db.close();
    const answers = parseAnswers(text);
    expect(answers.map((answer) => answer.status)).toEqual([200, 503]);
    for (const answer of answers) expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe.each(backends)('hardening on $name', (backend) => {
  let service: TestService;
  let base: string;
  let admin: StoredUser;
  beforeAll(async () => {
    service = await startService(backend);
    await service.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(service.app.server.address() as AddressInfo).port}`;
    admin = await loginAs(service.app, 'demo_formal');
  });
  afterAll(async () => {
    await service?.close();
  });

  describe('bad input is a 400 naming the field, never a 5xx', () => {
    const lead = {
      name: 'Li Wei',
      company: 'Acme',
      email: 'li.wei@example.com',
      phone: '13912345678',
      country: 'CN',
      message: 'Hello',
    };
    it.each([
      ['/webapi/verify-doc', { reportNo: `KYC${NUL}1`, verifyCode: 'ABC' }, 'reportNo', false],
      ['/webapi/saas/user/op-log/save', { opType: `view${NUL}` }, 'opType', true],
      ['/webapi/saas/user/op-log/save', { opType: 'view', relId: `a${NUL}b` }, 'relId', true],
      ['/webapi/leads/demo-request', { ...lead, name: `Li${NUL}` }, 'name', false],
      ['/webapi/leads/demo-request', { ...lead, company: `A${NUL}` }, 'company', false],
      ['/webapi/leads/register', { ...lead, country: `C${NUL}N` }, 'country', false],
      ['/webapi/leads/register', { ...lead, message: NUL }, 'message', false],
      ['/webapi/leads/register', { ...lead, message: 'lone \uD800 surrogate' }, 'message', false],
    ])('POST %s with NUL or a lone surrogate in a field', async (url, payload, field, auth) => {
      const response = await service.app.inject({
        method: 'POST',
        url,
        payload,
        remoteAddress: freshAddress(),
        headers: auth ? authHeaders(admin) : {},
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[field]).toBe('不能包含空字符或无效字符');
    });

    it.each([
      ['/webapi/saas/user/op-log/list?limit=', 'limit'],
      ['/webapi/saas/admin/leads?limit=', 'limit'],
      ['/webapi/saas/search?q=acme&page=', 'page'],
    ])('GET %s with an infinite or non-decimal integer', async (prefix, field) => {
      for (const value of ['Infinity', '-Infinity', '1e309', '9'.repeat(400), '0x10', '1e2']) {
        const response = await service.app.inject({
          url: `${prefix}${encodeURIComponent(value)}`,
          headers: authHeaders(admin),
        });
        expect(response.statusCode, value).toBe(400);
        expect(response.json().errors[field]).toBe('请输入整数');
      }
      const fine = await service.app.inject({ url: `${prefix}5`, headers: authHeaders(admin) });
      expect(fine.statusCode).toBe(200);
    });

    it('login with a totpCode that is not a string', async () => {
      for (const totpCode of [{ toString: 1 }, ['123456'], 123456, null]) {
        const response = await service.app.inject({
          method: 'POST',
          url: '/webapi/saas/user/login',
          payload: { loginName: 'demo_mfa', password: DEMO_PASSWORD, totpCode },
          remoteAddress: freshAddress(),
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().errors.totpCode).toBe('验证码错误或已过期');
      }
    });
  });

  describe('one-time things are used once, under concurrent requests', () => {
    it('a TOTP code logs in once, however many requests carry it at the same moment', async () => {
      const code = totp(DEMO_MFA_SECRET, Math.floor(Date.now() / 1000));
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          send(base, {
            method: 'POST',
            path: '/webapi/saas/user/login',
            body: { loginName: 'demo_mfa', password: DEMO_PASSWORD, totpCode: code },
          }),
        ),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([200, 401, 401, 401, 401]);
      for (const answer of answers.filter((a) => a.status === 401))
        expect(JSON.parse(answer.body).code).toBe('MFA_INVALID');
    });

    it('an activation token activates once under concurrent use', async () => {
      const answers = await Promise.all(
        ['Fresh123', 'Other456', 'Third789'].map((password) =>
          send(base, {
            method: 'POST',
            path: '/webapi/saas/user/activate',
            body: { token: DEMO_ACTIVATION_TOKEN, password },
          }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400]);
    });
  });

  describe('activation', () => {
    it('looks the token up before hashing the password, and throttles failures per address', async () => {
      const hash = vi.mocked(secrets.hashPassword);
      hash.mockClear();
      const address = freshAddress();
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const response = await service.app.inject({
          method: 'POST',
          url: '/webapi/saas/user/activate',
          payload: { token: `wrong-token-${i}`, password: 'Secret123' },
          remoteAddress: address,
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
      expect(statuses[10]).toBe(429);
      expect(hash).not.toHaveBeenCalled();
      const elsewhere = await service.app.inject({
        method: 'POST',
        url: '/webapi/saas/user/activate',
        payload: { token: 'wrong-token', password: 'Secret123' },
        remoteAddress: freshAddress(),
      });
      expect(elsewhere.statusCode).toBe(400);
    });
  });

  describe('beacons', () => {
    const count = async (event: string) => {
      const { rows } = await service.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM beacons WHERE event = $1',
        [event],
      );
      return rows[0]?.n ?? 0;
    };

    it('a beacon carrying NUL costs no other beacon of its batch', async () => {
      const event = `burst-${Date.now()}`;
      const answers = await Promise.all([
        ...Array.from({ length: 100 }, (_, i) =>
          send(base, { path: `/s.gif?event=${event}&uid=${i}` }),
        ),
        send(base, { path: `/s.gif?event=${event}%00x&uid=nul` }),
        send(base, { path: `/s.gif?event=${event}&uid=%00` }),
      ]);
      expect(answers.every((answer) => answer.status === 200)).toBe(true);
      // No flush: an answered beacon is already committed.
      expect(await count(event)).toBe(101);
      expect(await count(`${event}x`)).toBe(1);
    });

    it('answers 200 only once the beacon is stored', async () => {
      const event = `ack-${Date.now()}`;
      for (let i = 0; i < 5; i++) {
        const answer = await send(base, { path: `/s.gif?event=${event}` });
        expect(answer.status).toBe(200);
        expect(await count(event)).toBe(i + 1);
      }
    });
  });

  describe('account security', () => {
    it('MFA setup asks for the password again', async () => {
      const user = await loginAs(service.app, 'demo_trial');
      const setup = (payload?: unknown) =>
        service.app.inject({
          method: 'POST',
          url: '/webapi/saas/user/mfa/setup',
          headers: authHeaders(user),
          ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
        });
      expect((await setup()).statusCode).toBe(400);
      const wrong = await setup({ password: 'Wrong1234' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors.password).toBe('密码不正确');
      const right = await setup({ password: DEMO_PASSWORD });
      expect(right.statusCode).toBe(200);
      expect(right.json().secret).toMatch(/^[A-Z2-7]{32}$/);
    });

    it('sign out everywhere ends every session of the user', async () => {
      const first = await loginAs(service.app, 'demo_company');
      const second = await loginAs(service.app, 'demo_company');
      const other = await loginAs(service.app, 'demo_individual');
      const me = (user: StoredUser) =>
        service.app.inject({ url: '/webapi/saas/user/me', headers: authHeaders(user) });
      expect((await me(second)).statusCode).toBe(200);
      const out = await service.app.inject({
        method: 'POST',
        url: '/webapi/saas/user/logout-all',
        headers: authHeaders(first),
      });
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ ok: true, ended: 2 });
      expect(String(out.headers['set-cookie'])).toContain('kyc_session=; Max-Age=0');
      expect((await me(first)).statusCode).toBe(401);
      expect((await me(second)).statusCode).toBe(401);
      expect((await me(other)).statusCode).toBe(200);
    });

    it('limits demo requests and registrations per address', async () => {
      const address = freshAddress();
      const post = (url: string, at = address) =>
        service.app.inject({
          method: 'POST',
          url,
          remoteAddress: at,
          payload: {
            name: 'Li Wei',
            company: 'Acme',
            email: 'li.wei@example.com',
            phone: '13912345678',
          },
        });
      for (let i = 0; i < 10; i++)
        expect(
          (await post(i % 2 ? '/webapi/leads/register' : '/webapi/leads/demo-request')).statusCode,
        ).toBe(201);
      const refused = await post('/webapi/leads/demo-request');
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      expect((await post('/webapi/leads/demo-request', freshAddress())).statusCode).toBe(201);
    });
  });

  describe('headers', () => {
    it('login and /me are not cached', async () => {
      const login = await send(base, {
        method: 'POST',
        path: '/webapi/saas/user/login',
        headers: { origin: SITE_ORIGIN },
        body: { loginName: 'demo_formal_90', password: DEMO_PASSWORD },
      });
      expect(login.status).toBe(200);
      expect(login.headers['cache-control']).toBe('no-store');
      const user = JSON.parse(login.body).user as StoredUser;
      const me = await send(base, { path: '/webapi/saas/user/me', headers: authHeaders(user) });
      expect(me.headers['cache-control']).toBe('no-store');
    });

    it('every answer carries nosniff, also errors and what the HTTP parser refuses', async () => {
      const answers = await Promise.all([
        send(base, { path: '/s.gif?event=x' }),
        send(base, { path: '/webapi/openapi.json' }),
        send(base, { path: '/webapi/nothing-here' }),
        send(base, { path: '/webapi/saas/user/me' }),
        send(base, { method: 'POST', path: '/webapi/verify-doc', body: {} }),
        send(base, { path: '/webapi/lei/NOT-AN-LEI' }),
        send(base, { path: '/webapi/system/status' }),
        send(base, { path: '/webapi/system/status', headers: { 'x-big': 'a'.repeat(20_000) } }),
        // The router's refusals: an undecodable path, a path parameter over its limit.
        send(base, { path: '/webapi/saas/service/requests/%zz' }),
        send(base, { path: `/webapi/saas/service/requests/${'1'.repeat(101)}` }),
        rawAnswer(base, 'GET /webapi/system/status HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n'),
      ]);
      expect(answers.map((a) => a.status)).toEqual([
        200, 200, 404, 401, 400, 400, 200, 431, 400, 414, 400,
      ]);
      for (const answer of answers)
        expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(JSON.parse(answers[7]?.body ?? '{}').code).toBe('BAD_REQUEST');
      // An answer no route made is kept by no cache.
      for (const answer of answers.slice(7))
        expect(answer.headers['cache-control']).toBe('no-store');
    });
  });
});

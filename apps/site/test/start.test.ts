import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, watch } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEnvironment } from '../../../scripts/start.mjs';

// `npm start` on two free ports that are not 3000/3001 (the build is there: turbo builds this
// app before its tests; the API runs from source): a newcomer's login must work through the
// site's /webapi proxy, and the output stays human-readable (no JSON line per request). Without
// SMTP_URL, mail goes to files: the folder is printed once and each invitation's link printed.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

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

let child: ChildProcess | undefined;
// A fresh scratch folder: the database in pglite/, and mail, by default beside it, in mail/.
let scratch = '';
let dataDir = '';
let mailDir = '';
let output = '';
let siteOrigin = '';

async function waitForOutput(pattern: RegExp, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!pattern.test(output)) {
    if (child?.exitCode !== null) throw new Error(`npm start exited:\n${output}`);
    if (Date.now() > deadline) throw new Error(`no ${pattern} within ${timeoutMs} ms:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

beforeAll(async () => {
  const [port, apiPort] = await Promise.all([freePort(), freePort()]);
  siteOrigin = `http://localhost:${port}`;
  scratch = await mkdtemp(path.join(tmpdir(), 'kyc-start-test-'));
  dataDir = path.join(scratch, 'pglite');
  mailDir = path.join(scratch, 'mail');
  const env: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(port),
    API_PORT: String(apiPort),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED_COMPANIES: '50',
  };
  // What a newcomer has not set: the defaults must follow the ports.
  for (const name of [
    'SITE_ORIGIN',
    'ALLOWED_ORIGINS',
    'LOG_LEVEL',
    'API_ORIGIN',
    'HOST',
    'MAIL_DIR',
    'SMTP_URL',
  ])
    delete env[name];
  // Its own process group, so that the test stops npm start and everything it started.
  child = spawn(process.execPath, ['scripts/start.mjs', '--no-build'], {
    cwd: ROOT,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  await waitForOutput(/KYC is up/, 240_000);
}, 300_000);

afterAll(async () => {
  if (child?.pid && child.exitCode === null) {
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  }
  if (scratch) await rm(scratch, { recursive: true, force: true });
}, 60_000);

describe('npm start on any free ports', () => {
  it('logs a demo user in through the site’s /webapi proxy from the site’s own origin', async () => {
    const response = await fetch(`${siteOrigin}/webapi/saas/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: siteOrigin },
      body: JSON.stringify({ loginName: 'demo_formal', password: 'Demo1234' }),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { user: { loginName?: string } }).user).toBeTruthy();
    expect(response.headers.get('set-cookie')).toBeTruthy();
  });

  it('prints one human line with the URL and no JSON log line per request', async () => {
    await fetch(`${siteOrigin}/webapi/system/status`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(output).toContain(`KYC is up: open ${siteOrigin}`);
    expect(output.split('\n').filter((line) => line.trim().startsWith('{"level"'))).toEqual([]);
  });

  it('prints each invitation’s link, which a newcomer opens and joins with', async () => {
    // The team owner (apps/api README, demo accounts: demo_formal, main user) signs in on the
    // site and invites two colleagues, as the team page does.
    const login = await fetch(`${siteOrigin}/webapi/saas/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: siteOrigin },
      body: JSON.stringify({ loginName: 'demo_formal', password: 'Demo1234' }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const owner = { origin: siteOrigin, cookie };
    const team = await fetch(`${siteOrigin}/webapi/saas/team`, { headers: owner });
    expect(team.status).toBe(200);
    const invitees = ['li.na@example.com', 'wang.wei@example.com'];
    for (const email of invitees) {
      const invited = await fetch(`${siteOrigin}/webapi/saas/team/invitations`, {
        method: 'POST',
        headers: { ...owner, 'content-type': 'application/json' },
        body: JSON.stringify({ email, role: 'analyst' }),
      });
      expect(invited.status, await invited.text()).toBe(201);
    }
    const links = new Map<string, string>();
    for (const email of invitees) {
      const printed = new RegExp(`^Invitation for ${email.replaceAll('.', '\\.')}: (\\S+)$`, 'm');
      await waitForOutput(printed, 30_000);
      links.set(email, printed.exec(output)?.[1] as string);
    }
    // The mail folder is named once, at the first message, and the messages are there.
    const folderLines = output
      .split('\n')
      .filter((line) => line.startsWith('Mail is not sent (SMTP_URL is not set)'));
    expect(folderLines).toEqual([
      `Mail is not sent (SMTP_URL is not set): each message is an .eml file in ${mailDir}`,
    ]);
    const files = (await readdir(mailDir)).filter((name) => name.endsWith('.eml'));
    expect(files).toHaveLength(2);
    const messages = await Promise.all(
      files.map((name) => readFile(path.join(mailDir, name), 'utf8')),
    );
    // The printed link is the mailed one, on the site, and opens the join page signed out.
    const link = new URL(links.get('li.na@example.com') as string);
    expect(link.origin).toBe(siteOrigin);
    expect(link.pathname).toBe('/team-join');
    expect(messages.some((eml) => eml.includes(link.searchParams.get('token') as string))).toBe(
      true,
    );
    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('li.na@example.com');
    // The newcomer joins with it, as the page's form does, and is signed in.
    const accepted = await fetch(`${siteOrigin}/webapi/team/invitation/accept`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: siteOrigin },
      body: JSON.stringify({
        token: link.searchParams.get('token'),
        loginName: 'li_na_colleague',
        password: 'Welcome2026',
      }),
    });
    expect(accepted.status, await accepted.clone().text()).toBe(201);
    expect(((await accepted.json()) as { user: { loginName?: string } }).user.loginName).toBe(
      'li_na_colleague',
    );
    expect(accepted.headers.get('set-cookie')).toContain('kyc_session=');
  }, 60_000);

  it('prints only what the README says a first run prints (no compiler warning)', () => {
    // README, "On a fresh machine": the seeding line on a first run, `site: …`, `KYC is up: …`
    // (with --no-build there is no build output), then, mail being written to files, the mail
    // folder once and a line per invitation (two, above).
    const expected: [RegExp, number][] = [
      [/^Empty database: seeding \d+ companies and the demo accounts…$/, 1],
      [/^site: http:\/\/localhost:\d+ \(\d+ workers; kill -HUP \d+ reloads\)$/, 1],
      [/^KYC is up: open http:\/\/localhost:\d+ /, 1],
      [/^Mail is not sent \(SMTP_URL is not set\): each message is an \.eml file in \S+$/, 1],
      [/^Invitation for \S+@example\.com: http:\/\/localhost:\d+\/team-join\?token=\S+$/, 2],
    ];
    const lines = output
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    expect(lines.filter((line) => !expected.some(([pattern]) => pattern.test(line)))).toEqual([]);
    for (const [pattern, count] of expected)
      expect(lines.filter((line) => pattern.test(line))).toHaveLength(count);
  });

  // Last: it stops the service. A process manager's `kill` reaches npm start's own process
  // only; the API below npm, its shell and tsx must stop too and release the embedded database.
  it('stops apps/api and the site when its own process alone is told to stop', async () => {
    const lock = path.join(dataDir, 'kyc-process.lock');
    expect(existsSync(lock)).toBe(true);
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    process.kill(child?.pid as number, 'SIGTERM');
    await exited;
    // The API removes its lock as it closes the database; the site stops answering.
    await new Promise<void>((resolve) => {
      const watcher = watch(dataDir, () => {
        if (existsSync(lock)) return;
        watcher.close();
        resolve();
      });
      if (!existsSync(lock)) {
        watcher.close();
        resolve();
      }
    });
    await expect(fetch(`${siteOrigin}/robots.txt`)).rejects.toThrow();
  }, 60_000);
});

describe('startEnvironment (the defaults npm start derives)', () => {
  it('derives SITE_ORIGIN and ALLOWED_ORIGINS from PORT, and quiet API logs', () => {
    const env = startEnvironment({ PORT: '4300', API_PORT: '4301' });
    expect(env).toMatchObject({
      PORT: '4300',
      API_PORT: '4301',
      SITE_ORIGIN: 'http://localhost:4300',
      ALLOWED_ORIGINS: 'http://localhost:4300,http://127.0.0.1:4300',
      LOG_LEVEL: 'warn',
    });
  });

  it('allows exactly a configured SITE_ORIGIN, and keeps what is given', () => {
    expect(startEnvironment({ SITE_ORIGIN: 'https://www.kyc.example/' })).toMatchObject({
      PORT: '3000',
      SITE_ORIGIN: 'https://www.kyc.example',
      ALLOWED_ORIGINS: 'https://www.kyc.example',
    });
    expect(
      startEnvironment({ ALLOWED_ORIGINS: 'https://a.example', LOG_LEVEL: 'info' }),
    ).toMatchObject({ ALLOWED_ORIGINS: 'https://a.example', LOG_LEVEL: 'info' });
  });
});

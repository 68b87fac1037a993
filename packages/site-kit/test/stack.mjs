// Starts the real stack for browser tests and scripts of both site apps: apps/api on a scratch
// embedded database (seeded on first start) and the production server with the desktop app and,
// when built, the mobile app (dispatched by user agent), on free loopback ports.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSiteServer } from '../server/app.mjs';
import { APPS_DIR, BUILD_DIRS, loadApp } from '../server/apps.mjs';

// The build is production code: React's server renderer picks its build from NODE_ENV.
process.env.NODE_ENV ??= 'production';

const apiDir = path.join(APPS_DIR, 'api');

export { CHROMIUM } from '../../../config/chromium.mjs';
export { BUILD_DIRS };

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, child, timeoutMs, name = 'apps/api') {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Runs one of apps/api's command-line tools to its end; throws unless it succeeds. */
function runCli(args, env) {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@kyc/source', ...args], {
    cwd: apiDir,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(undefined) : reject(new Error(`${args[0]} exited with ${code}`)),
    );
  });
}

/**
 * Stops a child process and waits for it.
 *
 * @param {import('node:child_process').ChildProcess} child
 */
async function stopChild(child) {
  child.kill('SIGTERM');
  await new Promise((resolve) =>
    child.exitCode !== null ? resolve(undefined) : child.once('exit', resolve),
  );
}

/**
 * @param {{ withApi?: boolean, companies?: number, mobile?: boolean, cluster?: boolean, apiEnv?: Record<string, string>, importFiles?: string[] }} [options] `mobile`:
 *   serve the mobile app too (required: fails when it is not built); by default it is served
 *   when built. `cluster`: run the production entry (apps/site/server/index.mjs, a worker per
 *   core) in its own process, as `npm start` does, rather than one server in this process.
 *   `apiEnv`: environment of apps/api over the stack's (such as ALLOWED_ORIGINS).
 *   `importFiles`: GLEIF or BODS files loaded with `npm run import` after seeding, before
 *   apps/api starts (the embedded database is opened by one process at a time).
 * @returns {Promise<{ siteOrigin: string, apiOrigin: string, mailDir: string | null, sitePid: number | undefined, stop: () => Promise<void> }>}
 *   `mailDir`: where apps/api writes its messages (invitations) as .eml files, this stack's own
 *   (null without apps/api; unused when `apiEnv` gives it an `SMTP_URL`).
 *   `sitePid`: the production entry's process (its workers are its children), with `cluster`.
 */
export async function startStack({
  withApi = true,
  companies = 600,
  mobile,
  cluster = false,
  apiEnv = {},
  importFiles = [],
} = {}) {
  const [sitePort, apiPort] = await Promise.all([freePort(), freePort()]);
  // `localhost`: the session cookie is Secure, and browsers treat http://localhost as secure.
  const siteOrigin = `http://localhost:${sitePort}`;
  const apiOrigin = `http://127.0.0.1:${apiPort}`;
  let api = null;
  /** @type {() => import('node:child_process').ChildProcess} */
  let startApi = () => {
    throw new Error('no apps/api in this stack');
  };
  let dataDir = null;
  let mailDir = null;
  if (withApi) {
    dataDir = await mkdtemp(path.join(tmpdir(), 'kyc-site-test-'));
    mailDir = await mkdtemp(path.join(tmpdir(), 'kyc-site-test-mail-'));
    if (importFiles.length > 0) {
      const cliEnv = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
      await runCli(['src/seed/cli.ts', '--companies', String(companies)], cliEnv);
      await runCli(['src/imports/cli.ts', ...importFiles], cliEnv);
    }
    startApi = () =>
      spawn(process.execPath, ['--import', 'tsx', '--conditions=@kyc/source', 'src/server.ts'], {
        cwd: apiDir,
        env: {
          ...process.env,
          API_PORT: String(apiPort),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          SEED_COMPANIES: String(companies),
          MAIL_DIR: mailDir,
          LOG_LEVEL: 'silent',
          ALLOWED_ORIGINS: `${siteOrigin},http://127.0.0.1:${sitePort}`,
          ...apiEnv,
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
    api = startApi();
    await waitFor(`${apiOrigin}/webapi/system/status`, api, 120_000);
  }
  let site = null;
  let server = null;
  if (cluster) {
    if (mobile && !existsSync(path.join(BUILD_DIRS.mobile, 'server/index.js'))) {
      throw new Error(`the mobile app is not built (${BUILD_DIRS.mobile})`);
    }
    site = spawn(process.execPath, ['server/index.mjs'], {
      cwd: path.join(APPS_DIR, 'site'),
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(sitePort),
        API_ORIGIN: apiOrigin,
        ...(withApi ? {} : { ANALYTICS_ORIGIN: '' }),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitFor(`${siteOrigin}/robots.txt`, site, 120_000, 'the site server');
  } else {
    const apps = {
      desktop: await loadApp(BUILD_DIRS.desktop),
      mobile:
        mobile === false ? undefined : await loadApp(BUILD_DIRS.mobile, { optional: !mobile }),
    };
    const app = createSiteServer({
      apps,
      apiOrigin,
      analyticsOrigin: withApi ? apiOrigin : undefined,
    });
    server = await new Promise((resolve) => {
      const listening = app.listen(sitePort, '127.0.0.1', () => resolve(listening));
    });
  }
  return {
    siteOrigin,
    apiOrigin,
    mailDir,
    sitePid: site?.pid,
    /**
     * Imports files as an operator does on a running service on the embedded database: apps/api
     * stops (PGlite is opened by one process at a time), `npm run import` runs, apps/api starts
     * again on the same port and data.
     * @param {string[]} files
     */
    async importNow(files) {
      if (!api || !dataDir) throw new Error('no apps/api in this stack');
      await stopChild(api);
      await runCli(['src/imports/cli.ts', ...files], {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        MAIL_DIR: mailDir ?? '',
      });
      api = startApi();
      await waitFor(`${apiOrigin}/webapi/system/status`, api, 120_000);
    },
    async stop() {
      if (site) await stopChild(site);
      if (server) {
        server.closeAllConnections?.();
        await new Promise((resolve) => server.close(() => resolve(undefined)));
      }
      if (api) await stopChild(api);
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
      if (mailDir) await rm(mailDir, { recursive: true, force: true });
    },
  };
}

/**
 * Writes a generated GLEIF golden copy (LEI-CDF 3.1 and RR-CDF 2.1 of `rows` entities) with
 * apps/api's own command, `npm run generate:gleif`, and returns the two files' paths.
 *
 * @param {string} dir
 * @param {{ rows: number, version: number }} options
 * @returns {Promise<{ lei: string, rr: string }>}
 * @example const { lei, rr } = await generateGoldenCopy(dir, { rows: 20, version: 1 });
 */
export async function generateGoldenCopy(dir, { rows, version }) {
  await runCli(
    [
      'src/imports/generate-cli.ts',
      '--rows',
      String(rows),
      '--version',
      String(version),
      '--out',
      dir,
    ],
    process.env,
  );
  return {
    lei: path.join(dir, `generated-v${version}-lei2-golden-copy.csv`),
    rr: path.join(dir, `generated-v${version}-rr-golden-copy.csv`),
  };
}

/**
 * Logs `demo_formal` in through the site's /webapi proxy and returns its `kyc_session=…` pair,
 * for tools that measure signed-in pages (load, Lighthouse).
 *
 * @param {string} siteOrigin
 * @returns {Promise<string>}
 * @example const cookie = await sessionCookie(stack.siteOrigin); // 'kyc_session=…'
 */
export async function sessionCookie(siteOrigin) {
  const response = await fetch(`${siteOrigin}/webapi/saas/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: siteOrigin },
    body: JSON.stringify({ loginName: 'demo_formal', password: 'Demo1234' }),
  });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('kyc_session='));
  if (!cookie) throw new Error(`demo login failed: ${response.status}`);
  return cookie.split(';')[0];
}

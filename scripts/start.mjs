// `npm start`: builds both site apps and the API (turbo: a cache hit when nothing changed),
// then runs apps/api (API_PORT, default 3001; embedded PostgreSQL, seeded on first run) beside
// the site server (PORT, default 3000), which serves the desktop app (apps/site) or the mobile
// app (apps/mobile-site) by user agent and proxies /webapi to the API. Ctrl-C stops both.
//
// Defaults follow the ports in use, so any two free ports work: SITE_ORIGIN is
// http://localhost:$PORT and the API accepts logins from it (ALLOWED_ORIGINS). Logs are quiet:
// the API logs warnings and errors only unless LOG_LEVEL says otherwise (info: every request).
// Without SMTP_URL, mail is written to files: apps/api prints plain lines on its stdout (which
// passes through), whatever LOG_LEVEL: the mail folder at the first message, each invitation's link.
// The root README lists every variable. `--no-build` skips the build (tests, a second start).
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** @param {string | undefined} value */
const given = (value) => (value?.trim() ? value.trim() : undefined);

/**
 * The environment both services get: `env` with the defaults `npm start` derives filled in.
 *
 * @param {Record<string, string | undefined>} env
 * @returns {Record<string, string | undefined>}
 * @example startEnvironment({ PORT: '4300' }).ALLOWED_ORIGINS // 'http://localhost:4300,http://127.0.0.1:4300'
 */
export function startEnvironment(env) {
  const port = given(env.PORT) ?? '3000';
  const apiPort = given(env.API_PORT) ?? '3001';
  const configuredOrigin = given(env.SITE_ORIGIN);
  const siteOrigin = configuredOrigin
    ? new URL(configuredOrigin).origin
    : `http://localhost:${port}`;
  // A configured public origin is the only one allowed; a local run also takes the site by
  // its loopback address.
  const allowedOrigins = configuredOrigin ? [siteOrigin] : [siteOrigin, `http://127.0.0.1:${port}`];
  return {
    ...env,
    TURBO_TELEMETRY_DISABLED: '1',
    PORT: port,
    API_PORT: apiPort,
    SITE_ORIGIN: siteOrigin,
    ALLOWED_ORIGINS: given(env.ALLOWED_ORIGINS) ?? allowedOrigins.join(','),
    LOG_LEVEL: given(env.LOG_LEVEL) ?? 'warn',
  };
}

/**
 * @param {string} url
 * @param {number} timeoutMs
 */
async function waitUntilUp(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

function main() {
  const env = startEnvironment(process.env);
  if (!process.argv.includes('--no-build')) {
    const build = spawnSync(
      'npx',
      [
        'turbo',
        'run',
        'build',
        '--filter=@kyc/site...',
        '--filter=@kyc/mobile-site...',
        '--filter=@kyc/api...',
        '--output-logs=errors-only',
      ],
      { stdio: 'inherit', env, cwd: ROOT },
    );
    if (build.status !== 0) process.exit(build.status ?? 1);
  }

  // Each service in its own process group: npm, its shell and tsx each start a process, and a
  // signal to npm alone left apps/api running (holding the embedded database) after `kill` of
  // `npm start`; the whole group is signalled instead.
  const services = ['@kyc/api', '@kyc/site'].map((workspace) =>
    spawn('npm', ['start', '--silent', '-w', workspace], {
      stdio: 'inherit',
      env,
      cwd: ROOT,
      detached: true,
    }),
  );
  let stopping = false;
  /** @param {number} code */
  function stopAll(code) {
    if (stopping) return;
    stopping = true;
    for (const child of services) {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGTERM');
      } catch {
        // The group is gone already.
      }
    }
    process.exitCode = code;
  }
  for (const child of services) child.on('exit', (code) => stopAll(code ?? 0));
  process.on('SIGINT', () => stopAll(0));
  process.on('SIGTERM', () => stopAll(0));

  const apiOrigin = env.API_ORIGIN ?? `http://127.0.0.1:${env.API_PORT}`;
  Promise.all([
    waitUntilUp(`${apiOrigin}/webapi/system/status`, 300_000),
    waitUntilUp(`http://127.0.0.1:${env.PORT}/robots.txt`, 300_000),
  ]).then(([api, site]) => {
    if (stopping) return;
    if (api && site) {
      console.log(
        `KYC is up: open ${env.SITE_ORIGIN} (site on port ${env.PORT}, API ${apiOrigin}; ` +
          `API log level ${env.LOG_LEVEL}, LOG_LEVEL=info logs every request). Ctrl-C stops.`,
      );
    } else {
      console.error(
        `Not up after 5 min: site ${site ? 'up' : 'down'}, API ${api ? 'up' : 'down'}.`,
      );
    }
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main();
}

// `npm start`: builds both site apps and the API (turbo: a cache hit when nothing changed),
// then runs apps/api (API_PORT, default 3001; embedded PostgreSQL, seeded on first run) beside
// the site server (PORT, default 3000), which serves the desktop app (apps/site) or the mobile
// app (apps/mobile-site) by user agent and proxies /webapi to the API. Ctrl-C stops both.
import { spawn, spawnSync } from 'node:child_process';

const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1' };
const build = spawnSync(
  'npx',
  [
    'turbo',
    'run',
    'build',
    '--filter=@kyc/site...',
    '--filter=@kyc/mobile-site...',
    '--filter=@kyc/api...',
  ],
  {
    stdio: 'inherit',
    env,
  },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const services = ['@kyc/api', '@kyc/site'].map((workspace) =>
  spawn('npm', ['start', '-w', workspace], { stdio: 'inherit', env }),
);
let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of services) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of services) child.on('exit', (code) => stopAll(code ?? 0));
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

// The release test (`npm run test:release`, part of `npm test`): proves on a local verdaccio that
// `npm run release` refuses unversioned packages and that a versioned release publishes where
// NPM_CONFIG_REGISTRY points and installs from there.
//
// 1. Copies the public packages (built), the root package.json and .changeset/ to a scratch
//    repository in a temp folder: the repository's own versions and changesets are never touched.
// 2. Runs scripts/release.mjs there twice before versioning, and checks that it refuses with the
//    reason and `npm run version-packages`: once with the pending changesets, once without them
//    (packages at 0.0.0).
// 3. Runs `changeset version` in the scratch repository, starts verdaccio on 127.0.0.1 (a free
//    port; config, storage and users in the temp folder; no uplink, so nothing reaches another
//    registry), registers a throwaway user and runs the release script with NPM_CONFIG_REGISTRY
//    (upper case, which changesets alone would ignore).
// 4. Installs the public packages from verdaccio into a scratch project (`@kyc:registry`; their
//    third-party dependencies come from the public registry, cached in the temp folder between
//    runs) and requires and imports each.
//
// Prints each step's time. Exits non-zero on the first failure.
import { spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { workspacePackages } from './release.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RELEASE = path.join(ROOT, 'scripts', 'release.mjs');
/** Shared with scripts/test-consumers.mjs: kept between runs so that installs are cache hits. */
const NPM_CACHE = path.join(tmpdir(), 'kyc-npm-cache');

const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
let failures = 0;
let passes = 0;

/** @param {boolean} ok @param {string} what @param {string} [detail] */
function check(ok, what, detail = '') {
  if (ok) passes += 1;
  else failures += 1;
  console.log(`${ok ? '✔' : '✘'} ${what}${ok || !detail ? '' : `\n${detail}`}`);
}

/** @template T @param {string} name @param {() => Promise<T> | T} step @returns {Promise<T>} */
async function timed(name, step) {
  const since = Date.now();
  try {
    return await step();
  } finally {
    console.log(`  (${name}: ${seconds(since)})`);
  }
}

/** @param {string} command @param {string[]} args @param {import('node:child_process').SpawnSyncOptions} options */
function run(command, args, options) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  return { status: result.status, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

const work = mkdtempSync(path.join(tmpdir(), 'kyc-release-test-'));
const repo = path.join(work, 'repo');
let verdaccio;

try {
  // 1. The scratch repository.
  await timed('scratch repository', () => {
    const rootJson = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
    mkdirSync(path.join(repo, 'packages'), { recursive: true });
    writeFileSync(
      path.join(repo, 'package.json'),
      JSON.stringify({ name: rootJson.name, private: true, workspaces: ['packages/*'] }, null, 2),
    );
    cpSync(path.join(ROOT, '.changeset'), path.join(repo, '.changeset'), { recursive: true });
    for (const { dir, json } of workspacePackages(ROOT)) {
      if (json.private) continue;
      cpSync(dir, path.join(repo, 'packages', path.basename(dir)), {
        recursive: true,
        filter: (source) => !source.includes(`${path.sep}node_modules`),
      });
    }
    // changesets resolves its changelog generator from the repository's node_modules.
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(repo, 'node_modules'), 'dir');
  });
  const publicNames = workspacePackages(repo).map(({ json }) => String(json.name));

  // 2. Refusals before versioning.
  await timed('refusals', () => {
    const withChangesets = run('node', [RELEASE, '--no-build'], { cwd: repo });
    check(
      withChangesets.status === 1 &&
        /pending changesets? in \.changeset/.test(withChangesets.output) &&
        withChangesets.output.includes('npm run version-packages'),
      'release refuses while changesets are pending, and says to run `npm run version-packages`',
      withChangesets.output,
    );
    const aside = path.join(work, 'changesets-aside');
    renameSync(path.join(repo, '.changeset'), aside);
    mkdirSync(path.join(repo, '.changeset'));
    cpSync(path.join(aside, 'config.json'), path.join(repo, '.changeset', 'config.json'));
    const unversioned = run('node', [RELEASE, '--no-build'], { cwd: repo });
    check(
      unversioned.status === 1 &&
        publicNames.every((name) => unversioned.output.includes(`${name} is at 0.0.0`)) &&
        unversioned.output.includes('npm run version-packages') &&
        !unversioned.output.includes('Publishing to'),
      'release refuses packages at 0.0.0 (no changesets pending), naming each, before publishing anything',
      unversioned.output,
    );
    rmSync(path.join(repo, '.changeset'), { recursive: true });
    renameSync(aside, path.join(repo, '.changeset'));
  });

  // 3. Version, then publish to verdaccio.
  await timed('changeset version', () => {
    const version = run(path.join(ROOT, 'node_modules', '.bin', 'changeset'), ['version'], {
      cwd: repo,
    });
    check(version.status === 0, 'changeset version in the scratch repository', version.output);
  });
  const versions = Object.fromEntries(
    workspacePackages(repo).map(({ json }) => [String(json.name), String(json.version)]),
  );
  check(
    Object.values(versions).every((version) => version !== '0.0.0'),
    `versioned: ${Object.entries(versions)
      .map(([name, version]) => `${name}@${version}`)
      .join(', ')}`,
  );

  const port = await freePort();
  const registry = `http://127.0.0.1:${port}/`;
  await timed('verdaccio start', async () => {
    const config = path.join(work, 'verdaccio.yaml');
    writeFileSync(
      config,
      [
        `storage: ${JSON.stringify(path.join(work, 'storage'))}`,
        'auth:',
        '  htpasswd:',
        `    file: ${JSON.stringify(path.join(work, 'htpasswd'))}`,
        '    max_users: 10',
        'uplinks: {}',
        'packages:',
        "  '**':",
        '    access: $all',
        '    publish: $authenticated',
        'web:',
        '  enable: false',
        'log: { type: stdout, format: pretty, level: error }',
        '',
      ].join('\n'),
    );
    verdaccio = spawn(
      process.execPath,
      [
        path.join(ROOT, 'node_modules', 'verdaccio', 'bin', 'verdaccio'),
        '--config',
        config,
        '--listen',
        `127.0.0.1:${port}`,
      ],
      { cwd: work, stdio: ['ignore', 'inherit', 'inherit'] },
    );
    const deadline = Date.now() + 60_000;
    for (;;) {
      try {
        if ((await fetch(`${registry}-/ping`)).ok) break;
      } catch {}
      if (Date.now() > deadline || verdaccio.exitCode !== null)
        throw new Error('verdaccio did not start');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  });

  const userconfig = path.join(work, 'npmrc');
  await timed('throwaway user', async () => {
    const response = await fetch(`${registry}-/user/org.couchdb.user:release-test`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'release-test',
        password: 'release-test-password',
        email: 'release-test@example.com',
      }),
    });
    const { token } = /** @type {{ token?: string }} */ (await response.json());
    check(response.ok && Boolean(token), 'verdaccio registered a throwaway user');
    writeFileSync(userconfig, `//127.0.0.1:${port}/:_authToken=${token}\n`);
  });

  // npm reads the registry from its configuration first: this keeps the machine's .npmrc out.
  const npmEnv = { ...process.env, NPM_CONFIG_USERCONFIG: userconfig, npm_config_cache: NPM_CACHE };
  delete npmEnv.npm_config_registry;
  await timed('release to verdaccio', () => {
    const release = run('node', [RELEASE, '--no-build', '--', '--no-git-tag'], {
      cwd: repo,
      env: { ...npmEnv, NPM_CONFIG_REGISTRY: registry },
    });
    check(
      release.status === 0 && release.output.includes(`Publishing to ${registry}`),
      `release with NPM_CONFIG_REGISTRY=${registry} says where it publishes and succeeds`,
      release.output,
    );
    for (const [name, version] of Object.entries(versions)) {
      const view = run('npm', ['view', `${name}@${version}`, 'version', `--registry=${registry}`], {
        env: npmEnv,
      });
      check(
        view.status === 0 && view.output.trim() === version,
        `${name}@${version} is on verdaccio`,
        view.output,
      );
    }
  });

  // 4. Install from verdaccio and use.
  const consumer = path.join(work, 'consumer');
  mkdirSync(consumer);
  writeFileSync(
    path.join(consumer, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true }),
  );
  await timed('install from verdaccio', () => {
    const install = run(
      'npm',
      [
        'install',
        ...publicNames,
        'react@18',
        'react-dom@18',
        `--@kyc:registry=${registry}`,
        '--prefer-offline',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
      ],
      { cwd: consumer, env: npmEnv },
    );
    check(
      install.status === 0,
      `npm install of the ${publicNames.length} packages from verdaccio`,
      install.output,
    );
    for (const [name, version] of Object.entries(versions)) {
      const installed = JSON.parse(
        readFileSync(path.join(consumer, 'node_modules', name, 'package.json'), 'utf8'),
      );
      check(installed.version === version, `installed ${name}@${installed.version}`);
    }
  });
  await timed('require and import', () => {
    const script = `
      const assert = require('node:assert');
      const names = ${JSON.stringify(publicNames)};
      (async () => {
        for (const name of names) {
          const cjs = require(name);
          const esm = await import(name);
          assert.ok(Object.keys(cjs).length > 0 && Object.keys(esm).length > 0, name);
        }
        assert.strictEqual(require('@kyc/formatters').formatAmount('-1,234.5', { currency: '人民币' }), '人民币 (1,234.50)');
        assert.strictEqual((await import('@kyc/validators')).isUscc('91350100M000100Y43'), true);
        console.log('ok');
      })().catch((error) => { console.error(error); process.exit(1); });`;
    const used = run('node', ['-e', script], { cwd: consumer });
    check(
      used.status === 0 && used.output.includes('ok'),
      'each package requires and imports; formatAmount and isUscc answer',
      used.output,
    );
  });
} catch (error) {
  failures += 1;
  console.error(error);
} finally {
  verdaccio?.kill();
  // The scratch repository's node_modules is a link to this repository's: remove the link alone.
  rmSync(path.join(repo, 'node_modules'), { force: true });
  rmSync(work, { recursive: true, force: true });
}

console.log(`release test: ${seconds(started)}`);
console.log(`${passes} passed, ${failures} failed`);
process.exit(failures > 0 ? 1 : 0);

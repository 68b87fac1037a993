// `npm run release`: builds the public packages and publishes, with changesets, every version that
// the registry does not have yet. It refuses to start while a release is not ready:
//
// - pending changesets in .changeset/ (their versions and CHANGELOG entries are not written yet:
//   `npm run version-packages` does that), or
// - a public package still at 0.0.0 or without a version (it has never been versioned).
//
// The registry is taken from NPM_CONFIG_REGISTRY or npm_config_registry (either case, as npm
// reads it), else from npm's own configuration (.npmrc), and handed to changesets explicitly:
// changesets reads only the lower-case variable and otherwise publishes to the public registry,
// whatever .npmrc says. A scoped `@kyc:registry` in npm's configuration wins, as it does for npm.
//
// `--no-build` skips the build (the dist folders must then be there); `--dry-check` only runs the
// checks and prints where it would publish. Any other argument goes to `changeset publish`
// (`npm run release -- --tag next`, `--otp 123456`, `--no-git-tag`).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const SCOPE = '@kyc';
const DEFAULT_REGISTRY = 'https://registry.npmjs.org/';
/** This script's own flags; every other argument goes to `changeset publish`. */
const OWN_FLAGS = ['--no-build', '--dry-check'];

/**
 * The workspace packages of a repository (the `workspaces` globs of its package.json, each of
 * the form `dir/*`), with their folder and package.json.
 *
 * @param {string} root the repository's folder
 * @returns {{ dir: string, json: { name?: string, version?: string, private?: boolean } }[]}
 */
export function workspacePackages(root) {
  const rootJson = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const packages = [];
  for (const pattern of rootJson.workspaces ?? []) {
    const parent = path.join(root, pattern.replace(/\/\*$/, ''));
    if (!existsSync(parent)) continue;
    for (const entry of readdirSync(parent, { withFileTypes: true })) {
      const file = path.join(parent, entry.name, 'package.json');
      if (entry.isDirectory() && existsSync(file)) {
        packages.push({
          dir: path.join(parent, entry.name),
          json: JSON.parse(readFileSync(file, 'utf8')),
        });
      }
    }
  }
  return packages.sort((a, b) => String(a.json.name).localeCompare(String(b.json.name)));
}

/**
 * Why a release cannot start now, one sentence per reason; empty when it can.
 *
 * @param {string} root the repository's folder
 * @returns {string[]}
 * @example releaseBlockers('/repo') // [] once `npm run version-packages` has run and been committed
 */
export function releaseBlockers(root) {
  const reasons = [];
  const changesetDir = path.join(root, '.changeset');
  const pending = existsSync(changesetDir)
    ? readdirSync(changesetDir).filter((file) => file.endsWith('.md') && file !== 'README.md')
    : [];
  if (pending.length > 0) {
    reasons.push(
      `${pending.length} pending changeset${pending.length === 1 ? '' : 's'} in .changeset/ (${pending.slice(0, 3).join(', ')}${pending.length > 3 ? ', …' : ''}): their versions and CHANGELOG entries are not written yet.`,
    );
  }
  for (const { json } of workspacePackages(root)) {
    if (json.private) continue;
    if (!json.version || json.version === '0.0.0') {
      reasons.push(
        `${json.name} is ${json.version ? 'at 0.0.0' : 'without a version'}: it has never been versioned, and publishing it would publish a placeholder.`,
      );
    }
  }
  return reasons;
}

/**
 * The registry to publish to: NPM_CONFIG_REGISTRY or npm_config_registry from `env`, else what
 * `npmConfig` (npm's configuration: .npmrc files) says, else the public registry. A scoped
 * `@kyc:registry` wins over all of these, as it does when npm itself publishes a scoped package.
 *
 * @param {Record<string, string | undefined>} env the environment, usually `process.env`
 * @param {(key: string) => string | undefined} npmConfig reads one key of npm's configuration
 * @returns {string} the registry URL, ending in `/`
 * @throws {Error} when the two spellings of the variable name different registries
 * @example resolveRegistry({ NPM_CONFIG_REGISTRY: 'http://127.0.0.1:4873' }, () => undefined) // 'http://127.0.0.1:4873/'
 */
export function resolveRegistry(env, npmConfig) {
  const upper = env.NPM_CONFIG_REGISTRY?.trim();
  const lower = env.npm_config_registry?.trim();
  if (upper && lower && withSlash(upper) !== withSlash(lower)) {
    throw new Error(
      `NPM_CONFIG_REGISTRY (${upper}) and npm_config_registry (${lower}) name different registries: set one of them.`,
    );
  }
  const scoped =
    env[`NPM_CONFIG_${SCOPE.toUpperCase()}:REGISTRY`]?.trim() ||
    env[`npm_config_${SCOPE}:registry`]?.trim() ||
    npmConfig(`${SCOPE}:registry`);
  return withSlash(scoped || upper || lower || npmConfig('registry') || DEFAULT_REGISTRY);
}

/** @param {string} url */
function withSlash(url) {
  return url.endsWith('/') ? url : `${url}/`;
}

/**
 * One key of npm's configuration as npm sees it from `cwd`, or undefined when unset.
 *
 * @param {string} cwd
 * @returns {(key: string) => string | undefined}
 */
function npmConfigReader(cwd) {
  return (key) => {
    const result = spawnSync('npm', ['config', 'get', key], { cwd, encoding: 'utf8' });
    const value = result.status === 0 ? result.stdout.trim() : '';
    return value && value !== 'undefined' && value !== 'null' ? value : undefined;
  };
}

function main() {
  const root = process.cwd();
  const args = process.argv.slice(2).filter((arg) => arg !== '--');
  const own = args.filter((arg) => OWN_FLAGS.includes(arg));
  const passThrough = args.filter((arg) => !OWN_FLAGS.includes(arg));

  const blockers = releaseBlockers(root);
  if (blockers.length > 0) {
    console.error('Release refused: the packages are not versioned for a release.');
    for (const reason of blockers) console.error(`  - ${reason}`);
    console.error(
      '\nRun `npm run version-packages` (changeset version): it consumes the changesets, sets each\n' +
        "package's version and writes its CHANGELOG.md. Review and commit that, then run\n" +
        '`npm run release` again.',
    );
    process.exit(1);
  }

  let registry;
  try {
    registry = resolveRegistry(process.env, npmConfigReader(root));
  } catch (error) {
    console.error(`Release refused: ${/** @type {Error} */ (error).message}`);
    process.exit(1);
  }
  const publicPackages = workspacePackages(root).filter(({ json }) => !json.private);
  console.log(`Publishing to ${registry}`);
  for (const { json } of publicPackages) console.log(`  ${json.name}@${json.version}`);
  if (own.includes('--dry-check')) return;

  if (!own.includes('--no-build')) {
    const filters = publicPackages.map(({ json }) => `--filter=${json.name}`);
    const build = spawnSync('npx', ['turbo', 'run', 'build', ...filters], {
      cwd: root,
      stdio: 'inherit',
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }

  // Both spellings, and the scope's own key, so that changesets' `npm info` (which decides what
  // is unpublished) and its `npm publish` ask the same registry whatever npm reads first.
  const env = {
    ...process.env,
    npm_config_registry: registry,
    NPM_CONFIG_REGISTRY: registry,
    [`npm_config_${SCOPE}:registry`]: registry,
  };
  const changeset = path.join(
    path.dirname(fileURLToPath(import.meta.url)),
    '..',
    'node_modules',
    '.bin',
    'changeset',
  );
  const publish = spawnSync(
    existsSync(changeset) ? changeset : 'changeset',
    ['publish', ...passThrough],
    {
      cwd: root,
      env,
      stdio: 'inherit',
    },
  );
  if (publish.status !== 0) process.exit(publish.status ?? 1);
  console.log(`Published to ${registry}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();

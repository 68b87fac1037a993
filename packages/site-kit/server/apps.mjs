// Where the two site apps' production builds are, and how the server loads them.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The monorepo's apps folder. */
export const APPS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../apps');
/** Where each app's production build is; SITE_BUILD_DIR and MOBILE_BUILD_DIR move them. */
export const BUILD_DIRS = {
  desktop: path.resolve(APPS_DIR, 'site', process.env.SITE_BUILD_DIR ?? 'build'),
  mobile: path.resolve(APPS_DIR, 'mobile-site', process.env.MOBILE_BUILD_DIR ?? 'build'),
};

/**
 * Imports an app's production build, or `undefined` when `optional` and it is not built. Its
 * `buildId` hashes the server entry, which holds the content: a new build or new content is a
 * new id.
 *
 * @param {string} buildDir
 */
export async function loadApp(buildDir, { optional = false } = {}) {
  const entry = path.join(buildDir, 'server/index.js');
  if (optional && !existsSync(entry)) return undefined;
  const buildId = createHash('sha256').update(readFileSync(entry)).digest('base64url').slice(0, 16);
  return { build: await import(entry), clientDir: path.join(buildDir, 'client'), buildId };
}

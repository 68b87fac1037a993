// Checks that a bundle of any money, text or arithmetic export carries no luxon, and that the
// date exports do carry it (so the check can tell). Run by `npm run size` on `dist`, and by
// test/treeShaking.test.ts on `src`. Exits non-zero on a regression.
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const packageDir = fileURLToPath(new URL('..', import.meta.url));

/** The exports that are allowed, and expected, to bring luxon along. */
export const DATE_EXPORTS = [
  'formatDate',
  'formatPlainDate',
  'formatCompactTimestamp',
  'addDaysFromToday',
  'addYearsFromToday',
];

/**
 * Bundles `export { name } from entry` for the browser, minified and tree-shaken as an app's
 * bundler would, and lists the npm packages that put bytes into the output.
 */
export async function packagesInBundle(entry, name) {
  const result = await build({
    stdin: {
      contents: `export { ${name} } from ${JSON.stringify(resolve(packageDir, entry))};`,
      resolveDir: packageDir,
      loader: 'js',
    },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const packages = new Set();
  for (const output of Object.values(result.metafile.outputs)) {
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
      if (match && bytesInOutput > 0) packages.add(match[1]);
    }
  }
  return [...packages].sort();
}

/** One line per export: what its bundle holds, and whether that is right. */
export async function checkTreeShaking(entry, names) {
  const rows = [];
  for (const name of names) {
    const packages = await packagesInBundle(entry, name);
    const wantsLuxon = DATE_EXPORTS.includes(name);
    rows.push({ name, packages, ok: packages.includes('luxon') === wantsLuxon });
  }
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const entry = 'dist/index.js';
  const names = Object.keys(await import(pathToFileURL(resolve(packageDir, entry)).href));
  const rows = await checkTreeShaking(entry, names);
  for (const { name, packages, ok } of rows) {
    console.log(`${ok ? '✔' : '✘'} ${name.padEnd(24)} ${packages.join(', ') || '(no dependency)'}`);
  }
  const wrong = rows.filter((row) => !row.ok);
  if (wrong.length > 0) {
    console.error(
      `Tree shaking regressed: luxon must be in the bundles of ${DATE_EXPORTS.join(', ')} only; wrong: ${wrong.map((row) => row.name).join(', ')}`,
    );
    process.exit(1);
  }
  console.log(`Tree shaking: luxon only in the ${DATE_EXPORTS.length} date exports of ${entry}.`);
}

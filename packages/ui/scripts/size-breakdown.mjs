// What each export of @kyc/ui costs an app, measured on the built package (`dist`) as size-limit
// measures it (`npm run size`): esbuild bundles an import of it, minified and tree-shaken, with
// its @kyc/* dependencies and big.js, React left out (a peer), gzipped at level 9, less the
// bytes of an empty bundle. For every entry point of the exports map it prints, per export,
// its size alone and what it adds to the whole entry (the whole less the whole without it: the
// code no other export of the entry needs), as the Markdown tables of the README's "Size".
//
//   npm run build -w @kyc/ui && npm run size:exports -w @kyc/ui
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));
const manifest = JSON.parse(readFileSync(path.join(PACKAGE_DIR, 'package.json'), 'utf8'));
const external = Object.keys(manifest.peerDependencies ?? {});
/**
 * size-limit's allowance for an empty bundle of an import, gzipped (`@size-limit/esbuild`), and
 * the larger one when esbuild adds its `require` shim for the external React.
 */
const EMPTY_IMPORT_GZIP = 46;
const EMPTY_IMPORT_WITH_REQUIRE_GZIP = 182;

/**
 * Min+gzip bytes of importing `names` (`['*']`: everything) from the built file `file`.
 *
 * @param {string} file
 * @param {string[]} names
 */
export async function importSize(file, names) {
  const specifier = JSON.stringify(file);
  const contents =
    names[0] === '*'
      ? `import * as all from ${specifier}\nconsole.log(all)\n`
      : `import { ${names.join(', ')} } from ${specifier}\nconsole.log(${names.join(', ')})\n`;
  const result = await build({
    stdin: { contents, resolveDir: PACKAGE_DIR, loader: 'js' },
    bundle: true,
    minify: true,
    treeShaking: true,
    external,
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].contents;
  const empty = Buffer.from(code).includes('Dynamic require of ')
    ? EMPTY_IMPORT_WITH_REQUIRE_GZIP
    : EMPTY_IMPORT_GZIP;
  return gzipSync(code, { level: 9 }).length - empty;
}

/** The JS entry points of the exports map: `{ specifier, file }` of each ESM build. */
function entryPoints() {
  return Object.entries(manifest.exports)
    .filter(([, target]) => typeof target === 'object' && target.import?.default)
    .map(([key, target]) => ({
      specifier: key === '.' ? manifest.name : `${manifest.name}${key.slice(1)}`,
      file: path.join(PACKAGE_DIR, target.import.default),
    }));
}

/** Per entry: its whole size and, per runtime export, its size alone and what it adds. */
export async function breakdown() {
  const entries = [];
  for (const { specifier, file } of entryPoints()) {
    const names = Object.keys(await import(pathToFileURL(file).href)).sort();
    // As size-limit's `import: "*"` (the namespace object keeps every export); what one export
    // adds is measured against an import of every name, which has no namespace object.
    const whole = await importSize(file, ['*']);
    const everyName = await importSize(file, names);
    const rows = [];
    for (const name of names) {
      const others = names.filter((other) => other !== name);
      rows.push({
        name,
        alone: await importSize(file, [name]),
        // gzip is not additive: a few bytes either way are noise, and below zero is none.
        adds: Math.max(0, everyName - (others.length > 0 ? await importSize(file, others) : 0)),
      });
    }
    rows.sort((a, b) => b.adds - a.adds || b.alone - a.alone || a.name.localeCompare(b.name));
    entries.push({ specifier, whole, rows });
  }
  return entries;
}

const bytes = (n) => n.toLocaleString('en-US');

/** @param {Awaited<ReturnType<typeof breakdown>>} entries */
export function markdown(entries) {
  return entries
    .map(({ specifier, whole, rows }) =>
      [
        `\`${specifier}\`, all of it: **${bytes(whole)} B**`,
        '',
        '| Export | Alone | Adds to the whole |',
        '|---|--:|--:|',
        ...rows.map(
          ({ name, alone, adds }) => `| \`${name}\` | ${bytes(alone)} B | ${bytes(adds)} B |`,
        ),
      ].join('\n'),
    )
    .join('\n\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(markdown(await breakdown()));
}

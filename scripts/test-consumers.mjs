// The consumer test (`npm run test:consumers`, part of `npm test`): the public packages as
// another team gets them. It packs each with `npm pack` and installs the tarballs into two scratch
// projects, one with React 18 and one with React 19, then checks:
//
// - Node ESM and Node CommonJS: every entry point imports and requires, with the same exports;
// - TypeScript (strict, skipLibCheck off, so the shipped .d.ts/.d.cts files are checked):
//   moduleResolution node16 (an .mts and a .cts file), bundler, and node10 without
//   esModuleInterop, each importing every entry point;
// - every ```ts, ```tsx and ```js block of every package README (as shipped in the tarball) is
//   type-checked and run, and each `expression; // 'value'` line is asserted. A block's info
//   string may say `nocheck` (neither compiled nor run: a signature, pseudo-code), `norun`
//   (compiled, not run) or `browser` (run with a jsdom window as the global scope). A block is
//   compiled as a reader pastes it: one with imports gets nothing more; one without imports gets
//   the exports of its package's main entry that it uses (not another package's, React's or a
//   sub-path's); anything else it uses it must import or declare. `fetch` is stubbed, except in
//   the blocks of @kyc/api-client's README, which call a real API: apps/api, started here on a
//   free port with a scratch embedded database, its address in KYC_BASE_URL and a test key made
//   through the keys service (demo_formal, one key per block) in KYC_API_KEY;
// - the min+gzip size (esbuild, as an app's bundler would) of every export of every entry point,
//   measured from the packed dist, against the size-limit budgets in each package.json;
// - `vite build` of a tiny app that renders @kyc/ui components and uses a formatter, and the same
//   components rendered on the server with react-dom/server, with React 18 and with React 19
//   (the React 19 project also type-checks the app against React 19's types).
//
// Third-party packages come from the npm registry through a cache in the temp folder that is
// kept between runs (shared with scripts/test-release.mjs). Tools (TypeScript, esbuild, Vite,
// jsdom) are this repository's. Prints each step's time; exits non-zero when anything fails.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { gzipSync } from 'node:zlib';
import { build as esbuild, transform } from 'esbuild';
import ts from 'typescript';
import { workspacePackages } from './release.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NPM_CACHE = path.join(tmpdir(), 'kyc-npm-cache');
const WORK = path.join(tmpdir(), `kyc-consumer-test-${process.pid}`);
const TSC = path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
const KEEP = process.argv.includes('--keep');

const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
let passes = 0;
let failures = 0;

/** @param {boolean} ok @param {string} what @param {string} [detail] */
function check(ok, what, detail = '') {
  if (ok) passes += 1;
  else failures += 1;
  console.log(`${ok ? '✔' : '✘'} ${what}${ok || !detail ? '' : `\n${detail.trim()}`}`);
  return ok;
}

/** @template T @param {string} name @param {() => Promise<T> | T} step @returns {Promise<T>} */
async function timed(name, step) {
  const since = Date.now();
  console.log(`— ${name}`);
  try {
    return await step();
  } finally {
    console.log(`  (${name}: ${seconds(since)})`);
  }
}

/** @param {string} command @param {string[]} args @param {import('node:child_process').SpawnOptions & { timeout?: number }} [options] */
function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const timer = options.timeout
      ? setTimeout(() => {
          output += `\n(killed after ${options.timeout} ms)`;
          child.kill('SIGKILL');
        }, options.timeout)
      : undefined;
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve({ status, output });
    });
  });
}

/** Runs `jobs` with at most `limit` at a time (the machine has two cores). */
async function pool(jobs, limit = 2) {
  const results = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, jobs.length) }, async () => {
      while (next < jobs.length) {
        const index = next++;
        results[index] = await jobs[index]();
      }
    }),
  );
  return results;
}

const write = (file, text) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
};

// ---------------------------------------------------------------------------------------------
// The packages and their entry points.

const PACKAGES = workspacePackages(ROOT).filter(({ json }) => !json.private);
/** Every entry point of every package: `{ pkg, specifier, js }` (js: false for CSS and HTML). */
const ENTRIES = PACKAGES.flatMap(({ json }) =>
  Object.keys(json.exports ?? { '.': {} })
    .filter((key) => key !== './package.json')
    .map((key) => ({
      pkg: String(json.name),
      specifier: key === '.' ? String(json.name) : `${json.name}${key.slice(1)}`,
      js: !/\.(css|html)$/.test(key),
    })),
);
const JS_ENTRIES = ENTRIES.filter((entry) => entry.js);
/** Packages whose README examples call the real API (with real fetch) rather than a stub. */
const NETWORK_PACKAGES = new Set(['@kyc/api-client']);

// ---------------------------------------------------------------------------------------------
// The API that @kyc/api-client's README examples call.

/** A free loopback port. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts apps/api from its sources on a free port, with a scratch embedded database (seeded with
 * the demo accounts, a few companies and the sandbox), and waits until it answers.
 *
 * @returns {Promise<{ origin: string, stop: () => Promise<void> }>}
 */
async function startApi() {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kyc-consumer-api-'));
  let log = '';
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@kyc/source', 'src/server.ts'],
    {
      cwd: path.join(ROOT, 'apps', 'api'),
      env: {
        ...process.env,
        API_PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SEED_COMPANIES: '20',
        LOG_LEVEL: 'warn',
        ALLOWED_ORIGINS: origin,
        SITE_ORIGIN: origin,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout.on('data', (chunk) => {
    log += chunk;
  });
  child.stderr.on('data', (chunk) => {
    log += chunk;
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`apps/api exited with ${child.exitCode}\n${log}`);
    }
    try {
      if ((await fetch(`${origin}/webapi/system/status`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`apps/api did not answer within 240 s\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { origin, stop };
}

/**
 * Test keys (`kyc_test_…`) made as a customer makes them: demo_formal logs in and creates them
 * through the keys service.
 *
 * @param {string} origin @param {number} count
 * @returns {Promise<string[]>}
 */
async function testKeys(origin, count) {
  const login = await fetch(`${origin}/webapi/saas/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ loginName: 'demo_formal', password: 'Demo1234' }),
  });
  const cookie = login.headers
    .getSetCookie()
    .find((c) => c.startsWith('kyc_session='))
    ?.split(';')[0];
  if (!cookie) throw new Error(`demo_formal could not log in: ${login.status}`);
  const secrets = [];
  for (let index = 0; index < count; index++) {
    const created = await fetch(`${origin}/webapi/saas/api/keys`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, cookie },
      body: JSON.stringify({
        name: `README example ${index + 1}`,
        mode: 'test',
        scopes: ['companies:read', 'beneficial-owners:read', 'reports:order'],
      }),
    });
    const answer = await created.json();
    if (created.status !== 201) throw new Error(`key not created: ${JSON.stringify(answer)}`);
    secrets.push(answer.secret);
  }
  return secrets;
}

// ---------------------------------------------------------------------------------------------
// README examples.

/**
 * The code blocks of a Markdown text that are TypeScript or JavaScript.
 *
 * @param {string} markdown
 * @returns {{ lang: string, flags: string[], code: string, line: number }[]}
 */
export function codeBlocks(markdown) {
  const blocks = [];
  const lines = markdown.split('\n');
  for (let index = 0; index < lines.length; index++) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([\w-]*)\s*(.*)$/.exec(lines[index]);
    if (!open) continue;
    const [, indent, fence, lang, rest] = open;
    const body = [];
    let end = index + 1;
    while (end < lines.length && !lines[end].trimStart().startsWith(fence)) {
      body.push(lines[end].slice(indent.length));
      end++;
    }
    if (['ts', 'tsx', 'js', 'jsx', 'typescript', 'javascript'].includes(lang)) {
      blocks.push({
        lang,
        flags: rest.split(/[\s,]+/).filter(Boolean),
        code: body.join('\n'),
        line: index + 1,
      });
    }
    index = end;
  }
  return blocks;
}

/**
 * Identifiers a piece of code uses but neither declares nor imports.
 *
 * @param {ts.SourceFile} source
 */
function freeIdentifiers(source) {
  const declared = new Set();
  const used = new Set();
  const visit = (node) => {
    if (
      (ts.isVariableDeclaration(node) ||
        ts.isFunctionDeclaration(node) ||
        ts.isClassDeclaration(node) ||
        ts.isParameter(node) ||
        ts.isImportSpecifier(node) ||
        ts.isImportClause(node) ||
        ts.isNamespaceImport(node) ||
        ts.isTypeAliasDeclaration(node) ||
        ts.isInterfaceDeclaration(node) ||
        ts.isBindingElement(node)) &&
      node.name &&
      ts.isIdentifier(node.name)
    ) {
      declared.add(node.name.text);
    }
    if (ts.isIdentifier(node)) {
      const parent = node.parent;
      const isMemberName =
        (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
        (ts.isPropertyAssignment(parent) && parent.name === node) ||
        (ts.isQualifiedName(parent) && parent.right === node) ||
        (ts.isJsxAttribute(parent) && parent.name === node) ||
        (ts.isMethodDeclaration(parent) && parent.name === node) ||
        (ts.isPropertySignature(parent) && parent.name === node);
      if (!isMemberName) used.add(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...used].filter((name) => !declared.has(name));
}

/**
 * Parses the literal a `// …` comment starts with, when it is followed by nothing or by a
 * parenthesised remark (`'15 Nov 2023' (in Shanghai)`); `undefined` for any other comment
 * (`'/kyc' or null`, `also sets kyc_session`).
 *
 * @param {string} comment
 * @returns {{ value: unknown } | undefined}
 */
export function expectedValue(comment) {
  const text = comment.replace(/^\/\/\s?/, '').trim();
  const isLiteral = (node) =>
    ts.isStringLiteral(node) ||
    ts.isNoSubstitutionTemplateLiteral(node) ||
    ts.isNumericLiteral(node) ||
    node.kind === ts.SyntaxKind.TrueKeyword ||
    node.kind === ts.SyntaxKind.FalseKeyword ||
    node.kind === ts.SyntaxKind.NullKeyword ||
    (ts.isIdentifier(node) && node.text === 'undefined') ||
    (ts.isPrefixUnaryExpression(node) && ts.isNumericLiteral(node.operand)) ||
    (ts.isParenthesizedExpression(node) && isLiteral(node.expression)) ||
    (ts.isArrayLiteralExpression(node) && node.elements.every(isLiteral)) ||
    (ts.isObjectLiteralExpression(node) &&
      node.properties.every((p) => ts.isPropertyAssignment(p) && isLiteral(p.initializer)));
  for (let end = text.length; end > 0; end--) {
    const rest = text.slice(end).trim();
    if (rest !== '' && !rest.startsWith('(')) continue;
    const candidate = text.slice(0, end).trim();
    if (!/^['"`\d\-[{]|^(true|false|null|undefined)$/.test(candidate)) continue;
    const source = ts.createSourceFile('x.ts', `(${candidate});`, ts.ScriptTarget.ES2022, true);
    const statement = source.statements[0];
    if (
      source.statements.length === 1 &&
      source.parseDiagnostics.length === 0 &&
      ts.isExpressionStatement(statement) &&
      isLiteral(statement.expression)
    ) {
      return { value: new Function(`return (${candidate});`)() };
    }
  }
  return undefined;
}

/**
 * The code with each `expression; // literal` statement turned into an assertion of that value.
 *
 * @param {string} code
 * @param {boolean} tsx
 */
function withAssertions(code, tsx) {
  const source = ts.createSourceFile(
    'x.tsx',
    code,
    ts.ScriptTarget.ES2022,
    true,
    tsx ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const edits = [];
  const visit = (node) => {
    if (ts.isExpressionStatement(node)) {
      const comment = ts.getTrailingCommentRanges(code, node.end)?.[0];
      const sameLine = comment && !code.slice(node.end, comment.pos).includes('\n');
      const expected =
        sameLine && comment.kind === ts.SyntaxKind.SingleLineCommentTrivia
          ? expectedValue(code.slice(comment.pos, comment.end))
          : undefined;
      if (expected) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart());
        const expression = code.slice(node.expression.getStart(), node.expression.end);
        edits.push({
          start: node.getStart(),
          end: node.end,
          text: `__expect((${expression}), ${JSON.stringify(expected.value) ?? 'undefined'}, ${line + 1});`,
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  let result = code;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  }
  return { code: result, assertions: edits.length };
}

/**
 * The exports of each module, value or type, as TypeScript sees them from `project`.
 *
 * @param {string} project
 * @param {string[]} specifiers
 * @returns {Map<string, Map<string, boolean>>} specifier → (name → is a value)
 */
function exportsOf(project, specifiers) {
  const probe = path.join(project, 'exports-probe.ts');
  writeFileSync(
    probe,
    specifiers.map((specifier, index) => `import * as m${index} from '${specifier}';\n`).join(''),
  );
  const program = ts.createProgram([probe], {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const result = new Map();
  for (const statement of program.getSourceFile(probe).statements) {
    const specifier = /** @type {ts.StringLiteral} */ (statement.moduleSpecifier).text;
    const symbol = checker.getSymbolAtLocation(statement.moduleSpecifier);
    const names = new Map();
    for (const exported of symbol ? checker.getExportsOfModule(symbol) : []) {
      const target =
        exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      names.set(exported.name, Boolean(target.flags & ts.SymbolFlags.Value));
    }
    result.set(specifier, names);
  }
  rmSync(probe);
  return result;
}

// ---------------------------------------------------------------------------------------------
// Sizes.

/**
 * Min+gzip bytes of `names` imported from `specifier` and used, bundled with esbuild exactly as
 * size-limit's esbuild plugin bundles them (so that the budgets in package.json mean the same
 * here): an IIFE, minified, peers external, gzip level 9, less what an empty project costs.
 *
 * @param {string} project @param {string} specifier @param {string[]} names @param {string[]} external
 * @param {'browser' | 'node'} [platform]
 */
async function minGzip(project, specifier, names, external, platform = 'browser') {
  const result = await esbuild({
    stdin: {
      contents:
        names[0] === '*'
          ? `import * as all from '${specifier}'\nconsole.log(all)\n`
          : `import { ${names.join(', ')} } from '${specifier}'\nconsole.log(${names.join(', ')})\n`,
      resolveDir: project,
      loader: 'js',
    },
    bundle: true,
    minify: true,
    treeShaking: true,
    platform,
    external,
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].contents;
  // size-limit's allowance for the empty project; with external imports, esbuild adds its
  // require shim, which size-limit takes off as well.
  const empty = Buffer.from(code).includes('Dynamic require of ') ? 182 : 46;
  return gzipSync(code, { level: 9 }).length - empty;
}

/** @param {string | number} limit e.g. '4 KB', '200 B' */
function bytes(limit) {
  const match = /^([\d.]+)\s*(B|KB|kB|MB)?$/.exec(String(limit).trim());
  if (!match) throw new Error(`unreadable size limit ${limit}`);
  const unit = { B: 1, KB: 1000, kB: 1000, MB: 1e6 }[match[2] ?? 'B'];
  return Math.round(Number(match[1]) * unit);
}

// ---------------------------------------------------------------------------------------------
// The run.

const npmEnv = { ...process.env, npm_config_cache: NPM_CACHE, npm_config_update_notifier: 'false' };
const npmFlags = [
  '--prefer-offline',
  '--no-audit',
  '--no-fund',
  '--loglevel=error',
  '--ignore-scripts',
];
const exit = async (code) => {
  await apiStarting.then((api) => api.stop()).catch(() => undefined);
  if (!KEEP) rmSync(WORK, { recursive: true, force: true });
  else console.log(`kept ${WORK}`);
  process.exit(code);
};

/** apps/api for the network examples, started at once so that it boots while npm works. */
const apiStarting = startApi();
// Its failure is reported where the examples need it.
apiStarting.catch(() => undefined);

try {
  rmSync(WORK, { recursive: true, force: true });
  mkdirSync(WORK, { recursive: true });

  const tarballs = await timed('npm pack', async () => {
    for (const { dir } of PACKAGES) {
      if (!existsSync(path.join(dir, 'dist')))
        throw new Error(`${dir} is not built: run \`npx turbo run build\` first`);
    }
    const packed = await run(
      'npm',
      [
        'pack',
        ...PACKAGES.map(({ json }) => `--workspace=${json.name}`),
        `--pack-destination=${path.join(WORK, 'tarballs')}`,
        '--json',
        '--loglevel=error',
      ],
      { cwd: ROOT, env: npmEnv },
    );
    mkdirSync(path.join(WORK, 'tarballs'), { recursive: true });
    if (packed.status !== 0) {
      // --pack-destination must exist before npm writes there; try once more now that it does.
      const again = await run(
        'npm',
        [
          'pack',
          ...PACKAGES.map(({ json }) => `--workspace=${json.name}`),
          `--pack-destination=${path.join(WORK, 'tarballs')}`,
          '--json',
          '--loglevel=error',
        ],
        { cwd: ROOT, env: npmEnv },
      );
      if (again.status !== 0) throw new Error(`npm pack failed\n${again.output}`);
      packed.output = again.output;
    }
    const list = JSON.parse(packed.output.slice(packed.output.indexOf('[')));
    const files = Object.fromEntries(
      list.map((item) => [item.name, path.join(WORK, 'tarballs', item.filename)]),
    );
    for (const item of list) {
      console.log(
        `  ${item.filename}: ${item.entryCount} files, ${(item.size / 1024).toFixed(1)} kB`,
      );
      const names = item.files.map((file) => file.path);
      check(
        names.includes('LICENSE') && names.includes('README.md') && names.includes('package.json'),
        `${item.name} tarball has LICENSE, README.md and package.json`,
      );
    }
    return files;
  });

  const PROJECTS = {
    react18: [
      'react@18',
      'react-dom@18',
      '@types/react@18',
      '@types/react-dom@18',
      '@types/node@20',
      'fastify@5',
    ],
    react19: ['react@19', 'react-dom@19', '@types/react@19', '@types/react-dom@19'],
  };
  await timed('npm install (tarballs + registry, cached)', async () => {
    const installs = Object.entries(PROJECTS).map(([name, extra]) => async () => {
      const project = path.join(WORK, name);
      write(
        path.join(project, 'package.json'),
        JSON.stringify({ name: `consumer-${name}`, private: true, type: 'module' }, null, 2),
      );
      const since = Date.now();
      const result = await run(
        'npm',
        ['install', ...Object.values(tarballs), ...extra, ...npmFlags],
        {
          cwd: project,
          env: npmEnv,
        },
      );
      check(
        result.status === 0,
        `${name}: npm install of the ${Object.keys(tarballs).length} tarballs with ${extra.join(', ')} (${seconds(since)})`,
        result.output,
      );
    });
    await pool(installs, 2);
  });
  const A = path.join(WORK, 'react18');
  const B = path.join(WORK, 'react19');

  await timed('Node ESM and CommonJS', async () => {
    const esm = [
      `import assert from 'node:assert/strict';`,
      ...JS_ENTRIES.map((entry, index) => `import * as m${index} from '${entry.specifier}';`),
      `const names = (m) => Object.keys(m).filter((key) => key !== 'default' && key !== 'module.exports').sort();`,
      `export const exported = { ${JS_ENTRIES.map((entry, index) => `'${entry.specifier}': names(m${index})`).join(', ')} };`,
      `assert.equal(m${JS_ENTRIES.findIndex((e) => e.specifier === '@kyc/formatters')}.formatAmount('-1,234.5', { currency: '人民币' }), '人民币 (1,234.50)');`,
      `console.log(JSON.stringify(exported));`,
    ].join('\n');
    const cjs = [
      `const assert = require('node:assert/strict');`,
      `const names = (m) => Object.keys(m).filter((key) => key !== 'default').sort();`,
      `const exported = { ${JS_ENTRIES.map((entry) => `'${entry.specifier}': names(require('${entry.specifier}'))`).join(', ')} };`,
      `assert.equal(require('@kyc/formatters').formatName('小米', 'Xiaomi'), '小米 (Xiaomi)');`,
      ...ENTRIES.filter((entry) => !entry.js).map(
        (entry) => `require('node:fs').accessSync(require.resolve('${entry.specifier}'));`,
      ),
      `console.log(JSON.stringify(exported));`,
    ].join('\n');
    write(path.join(A, 'esm.mjs'), esm);
    write(path.join(A, 'cjs.cjs'), cjs);
    const [fromEsm, fromCjs] = await Promise.all([
      run('node', ['esm.mjs'], { cwd: A }),
      run('node', ['cjs.cjs'], { cwd: A }),
    ]);
    check(
      fromEsm.status === 0,
      `Node ESM imports all ${JS_ENTRIES.length} entry points`,
      fromEsm.output,
    );
    check(
      fromCjs.status === 0,
      `Node CommonJS requires all ${JS_ENTRIES.length} entry points (and resolves the CSS and HTML ones)`,
      fromCjs.output,
    );
    if (fromEsm.status === 0 && fromCjs.status === 0) {
      const esmNames = JSON.parse(fromEsm.output.trim().split('\n').at(-1));
      const cjsNames = JSON.parse(fromCjs.output.trim().split('\n').at(-1));
      for (const entry of JS_ENTRIES) {
        check(
          isDeepStrictEqual(esmNames[entry.specifier], cjsNames[entry.specifier]),
          `${entry.specifier}: the same ${esmNames[entry.specifier].length} exports from import and require`,
          `import: ${esmNames[entry.specifier]}\nrequire: ${cjsNames[entry.specifier]}`,
        );
      }
    }
  });

  // Exports per entry, as TypeScript sees them: used for the sizes and README imports.
  const EXPORTS = exportsOf(
    A,
    JS_ENTRIES.map((entry) => entry.specifier),
  );

  /**
   * A file that imports every entry point (skipLibCheck is off, so each one's declaration files
   * are checked whole) and uses a few typed results.
   */
  const typeTest = (cjs) => {
    const f = `m${JS_ENTRIES.findIndex((e) => e.specifier === '@kyc/formatters')}`;
    const v = `m${JS_ENTRIES.findIndex((e) => e.specifier === '@kyc/validators')}`;
    const c = `m${JS_ENTRIES.findIndex((e) => e.specifier === '@kyc/api-client')}`;
    return [
      ...JS_ENTRIES.map((entry, index) =>
        cjs
          ? `import m${index} = require('${entry.specifier}');`
          : `import * as m${index} from '${entry.specifier}';`,
      ),
      `export type Exports = [${JS_ENTRIES.map((_, index) => `keyof typeof m${index}`).join(', ')}];`,
      `const amount: string = ${f}.formatAmount('-1,234.5', { currency: '人民币', locale: 'en' });`,
      `const big = ${f}.parseAmount('500万');`,
      `const digits: string | undefined = big?.toFixed(2);`,
      `const value: unknown = 'a@b.cn';`,
      `if (${v}.isEmail(value)) { const text: string = value; void text; }`,
      // The generated OpenAPI types reach the client's answers in every module resolution.
      `const client = ${c}.createKycClient({ apiKey: 'kyc_test_1', baseUrl: 'https://kyc.example.com' });`,
      `const owners: Promise<number[]> = client.getBeneficialOwners('SBX0000000000002', { threshold: 25 }).then((answer) => answer.owners.map((owner) => owner.percent));`,
      `void owners;`,
      `void amount; void digits;`,
    ].join('\n');
  };
  const tsconfig = (options, files) =>
    JSON.stringify(
      {
        compilerOptions: {
          strict: true,
          noEmit: true,
          skipLibCheck: false,
          target: 'es2022',
          lib: ['es2022', 'dom', 'dom.iterable'],
          jsx: 'react-jsx',
          types: [],
          ...options,
        },
        files,
      },
      null,
      2,
    );

  await timed('TypeScript: node16, bundler, node10', async () => {
    write(path.join(A, 'types/esm.mts'), typeTest(false));
    write(path.join(A, 'types/cjs.cts'), typeTest(true));
    write(path.join(A, 'types/bundler.ts'), typeTest(false));
    write(path.join(A, 'types/node10.ts'), typeTest(false));
    write(
      path.join(A, 'tsconfig.node16.json'),
      tsconfig({ module: 'node16', moduleResolution: 'node16' }, [
        'types/esm.mts',
        'types/cjs.cts',
      ]),
    );
    write(
      path.join(A, 'tsconfig.bundler.json'),
      tsconfig({ module: 'esnext', moduleResolution: 'bundler' }, ['types/bundler.ts']),
    );
    write(
      path.join(A, 'tsconfig.node10.json'),
      tsconfig(
        {
          module: 'commonjs',
          moduleResolution: 'node10',
          esModuleInterop: false,
          allowSyntheticDefaultImports: false,
        },
        ['types/node10.ts'],
      ),
    );
    const results = await pool(
      ['node16', 'bundler', 'node10'].map((mode) => async () => {
        const since = Date.now();
        const result = await run('node', [TSC, '-p', `tsconfig.${mode}.json`], { cwd: A });
        return { mode, since, ...result };
      }),
    );
    for (const { mode, since, status, output } of results) {
      check(
        status === 0,
        `tsc, moduleResolution ${mode}${mode === 'node10' ? ' without esModuleInterop' : ''}: every entry point's types (${seconds(since)})`,
        output,
      );
    }
  });

  await timed('README examples', async () => {
    const examples = [];
    for (const { json } of PACKAGES) {
      const readme = readFileSync(
        path.join(A, 'node_modules', String(json.name), 'README.md'),
        'utf8',
      );
      const own = String(json.name);
      // A block gets what a reader who pastes it has: its own imports, nothing more. A block
      // without imports (a snippet under the package's heading) gets the package's main entry's
      // exports that it uses; never another package's, React's or a sub-path's.
      const ownNames = EXPORTS.get(own) ?? new Map();
      for (const block of codeBlocks(readme)) {
        const tsx = block.lang === 'tsx' || block.lang === 'jsx';
        const name = `${own.replace('@kyc/', '')}-L${block.line}`;
        if (block.flags.includes('nocheck')) {
          examples.push({ name, skipped: true });
          continue;
        }
        const source = ts.createSourceFile(
          'x.tsx',
          block.code,
          ts.ScriptTarget.ES2022,
          true,
          tsx ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
        );
        const imports = [];
        if (!source.statements.some((statement) => ts.isImportDeclaration(statement))) {
          const free = new Set(freeIdentifiers(source));
          const wanted = [...ownNames.keys()].filter((n) => free.has(n));
          if (wanted.length > 0) {
            imports.push(
              `import { ${wanted.map((n) => (ownNames.get(n) ? n : `type ${n}`)).join(', ')} } from '${own}';`,
            );
          }
        }
        const prelude = `${imports.join(' ')}\n`;
        const file = `readme/${name}.${tsx ? 'tsx' : 'ts'}`;
        // The prelude sits on the block's first line, so compiler messages give README line numbers.
        write(path.join(A, file), `${prelude.trimEnd()} ${block.code}\nexport {};\n`);
        examples.push({
          name,
          file,
          block,
          tsx,
          imports: prelude,
          readmeLine: block.line,
          network: NETWORK_PACKAGES.has(own),
        });
      }
    }
    const compiled = examples.filter((example) => !example.skipped);
    write(
      path.join(A, 'tsconfig.readme.json'),
      // The declaration files were checked whole above: here only the examples are.
      tsconfig(
        { module: 'esnext', moduleResolution: 'bundler', types: ['node'], skipLibCheck: true },
        compiled.map((example) => example.file),
      ),
    );
    const since = Date.now();
    const typecheck = await run('node', [TSC, '-p', 'tsconfig.readme.json'], { cwd: A });
    // Messages name readme/<package>-L<line of the fence>.ts(<line in the block + 1>,…).
    check(
      typecheck.status === 0,
      `tsc on ${compiled.length} README blocks (${examples.length - compiled.length} marked nocheck) (${seconds(since)})`,
      typecheck.output,
    );

    // Running: each block in its own Node process, with fetch stubbed (an example never reaches
    // the network; @kyc/api-client's reach the API started above) and, for `browser` blocks, a
    // jsdom window as the global scope.
    const runner = [
      `import { isDeepStrictEqual } from 'node:util';`,
      `import { register } from 'node:module';`,
      `const [file, mode] = process.argv.slice(2);`,
      `let failed = 0;`,
      `const plain = (value) => (value !== null && typeof value === 'object' ? JSON.parse(JSON.stringify(value)) : value);`,
      `globalThis.__expect = (actual, expected, line) => {`,
      `  if (!isDeepStrictEqual(plain(actual), expected)) { failed++; console.error('line ' + line + ': got ' + JSON.stringify(actual) + ', the README says ' + JSON.stringify(expected)); }`,
      `};`,
      // As a bundler does, a stylesheet import is an empty module.
      `register('data:text/javascript,' + encodeURIComponent('export async function load(url, context, next) { return url.endsWith(".css") ? { format: "module", source: "", shortCircuit: true } : next(url, context); }'));`,
      `if (mode !== 'network') globalThis.fetch = async () => new Response(null, { status: 204 });`,
      `if (mode === 'browser') {`,
      `  const { JSDOM } = await import(${JSON.stringify(pathToFileURL(createRequire(import.meta.url).resolve('jsdom')).href)});`,
      `  const { window } = new JSDOM('<!doctype html><html><body></body></html>', { url: 'https://www.site.example/account', pretendToBeVisual: true });`,
      `  const own = ['window', 'self', 'document', 'location', 'navigator', 'localStorage', 'sessionStorage', 'Event', 'EventTarget', 'MessageEvent', 'addEventListener', 'removeEventListener', 'dispatchEvent'];`,
      `  const keys = new Set();`,
      `  for (let o = window; o && o !== Object.prototype; o = Object.getPrototypeOf(o)) for (const key of Object.getOwnPropertyNames(o)) keys.add(key);`,
      `  for (const key of keys) {`,
      `    if (key === 'constructor') continue;`,
      `    if (key in globalThis && !own.includes(key)) continue;`,
      `    const value = key === 'window' || key === 'self' ? window : window[key];`,
      `    const bound = typeof value === 'function' && /^[a-z]/.test(key) ? value.bind(window) : value;`,
      `    Object.defineProperty(globalThis, key, { value: bound, configurable: true, writable: true });`,
      `  }`,
      `  globalThis.window.fetch = globalThis.fetch;`,
      `}`,
      `process.on('unhandledRejection', (error) => { failed++; console.error('unhandled rejection:', error); });`,
      `await import(file);`,
      `await new Promise((resolve) => setTimeout(resolve, 50));`,
      `process.exit(failed > 0 ? 1 : 0);`,
    ].join('\n');
    write(path.join(A, 'readme-run/runner.mjs'), runner);
    const runnable = compiled.filter((example) => !example.block.flags.includes('norun'));
    let assertions = 0;
    for (const example of runnable) {
      const asserted = withAssertions(example.block.code, example.tsx);
      assertions += asserted.assertions;
      try {
        const { code } = await transform(`${example.imports}${asserted.code}\nexport {};\n`, {
          loader: example.tsx ? 'tsx' : 'ts',
          jsx: 'automatic',
          format: 'esm',
          target: 'node20',
        });
        example.js = path.join(A, 'readme-run', `${example.name}.mjs`);
        write(example.js, code);
      } catch (error) {
        check(false, `README ${example.name} transpiles`, String(error?.message ?? error));
      }
    }
    // The network examples get the API's address and a key each (a block's calls then never
    // meet another block's in the key's per-second limit).
    const networked = runnable.filter((example) => example.js && example.network);
    /** @type {string[]} */
    let keys = [];
    let apiOrigin = '';
    if (networked.length > 0) {
      try {
        const api = await apiStarting;
        apiOrigin = api.origin;
        keys = await testKeys(api.origin, networked.length);
        check(
          true,
          `apps/api answers at ${api.origin}; ${keys.length} test keys made through the keys service`,
        );
      } catch (error) {
        check(false, 'apps/api for the @kyc/api-client examples', String(error?.stack ?? error));
      }
    }
    const runs = await pool(
      runnable
        .filter((example) => example.js)
        .map((example) => async () => {
          const mode = example.network
            ? 'network'
            : example.block.flags.includes('browser')
              ? 'browser'
              : 'node';
          const key = example.network ? keys[networked.indexOf(example)] : undefined;
          if (example.network && !key) return { example, status: 1, output: 'no API to call' };
          return {
            example,
            ...(await run('node', ['readme-run/runner.mjs', example.js, mode], {
              cwd: A,
              // A network example waits for the API (reports are generated, 429s waited out).
              timeout: example.network ? 90_000 : 20_000,
              env: example.network
                ? { ...process.env, KYC_BASE_URL: apiOrigin, KYC_API_KEY: key }
                : process.env,
            })),
          };
        }),
    );
    for (const { example, status, output } of runs) {
      check(
        status === 0,
        `README ${example.name.replace(/-L(\d+)$/, ' line $1')} runs${example.block.flags.includes('browser') ? ' (jsdom)' : ''}${example.network ? ' (against apps/api)' : ''}`,
        output,
      );
    }
    console.log(
      `  ${examples.length} blocks: ${compiled.length} type-checked, ${runnable.length} run with ${assertions} asserted results; ${examples.length - compiled.length} nocheck, ${compiled.length - runnable.length} norun`,
    );
  });

  await timed('sizes (min+gzip, esbuild, from the packed dist)', async () => {
    const rows = [];
    for (const { json } of PACKAGES) {
      const installed = JSON.parse(
        readFileSync(path.join(A, 'node_modules', String(json.name), 'package.json'), 'utf8'),
      );
      const external = Object.keys(installed.peerDependencies ?? {}).flatMap((peer) => [
        peer,
        `${peer}/*`,
      ]);
      // The budgets: the size-limit entries of the shipped package.json, on the entry they name.
      const budgets = new Map();
      for (const limit of installed['size-limit'] ?? []) {
        if (!limit.path.endsWith('.js') || !limit.import) continue;
        const entry = Object.entries(installed.exports).find(
          ([, target]) => target?.import?.default === `./${limit.path}`,
        );
        if (!entry) continue;
        const specifier =
          entry[0] === '.' ? installed.name : `${installed.name}${entry[0].slice(1)}`;
        const names =
          limit.import === '*'
            ? ['*']
            : limit.import
                .replace(/[{}]/g, '')
                .split(',')
                .map((s) => s.trim());
        budgets.set(`${specifier} ${names.join(',')}`, {
          specifier,
          names,
          limit: bytes(limit.limit),
          label: limit.name,
        });
      }
      for (const entry of JS_ENTRIES.filter((e) => e.pkg === json.name)) {
        // An entry for Node servers (it imports node: modules) is measured as Node would bundle it.
        const platform = await minGzip(A, entry.specifier, ['*'], external).then(
          () => 'browser',
          () => 'node',
        );
        for (const [name, isValue] of EXPORTS.get(entry.specifier) ?? []) {
          if (!isValue) continue;
          const key = `${entry.specifier} ${name}`;
          const budget = budgets.get(key);
          budgets.delete(key);
          const size = await minGzip(A, entry.specifier, [name], external, platform);
          rows.push({ specifier: entry.specifier, names: [name], size, budget, platform });
        }
      }
      for (const budget of budgets.values()) {
        rows.push({
          specifier: budget.specifier,
          names: budget.names,
          size: await minGzip(A, budget.specifier, budget.names, external),
          budget,
        });
      }
    }
    const table = rows
      .map((row) => {
        const what = `${row.specifier} ${row.names.length > 3 ? `{ ${row.names.length} exports }` : row.names.join(', ')}`;
        return `  ${what.padEnd(60)} ${String(row.size).padStart(6)} B${row.platform === 'node' ? ' (Node)' : ''}${row.budget ? `   budget ${row.budget.limit} B${row.size > row.budget.limit ? '  OVER' : ''}` : ''}`;
      })
      .join('\n');
    console.log(table);
    for (const row of rows.filter((r) => r.budget)) {
      check(
        row.size <= row.budget.limit,
        `${row.specifier} ${row.budget.label}: ${row.size} B ≤ ${row.budget.limit} B`,
      );
    }
    const size = (name) =>
      rows.find((row) => row.specifier === '@kyc/formatters' && row.names.join() === name)?.size ??
      Infinity;
    check(
      size('escapeHtml') <= 200,
      `escapeHtml alone from the packed dist: ${size('escapeHtml')} B ≤ 200 B`,
    );
    check(
      size('formatName') <= 300,
      `formatName alone from the packed dist: ${size('formatName')} B ≤ 300 B`,
    );
  });

  await timed('Vite build and server rendering, React 18 and 19', async () => {
    const { build } = await import('vite');
    const app = [
      `import '@kyc/ui/styles.css';`,
      `import { StrictMode } from 'react';`,
      `import { createRoot } from 'react-dom/client';`,
      `import { App } from './App';`,
      `createRoot(document.getElementById('root')!).render(<StrictMode><App /></StrictMode>);`,
    ].join('\n');
    const component = [
      `import { formatAmount } from '@kyc/formatters';`,
      `import { Button, CompanySearchResult, LocaleProvider } from '@kyc/ui';`,
      `export function App() {`,
      `  return (`,
      `    <LocaleProvider locale="en">`,
      `      <p>{formatAmount('-1,234.5', { currency: '人民币', locale: 'en' })}</p>`,
      `      <CompanySearchResult href="/c/1" company={{ name: '小米科技有限责任公司', englishName: 'Xiaomi Inc.', regNo: '91110108551385082Q', registration: 'USCC', registeredCapital: '185000万元人民币', currency: '人民币', shares: 1000, status: 'Active' }} />`,
      `      <Button>Apply for trial</Button>`,
      `    </LocaleProvider>`,
      `  );`,
      `}`,
    ].join('\n');
    const ssr = [
      `import { createElement } from 'react';`,
      `import { renderToString } from 'react-dom/server';`,
      `import { App } from './dist-ssr/App.js';`,
      `const html = renderToString(createElement(App));`,
      `for (const text of ['CNY (1,234.50)', '小米科技有限责任公司 (Xiaomi Inc.)', 'Apply for trial']) {`,
      `  if (!html.includes(text)) { console.error('missing ' + text + ' in ' + html); process.exit(1); }`,
      `}`,
      `console.log(html.length);`,
    ].join('\n');
    for (const [name, project] of [
      ['React 18', A],
      ['React 19', B],
    ]) {
      write(
        path.join(project, 'app/index.html'),
        '<!doctype html><html lang="en"><body><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>',
      );
      write(path.join(project, 'app/main.tsx'), app);
      write(path.join(project, 'app/App.tsx'), component);
      write(path.join(project, 'app/ssr.mjs'), ssr);
      const since = Date.now();
      try {
        const output = await build({
          root: path.join(project, 'app'),
          configFile: false,
          logLevel: 'silent',
          build: { outDir: path.join(project, 'app/dist'), emptyOutDir: true },
        });
        const files = (Array.isArray(output) ? output : [output]).flatMap((o) => o.output);
        const js = files.filter((file) => file.type === 'chunk');
        const jsBytes = js.reduce((sum, file) => sum + gzipSync(file.code).length, 0);
        check(
          true,
          `${name}: vite build (${js.length} JS file(s), ${jsBytes} B gzipped; ${seconds(since)})`,
        );
      } catch (error) {
        check(false, `${name}: vite build`, String(error?.stack ?? error));
      }
      const ssrSince = Date.now();
      try {
        await build({
          root: path.join(project, 'app'),
          configFile: false,
          logLevel: 'silent',
          build: { ssr: 'App.tsx', outDir: path.join(project, 'app/dist-ssr'), emptyOutDir: true },
        });
        const rendered = await run('node', ['ssr.mjs'], { cwd: path.join(project, 'app') });
        check(
          rendered.status === 0,
          `${name}: the same App rendered with react-dom/server (${seconds(ssrSince)})`,
          rendered.output,
        );
      } catch (error) {
        check(false, `${name}: server build`, String(error?.stack ?? error));
      }
    }
    write(
      path.join(B, 'tsconfig.json'),
      tsconfig({ module: 'esnext', moduleResolution: 'bundler' }, ['app/main.tsx', 'app/App.tsx']),
    );
    const since = Date.now();
    const typecheck = await run('node', [TSC, '-p', 'tsconfig.json'], { cwd: B });
    check(
      typecheck.status === 0,
      `React 19 types: the app type-checks (${seconds(since)})`,
      typecheck.output,
    );
  });
} catch (error) {
  failures += 1;
  console.error(error);
}

console.log(`consumer test: ${seconds(started)}`);
console.log(`${passes} passed, ${failures} failed`);
await exit(failures > 0 ? 1 : 0);

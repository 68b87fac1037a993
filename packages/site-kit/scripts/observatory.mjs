// Grades the production server's headers with the MDN HTTP Observatory's own grader, behind TLS,
// per kind of response: a page, a hashed asset, a proxied API answer (/webapi) and the
// analytics hub page (/sdk/index.html, served by apps/api as the analytics host).
//
//   npm i --prefix /tmp/mdn-observatory --ignore-scripts @mdn/mdn-http-observatory@1.4.8
//   npx turbo run build --filter=@kyc/site...
//   node packages/site-kit/scripts/observatory.mjs [--observatory /tmp/mdn-observatory]
//
// Not a dependency of the repo: its install script downloads a CA bundle (fails offline) and
// parts of it want Node 22; `--ignore-scripts` is enough for grading. Its CLI only scans ports
// 80/443 at `/`, so this script calls its retriever with a port and path and grades exactly as
// its `scan()` does. What it does:
// - openssl makes a throwaway CA and a `localhost` certificate; the grader trusts the CA
//   (NODE_EXTRA_CA_CERTS), so the TLS checks count (a self-signed certificate would be graded
//   "invalid certificate");
// - apps/api starts on a scratch database (test/stack.mjs); the site server serves HTTPS itself
//   (`https.createServer` around `createSiteServer`, no SITE_ORIGIN: HSTS comes from the TLS
//   socket); the hub is reached through a TLS terminator in front of apps/api that adds
//   `X-Forwarded-Proto: https`, and apps/api allows the site's https origin (ALLOWED_ORIGINS);
// - plain HTTP is not served (no port-80 redirect: that is the TLS terminator's job), so the
//   redirection check reads "no HTTP".
import { execFileSync, spawnSync } from 'node:child_process';
import { setDefaultResultOrder } from 'node:dns';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const argIndex = process.argv.indexOf('--observatory');
const observatoryDir = path.resolve(
  argIndex > 0
    ? process.argv[argIndex + 1]
    : (process.env.OBSERVATORY_DIR ?? path.join(tmpdir(), 'mdn-observatory')),
);
const observatory = path.join(observatoryDir, 'node_modules/@mdn/mdn-http-observatory/src');
if (!existsSync(path.join(observatory, 'retriever/retriever.js'))) {
  console.error(
    `No MDN HTTP Observatory in ${observatoryDir}. Install it there first:\n` +
      `  npm i --prefix ${observatoryDir} --ignore-scripts @mdn/mdn-http-observatory@1.4.8`,
  );
  process.exit(1);
}

// `--ignore-scripts` skipped the download of Chromium's HSTS preload list; localhost is not on
// it, so an empty list grades the same.
const preload = path.join(observatory, '../conf/hsts-preload.json');
if (!existsSync(preload)) writeFileSync(preload, '{}\n');

// 1. Certificates, then the same script again trusting the CA (read only at Node's start).
if (!process.env.KYC_OBSERVATORY_TLS) {
  const dir = mkdtempSync(path.join(tmpdir(), 'kyc-observatory-tls-'));
  const openssl = (...args) => execFileSync('openssl', args, { cwd: dir, stdio: 'ignore' });
  const days = ['-days', '2'];
  openssl(
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    ...days,
    '-subj',
    '/CN=KYC test CA',
    '-keyout',
    'ca.key',
    '-out',
    'ca.pem',
  );
  openssl(
    'req',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-subj',
    '/CN=localhost',
    '-keyout',
    'key.pem',
    '-out',
    'csr.pem',
  );
  writeFileSync(path.join(dir, 'ext.cnf'), 'subjectAltName=DNS:localhost,IP:127.0.0.1\n');
  openssl(
    'x509',
    '-req',
    '-in',
    'csr.pem',
    '-CA',
    'ca.pem',
    '-CAkey',
    'ca.key',
    '-CAcreateserial',
    ...days,
    '-extfile',
    'ext.cnf',
    '-out',
    'cert.pem',
  );
  const child = spawnSync(process.execPath, process.argv.slice(1), {
    stdio: 'inherit',
    env: {
      ...process.env,
      KYC_OBSERVATORY_TLS: dir,
      NODE_EXTRA_CA_CERTS: path.join(dir, 'ca.pem'),
    },
  });
  rmSync(dir, { recursive: true, force: true });
  process.exit(child.status ?? 1);
}

// 2. The stack behind TLS.
setDefaultResultOrder('ipv4first'); // `localhost` is 127.0.0.1, where everything listens
const tlsDir = process.env.KYC_OBSERVATORY_TLS;
const tls = {
  key: readFileSync(path.join(tlsDir, 'key.pem')),
  cert: readFileSync(path.join(tlsDir, 'cert.pem')),
};
const here = path.dirname(fileURLToPath(import.meta.url));
const { startStack } = await import(pathToFileURL(path.join(here, '../test/stack.mjs')).href);
const { createSiteServer } = await import(pathToFileURL(path.join(here, '../server/app.mjs')).href);
const { BUILD_DIRS, loadApp } = await import(
  pathToFileURL(path.join(here, '../server/apps.mjs')).href
);

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
const listen = (server, port) =>
  new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));

const [sitePort, hubPort, closedPort] = await Promise.all([freePort(), freePort(), freePort()]);
// The API as deployed: it answers the site's https origin (the hub may be framed by it only).
const stack = await startStack({
  companies: 50,
  apiEnv: { ALLOWED_ORIGINS: `https://localhost:${sitePort}` },
});
const api = new URL(stack.apiOrigin);
const hub = await listen(
  createHttpsServer(tls, (req, res) => {
    const upstream = httpRequest(
      {
        hostname: api.hostname,
        port: api.port,
        method: req.method,
        path: req.url,
        // What a TLS terminator in front of the analytics host adds: the scheme it answered on
        // (apps/api trusts it from loopback, TRUST_PROXY's default).
        headers: { ...req.headers, 'x-forwarded-proto': 'https' },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  }),
  hubPort,
);
const site = await listen(
  createHttpsServer(
    tls,
    createSiteServer({
      apps: {
        desktop: await loadApp(BUILD_DIRS.desktop),
        mobile: await loadApp(BUILD_DIRS.mobile, { optional: true }),
      },
      apiOrigin: stack.apiOrigin,
      analyticsOrigin: `https://localhost:${hubPort}`,
    }),
  ),
  sitePort,
);

// 3. Grade, as the Observatory's scan() does, one URL at a time.
const load = (file) => import(pathToFileURL(path.join(observatory, file)).href);
const { retrieve } = await load('retriever/retriever.js');
const { ALL_TESTS, NUM_TESTS } = await load('constants.js');
const { getGradeForScore, getScoreModifier } = await load('grader/grader.js');
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await load('grader/charts.js');

async function grade(port, urlPath) {
  const requests = await retrieve('localhost', {
    httpsPort: port,
    httpPort: closedPort,
    path: urlPath,
  });
  const status = requests.responses.auto?.status;
  const results = ALL_TESTS.map((test) => test(requests));
  let passed = 0;
  let withExtraCredit = 100;
  let uncurved = 100;
  for (const result of results) {
    if (!result.result) continue;
    const modifier = getScoreModifier(result.result);
    passed += result.pass ? 1 : 0;
    withExtraCredit += modifier;
    if (modifier < 0) uncurved += modifier;
  }
  const { grade, score } = getGradeForScore(
    uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved,
  );
  const notes = results
    .filter((result) => result.result && getScoreModifier(result.result) !== 0)
    .map((result) => `${result.result} (${getScoreModifier(result.result)})`);
  return { status, grade, score, passed: `${passed}/${NUM_TESTS}`, notes };
}

try {
  const html = await (await fetch(`https://localhost:${sitePort}/`)).text();
  const asset = /href="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  const targets = [
    ['page', sitePort, '/'],
    ['page (English)', sitePort, '/products-api?lang=en'],
    ['hashed asset', sitePort, asset],
    ['proxied API answer', sitePort, '/webapi/system/status'],
    ['analytics hub (apps/api)', hubPort, '/sdk/index.html'],
  ];
  const rows = [];
  for (const [kind, port, urlPath] of targets) {
    const result = await grade(port, urlPath);
    rows.push({ kind, path: urlPath, ...result });
  }
  console.log('| response | path | status | grade | score | tests passed | score changes |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const row of rows) {
    const shown = row.path.startsWith('/assets/') ? '/assets/<hashed>.js' : row.path;
    console.log(
      `| ${row.kind} | \`${shown}\` | ${row.status} | **${row.grade}** | ${row.score} | ${row.passed} | ${row.notes.join(', ') || '—'} |`,
    );
  }
} finally {
  site.closeAllConnections?.();
  hub.closeAllConnections?.();
  await Promise.all([site, hub].map((server) => new Promise((resolve) => server.close(resolve))));
  await stack.stop();
}

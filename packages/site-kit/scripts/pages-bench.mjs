/*
 * Anonymous desktop pages, as a visitor without a session gets them from the production entry
 * (apps/site/server/index.mjs, a worker per core, beside apps/api), in two measures:
 *
 * - bytes per page: what Chromium downloads for a first visit with an empty cache, at
 *   1366×768 with a desktop agent, until the network is idle — every response of the site's
 *   origin (HTML, JavaScript, CSS, images, the chunks a script fetches later), as sent
 *   (compressed), headers excluded; beacons and the analytics hub (apps/api's origin) apart.
 *   Every path of sitemap.xml in both languages, and the demo-request and registration forms.
 * - requests per second: autocannon, 50 connections, gzip, on a few of those pages
 *   (BENCH_SECONDS each, default 6, in two halves, in order and then in reverse, after a 2 s
 *   warm-up of every target): the HTML alone, as a browser or a CDN asks for it; and the site
 *   server's CPU time per request (its processes' user + system time over the run, from /proc,
 *   divided by the requests answered), which depends far less than the rate on what else the
 *   machine is doing.
 *
 * A benchmark, not a test: it prints a table and exits 0 whatever the figures (1 only when a
 * page does not answer 200 or autocannon counts errors).
 *
 *   npm run bench:pages -w @kyc/site      (after the desktop app and apps/api are built)
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import { NOT_PHONES } from '../test/devices.mjs';
import { CHROMIUM, startStack } from '../test/stack.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 6);
const connections = 50;
const DESKTOP = NOT_PHONES.desktop;
/** Pages whose rate is measured: the home page, a product, an article, the FAQ, LEI and a form. */
const RATE_TARGETS = [
  '/',
  '/products-api?lang=en',
  '/insights-ubo-for-chinese-companies',
  '/about-us-faq?lang=en',
  '/lei',
  '/demo-request?lang=en',
];

/** CPU time (user + system, ms) used so far by `pid` and its children (the workers), from /proc. */
function cpuMs(pid) {
  const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  let ticks = 0;
  for (const id of [String(pid), ...children]) {
    try {
      // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
      const fields = readFileSync(`/proc/${id}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // A worker that has just gone.
    }
  }
  return ticks * 10; // USER_HZ is 100 on Linux
}

/** One autocannon run with the server's CPU time it cost. */
async function measure(url, duration, pid) {
  const before = cpuMs(pid);
  const result = await rate(url, duration);
  return { ...result, cpu: cpuMs(pid) - before };
}

function rate(url, duration) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections,
        duration,
        headers: { 'accept-encoding': 'gzip', 'user-agent': DESKTOP.userAgent },
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/** What a first visit downloads, by kind, from the site's origin and from elsewhere. */
async function pageWeight(browser, siteOrigin, url) {
  const context = await browser.newContext({
    userAgent: DESKTOP.userAgent,
    viewport: { width: 1366, height: 768 },
  });
  const page = await context.newPage();
  const finished = [];
  page.on('requestfinished', (request) => finished.push(request));
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  const weight = { status: response?.status() ?? 0, html: 0, js: 0, css: 0, other: 0, off: 0 };
  for (const request of finished) {
    const { responseBodySize } = await request.sizes();
    if (new URL(request.url()).origin !== siteOrigin) {
      weight.off += responseBodySize;
      continue;
    }
    const type = request.resourceType();
    const kind =
      type === 'document'
        ? 'html'
        : type === 'script'
          ? 'js'
          : type === 'stylesheet'
            ? 'css'
            : 'other';
    weight[kind] += responseBodySize;
  }
  await context.close();
  return weight;
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const stack = await startStack({ cluster: true });
let failed = false;
try {
  const origin = stack.siteOrigin;
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL(match[1].replace(/&amp;/g, '&'));
    return url.pathname + url.search;
  });
  paths.push('/demo-request', '/demo-request?lang=en', '/register', '/register?lang=en');

  const browser = await chromium.launch(CHROMIUM);
  const weights = [];
  try {
    for (const path of paths)
      weights.push({ path, ...(await pageWeight(browser, origin, `${origin}${path}`)) });
  } finally {
    await browser.close();
  }

  for (const path of RATE_TARGETS) await rate(`${origin}${path}`, 2);
  const runs = new Map(RATE_TARGETS.map((path) => [path, []]));
  for (const order of [RATE_TARGETS, [...RATE_TARGETS].reverse()]) {
    for (const path of order) {
      runs.get(path).push(await measure(`${origin}${path}`, seconds / 2, stack.sitePid));
    }
  }

  const width = Math.max(...paths.map((path) => path.length));
  console.log(
    `desktop pages, first visit with an empty cache (KB as sent, from the site's origin; beacons and the analytics hub apart)`,
  );
  console.log(
    `${'page'.padEnd(width)}  status    HTML      JS     CSS   other   total   analytics`,
  );
  for (const w of weights) {
    if (w.status !== 200) failed = true;
    const total = w.html + w.js + w.css + w.other;
    console.log(
      `${w.path.padEnd(width)}  ${String(w.status).padStart(6)} ${kb(w.html).padStart(7)} ${kb(w.js).padStart(7)} ${kb(w.css).padStart(7)} ${kb(w.other).padStart(7)} ${kb(total).padStart(7)} ${kb(w.off).padStart(11)}`,
    );
  }
  const sitemapWeights = weights.filter((w) => !/^\/(demo-request|register)/.test(w.path));
  const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
  console.log(
    `mean of the sitemap's ${sitemapWeights.length} pages: ${kb(mean(sitemapWeights.map((w) => w.html + w.js + w.css + w.other)))} KB (JS ${kb(mean(sitemapWeights.map((w) => w.js)))} KB)`,
  );

  console.log('');
  console.log(
    `requests per second: ${connections} connections, ${seconds} s each (two halves), loopback, ` +
      `load average ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')} at the end`,
  );
  console.log(
    `${'page'.padEnd(width)}    req/s   p50 ms   p99 ms   KB/response   CPU ms/request   errors`,
  );
  for (const path of RATE_TARGETS) {
    const measured = runs.get(path);
    const rps = mean(measured.map((result) => result.requests.average));
    const bytes =
      measured.reduce((sum, result) => sum + result.throughput.total, 0) /
      measured.reduce((sum, result) => sum + result.requests.total, 0);
    const errors = measured.reduce(
      (sum, result) => sum + result.errors + result.timeouts + result.non2xx,
      0,
    );
    if (errors > 0) failed = true;
    const cpu =
      measured.reduce((sum, result) => sum + result.cpu, 0) /
      measured.reduce((sum, result) => sum + result.requests.total, 0);
    console.log(
      `${path.padEnd(width)} ${rps.toFixed(0).padStart(8)} ${String(Math.max(...measured.map((r) => r.latency.p50))).padStart(8)} ${String(Math.max(...measured.map((r) => r.latency.p99))).padStart(8)} ${kb(bytes).padStart(13)} ${cpu.toFixed(2).padStart(16)} ${String(errors).padStart(8)}`,
    );
  }
  if (failed) process.exitCode = 1;
} finally {
  await stack.stop();
}

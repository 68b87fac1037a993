/*
 * Load on loopback against the production server as `npm start` runs it (apps/site/server,
 * a worker per core, beside apps/api): what a visitor without a session gets — the home page
 * on a desktop and on a phone (user-agent dispatch to the mobile app), /products-api and an
 * insight article, each served from the page cache after its first rendering — against a
 * static file of the same server; the home page as a phone that chose the desktop version gets
 * it; /login, rendered for every request; and live search with results as a signed-in user
 * (`demo_formal`), rendered for every request with its API call.
 * 50 connections, bounded in time (LOAD_SECONDS, default 10 s per target in two halves, in
 * order and then in reverse, after a 2 s warm-up of every target). Prints requests per second,
 * p50/p99 latency, errors (failed requests, timeouts and answers other than 2xx) and each
 * public page's ratio to the static file: the goal is 0.7 or more, and zero errors anywhere
 * (the exit code is 1 otherwise).
 *
 *   npm run load -w @kyc/site       (after both apps and the API are built)
 */
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { PHONES } from '../test/devices.mjs';
import { sessionCookie, startStack } from '../test/stack.mjs';

const seconds = Number(process.env.LOAD_SECONDS ?? 10);
const connections = 50;
const RATIO_GOAL = 0.7;
const SEARCH = '/live-search?q=%E6%9C%89%E9%99%90'; // 有限: many seeded companies
const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

function run(url, userAgent, duration, cookie) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections,
        duration,
        headers: {
          'accept-encoding': 'gzip',
          'user-agent': userAgent,
          ...(cookie ? { cookie } : {}),
        },
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

const stack = await startStack({ mobile: true, cluster: true });
try {
  const origin = stack.siteOrigin;
  const session = await sessionCookie(origin);
  // The signed-in target must measure a search that found something.
  const probe = await fetch(`${origin}${SEARCH}`, {
    headers: { cookie: session, 'user-agent': DESKTOP_UA },
  });
  const results = ((await probe.text()).match(/<tr[ >]/g) ?? []).length;
  if (probe.status !== 200 || results < 2) {
    throw new Error(`live search found nothing to measure (${probe.status}, ${results} rows)`);
  }
  // [label, url, agent, cookie, public page measured against the static file]
  const targets = [
    ['home /, desktop', `${origin}/`, DESKTOP_UA, undefined, true],
    ['home /, iPhone (mobile app)', `${origin}/`, PHONES.iPhone.userAgent, undefined, true],
    ['/products-api, desktop', `${origin}/products-api`, DESKTOP_UA, undefined, true],
    [
      'article, desktop',
      `${origin}/insights-ubo-for-chinese-companies`,
      DESKTOP_UA,
      undefined,
      true,
    ],
    ['home /, iPhone → desktop', `${origin}/`, PHONES.iPhone.userAgent, 'kyc_variant=desktop'],
    ['/login, desktop (SSR)', `${origin}/login`, DESKTOP_UA],
    ['/live-search signed in', `${origin}${SEARCH}`, DESKTOP_UA, session],
    ['static file /favicon.ico', `${origin}/favicon.ico`, DESKTOP_UA],
  ];
  // Every target warms up before any is measured: the first one measured must not pay for the
  // server's JIT and caches on the others' behalf.
  for (const [, url, userAgent, cookie] of targets) await run(url, userAgent, 2, cookie);
  // Measured twice, in order and then in reverse, and averaged: on a shared machine the figures
  // drift during a run, and the order would otherwise decide which target looks faster.
  const runs = new Map(targets.map(([label]) => [label, []]));
  for (const order of [targets, [...targets].reverse()]) {
    for (const [label, url, userAgent, cookie] of order) {
      runs.get(label).push(await run(url, userAgent, seconds / 2, cookie));
    }
  }
  const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const rows = targets.map(([label, , , , publicPage]) => {
    const measured = runs.get(label);
    return {
      label,
      publicPage,
      rps: mean(measured.map((result) => result.requests.average)),
      p50: Math.max(...measured.map((result) => result.latency.p50)),
      p99: Math.max(...measured.map((result) => result.latency.p99)),
      failures: measured.reduce(
        (sum, result) => sum + result.errors + result.timeouts + result.non2xx,
        0,
      ),
    };
  });
  const file = rows[rows.length - 1];
  console.log(
    `load: ${connections} connections, ${seconds} s each (two halves), loopback, ` +
      `load average ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')} at the end`,
  );
  console.log('target                         req/s    p50 ms   p99 ms   errors   / static');
  for (const row of rows) {
    const ratio = row.publicPage ? (row.rps / file.rps).toFixed(2) : '';
    console.log(
      `${row.label.padEnd(28)} ${row.rps.toFixed(0).padStart(7)} ${String(row.p50).padStart(9)} ${String(row.p99).padStart(8)} ${String(row.failures).padStart(8)} ${ratio.padStart(10)}`,
    );
  }
  const slow = rows.filter((row) => row.publicPage && row.rps / file.rps < RATIO_GOAL);
  const failed = rows.filter((row) => row.failures > 0);
  console.log(
    slow.length
      ? `below ${RATIO_GOAL} of the static file: ${slow.map((row) => row.label).join(', ')}`
      : `every public page at ${RATIO_GOAL} or more of the static file's rate`,
  );
  console.log(
    failed.length
      ? `errors: ${failed.map((row) => row.label).join(', ')}`
      : 'zero errors everywhere',
  );
  if (slow.length || failed.length) process.exitCode = 1;
} finally {
  await stack.stop();
}

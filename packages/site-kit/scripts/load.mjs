/*
 * Load on loopback against the one production server: the server-rendered home page as a
 * desktop browser gets it, as a phone gets it (user-agent dispatch to the mobile app) and as a
 * phone that chose the desktop version gets it (the same page as the desktop's, through the
 * phone's whole dispatch path: agent parse and switch cookie); the log-in page, which both apps
 * hydrate alike, on a desktop and on a phone; and a static file from the same server.
 * 50 connections, bounded in time (LOAD_SECONDS, default 10 s per target in two halves, in order and then
 * in reverse, after a 2 s warm-up of every target). Prints
 * requests per second, p50/p99 latency and errors, and the ratios. The mobile home page is
 * served without React to logged-out phones (site-kit src/lib/staticPage.ts), so it renders
 * less than the desktop's; the like-for-like figures of what dispatch costs are the other two.
 *
 *   npm run load -w @kyc/site       (after both apps are built)
 */
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { PHONES } from '../test/devices.mjs';
import { startStack } from '../test/stack.mjs';

const seconds = Number(process.env.LOAD_SECONDS ?? 10);
const connections = 50;
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

const stack = await startStack({ withApi: false, mobile: true });
try {
  const targets = [
    ['desktop SSR home /', `${stack.siteOrigin}/`, DESKTOP_UA],
    ['mobile SSR home /', `${stack.siteOrigin}/`, PHONES.iPhone.userAgent],
    [
      'phone → desktop home /',
      `${stack.siteOrigin}/`,
      PHONES.iPhone.userAgent,
      'kyc_variant=desktop',
    ],
    ['desktop SSR /login', `${stack.siteOrigin}/login`, DESKTOP_UA],
    ['mobile SSR /login', `${stack.siteOrigin}/login`, PHONES.iPhone.userAgent],
    ['static file /favicon.ico', `${stack.siteOrigin}/favicon.ico`, DESKTOP_UA],
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
  const results = targets.map(([label]) => {
    const measured = runs.get(label);
    return {
      label,
      rps: mean(measured.map((result) => result.requests.average)),
      p50: Math.max(...measured.map((result) => result.latency.p50)),
      p99: Math.max(...measured.map((result) => result.latency.p99)),
      failures: measured.reduce(
        (sum, result) => sum + result.errors + result.timeouts + result.non2xx,
        0,
      ),
    };
  });
  console.log(
    `load: ${connections} connections, ${seconds} s each (two halves), loopback (load average ${loadavg()[0].toFixed(2)})`,
  );
  console.log('target                       req/s    p50 ms   p99 ms   errors');
  for (const row of results) {
    console.log(
      `${row.label.padEnd(26)} ${row.rps.toFixed(0).padStart(7)} ${String(row.p50).padStart(9)} ${String(row.p99).padStart(8)} ${String(row.failures).padStart(8)}`,
    );
  }
  const [desktop, mobile, phoneDesktop, desktopLogin, mobileLogin, file] = results;
  const ratio = (a, b) => (a.rps / b.rps).toFixed(3);
  console.log(`SSR / static: ${ratio(desktop, file)} (desktop home vs the static file)`);
  console.log(
    `mobile / desktop home: ${ratio(mobile, desktop)} (the mobile home is served without React: less to render)`,
  );
  console.log(
    `phone → desktop / desktop, same page: ${ratio(phoneDesktop, desktop)} (goal 0.9–1.1: dispatch costs next to nothing)`,
  );
  console.log(
    `mobile / desktop /login, both hydrated: ${ratio(mobileLogin, desktopLogin)} (goal 0.9–1.1)`,
  );
  if (results.some((row) => row.failures > 0)) process.exitCode = 1;
} finally {
  await stack.stop();
}

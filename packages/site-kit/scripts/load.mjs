/*
 * Load on loopback against the one production server: the server-rendered home page as a
 * desktop browser gets it, as a phone gets it (user-agent dispatch to the mobile app), and a
 * static file from the same server; 50 connections, bounded in time (LOAD_SECONDS, default
 * 10 s each after a 2 s warm-up). Prints requests per second, p50/p99 latency and errors, the
 * SSR/static ratio, and the mobile/desktop ratio (the cost of dispatch).
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

function run(url, userAgent, duration) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections,
        duration,
        headers: { 'accept-encoding': 'gzip', 'user-agent': userAgent },
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
    ['static file /favicon.ico', `${stack.siteOrigin}/favicon.ico`, DESKTOP_UA],
  ];
  const results = [];
  for (const [label, url, userAgent] of targets) {
    await run(url, userAgent, 2);
    const result = await run(url, userAgent, seconds);
    results.push({
      label,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      failures: result.errors + result.timeouts + result.non2xx,
    });
  }
  console.log(
    `load: ${connections} connections, ${seconds} s each, loopback (load average ${loadavg()[0].toFixed(2)})`,
  );
  console.log('target                       req/s    p50 ms   p99 ms   errors');
  for (const row of results) {
    console.log(
      `${row.label.padEnd(26)} ${row.rps.toFixed(0).padStart(7)} ${String(row.p50).padStart(9)} ${String(row.p99).padStart(8)} ${String(row.failures).padStart(8)}`,
    );
  }
  const [desktop, mobile, file] = results;
  console.log(
    `SSR / static: ${(desktop.rps / file.rps).toFixed(3)} (desktop home vs the static file)`,
  );
  console.log(
    `mobile / desktop: ${(mobile.rps / desktop.rps).toFixed(3)} (goal 0.9–1.1: dispatch costs next to nothing)`,
  );
  if (results.some((row) => row.failures > 0)) process.exitCode = 1;
} finally {
  await stack.stop();
}

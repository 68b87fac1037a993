/*
 * Load on loopback: the server-rendered home page against a static file from the same server,
 * 50 connections, bounded in time (LOAD_SECONDS, default 10 s each after a 2 s warm-up).
 * Prints requests per second, p50/p99 latency, errors, and the SSR/static ratio.
 *
 *   node scripts/load.mjs          (after `react-router build`)
 */
import autocannon from 'autocannon';
import { startStack } from '../test/stack.mjs';

const seconds = Number(process.env.LOAD_SECONDS ?? 10);
const connections = 50;

function run(url, duration) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections, duration, headers: { 'accept-encoding': 'gzip' } },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

const stack = await startStack({ withApi: false });
try {
  const targets = [
    ['SSR home page /', `${stack.siteOrigin}/`],
    ['static file /favicon.ico', `${stack.siteOrigin}/favicon.ico`],
  ];
  const results = [];
  for (const [label, url] of targets) {
    await run(url, 2);
    const result = await run(url, seconds);
    const failures = result.errors + result.timeouts + result.non2xx;
    results.push({
      label,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      failures,
    });
  }
  console.log(
    `load: ${connections} connections, ${seconds} s each, loopback (load average ${(await import('node:os')).loadavg()[0].toFixed(2)})`,
  );
  console.log('target                       req/s    p50 ms   p99 ms   errors');
  for (const row of results) {
    console.log(
      `${row.label.padEnd(26)} ${row.rps.toFixed(0).padStart(7)} ${String(row.p50).padStart(9)} ${String(row.p99).padStart(8)} ${String(row.failures).padStart(8)}`,
    );
  }
  const [ssr, file] = results;
  console.log(
    `SSR / static: ${(ssr.rps / file.rps).toFixed(3)} of the static file's requests per second`,
  );
  if (results.some((row) => row.failures > 0)) process.exitCode = 1;
} finally {
  await stack.stop();
}

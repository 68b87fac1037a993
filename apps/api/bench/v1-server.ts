// The service as the /v1 benchmark starts it: BENCH_METERING=off skips limits and the ledger
// (the calls go unbilled), otherwise metering runs as in production with limits high enough
// that no call of the benchmark is refused, so both runs answer the same calls. With
// BENCH_CPU_PORT it also answers `process.cpuUsage()` of this process there (loopback only), so
// the benchmark can report CPU milliseconds per call.
import { createServer } from 'node:http';
import { serve } from '../src/serve';

const cpuPort = Number(process.env.BENCH_CPU_PORT ?? 0);
if (cpuPort)
  createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(process.cpuUsage()));
  }).listen(cpuPort, '127.0.0.1');

const unlimited = { perSecond: 1_000_000_000, perDay: 1_000_000_000 };
await serve({
  api:
    process.env.BENCH_METERING === 'off'
      ? { metering: false }
      : { metering: true, limits: unlimited },
});

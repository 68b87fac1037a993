// The service as the /v1 benchmark starts it: BENCH_METERING=off skips limits and the ledger
// (the calls go unbilled), otherwise metering runs as in production with limits high enough
// that no call of the benchmark is refused, so both runs answer the same calls.
import { serve } from '../src/serve';

const unlimited = { perSecond: 1_000_000_000, perDay: 1_000_000_000 };
await serve({
  api:
    process.env.BENCH_METERING === 'off'
      ? { metering: false }
      : { metering: true, limits: unlimited },
});

import { defineConfig, mergeConfig } from 'vitest/config';
import { libraryTestConfig } from '../../config/vitest';

// PGlite takes a few seconds to boot its WASM PostgreSQL, so hooks get room; the integration
// files share one database each, so they run one after another rather than fighting for 2 cores.
export default mergeConfig(
  libraryTestConfig('node'),
  defineConfig({
    test: { hookTimeout: 120_000, testTimeout: 30_000, fileParallelism: false },
  }),
);

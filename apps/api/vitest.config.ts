import { defineConfig, mergeConfig } from 'vitest/config';
import { libraryTestConfig } from '../../config/vitest';

// PGlite takes a few seconds to boot its WASM PostgreSQL, so hooks get room; the integration
// files share one database each, so they run one after another rather than fighting for 2 cores.
// Tests get 120 s: `npm test` runs this suite beside both apps' Chromium suites, and on the
// 2-core CI machine single tests have taken past 30 s (the limit guards against hangs only).
export default mergeConfig(
  libraryTestConfig('node'),
  defineConfig({
    test: { hookTimeout: 120_000, testTimeout: 120_000, fileParallelism: false },
  }),
);

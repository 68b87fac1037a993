import { defineConfig } from 'vitest/config';

// Real Chromium against the production build and a real apps/api (see test/stack.mjs).
export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/browser/**/*.test.ts'],
    globalSetup: ['test/browser/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    // One retry: on a loaded 2-core machine a journey step occasionally misses its 30 s wait
    // (seen once in five runs of the MFA journey); a second failure is a real failure.
    retry: 1,
    hookTimeout: 180_000,
  },
});

import { defineConfig } from 'vitest/config';

// Real Chromium emulating phones against both production builds behind the one server and a
// real apps/api (packages/site-kit/test/stack.mjs).
export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/browser/**/*.test.ts'],
    globalSetup: ['test/browser/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    // As on desktop: one retry for a journey step that misses its wait on a loaded machine.
    retry: 1,
    hookTimeout: 180_000,
  },
});

import { defineConfig } from 'vitest/config';

// Real Chromium against the production build and a real apps/api (see test/stack.mjs).
export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/browser/**/*.test.ts'],
    globalSetup: ['test/browser/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});

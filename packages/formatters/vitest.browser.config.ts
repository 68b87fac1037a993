import { defineConfig } from 'vitest/config';
import { libraryTestConfig } from '../../config/vitest';

// The real-browser test: the built package in Chromium set to another zone and locale
// (run after `build`; turbo's test:browser task depends on it).
const base = libraryTestConfig('node');

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ['test/**/*.e2e.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});

import { defineConfig } from 'vitest/config';
import { libraryTestConfig } from '../../config/vitest';

// The real-browser test: Node servers + Chromium, on the built package (run after `build`).
const base = libraryTestConfig('node');

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ['test/**/*.e2e.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});

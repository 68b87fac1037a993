import { defineConfig } from 'vitest/config';

// Unit and route tests; the Chromium suite has its own config (vitest.browser.config.ts).
export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts', 'app/**/*.test.{ts,tsx}'],
    exclude: ['test/browser/**', '**/node_modules/**'],
    setupFiles: ['@kyc/site-kit/test/setup.ts'],
    // Generous for a loaded 2-core CI machine; speed is measured by scripts, never asserted.
    testTimeout: 30_000,
  },
});

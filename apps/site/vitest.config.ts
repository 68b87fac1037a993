import { defineConfig } from 'vitest/config';

// Unit and server tests; the Chromium suite has its own config (vitest.browser.config.ts).
export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts', 'app/**/*.test.{ts,tsx}'],
    exclude: ['test/browser/**', '**/node_modules/**'],
  },
});

import { defineConfig } from 'vitest/config';

/** The source-first condition: tests and apps run on `src`, npm consumers get `dist`. */
export const sourceConditions = ['@kyc/source', 'module', 'browser', 'development|production'];

export function libraryTestConfig(environment: 'node' | 'jsdom' = 'node') {
  return defineConfig({
    resolve: { conditions: sourceConditions },
    ssr: { resolve: { conditions: sourceConditions, externalConditions: ['@kyc/source'] } },
    test: {
      environment,
      // CI runs every package's suite at once on two cores: slow is not broken.
      testTimeout: 30_000,
      include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
      benchmark: { include: ['bench/**/*.bench.ts'] },
    },
  });
}

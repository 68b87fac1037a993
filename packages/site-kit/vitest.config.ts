import { mergeConfig } from 'vitest/config';
import { libraryTestConfig } from '../../config/vitest';

export default mergeConfig(libraryTestConfig('node'), {
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.{ts,mjs}'],
    setupFiles: ['test/setup.ts'],
  },
});

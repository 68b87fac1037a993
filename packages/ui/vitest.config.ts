import { mergeConfig } from 'vitest/config';
import { libraryTestConfig } from '../../config/vitest';

export default mergeConfig(libraryTestConfig('jsdom'), {
  test: {
    setupFiles: ['./test/setup.ts'],
    // The Foundations story reads the token file's text.
    css: { include: [/tokens\.css/] },
  },
});

import { mergeConfig } from 'vitest/config';
import { libraryTestConfig } from '../../config/vitest';

// jsdom cookies are slow, and property tests write many: give them room on busy 2-core CI machines.
export default mergeConfig(libraryTestConfig('jsdom'), { test: { testTimeout: 30_000 } });

import { defineConfig } from 'vitest/config';
import { libraryTestConfig } from '../../config/vitest';

const DOM_TESTS = 'src/**/*.dom.test.{ts,tsx}';
const node = libraryTestConfig('node');
const jsdom = libraryTestConfig('jsdom');

// Two runs of the same source: Node without a DOM (the server-rendering path) and jsdom (the
// browser path). Files named *.dom.test.* run in jsdom only; every other test runs in Node.
export default defineConfig({
  ...node,
  test: {
    ...node.test,
    projects: [
      {
        ...node,
        test: { ...node.test, name: 'node', exclude: [DOM_TESTS, '**/node_modules/**'] },
      },
      {
        ...jsdom,
        test: {
          ...jsdom.test,
          name: 'jsdom',
          include: [DOM_TESTS],
          // Benchmarks measure the functions once, in Node.
          benchmark: { include: [] },
          environmentOptions: { jsdom: { url: 'https://kyc.example.com/' } },
        },
      },
    ],
  },
});

import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

// Source-first: the @kyc/* workspace packages resolve to their `src`, bundled into both builds.
const conditions = ['@kyc/source', 'module', 'browser', 'development|production'];

export default defineConfig({
  plugins: [reactRouter()],
  resolve: { conditions },
  ssr: {
    noExternal: [/^@kyc\//],
    resolve: { conditions, externalConditions: ['@kyc/source'] },
  },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // Small modules that most pages share go into one chunk: one request and one gzip
        // stream instead of a dozen tiny files, which is most of a marketing page's budget.
        codeSplitting: {
          groups: [{ name: 'shared', minShareCount: 14, test: /[\\/](app|packages)[\\/]/ }],
        },
      },
    },
  },
});

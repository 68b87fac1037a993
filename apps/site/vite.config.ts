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
  build: { assetsInlineLimit: 0 },
});

import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

// Source-first: the @kyc/* workspace packages resolve to their `src`, bundled into both builds.
const conditions = ['@kyc/source', 'module', 'browser', 'development|production'];

/** Modules root loads on every page that would otherwise each be a tiny file of their own. */
const ROOT_MODULES =
  /[\\/]packages[\\/](site-kit[\\/]src[\\/](lib[\\/]rootData|state[\\/])|auth[\\/]src[\\/](constants|react[\\/]|_lib[\\/]|normalizeLoginInfo|applyButtonText)|ui[\\/]src[\\/](Button|LoadingIndicator|useMinimumVisibility|_lib[\\/](link|messages)))|preload-helper/;

/**
 * The Vite config of both site apps: React Router's plugin, source-first resolution of the
 * workspace packages (bundled, also on the server), and chunking tuned for first-load size.
 * `base` is where the app's assets are served: `/` for desktop, `/m/` for mobile, so the two
 * builds never collide behind the one server.
 *
 * @example export default siteViteConfig({ base: '/m/' });
 * @param {{ base?: string }} [options]
 * @returns {import('vite').UserConfig}
 */
export function siteViteConfig({ base = '/' } = {}) {
  return defineConfig({
    base,
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
          // Small modules most pages share go into one chunk: one request and one gzip stream
          // instead of a dozen tiny files, which is most of a marketing page's budget.
          codeSplitting: {
            groups: [
              { name: 'shared', minShareCount: 14, test: /[\\/](app|packages)[\\/]/ },
              { name: 'shared', test: ROOT_MODULES },
            ],
          },
        },
      },
    },
  });
}

import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { rolldown } from 'rolldown';
import { defineConfig } from 'vite';

// Source-first: the @kyc/* workspace packages resolve to their `src`, bundled into both builds.
const conditions = ['@kyc/source', 'module', 'browser', 'development|production'];

/** Modules root loads on every page that would otherwise each be a tiny file of their own. */
const ROOT_MODULES =
  /[\\/]packages[\\/](site-kit[\\/]src[\\/](lib[\\/]rootData|state[\\/])|auth[\\/]src[\\/](constants|react[\\/]|_lib[\\/]|normalizeLoginInfo|applyButtonText)|ui[\\/]src[\\/](Button|LoadingIndicator|useMinimumVisibility|_lib[\\/](link|messages)))|preload-helper/;

const ENHANCER_ENTRY = fileURLToPath(new URL('./static/enhance.ts', import.meta.url));
const ENHANCER_MODULE = 'virtual:site-enhancer';

/**
 * The enhancer of static pages, minified like the app's own chunks: its entry, and a chunk for
 * each module it imports only on the pages that need it (the LEI form, the lead form), all
 * named `assets/enhancer-…-<hash>.js` beside each other (the entry imports them relatively).
 *
 * @returns {Promise<{ entry: string, files: { fileName: string, code: string }[] }>}
 */
async function bundleEnhancer() {
  const bundle = await rolldown({
    input: { enhancer: ENHANCER_ENTRY },
    platform: 'browser',
    resolve: { conditionNames: ['@kyc/source', 'module', 'browser', 'production', 'import'] },
    transform: { define: { 'process.env.NODE_ENV': '"production"' } },
  });
  try {
    const { output } = await bundle.generate({
      format: 'esm',
      minify: true,
      entryFileNames: 'assets/[name]-[hash].js',
      chunkFileNames: 'assets/enhancer-[name]-[hash].js',
    });
    const chunks = output.filter((item) => item.type === 'chunk');
    const entry = chunks.find((chunk) => chunk.isEntry);
    if (!entry) throw new Error('the enhancer bundle has no entry');
    return {
      entry: entry.fileName,
      files: chunks.map((chunk) => ({ fileName: chunk.fileName, code: chunk.code })),
    };
  } finally {
    await bundle.close();
  }
}

/**
 * `import enhancerUrl from 'virtual:site-enhancer'`: the URL of static pages' one script
 * (static/enhance.ts, see lib/staticPage.ts). A build bundles it apart from the app, with no
 * React, and writes it to `assets/enhancer-<hash>.js` of the client build, with the chunks it
 * loads only on some pages (`assets/enhancer-<name>-<hash>.js`); both the client and the server
 * build get the same URL. The dev server serves the source itself.
 *
 * @returns {import('vite').Plugin}
 */
function siteEnhancer() {
  /** @type {ReturnType<typeof bundleEnhancer> | undefined} */
  let built;
  let serving = false;
  let base = '/';
  const build = () => {
    built ??= bundleEnhancer();
    return built;
  };
  return {
    name: 'kyc-site-enhancer',
    configResolved(config) {
      serving = config.command === 'serve';
      base = config.base;
    },
    resolveId(id) {
      return id === ENHANCER_MODULE ? `\0${ENHANCER_MODULE}` : undefined;
    },
    async load(id) {
      if (id !== `\0${ENHANCER_MODULE}`) return undefined;
      const url = serving ? `${base}@fs${ENHANCER_ENTRY}` : `${base}${(await build()).entry}`;
      return `export default ${JSON.stringify(url)};`;
    },
    async generateBundle() {
      if (serving || this.environment?.name !== 'client') return;
      for (const { fileName, code } of (await build()).files) {
        this.emitFile({ type: 'asset', fileName, source: code });
      }
    },
  };
}

/**
 * The Vite config of both site apps: React Router's plugin, source-first resolution of the
 * workspace packages (bundled, also on the server), and chunking tuned for first-load size.
 * `base` is where the app's assets are served: `/` for desktop, `/m/` for mobile, so the two
 * builds never collide behind the one server.
 *
 * @example export default siteViteConfig({ base: '/m/' });
 * @param {{ base?: string }} [options]
 * @returns {import('vite').UserConfigFnObject}
 */
export function siteViteConfig({ base = '/' } = {}) {
  return defineConfig(({ command }) => ({
    // The prefix is for the one production server; the dev server runs one app at its root.
    base: command === 'serve' ? '/' : base,
    plugins: [reactRouter(), siteEnhancer()],
    resolve: { conditions },
    ssr: {
      noExternal: [/^@kyc\//],
      resolve: { conditions, externalConditions: ['@kyc/source'] },
    },
    build: {
      assetsInlineLimit: 0,
      // KYC_SOURCEMAP=1 keeps source maps, to see what a chunk is made of (any source-map explorer).
      sourcemap: process.env.KYC_SOURCEMAP === '1',
      rolldownOptions: {
        output: {
          // Small modules most pages share go into one chunk: one request and one gzip stream
          // instead of a dozen tiny files, which is most of a marketing page's budget.
          // @kyc/formatters stays out of it: its dates bring luxon (about 20 KB), which only the
          // account pages use; grouped with every page's modules it would load on marketing
          // pages too once enough account pages share it.
          codeSplitting: {
            groups: [
              {
                name: 'shared',
                minShareCount: 14,
                test: /[\\/](app[\\/]|packages[\\/](?!formatters[\\/]))/,
              },
              { name: 'shared', test: ROOT_MODULES },
            ],
          },
        },
      },
    },
  }));
}

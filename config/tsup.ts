import { defineConfig, type Options } from 'tsup';

/**
 * The one tsup setup every library shares: ESM + CJS, a type file per format
 * (`.d.ts` beside `.js`, `.d.cts` beside `.cjs`), no minification so that the
 * consumer's bundler decides, and tree-shakeable output.
 */
export function libraryConfig(entry: Record<string, string>, overrides: Options = {}) {
  return defineConfig({
    entry,
    format: ['esm', 'cjs'],
    dts: true,
    clean: true,
    sourcemap: false,
    treeshake: true,
    splitting: true,
    target: 'es2020',
    ...overrides,
  });
}

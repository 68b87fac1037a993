import { describe, expect, it } from 'vitest';
import { checkTreeShaking, DATE_EXPORTS, packagesInBundle } from '../scripts/tree-shaking.mjs';
import * as formatters from '../src/index';

// The same check `npm run size` runs on the built `dist`, here on the sources.
describe('tree shaking of the sources', () => {
  it('keeps luxon out of a bundle that imports only formatAmount', async () => {
    expect(await packagesInBundle('src/index.ts', 'formatAmount')).toEqual(['big.js']);
  });

  it('puts luxon only into the bundles of the date exports', async () => {
    const rows = await checkTreeShaking('src/index.ts', Object.keys(formatters));
    expect(rows.filter((row) => !row.ok)).toEqual([]);
    expect(
      rows
        .filter((row) => row.packages.includes('luxon'))
        .map((row) => row.name)
        .sort(),
    ).toEqual([...DATE_EXPORTS].sort());
  }, 30_000);
});

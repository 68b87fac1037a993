import { readFile, writeFile } from 'node:fs/promises';
import { libraryConfig } from '../../config/tsup';

/**
 * The stylesheet is plain CSS: `src/styles/index.css` lists the files with `@import`,
 * and the build inlines them, in that order, into one `dist/styles.css`
 * (no CSS-in-JS runtime; the consumer's bundler minifies it).
 */
async function buildStylesheet(): Promise<void> {
  const index = await readFile('src/styles/index.css', 'utf8');
  const parts = await Promise.all(
    [...index.matchAll(/@import\s+["']\.\/([\w-]+\.css)["'];/g)].map(async ([, file]) => {
      const css = await readFile(`src/styles/${file}`, 'utf8');
      return `/* ${file} */\n${css.trim()}\n`;
    }),
  );
  if (parts.length === 0) throw new Error('src/styles/index.css imports no stylesheet');
  await writeFile('dist/styles.css', parts.join('\n'));
}

export default libraryConfig(
  { index: 'src/index.ts', enhance: 'src/enhance.ts', ownership: 'src/ownership.ts' },
  { external: ['react', 'react-dom', /^@kyc\//], onSuccess: buildStylesheet },
);

import { readdirSync } from 'node:fs';
import { libraryConfig } from '../../config/tsup';

// One entry per public function (date-fns' layout): code shared by several lands in chunks, and
// `big.js` is imported only by the chunks of functions that do decimal arithmetic, so a bundler
// that drops unused modules (`sideEffects: false`) leaves it out of `escapeHtml` or `formatName`.
const functions = readdirSync('src')
  .filter((file) => /^[A-Za-z]\w*\.ts$/.test(file) && !file.endsWith('.test.ts'))
  .map((file) => file.slice(0, -'.ts'.length));

export default libraryConfig(Object.fromEntries(functions.map((name) => [name, `src/${name}.ts`])));

// `npm run generate:gleif -w @kyc/api -- --rows N [--out DIR] [--version V] [--start I]`: writes a
// LEI-CDF 3.1 and an RR-CDF 2.1 golden copy of N generated entities (GLEIF's header, every
// field quoted) for tests and benchmarks. A higher --version renames, lapses and re-parents
// some of the same entities, as a later golden copy would.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { writeGeneratedGoldenCopy } from './gleif-generate';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '1000' },
    out: { type: 'string', default: '.' },
    version: { type: 'string', default: '1' },
    start: { type: 'string', default: '0' },
  },
});
const rows = Number(values.rows);
const version = Number(values.version);
const start = Number(values.start);
if (![rows, version, start].every(Number.isInteger) || rows < 1 || version < 1 || start < 0) {
  console.error('Usage: npm run generate:gleif -- --rows N [--out DIR] [--version V] [--start I]');
  process.exit(2);
}
const out = resolve(process.env.INIT_CWD ?? process.cwd(), values.out);
mkdirSync(out, { recursive: true });
const lei = join(out, `generated-v${version}-lei2-golden-copy.csv`);
const rr = join(out, `generated-v${version}-rr-golden-copy.csv`);
const started = Date.now();
await writeGeneratedGoldenCopy(lei, 'lei', rows, { version, start });
await writeGeneratedGoldenCopy(rr, 'rr', rows, { version, start });
console.log(
  `Wrote ${lei} and ${rr} (${rows} entities) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
);

// `npm run bench`: seeds 100 000 companies (once; kept in data/bench), starts the service in a
// child process on a loopback port, and measures live search and /s.gif with autocannon.
// Environment: see common.ts, and BENCH_SQL (1: also measure the search without the in-memory
// index, SQL only).
import { generateCompany } from '../src/seed/generate';
import { DEFAULT_SEED } from '../src/seed/seed';
import {
  companies,
  databaseUrl,
  ensureSeeded,
  measure,
  type Row,
  table,
  withServer,
} from './common';

const withSql = process.env.BENCH_SQL === '1';
const QUERY_COUNT = 400;

/**
 * 400 distinct queries of the kinds people type: Chinese name fragments of 2 and 4
 * characters, an English word's start, two English words, full USCCs and LEIs, and
 * registration-number prefixes, taken from companies spread over the whole set.
 */
function searchQueries(): string[] {
  const plan = { companies, seed: DEFAULT_SEED };
  const queries = new Set<string>();
  for (let i = 0; queries.size < QUERY_COUNT; i += 997) {
    const c = generateCompany(plan, i % companies);
    const kind = i % 8;
    const query =
      kind === 0 && c.name_zh
        ? c.name_zh.slice(2, 4)
        : kind === 1 && c.name_zh
          ? c.name_zh.slice(0, 4)
          : kind === 2 && c.name_zh
            ? c.name_zh.slice(2, 6)
            : kind === 3
              ? (c.name_en.split(' ')[1]?.slice(0, 5) ?? c.name_en.slice(0, 4))
              : kind === 4
                ? c.name_en.split(' ').slice(0, 2).join(' ')
                : kind === 5
                  ? (c.uscc ?? c.reg_no)
                  : kind === 6
                    ? (c.lei ?? c.reg_no.slice(0, 6))
                    : (c.name_zh?.slice(0, 2) ?? c.name_en.slice(0, 3));
    queries.add(query);
  }
  return [...queries];
}

await ensureSeeded();
const queries = searchQueries();
/**
 * Half the searches narrow or sort, as an analyst's do: each query goes with one of these in
 * turn (the first, nothing, twice as often as any other).
 */
const NARROWINGS = [
  '',
  '&sort=established-desc',
  '',
  '&jurisdiction=CN&sort=capital-desc',
  '',
  '&status=active',
  '',
  '&companyType=joint-stock&sort=established-asc',
  '',
  '&jurisdiction=GB&status=active&sort=capital-asc',
];
const searchRequests = queries.map((q, i) => ({
  method: 'GET',
  path: `/webapi/saas/search?q=${encodeURIComponent(q)}${NARROWINGS[i % NARROWINGS.length]}`,
}));
const beacon = new URLSearchParams({
  appName: 'kyc-pc-web',
  event: 'page_view',
  rs: '1920x1080',
  entity: '{"page":"/"}',
  did: 'bench',
  platform: 'pc',
  t: '1735689600000',
});
const rows: Row[] = [];
if (withSql) {
  await withServer({ SEARCH_INDEX: 'off', SEARCH_CACHE_MS: '0' }, async (base, auth) => {
    rows.push(await measure('search, SQL only, no answer cache', base, searchRequests, auth));
  });
}
await withServer({ SEARCH_CACHE_MS: '0' }, async (base, auth) => {
  rows.push(await measure('search, index, no answer cache', base, searchRequests, auth));
  rows.push(await measure('/s.gif', base, [{ method: 'GET', path: `/s.gif?${beacon}` }], {}));
});
await withServer({}, async (base, auth) => {
  rows.push(
    await measure('search, index + 30 s answer cache (default)', base, searchRequests, auth),
  );
});
console.log(
  `\n${companies} companies, ${databaseUrl ? 'PostgreSQL server' : 'embedded PGlite'}, ${queries.length} distinct search queries, Node ${process.version}\n`,
);
console.log(table(rows));

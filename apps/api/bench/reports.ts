// `npm run bench:reports`: renders report PDFs of seeded companies, each kind in each language,
// and prints the generation time (median, p95) and the file size (median, largest). The data
// read (companyDetails) is timed apart: it is the same for every kind.
// Environment: BENCH_REPORTS (20 per kind and language), BENCH_COMPANIES (500 seeded, in memory).
import { companyDetails, DEFAULT_DEPTH } from '../src/companies/details';
import { openDatabase } from '../src/db/open';
import { type CompanyDetails, type ReportKind, renderReportPdf } from '../src/reports/pdf';
import type { ReportLocale } from '../src/reports/words';
import { seedDatabase } from '../src/seed/seed';

const count = Number(process.env.BENCH_REPORTS ?? 20);
const companies = Number(process.env.BENCH_COMPANIES ?? 500);

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
};

const db = await openDatabase({ dataDir: 'memory://' });
console.log(`Seeding ${companies} companies in memory…`);
await seedDatabase(db, { companies });
// Companies spread over the seed, with a Chinese name first (most reports are of them).
const { rows } = await db.query<{ key_no: string }>(
  `SELECT key_no FROM companies ORDER BY (name_zh IS NULL), id % 7, id LIMIT $1`,
  [count],
);
const reads: number[] = [];
const details: CompanyDetails[] = [];
for (const row of rows) {
  const started = performance.now();
  const found = await companyDetails(db, row.key_no, DEFAULT_DEPTH);
  reads.push(performance.now() - started);
  if (found) details.push(found);
}

// One report first, so that reading the fonts (once per process) is not counted.
await renderReportPdf({
  kind: 'company',
  locale: 'zh-CN',
  reportNo: 'KYC2026112500000',
  verifyCode: 'WARMUP00',
  issuedAt: new Date(),
  verifyUrl: 'https://kyc.example.com/verifydoc',
  details: details[0] as CompanyDetails,
});

const table: Record<string, string | number>[] = [];
for (const kind of ['company', 'ubo'] as ReportKind[]) {
  for (const locale of ['zh-CN', 'en'] as ReportLocale[]) {
    const times: number[] = [];
    const sizes: number[] = [];
    const pages: number[] = [];
    for (const [index, company] of details.entries()) {
      const started = performance.now();
      const { pdf, pages: pageCount } = await renderReportPdf({
        kind,
        locale,
        reportNo: `KYC20261125${String(index).padStart(6, '0')}`,
        verifyCode: 'K7P2M9QX',
        issuedAt: new Date(),
        verifyUrl: 'https://kyc.example.com/verifydoc',
        details: company,
      });
      times.push(performance.now() - started);
      sizes.push(pdf.length / 1024);
      pages.push(pageCount);
    }
    table.push({
      kind,
      language: locale,
      reports: times.length,
      'median ms': Math.round(quantile(times, 0.5)),
      'p95 ms': Math.round(quantile(times, 0.95)),
      'median KB': Math.round(quantile(sizes, 0.5)),
      'max KB': Math.round(Math.max(...sizes)),
      'median pages': quantile(pages, 0.5),
      'max pages': Math.max(...pages),
    });
  }
}
console.log(
  `Data read (companyDetails, depth ${DEFAULT_DEPTH}): median ${Math.round(quantile(reads, 0.5))} ms, p95 ${Math.round(quantile(reads, 0.95))} ms`,
);
console.table(table);
await db.close();

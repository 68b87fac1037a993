import { ensureSandbox } from '../companies/sandbox';
import { retryOnDeadlock } from '../db/retry-on-deadlock';
import type { Db } from '../db/types';
import { sha256 } from '../lib/secrets';
import { upsertDemoAccounts } from './accounts';
import {
  type CompanyRow,
  type ExecutiveRow,
  generateCompany,
  generateExecutives,
  generateHoldings,
  generatePerson,
  generateReport,
  type HoldingRow,
  type PersonRow,
  personCount,
  type SeedPlan,
} from './generate';
import { insertRows } from './insert';

/** Companies seeded on first start and by `npm run seed` without `--companies`. */
export const DEFAULT_COMPANIES = 3000;
export const DEFAULT_SEED = 20_250_101;

const COMPANY_COLUMNS = {
  id: 'int',
  key_no: 'text',
  name_zh: 'text',
  name_en: 'text',
  jurisdiction: 'text',
  reg_no: 'text',
  uscc: 'text',
  lei: 'text',
  company_type: 'text',
  registered_capital: 'text',
  capital_amount: 'numeric',
  share_count: 'bigint',
  capital_currency: 'text',
  status: 'text',
  established: 'date',
  address: 'text',
  legal_representative: 'text',
  lei_registered_at: 'date',
  lei_next_renewal: 'date',
  lei_status: 'text',
  score: 'int',
  search_text: 'text',
  grams: 'text[]',
};
const PERSON_COLUMNS = {
  id: 'int',
  key_no: 'text',
  name_zh: 'text',
  name_en: 'text',
  nationality: 'text',
};
const EXECUTIVE_COLUMNS = {
  company_id: 'int',
  person_id: 'int',
  position_zh: 'text',
  position_en: 'text',
};
const HOLDING_COLUMNS = {
  company_id: 'int',
  holder_company_id: 'int',
  holder_person_id: 'int',
  percent: 'numeric',
  subscribed_capital: 'text',
};
const REPORT_COLUMNS = {
  report_no: 'text',
  verify_code_hash: 'text',
  company_id: 'int',
  report_type: 'text',
  language: 'text',
  issued_at: 'timestamptz',
  pages: 'int',
};

export interface SeedOptions extends Partial<SeedPlan> {
  batchSize?: number;
  now?: Date;
  onProgress?: (stage: string, done: number, total: number) => void;
}

/** True when the database holds no companies and no users yet (a first start). */
export async function isEmpty(db: Db): Promise<boolean> {
  const { rows } = await db.query<{ empty: boolean }>(
    'SELECT NOT EXISTS (SELECT 1 FROM companies) AND NOT EXISTS (SELECT 1 FROM users) AS empty',
  );
  return rows[0]?.empty === true;
}

/**
 * Replaces the company data with a generated set and creates or resets the demo accounts.
 * Everything imports brought (GLEIF relationships, BODS records, history, the import log) is
 * removed with the companies. Leads, op-logs and beacons are left alone. The same plan always
 * gives the same rows.
 *
 * @example await seedDatabase(db, { companies: 3000 });
 */
export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<SeedPlan> {
  const plan: SeedPlan = {
    companies: options.companies ?? DEFAULT_COMPANIES,
    seed: options.seed ?? DEFAULT_SEED,
  };
  const batch = options.batchSize ?? 2000;
  const progress = options.onProgress ?? (() => {});
  // What imports brought goes too: tables that reference companies or persons would be emptied
  // by the cascade anyway, but GLEIF relationships are kept by LEI (no foreign key) and the
  // import log describes data that is no longer there.
  // A running service's joins lock these tables in another order than the TRUNCATE does; when
  // PostgreSQL breaks the deadlock by aborting the TRUNCATE, it runs again.
  await retryOnDeadlock(() =>
    db.exec(
      `TRUNCATE shareholdings, executives, reports, companies, persons,
                company_history, declared_interests, bods_statements, bods_records,
                lei_relationships, import_rejections, imports
         RESTART IDENTITY CASCADE`,
    ),
  );

  const people = personCount(plan);
  for (let start = 0; start < people; start += batch) {
    const rows: PersonRow[] = [];
    for (let i = start; i < Math.min(people, start + batch); i++)
      rows.push(generatePerson(plan, i));
    await insertRows(db, 'persons', PERSON_COLUMNS, rows);
    progress('persons', Math.min(people, start + batch), people);
  }

  for (let start = 0; start < plan.companies; start += batch) {
    const companies: CompanyRow[] = [];
    const executives: ExecutiveRow[] = [];
    const reports: object[] = [];
    for (let i = start; i < Math.min(plan.companies, start + batch); i++) {
      const company = generateCompany(plan, i);
      const officers = generateExecutives(plan, company);
      // Only a mainland register names a legal representative (法定代表人): the executive
      // director. Hong Kong, Singapore, UK and US registers list directors and no such role.
      const first =
        company.jurisdiction === 'CN' && officers[0]
          ? generatePerson(plan, officers[0].person_id - 1)
          : undefined;
      company.legal_representative = first ? (first.name_zh ?? first.name_en) : null;
      companies.push(company);
      executives.push(...officers);
      const report = generateReport(plan, company);
      if (report) {
        const { verify_code, ...stored } = report;
        reports.push({ ...stored, verify_code_hash: sha256(verify_code) });
      }
    }
    await db.transaction(async (tx) => {
      await insertRows(tx, 'companies', COMPANY_COLUMNS, companies);
      await insertRows(tx, 'executives', EXECUTIVE_COLUMNS, executives);
      await insertRows(tx, 'reports', REPORT_COLUMNS, reports);
    });
    progress('companies', Math.min(plan.companies, start + batch), plan.companies);
  }

  // Holders are often companies further on, so the holdings go in once every company exists.
  for (let start = 0; start < plan.companies; start += batch) {
    const holdings: HoldingRow[] = [];
    for (let i = start; i < Math.min(plan.companies, start + batch); i++) {
      holdings.push(...generateHoldings(plan, generateCompany(plan, i)));
    }
    await insertRows(db, 'shareholdings', HOLDING_COLUMNS, holdings);
    progress('shareholdings', Math.min(plan.companies, start + batch), plan.companies);
  }

  await db.exec(`
    SELECT setval('companies_id_seq', GREATEST((SELECT max(id) FROM companies), 1));
    SELECT setval('persons_id_seq', GREATEST((SELECT max(id) FROM persons), 1));
  `);
  // PGlite has no autovacuum: without this the planner has no statistics and every index
  // scan also visits the heap to check visibility.
  for (const table of ['companies', 'persons', 'shareholdings', 'executives', 'reports']) {
    await db.exec(`VACUUM ANALYZE ${table}`);
  }
  await upsertDemoAccounts(db, options.now);
  // Each prepaid demo account gets CNY 100 of API calls (post-pay ones are invoiced instead).
  await db.query(
    `UPDATE users SET api_balance_fen = 10000 WHERE login_name LIKE 'demo\\_%' AND profile->>'payType' IS DISTINCT FROM 'A'`,
  );
  await ensureSandbox(db);
  progress('accounts', 1, 1);
  return plan;
}

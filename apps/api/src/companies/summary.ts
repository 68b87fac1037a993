import { typeGroup } from './filters';

/** English forms of the mainland register's status words. */
const STATUS_EN: Record<string, string> = {
  存续: 'Active',
  在业: 'In business',
  注销: 'Deregistered',
  吊销: 'Revoked',
  ACTIVE: 'Active',
  INACTIVE: 'Inactive',
};

/** The columns a company summary is read from. */
export const SUMMARY_COLUMNS = `c.key_no, c.name_zh, c.name_en, c.jurisdiction, c.reg_no, c.uscc, c.lei, c.status,
  c.company_type, c.registered_capital, c.capital_currency, c.established::text AS established, c.legal_representative,
  c.share_count::float8 AS share_count`;

export interface CompanySummaryRow {
  key_no: string;
  name_zh: string | null;
  name_en: string;
  jurisdiction: string;
  reg_no: string;
  uscc: string | null;
  lei: string | null;
  status: string;
  company_type: string;
  registered_capital: string | null;
  capital_currency: string | null;
  established: string | null;
  legal_representative: string | null;
  share_count: number | null;
}

/** A company as lists show it: both names, identifiers, status in the register's words and English. */
export function companySummary(row: CompanySummaryRow) {
  return {
    keyNo: row.key_no,
    name: row.name_zh ?? row.name_en,
    nameZh: row.name_zh,
    nameEn: row.name_en,
    jurisdiction: row.jurisdiction,
    regNo: row.reg_no,
    uscc: row.uscc,
    lei: row.lei,
    status: row.status,
    statusEn: STATUS_EN[row.status] ?? row.status,
    companyType: row.company_type,
    legalForm: typeGroup(row.company_type) ?? null,
    registeredCapital: row.registered_capital,
    capitalCurrency: row.capital_currency,
    established: row.established,
    legalRepresentative: row.legal_representative,
    /** Joint-stock and listed companies only; a limited-liability company has no shares. */
    shareCount: row.share_count,
  };
}

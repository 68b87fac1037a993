/** A portfolio upload as apps/api answers `/webapi/saas/portfolios` (issue 28). */
export interface PortfolioUpload {
  id: number;
  fileName: string;
  format: 'csv' | 'xlsx';
  createdAt: string;
  /** Which header named each recognised column. */
  columns: Record<string, string>;
  rows: number;
  matchMs: number;
  counts: {
    matched: number;
    ambiguous: number;
    unmatched: number;
    chosen: number;
    leftOut: number;
  };
  /** Distinct companies the list will hold. */
  companies: number;
  list: { id: number; name: string } | null;
  watchedAt: string | null;
  cost: {
    companies: number;
    newCompanies: number;
    pricePerCompany: number;
    currency: string;
    monthly: number;
  };
}

/** A company as a review row names it. */
export interface PortfolioCompany {
  keyNo: string;
  name: string | null;
  nameEn: string;
  jurisdiction: string;
  regNo: string;
  uscc: string | null;
  lei: string | null;
}

/** One row of the file and what became of it. */
export interface PortfolioRow {
  row: number;
  input: Partial<Record<PortfolioInputField, string>>;
  outcome: PortfolioTab;
  matchedBy: 'uscc' | 'reg_no' | 'lei' | 'name' | null;
  score: number | null;
  company: PortfolioCompany | null;
  candidates: (PortfolioCompany & { score: number })[];
  /** A candidate's keyNo, 'left-out', or null (not decided). */
  choice: string | null;
}

/** What a row of the file may say, in the order the page shows it. */
export const PORTFOLIO_INPUT_FIELDS = [
  'name',
  'uscc',
  'regNo',
  'lei',
  'jurisdiction',
  'reference',
] as const;
export type PortfolioInputField = (typeof PORTFOLIO_INPUT_FIELDS)[number];

/** The review's tabs: one per outcome. */
export const PORTFOLIO_TABS = ['matched', 'ambiguous', 'unmatched'] as const;
export type PortfolioTab = (typeof PORTFOLIO_TABS)[number];

/** Rows a review page shows. */
export const PORTFOLIO_PAGE_SIZE = 50;

/** A review page: the upload and a page of its rows with one outcome. */
export interface PortfolioPage {
  upload: PortfolioUpload;
  outcome: PortfolioTab;
  page: number;
  pageSize: number;
  total: number;
  rows: PortfolioRow[];
}

/**
 * What a row of the file said, its cells joined in a fixed order.
 *
 * @example portfolioInputText({ name: 'Apex Ltd', reference: 'C-1' }) // 'Apex Ltd · C-1'
 */
export function portfolioInputText(input: PortfolioRow['input']): string {
  return PORTFOLIO_INPUT_FIELDS.map((field) => input[field])
    .filter(Boolean)
    .join(' · ');
}

/**
 * The review page's address: its upload, tab and page (the first tab and page left out).
 *
 * @example reviewPath(7, 'ambiguous', 2) // '/portfolio?upload=7&tab=ambiguous&page=2'
 */
export function reviewPath(upload: number, tab: PortfolioTab = 'matched', page = 1): string {
  const query = new URLSearchParams({ upload: String(upload) });
  if (tab !== 'matched') query.set('tab', tab);
  if (page > 1) query.set('page', String(page));
  return `/portfolio?${query}`;
}

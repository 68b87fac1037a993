import type { WebapiAnswer } from '../../api/webapi';

/** A review page (`GET /webapi/saas/portfolios/{id}`): the upload and a page of its rows. */
export type PortfolioPage = WebapiAnswer<'getPortfolio'>;

/** A portfolio upload with what watching it will cost, as apps/api answers it (issue 28). */
export type PortfolioUpload = PortfolioPage['upload'];

/** One row of the file and what became of it. */
export type PortfolioRow = PortfolioPage['rows'][number];

/** A company as a review row names it. */
export type PortfolioCompany = NonNullable<PortfolioRow['company']>;

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
export const PORTFOLIO_TABS = [
  'matched',
  'ambiguous',
  'unmatched',
] as const satisfies readonly PortfolioRow['outcome'][];
export type PortfolioTab = (typeof PORTFOLIO_TABS)[number];

/** Rows a review page shows. */
export const PORTFOLIO_PAGE_SIZE = 50;

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

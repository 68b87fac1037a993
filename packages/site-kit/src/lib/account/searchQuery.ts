/** SPEC §9's page sizes and default, as apps/api accepts them. */
export const SEARCH_PAGE_SIZES = [10, 20, 50, 80, 100] as const;
export const DEFAULT_SEARCH_PAGE_SIZE = 20;
/** apps/api refuses longer queries. */
export const MAX_QUERY_LENGTH = 100;

/** What apps/api's search narrows by (apps/api/src/companies/filters.ts), in its own words. */
export const SEARCH_JURISDICTIONS = ['CN', 'HK', 'SG', 'GB', 'US'] as const;
export const SEARCH_STATUSES = ['active', 'dormant', 'deregistered', 'revoked'] as const;
export const SEARCH_COMPANY_TYPES = ['limited', 'joint-stock', 'listed'] as const;
/** How apps/api's search orders its results; relevance is its default. */
export const SEARCH_SORTS = [
  'relevance',
  'established-desc',
  'established-asc',
  'capital-desc',
  'capital-asc',
] as const;

export type SearchJurisdiction = (typeof SEARCH_JURISDICTIONS)[number];
export type SearchStatus = (typeof SEARCH_STATUSES)[number];
export type SearchCompanyType = (typeof SEARCH_COMPANY_TYPES)[number];
export type SearchSort = (typeof SEARCH_SORTS)[number];

export interface SearchQuery {
  q: string;
  page: number;
  pageSize: number;
  /** A filter, or '' for all. */
  jurisdiction: SearchJurisdiction | '';
  status: SearchStatus | '';
  companyType: SearchCompanyType | '';
  sort: SearchSort;
  /** The company opened from the results (a 32-hex keyNo), or ''. */
  id: string;
}

/** The state of a page with nothing asked yet. */
export const DEFAULT_SEARCH_QUERY: SearchQuery = {
  q: '',
  page: 1,
  pageSize: DEFAULT_SEARCH_PAGE_SIZE,
  jurisdiction: '',
  status: '',
  companyType: '',
  sort: 'relevance',
  id: '',
};

/** The query's parts that narrow or order the results (not the words, page or company). */
export const SEARCH_FILTER_KEYS = ['jurisdiction', 'status', 'companyType'] as const;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;
}

/**
 * The live search's state from its URL
 * (`?q=&page=&pageSize=&jurisdiction=&status=&companyType=&sort=&id=`, apps/api's names):
 * anything odd falls back to the defaults (page 1, 20 a page, no filter, relevance, no company)
 * instead of failing.
 *
 * @example readSearchQuery(new URLSearchParams('q=acme&page=x&sort=capital-desc')).sort // 'capital-desc'
 */
export function readSearchQuery(params: URLSearchParams): SearchQuery {
  const q = (params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH);
  const page = Number(params.get('page'));
  const size = Number(params.get('pageSize'));
  const id = (params.get('id') ?? '').toLowerCase();
  return {
    q,
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    pageSize: (SEARCH_PAGE_SIZES as readonly number[]).includes(size)
      ? size
      : DEFAULT_SEARCH_PAGE_SIZE,
    jurisdiction:
      oneOf(SEARCH_JURISDICTIONS, params.get('jurisdiction')?.toUpperCase() ?? null) ?? '',
    status: oneOf(SEARCH_STATUSES, params.get('status')) ?? '',
    companyType: oneOf(SEARCH_COMPANY_TYPES, params.get('companyType')) ?? '',
    sort: oneOf(SEARCH_SORTS, params.get('sort')) ?? 'relevance',
    id: /^[0-9a-f]{32}$/.test(id) ? id : '',
  };
}

/**
 * The URL parameters of a state, defaults left out, in a fixed order. Everything but the
 * company (`id`) is also what apps/api's `GET /webapi/saas/search` takes.
 */
function searchParams(query: Partial<SearchQuery>): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.page && query.page !== 1) params.set('page', String(query.page));
  if (query.pageSize && query.pageSize !== DEFAULT_SEARCH_PAGE_SIZE) {
    params.set('pageSize', String(query.pageSize));
  }
  for (const key of SEARCH_FILTER_KEYS) {
    const value = query[key];
    if (value) params.set(key, value);
  }
  if (query.sort && query.sort !== 'relevance') params.set('sort', query.sort);
  return params;
}

/**
 * The live-search URL for a state, defaults (page 1, 20 a page, no filter, relevance) left out.
 *
 * @example searchHref({ q: 'acme', page: 2, sort: 'established-desc' }) // '/live-search?q=acme&page=2&sort=established-desc'
 */
export function searchHref(query: Partial<SearchQuery>): string {
  const params = searchParams(query);
  if (query.id) params.set('id', query.id);
  const text = params.toString();
  return `/live-search${text ? `?${text}` : ''}`;
}

/**
 * What apps/api's search is asked for a state: the words, page and page size always, filters
 * and sort when chosen.
 *
 * @example searchApiQuery({ ...DEFAULT_SEARCH_QUERY, q: 'acme', status: 'active' }) // { q: 'acme', page: 1, pageSize: 20, status: 'active' }
 */
export function searchApiQuery(query: Omit<SearchQuery, 'id'>): Record<string, string | number> {
  const answer: Record<string, string | number> = {
    q: query.q,
    page: query.page,
    pageSize: query.pageSize,
  };
  for (const key of SEARCH_FILTER_KEYS) if (query[key]) answer[key] = query[key];
  if (query.sort !== 'relevance') answer.sort = query.sort;
  return answer;
}

/**
 * The state after a change on the page: another query, page size, filter or sort starts again
 * from page 1; a page change keeps the rest. The company closes either way.
 *
 * @example changeSearch({ ...DEFAULT_SEARCH_QUERY, q: 'a', page: 3 }, { status: 'active' }).page // 1
 */
export function changeSearch(query: SearchQuery, change: Partial<SearchQuery>): SearchQuery {
  const next: SearchQuery = { ...query, id: '', ...change };
  const restarts = (['q', 'pageSize', ...SEARCH_FILTER_KEYS, 'sort'] as const).some(
    (key) => key in change && change[key] !== query[key],
  );
  return restarts && !('page' in change) ? { ...next, page: 1 } : next;
}

/** How many filters are chosen, and whether the sort is not relevance. */
export function chosenFilters(query: SearchQuery): number {
  return (
    SEARCH_FILTER_KEYS.filter((key) => query[key] !== '').length +
    (query.sort === 'relevance' ? 0 : 1)
  );
}

/** The state without its filters (the words, page size and sort kept), from page 1. */
export function withoutFilters(query: SearchQuery): SearchQuery {
  return { ...query, jurisdiction: '', status: '', companyType: '', page: 1, id: '' };
}

/** SPEC §9's page sizes and default, as apps/api accepts them. */
export const SEARCH_PAGE_SIZES = [10, 20, 50, 80, 100] as const;
export const DEFAULT_SEARCH_PAGE_SIZE = 20;
/** apps/api refuses longer queries. */
export const MAX_QUERY_LENGTH = 100;

export interface SearchQuery {
  q: string;
  page: number;
  pageSize: number;
  /** The company opened from the results (a 32-hex keyNo), or ''. */
  id: string;
}

/**
 * The live search's state from its URL (`?q=&page=&pageSize=&id=`): anything odd falls back to
 * the defaults (page 1, 20 a page, no company) instead of failing.
 *
 * @example readSearchQuery(new URLSearchParams('q=acme&page=x')) // { q: 'acme', page: 1, pageSize: 20, id: '' }
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
    id: /^[0-9a-f]{32}$/.test(id) ? id : '',
  };
}

/**
 * The live-search URL for a state: a query always carries its page and page size.
 *
 * @example searchHref({ q: 'acme', page: 2 }) // '/live-search?q=acme&page=2&pageSize=20'
 */
export function searchHref(query: Partial<SearchQuery>): string {
  const params = new URLSearchParams();
  if (query.q) {
    params.set('q', query.q);
    params.set('page', String(query.page ?? 1));
    params.set('pageSize', String(query.pageSize ?? DEFAULT_SEARCH_PAGE_SIZE));
  }
  if (query.id) params.set('id', query.id);
  const text = params.toString();
  return `/live-search${text ? `?${text}` : ''}`;
}

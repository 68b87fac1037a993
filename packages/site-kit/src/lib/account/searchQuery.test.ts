import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  changeSearch,
  chosenFilters,
  DEFAULT_SEARCH_QUERY,
  readSearchQuery,
  SEARCH_COMPANY_TYPES,
  SEARCH_JURISDICTIONS,
  SEARCH_PAGE_SIZES,
  SEARCH_SORTS,
  SEARCH_STATUSES,
  type SearchQuery,
  searchApiQuery,
  searchHref,
  withoutFilters,
} from './searchQuery';

const read = (query: string) => readSearchQuery(new URLSearchParams(query));
const KEY = '99ca912d820a11a84d002cc65f69fe3b';
const D = DEFAULT_SEARCH_QUERY;

describe('readSearchQuery', () => {
  it.each([
    ['', D],
    ['q=%20acme%20&page=3&pageSize=50', { ...D, q: 'acme', page: 3, pageSize: 50 }],
    ['q=a&page=0&pageSize=30', { ...D, q: 'a' }],
    ['q=a&page=2.5&pageSize=abc', { ...D, q: 'a' }],
    ['q=a&page=-1&pageSize=100', { ...D, q: 'a', pageSize: 100 }],
    [`id=${KEY.toUpperCase()}`, { ...D, id: KEY }],
    ['id=../../etc', D],
    [
      'q=a&jurisdiction=HK&status=dormant&companyType=joint-stock&sort=capital-desc',
      {
        ...D,
        q: 'a',
        jurisdiction: 'HK',
        status: 'dormant',
        companyType: 'joint-stock',
        sort: 'capital-desc',
      },
    ],
    ['jurisdiction=sg', { ...D, jurisdiction: 'SG' }],
    // Unknown values fall back to "all" and relevance instead of failing.
    ['jurisdiction=FR&status=asleep&companyType=plc&sort=name', D],
    ['jurisdiction=&status=&companyType=&sort=', D],
    ['status=Active&sort=CAPITAL-DESC', D],
  ])('reads %s', (query, expected) => {
    expect(read(query)).toEqual(expected);
  });

  it.each([10, 20, 50, 80, 100])('accepts the page size %i', (size) => {
    expect(read(`pageSize=${size}`).pageSize).toBe(size);
  });

  it.each(SEARCH_SORTS)('accepts the sort %s', (sort) => {
    expect(read(`sort=${sort}`).sort).toBe(sort);
  });

  it('cuts a query to 100 characters', () => {
    expect(read(`q=${'x'.repeat(150)}`).q).toHaveLength(100);
  });
});

describe('searchHref', () => {
  it.each([
    [{ q: 'acme' }, '/live-search?q=acme'],
    [{ q: 'acme', page: 1, pageSize: 20, sort: 'relevance' as const }, '/live-search?q=acme'],
    [{ q: '科技', page: 2, pageSize: 50 }, '/live-search?q=%E7%A7%91%E6%8A%80&page=2&pageSize=50'],
    [{ q: 'a', id: KEY }, `/live-search?q=a&id=${KEY}`],
    [{ id: KEY }, `/live-search?id=${KEY}`],
    [{}, '/live-search'],
    [
      { ...D, q: 'a', page: 3, jurisdiction: 'CN', status: 'active', companyType: 'listed' },
      '/live-search?q=a&page=3&jurisdiction=CN&status=active&companyType=listed',
    ],
    [{ ...D, q: 'a', sort: 'established-desc' }, '/live-search?q=a&sort=established-desc'],
  ] satisfies [Partial<SearchQuery>, string][])('writes %j', (query, expected) => {
    expect(searchHref(query)).toBe(expected);
  });

  it('round-trips through readSearchQuery', () => {
    const query: SearchQuery = {
      q: 'Pte Ltd',
      page: 4,
      pageSize: 80,
      jurisdiction: 'SG',
      status: 'active',
      companyType: 'limited',
      sort: 'capital-asc',
      id: KEY,
    };
    expect(readSearchQuery(new URL(searchHref(query), 'http://x').searchParams)).toEqual(query);
  });

  it('round-trips every state through readSearchQuery (property)', () => {
    const state = fc.record<SearchQuery>({
      q: fc
        .string({ unit: 'grapheme', maxLength: 100 })
        .map((q) => q.trim())
        .filter((q) => q.length <= 100),
      page: fc.integer({ min: 1, max: 100_000 }),
      pageSize: fc.constantFrom(...SEARCH_PAGE_SIZES),
      jurisdiction: fc.constantFrom('' as const, ...SEARCH_JURISDICTIONS),
      status: fc.constantFrom('' as const, ...SEARCH_STATUSES),
      companyType: fc.constantFrom('' as const, ...SEARCH_COMPANY_TYPES),
      sort: fc.constantFrom(...SEARCH_SORTS),
      id: fc.constantFrom('', KEY),
    });
    fc.assert(
      fc.property(state, (query) => {
        const href = searchHref(query);
        expect(readSearchQuery(new URL(href, 'http://x').searchParams)).toEqual(query);
        // Defaults never show in the URL.
        if (query.page === 1) expect(href).not.toContain('page=');
        if (query.sort === 'relevance') expect(href).not.toContain('sort=');
      }),
    );
  });
});

describe('searchApiQuery', () => {
  it('asks apps/api for the words, page and size, and the filters and sort chosen', () => {
    expect(searchApiQuery({ ...D, q: 'acme' })).toEqual({ q: 'acme', page: 1, pageSize: 20 });
    expect(
      searchApiQuery({ ...D, q: 'acme', page: 2, jurisdiction: 'GB', sort: 'established-asc' }),
    ).toEqual({ q: 'acme', page: 2, pageSize: 20, jurisdiction: 'GB', sort: 'established-asc' });
  });
});

describe('changeSearch', () => {
  const on3 = { ...D, q: 'acme', page: 3, id: KEY };

  it.each([
    ['a filter', { status: 'active' as const }],
    ['the jurisdiction', { jurisdiction: 'HK' as const }],
    ['the company type', { companyType: 'listed' as const }],
    ['the sort', { sort: 'capital-desc' as const }],
    ['the page size', { pageSize: 50 }],
    ['the words', { q: 'other' }],
  ])('starts again from page 1 when %s changes', (_what, change) => {
    expect(changeSearch(on3, change)).toEqual({ ...on3, ...change, page: 1, id: '' });
  });

  it('keeps the page when nothing that narrows changes, and closes the company', () => {
    expect(changeSearch(on3, { sort: 'relevance', q: 'acme' })).toEqual({ ...on3, id: '' });
    expect(changeSearch(on3, { page: 5 })).toEqual({ ...on3, page: 5, id: '' });
  });

  it('counts what was chosen and clears the filters, keeping words, size and sort', () => {
    const chosen = {
      ...on3,
      jurisdiction: 'CN' as const,
      status: 'revoked' as const,
      sort: 'established-desc' as const,
    };
    expect(chosenFilters(D)).toBe(0);
    expect(chosenFilters(chosen)).toBe(3);
    expect(withoutFilters(chosen)).toEqual({
      ...chosen,
      jurisdiction: '',
      status: '',
      page: 1,
      id: '',
    });
  });
});

import { useTracker } from '@kyc/analytics-sdk/react';
import type { LiveSearchText } from '@kyc/content/interface';
import { fillTemplate, liveSearch } from '@kyc/content/interface';
import {
  formatCalendarDate,
  formatRegNo,
  formatShares,
  formatThousands,
  formatUnitMoney,
} from '@kyc/formatters';
import {
  Button,
  DataTable,
  type DataTableColumn,
  LoadingIndicator,
  SelectField,
  type TableController,
  TextField,
} from '@kyc/ui';
import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Await, Link, useLoaderData, useNavigate, useNavigation } from 'react-router';
import { AccountPage, Notice } from '../../components/account/AccountPage';
import { CompanyDetails } from '../../components/account/CompanyDetails';
import { OutcomeNotice } from '../../components/account/OutcomeNotice';
import { ReportOrderSlot } from '../../components/account/ReportOrder';
import { TeamCompanyLink } from '../../components/account/TeamCompanyLink';
import {
  MonitorNoticeView,
  WatchButton,
  WatchControlSlot,
} from '../../components/account/WatchControl';
import { type AccountMetaArgs, accountMeta } from '../../lib/account/accountMeta';
import { enterpriseDetailsHref } from '../../lib/account/enterpriseQuery';
import { JURISDICTIONS, jurisdictionName } from '../../lib/account/jurisdictions';
import { namesFirst } from '../../lib/account/namesFirst';
import { safeTrack } from '../../lib/account/safeTrack';
import {
  changeSearch,
  chosenFilters,
  DEFAULT_SEARCH_PAGE_SIZE,
  readSearchQuery,
  SEARCH_COMPANY_TYPES,
  SEARCH_FILTER_KEYS,
  SEARCH_JURISDICTIONS,
  SEARCH_PAGE_SIZES,
  SEARCH_SORTS,
  SEARCH_STATUSES,
  type SearchQuery,
  searchHref,
  withoutFilters,
} from '../../lib/account/searchQuery';
import { companyStatusText } from '../../lib/account/statusText';
import type { ApiCompany } from '../../lib/account/types';
import { useIsMobile } from '../../lib/account/useIsMobile';
import { OP_TYPES, useOpLog } from '../../lib/account/useOpLog';
import { localizedPath } from '../../lib/links';
import { useRootData } from '../../lib/rootData';
import type { loader } from './live-search.server';
import './live-search.css';

// The phone's result cards (with the money formatters) load only when there are results: the
// empty search page a visitor lands on does without them, and server-rendered cards hydrate on
// their own once their code arrives.
const LiveSearchCards = lazy(() =>
  import('./LiveSearchCards').then((module) => ({ default: module.LiveSearchCards })),
);

/** Typing settles for this long before the search runs. */
export const SEARCH_DEBOUNCE_MS = 400;

// Live search is one of the product's front doors (SPEC §2 lists it beside the marketing
// pages): it may be indexed; visitors without a session are sent to log in first.
export function meta(args: AccountMetaArgs) {
  return accountMeta(args, { indexable: true });
}

/**
 * A result's share count (股本): formatted for a joint-stock or listed company, said in words
 * for a limited-liability company (it has none), the dash when unknown.
 */
function sharesText(
  row: ApiCompany,
  text: Pick<LiveSearchText, 'noShares'>,
  locale: 'zh-CN' | 'en',
  dash: string,
): string {
  if (row.legalForm === 'limited') return text.noShares;
  if (typeof row.shareCount !== 'number') return dash;
  return formatShares(row.shareCount, { locale });
}

/** One column of the results table. */

/**
 * The company cell of a result row: its name in the page's language first, as the link, and the
 * other language's name under it, muted (one row, two short lines).
 */
function CompanyName({
  row,
  href,
  locale,
  dash,
}: {
  row: ApiCompany;
  href: string;
  locale: 'zh-CN' | 'en';
  dash: string;
}) {
  const { primary, other } = namesFirst(row, locale, dash);
  return (
    <div className="live-search-name">
      <Link className="live-search-name__link" to={localizedPath(href, locale)}>
        {primary}
      </Link>
      {other && (
        <span className="live-search-name__other" lang={locale === 'en' ? 'zh-CN' : 'en'}>
          {other}
        </span>
      )}
    </div>
  );
}

/** The search form's id. */
const FORM_ID = 'live-search-form';

/**
 * The filter bar: jurisdiction, status and company type (each with "all"), and the sort. Its
 * selects belong to the search form (beside the results on a desktop, folded under the search
 * box on a phone), so without JavaScript the search button sends them as a plain GET; with it,
 * a change searches at once (`onChange`).
 */
function SearchFilters({
  query,
  text,
  locale,
  form,
  clear,
  onChange,
}: {
  query: SearchQuery;
  text: LiveSearchText;
  locale: 'zh-CN' | 'en';
  /** The search form's id: the selects belong to it wherever they stand. */
  form: string;
  /** Ends the bar with a link that clears the filters. */
  clear: boolean;
  onChange: (change: Partial<SearchQuery>) => void;
}) {
  const selects = [
    {
      name: 'jurisdiction',
      label: text.jurisdiction,
      all: text.allJurisdictions,
      options: SEARCH_JURISDICTIONS.map((code) => ({
        value: code,
        label: JURISDICTIONS[locale][code] ?? code,
      })),
    },
    {
      name: 'status',
      label: text.status,
      all: text.allStatuses,
      options: SEARCH_STATUSES.map((value) => ({ value, label: text.statuses[value] })),
    },
    {
      name: 'companyType',
      label: text.companyType,
      all: text.allCompanyTypes,
      options: SEARCH_COMPANY_TYPES.map((value) => ({ value, label: text.companyTypes[value] })),
    },
    {
      name: 'sort',
      label: text.sort,
      options: SEARCH_SORTS.map((value) => ({ value, label: text.sorts[value] })),
    },
  ] as const;
  return (
    <div className="live-search-filters">
      {selects.map((select) => (
        <SelectField
          key={select.name}
          id={`live-search-${select.name}`}
          name={select.name}
          form={form}
          className="live-search-filters__field"
          label={select.label}
          placeholder={'all' in select ? select.all : undefined}
          options={[...select.options]}
          value={query[select.name]}
          onChange={(event) =>
            onChange({ [select.name]: event.currentTarget.value } as Partial<SearchQuery>)
          }
          locale={locale}
        />
      ))}
      {clear && <ClearFilters query={query} text={text} locale={locale} />}
    </div>
  );
}

/** A link to the same search without its filters (words, size and sort kept), when it has any. */
function ClearFilters({
  query,
  text,
  locale,
}: {
  query: SearchQuery;
  text: LiveSearchText;
  locale: 'zh-CN' | 'en';
}) {
  if (!SEARCH_FILTER_KEYS.some((key) => query[key] !== '')) return null;
  return (
    <Link
      className="live-search-filters__clear"
      to={localizedPath(searchHref(withoutFilters(query)), locale)}
    >
      {text.clearFilters}
    </Link>
  );
}

/** What the URL-driven table does not need: it selects nothing and holds no data of its own. */
const ignore = () => undefined;

const EMPTY_ROWS: ApiCompany[] = [];

export default function LiveSearch() {
  const loaderData = useLoaderData<typeof loader>();
  const { page, common, detailLabels, query, search, details, reports, watch, notice } = loaderData;
  // Pages rendered from older loader data (a deploy between two navigations) have none.
  const watched = loaderData.watched ?? [];
  const { labels } = page;
  const { locale } = useRootData();
  const mobile = useIsMobile();
  const text = liveSearch[locale];
  const navigate = useNavigate();
  const navigation = useNavigation();
  const tracker = useTracker();
  const opLog = useOpLog();
  const [input, setInput] = useState(query.q);
  const committed = useRef(query.q);
  // The phone's filter fold starts open when the URL has filters; then it is the visitor's.
  const [filtersOpen] = useState(() => chosenFilters(query) > 0);

  const go = (next: Partial<SearchQuery>, replace = false) => {
    const href = localizedPath(searchHref(changeSearch(query, next)), locale);
    void navigate(href, { replace, preventScrollReset: true });
  };
  // The filters show what was chosen at once, while its search is on its way.
  const pending =
    navigation.state === 'loading' && navigation.location?.pathname === '/live-search'
      ? readSearchQuery(new URLSearchParams(navigation.location.search))
      : null;
  const shownQuery = pending && !pending.id ? pending : query;

  // The URL is the source of truth: back and forward bring their query into the box.
  useEffect(() => {
    if (query.q !== committed.current) {
      committed.current = query.q;
      setInput(query.q);
    }
  }, [query.q]);

  // Debounced: the search runs once typing settles; each pause replaces the history entry.
  // `go` reads the current query; only typing restarts the wait.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    const value = input.trim();
    if (value === committed.current) return;
    const timer = setTimeout(() => {
      // Enter may have searched for it already; a late timer must not undo what came after
      // (an opened company, another page).
      if (value === committed.current) return;
      committed.current = value;
      go({ q: value, page: 1 }, true);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input]);

  // One `search` event and one operation-log entry per query the server answered (words,
  // page, filters and sort).
  const answered = search?.ok ? searchHref({ ...query, id: '' }) : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the answered query
  useEffect(() => {
    if (!search?.ok) return;
    safeTrack(tracker, 'search', {
      words: search.data.q,
      total: search.data.total,
      page: search.data.page,
    });
    if (search.data.page === 1) opLog.log(OP_TYPES.search, search.data.q);
  }, [answered]);

  useEffect(() => {
    if (query.id) opLog.log(OP_TYPES.openCompany, query.id);
  }, [query.id, opLog]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = input.trim();
    committed.current = value;
    go({ q: value, page: 1 });
  };

  // A filter or sort searches at once, with the words in the box (typed or not yet sent).
  const filter = (change: Partial<SearchQuery>) => {
    const value = input.trim();
    committed.current = value;
    go({ ...change, q: value });
  };

  const rows = search?.ok ? search.data.items : EMPTY_ROWS;
  const total = search?.ok ? search.data.total : 0;

  // The mobile app has a page of its own for a company; the desktop opens it here.
  const detailsHref = (keyNo: string) =>
    mobile ? enterpriseDetailsHref(keyNo, query.q) : searchHref({ ...query, id: keyNo });
  // The results' page lives in the URL: the table shows the loader's rows and pages by navigating.
  const table: TableController<ApiCompany> = {
    state: {
      showDatas: rows,
      allDatas: rows,
      selections: [],
      pageSize: query.pageSize,
      currentPage: query.page,
      total,
    },
    setPage: (next) => go({ page: next }),
    setPageSize: (size) => go({ pageSize: size, page: 1 }),
    setData: ignore,
    toggleSelection: ignore,
    setSelections: ignore,
    clear: ignore,
  };

  const columns: DataTableColumn<ApiCompany>[] = [
    {
      key: 'name',
      header: text.name,
      render: (row) => (
        <>
          <CompanyName row={row} href={detailsHref(row.keyNo)} locale={locale} dash={common.dash} />
          <TeamCompanyLink keyNo={row.keyNo} />
          <WatchButton
            keyNo={row.keyNo}
            company={(locale === 'en' ? row.nameEn : row.name) || row.nameEn || row.keyNo}
            watched={watched.includes(row.keyNo)}
          />
        </>
      ),
    },
    {
      key: 'regNo',
      header: text.regNo,
      width: '10.75rem',
      render: (row) => formatRegNo(row.uscc ?? row.regNo, undefined),
    },
    {
      key: 'capital',
      header: text.capital,
      width: '10.5rem',
      render: (row) => (
        <span className="live-search-amount">
          {formatUnitMoney(row.registeredCapital ?? undefined, {
            code: row.capitalCurrency ?? undefined,
            locale,
          })}
        </span>
      ),
    },
    {
      key: 'shares',
      header: text.shares,
      width: locale === 'en' ? '8.5rem' : '10rem',
      render: (row) => {
        const shares = sharesText(row, text, locale, common.dash);
        return row.legalForm === 'limited' ? (
          <span className="live-search-shares--none">{shares}</span>
        ) : (
          shares
        );
      },
    },
    {
      key: 'jurisdiction',
      header: text.jurisdiction,
      width: locale === 'en' ? '9rem' : '5.5rem',
      render: (row) => jurisdictionName(row.jurisdiction, locale, common.dash),
    },
    {
      key: 'status',
      header: labels.status,
      width: locale === 'en' ? '6rem' : '4.5rem',
      render: (row) => companyStatusText(row, locale) || common.dash,
    },
    {
      key: 'established',
      header: labels.incorporated,
      width: locale === 'en' ? '7rem' : '8rem',
      render: (row) => formatCalendarDate(row.established, { locale }),
    },
  ];

  const searching =
    navigation.state === 'loading' && navigation.location?.pathname === '/live-search';
  // apps/api counts up to 1,000 matches: beyond, the heading says there are more than that.
  const resultsTitle = search?.ok
    ? fillTemplate(search.data.totalIsCapped ? text.cappedResults : labels.results, {
        count: formatThousands(total),
      })
    : text.resultsHeading;

  // A failed search (an ended plan, no network) has its notice and nothing under it.
  const showResults = Boolean(query.q) && search?.ok === true && search.data.total > 0;
  const resultsHeading = (
    <h2 id="live-search-results" className="account-card__title" aria-live="polite">
      {resultsTitle}
    </h2>
  );
  const noMatch = search?.ok === true && search.data.total === 0;
  const filterBar = (
    <SearchFilters
      query={shownQuery}
      text={text}
      locale={locale}
      form={FORM_ID}
      clear={mobile && !noMatch}
      onChange={filter}
    />
  );

  return (
    <AccountPage heading={page.heading} description={page.description} width="full">
      {details ? (
        <>
          <p className="account-back">
            <Link to={localizedPath(searchHref({ ...query, id: '' }), locale)}>
              {query.q ? text.back : text.backToSearch}
            </Link>
          </p>
          <Suspense
            key={query.id}
            fallback={<LoadingIndicator active locale={locale} label={text.detailsLoading} />}
          >
            <Await resolve={details}>
              {(result) =>
                result.ok ? (
                  <CompanyDetails
                    view={result.data}
                    labels={detailLabels}
                    locale={locale}
                    dash={common.dash}
                    hrefOf={detailsHref}
                    order={
                      (reports || watch) && (
                        <>
                          {watch && (
                            <WatchControlSlot
                              keyNo={result.data.keyNo}
                              company={result.data.shortName}
                              panel={watch}
                            />
                          )}
                          {reports && (
                            <ReportOrderSlot
                              keyNo={result.data.keyNo}
                              company={result.data.shortName}
                              panel={reports}
                              labels={common}
                            />
                          )}
                          <p className="team-company-line">
                            <TeamCompanyLink keyNo={result.data.keyNo} />
                          </p>
                        </>
                      )
                    }
                  />
                ) : (
                  <OutcomeNotice outcome={result} labels={common} />
                )
              }
            </Await>
          </Suspense>
        </>
      ) : (
        <>
          <MonitorNoticeView notice={notice} />
          <div className="account-card account-search-card live-search-card">
            {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to browsers before 2023; the role works everywhere */}
            <form
              id={FORM_ID}
              role="search"
              className="live-search-form"
              method="get"
              action="/live-search"
              onSubmit={submit}
              noValidate
            >
              <div className="account-search">
                <TextField
                  id="live-search-q"
                  name="q"
                  type="search"
                  label={labels.placeholder}
                  hint={text.hint}
                  maxLength={100}
                  autoComplete="off"
                  enterKeyHint="search"
                  value={input}
                  onChange={(event) => setInput(event.currentTarget.value)}
                  locale={locale}
                />
                <Button type="submit" loading={searching}>
                  {labels.search}
                </Button>
              </div>
              {/* Without JavaScript the form is a plain GET: these keep the language and size. */}
              {locale === 'en' && <input type="hidden" name="lang" value="en" />}
              {query.pageSize !== DEFAULT_SEARCH_PAGE_SIZE && (
                <input type="hidden" name="pageSize" value={query.pageSize} />
              )}
              {mobile && (
                <details className="live-search-filters-fold" open={filtersOpen}>
                  <summary>
                    {text.filters}
                    {chosenFilters(shownQuery) > 0 &&
                      fillTemplate(text.filtersChosen, { count: chosenFilters(shownQuery) })}
                  </summary>
                  {filterBar}
                </details>
              )}
            </form>
          </div>
          {/* On a desktop the filters stand on the results' heading line: the rows start higher. */}
          {!mobile && (
            <div className="live-search-toolbar">
              {showResults && (
                <div className="live-search-toolbar__summary">
                  {resultsHeading}
                  <ClearFilters query={query} text={text} locale={locale} />
                </div>
              )}
              <fieldset className="live-search-toolbar__filters" form={FORM_ID}>
                <legend className="kyc-visually-hidden">{text.filters}</legend>
                {filterBar}
              </fieldset>
            </div>
          )}
          {search && !search.ok && <OutcomeNotice outcome={search} labels={common} />}
          {search?.ok &&
            search.data.total === 0 &&
            (SEARCH_FILTER_KEYS.some((key) => query[key] !== '') ? (
              <Notice tone="info" title={text.noFilteredResults}>
                <Link to={localizedPath(searchHref(withoutFilters(query)), locale)}>
                  {text.clearFilters}
                </Link>
              </Notice>
            ) : (
              <Notice tone="info" title={labels.noResults} />
            ))}
          {/* No results: the notice says so; an empty table with a pager under it says nothing more. */}
          {showResults && (
            <div className="account-results live-search-results">
              {mobile && resultsHeading}
              {mobile ? (
                search?.ok && (
                  <Suspense fallback={null}>
                    <LiveSearchCards
                      first={search.data}
                      watched={watched}
                      query={query}
                      hrefOf={detailsHref}
                      sharesOf={(row) => sharesText(row, text, locale, common.dash)}
                      searching={searching}
                      labels={labels}
                      common={common}
                      locale={locale}
                      onPageSize={(size) => go({ pageSize: size, page: 1 })}
                    />
                  </Suspense>
                )
              ) : (
                // The table grows with its rows (compact, about 40 px each): the page scrolls,
                // not a box inside it, so ten and more results show at 1440×900.
                <DataTable
                  className={
                    search?.ok && search.data.totalIsCapped
                      ? 'live-search-table live-search-table--capped'
                      : 'live-search-table'
                  }
                  caption={resultsTitle}
                  hideCaption
                  table={table}
                  columns={columns}
                  rowKey={(row) => row.keyNo}
                  loading={searching}
                  emptyText={common.noData}
                  height="auto"
                  pageSizes={SEARCH_PAGE_SIZES}
                  locale={locale}
                />
              )}
            </div>
          )}
        </>
      )}
    </AccountPage>
  );
}

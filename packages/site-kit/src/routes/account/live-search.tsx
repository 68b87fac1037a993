import { useTracker } from '@kyc/analytics-sdk/react';
import { fillTemplate, liveSearch } from '@kyc/content/interface';
import { formatCalendarDate, formatRegNo, formatUnitMoney } from '@kyc/formatters';
import {
  Button,
  DataTable,
  type DataTableColumn,
  LoadingIndicator,
  type TableController,
  TextField,
} from '@kyc/ui';
import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Await, Link, useLoaderData, useNavigate, useNavigation } from 'react-router';
import { AccountPage, Notice } from '../../components/account/AccountPage';
import { CompanyDetails } from '../../components/account/CompanyDetails';
import { OutcomeNotice } from '../../components/account/OutcomeNotice';
import { type AccountMetaArgs, accountMeta } from '../../lib/account/accountMeta';
import { enterpriseDetailsHref } from '../../lib/account/enterpriseQuery';
import { jurisdictionName } from '../../lib/account/jurisdictions';
import { safeTrack } from '../../lib/account/safeTrack';
import { SEARCH_PAGE_SIZES, searchHref } from '../../lib/account/searchQuery';
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

/** A result's height in the table: at 1440×900 ten results show without scrolling the table. */
const RESULTS_TABLE_HEIGHT = 620;

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
  const chinese = (row.nameZh ?? row.name)?.trim();
  const english = row.nameEn?.trim();
  const [first, second] = locale === 'en' ? [english, chinese] : [chinese, english];
  const primary = first || second || dash;
  const other = first && second && second !== first ? second : undefined;
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

const EMPTY_ROWS: ApiCompany[] = [];
const ignore = () => undefined;

export default function LiveSearch() {
  const loaderData = useLoaderData<typeof loader>();
  const { page, common, detailLabels, query, search, details } = loaderData;
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

  const go = (next: Partial<typeof query>, replace = false) => {
    const href = localizedPath(searchHref({ ...query, id: '', ...next }), locale);
    void navigate(href, { replace, preventScrollReset: true });
  };

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

  // One `search` event and one operation-log entry per query the server answered.
  const answered = search?.ok ? `${search.data.q}\u0000${search.data.page}` : '';
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

  const rows = search?.ok ? search.data.items : EMPTY_ROWS;
  const total = search?.ok ? search.data.total : 0;
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

  // The mobile app has a page of its own for a company; the desktop opens it here.
  const detailsHref = (keyNo: string) =>
    mobile ? enterpriseDetailsHref(keyNo, query.q) : searchHref({ ...query, id: keyNo });
  const columns: DataTableColumn<ApiCompany>[] = [
    {
      key: 'name',
      header: text.name,
      render: (row) => (
        <CompanyName row={row} href={detailsHref(row.keyNo)} locale={locale} dash={common.dash} />
      ),
    },
    {
      key: 'regNo',
      header: text.regNo,
      width: '13rem',
      render: (row) => formatRegNo(row.uscc ?? row.regNo, undefined),
    },
    {
      key: 'capital',
      header: text.capital,
      width: '10rem',
      render: (row) =>
        formatUnitMoney(row.registeredCapital ?? undefined, {
          code: row.capitalCurrency ?? undefined,
          locale,
        }),
    },
    {
      key: 'jurisdiction',
      header: text.jurisdiction,
      width: '9rem',
      render: (row) => jurisdictionName(row.jurisdiction, locale, common.dash),
    },
    {
      key: 'status',
      header: labels.status,
      width: '7rem',
      render: (row) => (locale === 'en' ? row.statusEn : row.status) || common.dash,
    },
    {
      key: 'established',
      header: labels.incorporated,
      width: '9rem',
      render: (row) => formatCalendarDate(row.established, { locale }),
    },
  ];

  const searching =
    navigation.state === 'loading' && navigation.location?.pathname === '/live-search';
  const resultsTitle = search?.ok
    ? `${fillTemplate(labels.results, { count: total })}${search.data.totalIsCapped ? text.capped : ''}`
    : text.resultsHeading;

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
          <div className="account-card account-search-card">
            {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to browsers before 2023; the role works everywhere */}
            <form role="search" className="account-search" onSubmit={submit} noValidate>
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
            </form>
          </div>
          {search && !search.ok && <OutcomeNotice outcome={search} labels={common} />}
          {search?.ok && search.data.total === 0 && <Notice tone="info" title={labels.noResults} />}
          {/* No results: the notice says so; an empty table with a pager under it says nothing more. */}
          {query.q && !(search?.ok && search.data.total === 0) && (
            <div className="account-results">
              <h2 id="live-search-results" className="account-card__title" aria-live="polite">
                {resultsTitle}
              </h2>
              {mobile ? (
                search?.ok && (
                  <Suspense fallback={null}>
                    <LiveSearchCards
                      first={search.data}
                      hrefOf={detailsHref}
                      searching={searching}
                      labels={labels}
                      common={common}
                      locale={locale}
                      onPageSize={(size) => go({ pageSize: size, page: 1 })}
                    />
                  </Suspense>
                )
              ) : (
                <DataTable
                  caption={resultsTitle}
                  hideCaption
                  table={table}
                  columns={columns}
                  rowKey={(row) => row.keyNo}
                  loading={searching}
                  emptyText={common.noData}
                  height={RESULTS_TABLE_HEIGHT}
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

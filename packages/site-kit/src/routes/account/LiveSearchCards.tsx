import { useTracker } from '@kyc/analytics-sdk/react';
import type { Locale, UtilityLabelKeys } from '@kyc/content';
import { fillTemplate, liveSearch, liveSearchCards } from '@kyc/content/interface';
import { formatCalendarDate, formatRegNo, formatThousands, formatUnitMoney } from '@kyc/formatters';
import { Button, SelectField } from '@kyc/ui';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Notice } from '../../components/account/AccountPage';
import { TeamCompanyLink } from '../../components/account/TeamCompanyLink';
import { WatchButton } from '../../components/account/WatchControl';
import { jurisdictionName } from '../../lib/account/jurisdictions';
import { namesFirst } from '../../lib/account/namesFirst';
import type { AccountCommon } from '../../lib/account/page.server';
import { safeTrack } from '../../lib/account/safeTrack';
import {
  SEARCH_PAGE_SIZES,
  type SearchQuery,
  searchApiQuery,
  searchHref,
} from '../../lib/account/searchQuery';
import { companyStatusText } from '../../lib/account/statusText';
import type { ApiCompany, SearchResponse } from '../../lib/account/types';
import { useAccountApi } from '../../lib/account/useAccountApi';
import { localizedPath } from '../../lib/links';

export interface LiveSearchCardsProps {
  /** The page of results the URL asked for; more pages are appended below it. */
  first: SearchResponse;
  /** Which of the first page's companies the user watches (the watch buttons). */
  watched?: readonly string[];
  /** The search the URL asked for (its filters and sort apply to every further page). */
  query: SearchQuery;
  /** The page of a company. */
  hrefOf: (keyNo: string) => string;
  /** A company's share count (股本), or why it has none. */
  sharesOf: (row: ApiCompany) => string;
  /** A new search (another query or page size) is on its way. */
  searching: boolean;
  labels: Record<UtilityLabelKeys['liveSearch'], string>;
  common: AccountCommon;
  locale: Locale;
  onPageSize: (size: number) => void;
}

/**
 * One result as a card (the whole card is its link): the name in the page's language first and
 * the other language's under it, the register's standing, then registration number, registered
 * capital and share count.
 */
function ResultCard({
  row,
  href,
  status,
  facts,
  locale,
  dash,
}: {
  row: ApiCompany;
  href: string;
  status: string;
  facts: [label: string, value: string][];
  locale: Locale;
  dash: string;
}) {
  const { primary, other } = namesFirst(row, locale, dash);
  return (
    <article className="kyc-company">
      <h3 className="kyc-company__name">
        <Link className="kyc-company__link" to={href}>
          {primary}
          {other && (
            <>
              {' '}
              <span className="live-search-cards__other" lang={locale === 'en' ? 'zh-CN' : 'en'}>
                {other}
              </span>
            </>
          )}
        </Link>
      </h3>
      <p className="kyc-company__status">{status}</p>
      <dl className="kyc-company__facts">
        {facts.map(([label, value]) => (
          <div key={label} className="kyc-company__fact">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}

/**
 * Live-search results on a phone: a card per company (the whole card is its link) and a
 * full-width "load more" button at the bottom, where the thumb is, fetching SPEC §9's page
 * size at a time (10, 20, 50, 80 or 100; 20 by default). Each loaded page is tracked as a
 * `search` like a page of the desktop table.
 */
export function LiveSearchCards({
  first,
  watched = [],
  query,
  hrefOf,
  sharesOf,
  searching,
  labels,
  common,
  locale,
  onPageSize,
}: LiveSearchCardsProps) {
  const text = liveSearchCards[locale];
  const words = liveSearch[locale];
  const tracker = useTracker();
  const api = useAccountApi(common.networkError);
  const list = useRef<HTMLOListElement>(null);
  // Pages loaded after `first`; a new search (other words, page, size, filters or sort) starts
  // afresh.
  const searchKey = `${searchHref({ ...query, id: '' })}\u0000${first.page}\u0000${first.pageSize}`;
  const [loaded, setLoaded] = useState<{ key: string; pages: SearchResponse[] }>({
    key: searchKey,
    pages: [],
  });
  const more = loaded.key === searchKey ? loaded.pages : [];
  const last = more[more.length - 1] ?? first;
  const items = [first, ...more].flatMap((page) => page.items);
  const known = new Set(first.items.map((item) => item.keyNo));
  const shown = (first.page - 1) * first.pageSize + items.length;
  const hasMore = last.page * last.pageSize < last.total && last.items.length > 0;
  // apps/api counts up to 1,000 matches: beyond, the total is "more than" that.
  const capped = last.totalIsCapped;
  const count =
    items.length === 0
      ? ''
      : hasMore
        ? fillTemplate(capped ? text.shownCapped : text.shown, {
            shown: formatThousands(shown),
            total: formatThousands(last.total),
          })
        : fillTemplate(capped ? text.allCapped : text.all, { total: formatThousands(shown) });
  /** Where the cards of the last load begin: the focus goes there. */
  const [focusFrom, setFocusFrom] = useState<{ index: number } | null>(null);

  // The first new card takes the focus: a keyboard or screen-reader user continues there.
  useEffect(() => {
    if (!focusFrom) return;
    list.current?.children[focusFrom.index]?.querySelector<HTMLElement>('a')?.focus();
  }, [focusFrom]);

  // One load at a time; an answer for a search no longer shown is dropped.
  const [loading, setLoading] = useState(false);
  const [loadFailed, setLoadFailed] = useState({ key: '', message: '' });
  const current = useRef(searchKey);
  current.current = searchKey;
  const loadMore = async () => {
    if (loading) return;
    const key = searchKey;
    const page = last.page + 1;
    setLoading(true);
    // Through the account API (the site's /webapi proxy with the stored user's headers): a
    // lost session sends the visitor to log in and back, as on every account call.
    const answer = await api.request<SearchResponse>('/webapi/saas/search', {
      query: searchApiQuery({ ...query, q: first.q, page, pageSize: first.pageSize }),
    });
    setLoading(false);
    if (current.current !== key) return;
    if (!answer.ok) {
      if (answer.kind !== 'unauthorized') {
        setLoadFailed({
          key,
          message:
            answer.kind === 'fields' ? Object.values(answer.fieldErrors).join(' ') : answer.message,
        });
      }
      return;
    }
    const next = answer.data;
    if (!next || !Array.isArray(next.items) || next.page !== page) return;
    setLoadFailed({ key: '', message: '' });
    setFocusFrom({ index: items.length });
    setLoaded({ key, pages: [...more, next] });
    safeTrack(tracker, 'search', { words: next.q, total: next.total, page: next.page });
  };
  const failure = loadFailed.key === searchKey ? loadFailed.message : '';

  return (
    <div className="live-search-cards" aria-busy={searching || undefined}>
      <SelectField
        id="live-search-page-size"
        className="live-search-cards__size"
        label={text.pageSize}
        options={SEARCH_PAGE_SIZES.map((size) => ({
          value: String(size),
          label: fillTemplate(text.option, { size }),
        }))}
        value={String(first.pageSize)}
        onChange={(event) => onPageSize(Number(event.currentTarget.value))}
        locale={locale}
      />
      {first.page > 1 && (
        <p className="live-search-cards__earlier">
          <Link
            to={localizedPath(
              searchHref({ ...query, q: first.q, page: 1, pageSize: first.pageSize, id: '' }),
              locale,
            )}
          >
            {text.earlier}
          </Link>
        </p>
      )}
      {items.length === 0 ? (
        <p className="account-cards__empty">{common.noData}</p>
      ) : (
        <ol ref={list} className="live-search-cards__list" aria-labelledby="live-search-results">
          {items.map((row) => (
            <li key={row.keyNo} className="live-search-cards__item">
              <ResultCard
                row={row}
                href={localizedPath(hrefOf(row.keyNo), locale)}
                status={[
                  jurisdictionName(row.jurisdiction, locale, common.dash),
                  companyStatusText(row, locale) || common.dash,
                  `${labels.incorporated} ${formatCalendarDate(row.established, { locale })}`,
                ].join(' · ')}
                facts={[
                  [words.regNo, formatRegNo(row.uscc ?? row.regNo, undefined)],
                  [
                    words.capital,
                    formatUnitMoney(row.registeredCapital ?? undefined, {
                      code: row.capitalCurrency ?? undefined,
                      locale,
                    }),
                  ],
                  [words.shares, sharesOf(row)],
                ]}
                locale={locale}
                dash={common.dash}
              />
              <TeamCompanyLink keyNo={row.keyNo} />
              {/* The watch state is known for the page the server answered. */}
              {known.has(row.keyNo) && (
                <WatchButton
                  keyNo={row.keyNo}
                  company={(locale === 'en' ? row.nameEn : row.name) || row.nameEn || row.keyNo}
                  watched={watched.includes(row.keyNo)}
                />
              )}
            </li>
          ))}
        </ol>
      )}
      {failure && <Notice tone="error" title={failure} />}
      <div className="live-search-cards__more">
        <p className="live-search-cards__count" aria-live="polite">
          {count}
        </p>
        {hasMore && (
          <Button block size="lg" loading={loading} onClick={() => void loadMore()}>
            {failure ? common.retry : text.more}
          </Button>
        )}
      </div>
    </div>
  );
}

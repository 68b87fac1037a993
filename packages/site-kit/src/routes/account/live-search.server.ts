import { loaderApi, requireSession } from '../../lib/account/api.server';
import { loadCompanyView } from '../../lib/account/companyLoad.server';
import { readThreshold } from '../../lib/account/enterpriseQuery';
import {
  loadWatchPanel,
  readMonitorNotice,
  watchedAmong,
} from '../../lib/account/monitoring.server';
import { outcomeOf } from '../../lib/account/outcome';
import { utilityPageData } from '../../lib/account/page.server';
import { loadOrderPanel, reportOrderAction } from '../../lib/account/reports.server';
import { readSearchQuery, searchApiQuery } from '../../lib/account/searchQuery';
import type { SearchResponse } from '../../lib/account/types';
import { getContent } from '../../lib/content.server';
import type { SiteLoaderArgs } from '../routeProps';

export async function loader({ request, context }: SiteLoaderArgs) {
  requireSession(request);
  const data = utilityPageData(request, '/live-search');
  const { networkError } = data.common;
  const query = readSearchQuery(new URL(request.url).searchParams);
  const search = query.q
    ? await loaderApi<SearchResponse>(
        context,
        request,
        `/webapi/saas/search?${new URLSearchParams(
          Object.entries(searchApiQuery(query)).map(([key, value]) => [key, String(value)]),
        )}`,
        { session: 'required', networkError },
      )
    : null;
  // The company's graph can take a while: it streams in after the page (deferred data).
  const detailLabels = getContent(data.locale).pages['/enterprise-details'].labels;
  // The beneficial owners at the threshold the analyst chose (`threshold=`, 25 unless set).
  const details = query.id
    ? loadCompanyView(
        context,
        request,
        query.id,
        readThreshold(new URL(request.url).searchParams),
        {
          labels: detailLabels,
          locale: data.locale,
          dash: data.common.dash,
          networkError,
        },
      )
    : null;
  // Ordering a report on the company: the catalogue and the user's orders of it, deferred too.
  const reports = query.id ? loadOrderPanel(context, request, query.id, networkError) : null;
  // Watching the company (deferred), or which of the results the user watches.
  const watch = query.id ? loadWatchPanel(context, request, query.id, networkError) : null;
  const watched =
    search?.ok && !query.id
      ? await watchedAmong(
          context,
          request,
          search.data.items.map((item) => item.keyNo),
          networkError,
        )
      : [];
  return {
    ...data,
    detailLabels,
    query,
    search: search === null ? null : outcomeOf(search),
    details,
    reports,
    watch,
    watched,
    notice: query.id ? null : readMonitorNotice(request),
  };
}

/** The company's "Order a report" form (lib/account/reports.server.ts). */
export const action = reportOrderAction;

import { requireSession } from '../../lib/account/api.server';
import { loadCompanyView } from '../../lib/account/companyLoad.server';
import { readEnterpriseQuery } from '../../lib/account/enterpriseQuery';
import { loadWatchPanel } from '../../lib/account/monitoring.server';
import { utilityPageData } from '../../lib/account/page.server';
import { loadOrderPanel, reportOrderAction } from '../../lib/account/reports.server';
import { getContent } from '../../lib/content.server';
import type { SiteLoaderArgs } from '../routeProps';

/**
 * The mobile app's company page (`/enterprise-details?keyNo=&q=&threshold=`): for logged-in users like live
 * search (a visitor is sent to log in and back). The company, its shareholders and its graph
 * stream in after the page (deferred data), as on the desktop's live search.
 */
export function loader({ request, context }: SiteLoaderArgs) {
  requireSession(request);
  const data = utilityPageData(request, '/enterprise-details');
  const query = readEnterpriseQuery(new URL(request.url).searchParams);
  // The session was checked above; a 401 now (it just ended) shows the login link.
  const details = query.keyNo
    ? loadCompanyView(context, request, query.keyNo, query.threshold, {
        labels: data.page.labels,
        locale: data.locale,
        dash: data.common.dash,
        networkError: data.common.networkError,
      })
    : null;
  const reports = query.keyNo
    ? loadOrderPanel(context, request, query.keyNo, data.common.networkError)
    : null;
  const watch = query.keyNo
    ? loadWatchPanel(context, request, query.keyNo, data.common.networkError)
    : null;
  return {
    ...data,
    query,
    searchLabels: getContent(data.locale).pages['/live-search'].labels,
    details,
    reports,
    watch,
  };
}

/** The company's "Order a report" form (lib/account/reports.server.ts). */
export const action = reportOrderAction;

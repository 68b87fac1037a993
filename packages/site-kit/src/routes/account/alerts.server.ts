import { loaderApi, requireSession } from '../../lib/account/api.server';
import {
  type AlertsPage,
  isMonitorKind,
  type MonitorKind,
  type Watches,
} from '../../lib/account/monitoring';
import {
  idOf,
  loadWatches,
  monitoringAction,
  readMonitorNotice,
} from '../../lib/account/monitoring.server';
import { outcomeOf } from '../../lib/account/outcome';
import { utilityPageData } from '../../lib/account/page.server';
import type { TeamList } from '../../lib/account/team';
import type { SiteLoaderArgs } from '../routeProps';

const KEY_NO = /^[0-9a-f]{32}$/;

/** The alerts page's filter, from its address. */
export interface AlertsFilter {
  listId: number | null;
  keyNo: string | null;
  kind: MonitorKind | null;
  unread: boolean;
  before: number | null;
  /** The page of watched companies shown. */
  watchPage: number;
}

/**
 * The alerts filter in the address: `list=<id>`, `company=<keyNo>`, `kind=`, `unread=1`,
 * `before=<seq>` (older pages) and `watches=<page>` (the watched companies' page).
 *
 * @example readAlertsFilter(new URLSearchParams('kind=officers')).kind // 'officers'
 */
export function readAlertsFilter(params: URLSearchParams): AlertsFilter {
  const company = (params.get('company') ?? '').trim().toLowerCase();
  const kind = params.get('kind');
  const before = Number(params.get('before'));
  return {
    listId: idOf(params.get('list')),
    keyNo: KEY_NO.test(company) ? company : null,
    kind: isMonitorKind(kind) ? kind : null,
    unread: params.get('unread') === '1',
    before: Number.isSafeInteger(before) && before > 0 ? before : null,
    watchPage: Math.min(idOf(params.get('watches')) ?? 1, 10_000),
  };
}

/**
 * The alerts page: the user's alerts narrowed by list, company and kind (a GET form), what
 * they watch with the cost, and the alert-mail choice; the outcome of the page's forms (and of
 * the watch buttons elsewhere, which post here) comes back in a flash.
 */
export async function loader({ request, context }: SiteLoaderArgs) {
  requireSession(request);
  const page = utilityPageData(request, '/alerts');
  const { networkError } = page.common;
  const filter = readAlertsFilter(new URL(request.url).searchParams);
  const query = new URLSearchParams({ limit: '20' });
  if (filter.listId) query.set('listId', String(filter.listId));
  if (filter.keyNo) query.set('keyNo', filter.keyNo);
  if (filter.kind) query.set('kind', filter.kind);
  if (filter.unread) query.set('unread', 'true');
  if (filter.before) query.set('before', String(filter.before));
  const options = { session: 'required', networkError } as const;
  const [alerts, watches, choices, lists] = await Promise.all([
    loaderApi<AlertsPage>(context, request, `/webapi/saas/monitoring/alerts?${query}`, options),
    loadWatches(context, request, filter.watchPage, networkError),
    // The company filter offers the first watched companies by name.
    loaderApi<Watches>(context, request, '/webapi/saas/monitoring/watches?pageSize=100', options),
    // Lists exist for team members; anyone else has none (404 NO_TEAM).
    loaderApi<TeamList[]>(context, request, '/webapi/saas/team/lists', options),
  ]);
  return {
    ...page,
    filter,
    alerts: outcomeOf(alerts),
    watches,
    companies: choices.ok
      ? choices.data.companies.map((c) => ({ keyNo: c.keyNo, name: c.name, nameEn: c.nameEn }))
      : [],
    lists:
      lists.ok && Array.isArray(lists.data)
        ? lists.data.map((l) => ({ id: l.id, name: l.name }))
        : [],
    notice: readMonitorNotice(request),
  };
}

/** Every monitoring form of the site (lib/account/monitoring.server.ts). */
export const action = monitoringAction;

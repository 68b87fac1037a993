import { loaderApi, requireSession } from '../../lib/account/api.server';
import { outcomeOf } from '../../lib/account/outcome';
import { utilityPageData } from '../../lib/account/page.server';
import type { AuditCheck, AuditRow, Team } from '../../lib/account/team';
import type { SiteLoaderArgs } from '../routeProps';

/** The filters the page passes on to apps/api, as they came (each checked there too). */
export interface AuditFilters {
  userId: string;
  action: string;
  from: string;
  to: string;
  before: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The team's audit trail, 50 rows a page, filtered by `userId`, `action` (a family such as
 * `report` too), `from` and `to` (Asia/Shanghai dates) and paged by `before`, with the chain
 * check and the members to filter by. Only roles that may see the trail get rows (403 in words
 * otherwise).
 */
export async function loader({ request, context }: SiteLoaderArgs) {
  requireSession(request);
  const data = utilityPageData(request, '/team-audit');
  const options = { session: 'required', networkError: data.common.networkError } as const;
  const params = new URL(request.url).searchParams;
  const read = (name: string, ok: (value: string) => boolean) => {
    const value = (params.get(name) ?? '').trim();
    return ok(value) ? value : '';
  };
  const filters: AuditFilters = {
    userId: read('userId', (v) => /^\d{1,9}$/.test(v)),
    action: read('action', (v) => /^[a-z.]{1,40}$/.test(v)),
    from: read('from', (v) => DATE.test(v)),
    to: read('to', (v) => DATE.test(v)),
    before: read('before', (v) => /^\d{1,18}$/.test(v)),
  };
  const query = new URLSearchParams(
    Object.entries(filters).filter(([, value]) => value !== ''),
  ).toString();
  const [team, rows, check] = await Promise.all([
    loaderApi<Team>(context, request, '/webapi/saas/team', options),
    loaderApi<{ items: AuditRow[]; nextBefore: string | null }>(
      context,
      request,
      `/webapi/saas/team/audit${query ? `?${query}` : ''}`,
      options,
    ),
    loaderApi<AuditCheck>(context, request, '/webapi/saas/team/audit/check', options),
  ]);
  const exportQuery = new URLSearchParams(
    Object.entries({ ...filters, before: '' }).filter(([, value]) => value !== ''),
  ).toString();
  return {
    ...data,
    filters,
    members: team.ok ? team.data.members.map((m) => ({ id: m.userId, name: m.loginName })) : [],
    rows: outcomeOf(rows),
    check: check.ok ? check.data : null,
    csvHref: `/webapi/saas/team/audit.csv${exportQuery ? `?${exportQuery}` : ''}`,
    mayExport: team.ok && team.data.me.permissions.includes('kyc:data:export'),
  };
}

import { loaderApi, requireSession } from '../../lib/account/api.server';
import type { ApiUsageResponse } from '../../lib/account/apiKeys';
import { outcomeOf } from '../../lib/account/outcome';
import { utilityPageData } from '../../lib/account/page.server';
import type { SiteLoaderArgs } from '../routeProps';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The API usage page: `?from=&to=` (YYYY-MM-DD; by default this month up to today, Asia/
 * Shanghai, as apps/api decides) and `?mode=test` for the test keys' calls (live by default).
 * A date apps/api refuses comes back as its message, with the dates as typed.
 */
export async function loader({ request, context }: SiteLoaderArgs) {
  requireSession(request);
  const page = utilityPageData(request, '/api-usage');
  const params = new URL(request.url).searchParams;
  const mode: 'test' | 'live' = params.get('mode') === 'test' ? 'test' : 'live';
  const typed = {
    from: (params.get('from') ?? '').trim().slice(0, 10),
    to: (params.get('to') ?? '').trim().slice(0, 10),
  };
  const query = new URLSearchParams({ mode });
  if (typed.from) query.set('from', typed.from);
  if (typed.to) query.set('to', typed.to);
  const usage = await loaderApi<ApiUsageResponse>(
    context,
    request,
    `/webapi/saas/api/usage?${query}`,
    { session: 'required', networkError: page.common.networkError },
  );
  const ok = usage.ok && DATE.test(usage.data.from) && DATE.test(usage.data.to);
  return {
    ...page,
    mode,
    typed,
    usage: outcomeOf(usage),
    /** The CSV of the same numbers, through the site's /webapi proxy (the session goes along). */
    csvHref: ok
      ? `/webapi/saas/api/usage?${new URLSearchParams({ from: usage.data.from, to: usage.data.to, mode, format: 'csv' })}`
      : null,
  };
}

import { loaderApi, requireSession } from '../../lib/account/api.server';
import { outcomeOf } from '../../lib/account/outcome';
import { utilityPageData } from '../../lib/account/page.server';
import { kindNames, type ReportCatalogue, type ReportOrdersPage } from '../../lib/account/reports';
import type { SiteLoaderArgs } from '../routeProps';

/**
 * The user's ordered reports (`?before=<id>`: the page older than that order; none: the
 * newest twenty), with the kinds' names of the catalogue in the page's language.
 */
export async function loader({ request, context }: SiteLoaderArgs) {
  requireSession(request);
  const data = utilityPageData(request, '/my-reports');
  const { networkError } = data.common;
  const before = Number(new URL(request.url).searchParams.get('before'));
  const cursor = Number.isInteger(before) && before > 1 && before < 2 ** 31 ? before : undefined;
  const [orders, catalogue] = await Promise.all([
    loaderApi<ReportOrdersPage>(
      context,
      request,
      `/webapi/saas/reports/orders${cursor ? `?before=${cursor}` : ''}`,
      { session: 'required', networkError },
    ),
    loaderApi<ReportCatalogue>(context, request, '/webapi/saas/reports/catalogue', {
      session: 'required',
      networkError,
    }),
  ]);
  return {
    ...data,
    orders: outcomeOf(orders),
    kindNames: catalogue.ok ? kindNames(catalogue.data.kinds, data.locale) : [],
    before: cursor ?? null,
  };
}

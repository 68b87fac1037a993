import { requireSession } from '../../lib/account/api.server';
import { loadOperations } from '../../lib/account/operations.server';
import { utilityPageData } from '../../lib/account/page.server';
import type { SiteLoaderArgs } from '../routeProps';

/** The signed-in user's home: the plan comes from the root's user, the rest from the log. */
export async function loader({ request, context }: SiteLoaderArgs) {
  requireSession(request);
  const data = utilityPageData(request, '/account');
  // Enough of the log to find five different searches and companies among repeats.
  const page = await loadOperations(context, request, {
    limit: 100,
    locale: data.locale,
    networkError: data.common.networkError,
  });
  return { ...data, ...page, activityLabels: utilityPageData(request, '/activity').page.labels };
}

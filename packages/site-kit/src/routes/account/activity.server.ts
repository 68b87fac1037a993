import { requireSession } from '../../lib/account/api.server';
import { loadOperations } from '../../lib/account/operations.server';
import { utilityPageData } from '../../lib/account/page.server';
import type { SiteLoaderArgs } from '../routeProps';

/** Operations a page shows. */
export const ACTIVITY_PAGE_SIZE = 20;

/** `?before=<id>`: the page of operations older than that one; none: the newest. */
export async function loader({ request, context }: SiteLoaderArgs) {
  requireSession(request);
  const data = utilityPageData(request, '/activity');
  const before = Number(new URL(request.url).searchParams.get('before'));
  const cursor = Number.isInteger(before) && before > 1 && before < 2 ** 31 ? before : undefined;
  const page = await loadOperations(context, request, {
    limit: ACTIVITY_PAGE_SIZE,
    before: cursor,
    locale: data.locale,
    networkError: data.common.networkError,
  });
  return { ...data, ...page, before: cursor ?? null };
}

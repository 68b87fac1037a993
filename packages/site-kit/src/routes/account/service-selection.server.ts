import { loaderApi } from '../../lib/account/api.server';
import { parseCrumbs } from '../../lib/account/crumbs';
import { utilityPageData } from '../../lib/account/page.server';
import { safeRedirect } from '../../lib/account/safeRedirect';
import type { ServicePackagesResponse } from '../../lib/account/types';
import type { SiteLoaderArgs } from '../routeProps';

/** Reached with `?from=&fromPayType=&crumbs=` (SPEC §2); confirming goes back to `from`. */
export async function loader({ request, context }: SiteLoaderArgs) {
  const data = utilityPageData(request, '/service-selection');
  const params = new URL(request.url).searchParams;
  const result = await loaderApi<ServicePackagesResponse>(
    context,
    request,
    '/webapi/service-packages',
    { session: 'optional', networkError: data.common.networkError },
  );
  const packages = result.ok && Array.isArray(result.data?.packages) ? result.data.packages : [];
  return {
    ...data,
    from: safeRedirect(params.get('from'), '/live-search'),
    fromPayType: (params.get('fromPayType') ?? '').trim().toUpperCase().slice(0, 8),
    crumbs: parseCrumbs(params.get('crumbs')),
    packages,
    loadError: result.ok ? '' : result.message,
  };
}

import { loaderApi } from '../../lib/account/api.server';
import { utilityPageData } from '../../lib/account/page.server';
import type { MeResponse } from '../../lib/account/types';
import type { SiteLoaderArgs } from '../routeProps';

export async function loader({ request, context }: SiteLoaderArgs) {
  const data = utilityPageData(request, '/bind-mfa');
  const me = await loaderApi<MeResponse>(context, request, '/webapi/saas/user/me', {
    session: 'required',
    networkError: data.common.networkError,
  });
  return { ...data, mfaBound: me.ok ? me.data.mfaBound === true : false };
}

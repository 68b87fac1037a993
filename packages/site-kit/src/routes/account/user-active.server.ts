import { utilityPageData } from '../../lib/account/page.server';
import type { SiteLoaderArgs } from '../routeProps';

export function loader({ request }: Pick<SiteLoaderArgs, 'request'>) {
  const token = new URL(request.url).searchParams.get('token')?.trim() ?? '';
  // apps/api takes tokens of up to 200 characters; anything else cannot be one.
  return { ...utilityPageData(request, '/user-active'), token: token.length <= 200 ? token : '' };
}

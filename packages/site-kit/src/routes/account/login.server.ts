import { utilityPageData } from '../../lib/account/page.server';
import type { SiteLoaderArgs } from '../routeProps';

export function loader({ request }: Pick<SiteLoaderArgs, 'request'>) {
  return utilityPageData(request, '/login');
}

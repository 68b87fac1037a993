import { industryOptions, utilityPageData } from '../../lib/account/page.server';
import type { SiteLoaderArgs } from '../routeProps';

// SPEC §2: /register and /demo-request show the same page; each keeps its own title and list.
export function loader({ request }: Pick<SiteLoaderArgs, 'request'>) {
  const register = new URL(request.url).pathname === '/register';
  const data = utilityPageData(request, register ? '/register' : '/demo-request');
  return {
    ...data,
    kind: register ? ('register' as const) : ('demo-request' as const),
    industries: industryOptions(request),
  };
}

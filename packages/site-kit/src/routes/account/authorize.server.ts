import { authorizationData } from '../../lib/account/authorization.server';
import type { SiteLoaderArgs } from '../routeProps';

export function loader({ request, context }: SiteLoaderArgs) {
  return authorizationData(request, context, '/authorize');
}

import { authorizationData } from '../../lib/account/authorization.server';
import { getContent } from '../../lib/content.server';
import type { SiteLoaderArgs } from '../routeProps';

export async function loader({ request, context }: SiteLoaderArgs) {
  const data = await authorizationData(request, context, '/authorize-print');
  return { ...data, letterLabels: getContent(data.locale).pages['/authorize'].labels };
}

import { sitemapResponse } from '@kyc/site-kit/lib/resources/sitemap.server.ts';
import type { Route } from './+types/sitemap';

export function loader({ request }: Route.LoaderArgs) {
  return sitemapResponse(request);
}

export { STATIC_FOR_VISITORS as handle } from '@kyc/site-kit/lib/staticPage.ts';

import { MarketingSections } from '@kyc/site-kit/components/marketing/MarketingSections.tsx';
import { loadPage } from '@kyc/site-kit/lib/marketing/loadPage.server.ts';
import { marketingMeta } from '@kyc/site-kit/lib/marketing/marketingMeta.ts';
import type { Route } from './+types/industries-corporate-services';

export function loader({ request }: Route.LoaderArgs) {
  return loadPage(request, '/industries-corporate-services');
}

export function meta(args: Route.MetaArgs) {
  return marketingMeta(args);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <MarketingSections page={loaderData.page} locale={loaderData.locale} />;
}

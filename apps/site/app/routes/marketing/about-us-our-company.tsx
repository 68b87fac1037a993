import { MarketingSections } from '../../components/marketing/MarketingSections';
import { loadPage } from '../../lib/marketing/loadPage.server';
import { marketingMeta } from '../../lib/marketing/marketingMeta';
import type { Route } from './+types/about-us-our-company';

export function loader({ request }: Route.LoaderArgs) {
  return loadPage(request, '/about-us-our-company');
}

export function meta(args: Route.MetaArgs) {
  return marketingMeta(args);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <MarketingSections page={loaderData.page} locale={loaderData.locale} />;
}

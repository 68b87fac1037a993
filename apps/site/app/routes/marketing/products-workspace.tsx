import { MarketingSections } from '../../components/marketing/MarketingSections';
import { OwnershipShowcase } from '../../components/marketing/OwnershipShowcase';
import { loadPage } from '../../lib/marketing/loadPage.server';
import { loadShowcase } from '../../lib/marketing/loadShowcase.server';
import { marketingMeta } from '../../lib/marketing/marketingMeta';
import type { Route } from './+types/products-workspace';

export function loader({ request, context }: Route.LoaderArgs) {
  // Not awaited: the page renders at once and the live map streams in when apps/api answers.
  return { ...loadPage(request, '/products-workspace'), showcase: loadShowcase(context.apiOrigin) };
}

export function meta(args: Route.MetaArgs) {
  return marketingMeta(args);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { page, locale, labels, showcase } = loaderData;
  return (
    <MarketingSections
      page={page}
      locale={locale}
      after={{
        features: <OwnershipShowcase showcase={showcase} locale={locale} labels={labels} />,
      }}
    />
  );
}

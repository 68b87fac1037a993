import { MarketingSections } from '@kyc/site-kit/components/marketing/MarketingSections.tsx';
import { OwnershipShowcase } from '@kyc/site-kit/components/marketing/OwnershipShowcase.tsx';
import { loadPage } from '@kyc/site-kit/lib/marketing/loadPage.server.ts';
import { loadShowcase } from '@kyc/site-kit/lib/marketing/loadShowcase.server.ts';
import { marketingMeta } from '@kyc/site-kit/lib/marketing/marketingMeta.ts';
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

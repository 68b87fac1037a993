import { useLoaderData } from 'react-router';
import { MarketingSections } from '../../components/marketing/MarketingSections';
import { OwnershipShowcase } from '../../components/marketing/OwnershipShowcase';
import { type MarketingMetaArgs, marketingMeta } from '../../lib/marketing/marketingMeta';
import type { productsWorkspaceLoader } from './loaders.server';

export function meta(args: MarketingMetaArgs) {
  return marketingMeta(args);
}

export default function Page() {
  // Re-exported route components get no props from the framework: read the data by hook.
  const loaderData = useLoaderData<typeof productsWorkspaceLoader>();
  const { page, locale, showcase, showcaseText } = loaderData;
  return (
    <MarketingSections
      page={page}
      locale={locale}
      after={{
        features: <OwnershipShowcase showcase={showcase} text={showcaseText} locale={locale} />,
      }}
    />
  );
}

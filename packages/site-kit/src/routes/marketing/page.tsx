import { useLoaderData } from 'react-router';
import { MarketingSections } from '../../components/marketing/MarketingSections';
import { type MarketingMetaArgs, marketingMeta } from '../../lib/marketing/marketingMeta';
import type { contentPageLoader } from './loaders.server';

export function meta(args: MarketingMetaArgs) {
  return marketingMeta(args);
}

/** A content-only marketing page (products-report, the industries, our partners). */
export default function Page() {
  // Re-exported route components get no props from the framework: read the data by hook.
  const loaderData = useLoaderData<typeof contentPageLoader>();
  return <MarketingSections page={loaderData.page} locale={loaderData.locale} />;
}

import { useLoaderData } from 'react-router';
import { LegalPage } from '../../components/marketing/LegalPage';
import { type MarketingMetaArgs, marketingMeta } from '../../lib/marketing/marketingMeta';
import type { termsConditionsLoader } from './loaders.server';

export function meta(args: MarketingMetaArgs) {
  return marketingMeta(args);
}

export default function Page() {
  // Re-exported route components get no props from the framework: read the data by hook.
  const loaderData = useLoaderData<typeof termsConditionsLoader>();
  const { page, labels, effective, text } = loaderData;
  return <LegalPage document={page} labels={labels} effective={effective} text={text} />;
}

import { useLoaderData } from 'react-router';
import { LeiLookup } from '../../components/marketing/LeiLookup';
import {
  MarketingSections,
  type SectionBlockProps,
} from '../../components/marketing/MarketingSections';
import { type MarketingMetaArgs, marketingMeta } from '../../lib/marketing/marketingMeta';
import type { leiLoader } from './loaders.server';

// The head the loader built: /lei's canonical address, whichever path showed the page.
export function meta(args: MarketingMetaArgs) {
  return marketingMeta(args);
}

/** The page's 'search' section: the look-up with the loader's answer and words. */
function Search({ section, context }: SectionBlockProps<'search'>) {
  const { lookup, form } = useLoaderData<typeof leiLoader>();
  return <LeiLookup section={section} lookup={lookup} form={form} context={context} />;
}

const BLOCKS = { search: Search };

export default function Page() {
  // Re-exported route components get no props from the framework: read the data by hook.
  const loaderData = useLoaderData<typeof leiLoader>();
  return <MarketingSections page={loaderData.page} locale={loaderData.locale} blocks={BLOCKS} />;
}

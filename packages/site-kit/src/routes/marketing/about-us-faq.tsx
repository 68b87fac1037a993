import { useLoaderData } from 'react-router';
import { FaqBlock } from '../../components/marketing/FaqBlock';
import {
  MarketingSections,
  type SectionBlocks,
} from '../../components/marketing/MarketingSections';
import { type MarketingMetaArgs, marketingMeta } from '../../lib/marketing/marketingMeta';
import type { aboutUsFaqLoader } from './loaders.server';

// The page's faq sections need a block beyond the common ones: only pages that have such
// sections load its code.
const BLOCKS: SectionBlocks = { faq: FaqBlock };

export function meta(args: MarketingMetaArgs) {
  return marketingMeta(args);
}

export default function Page() {
  // Re-exported route components get no props from the framework: read the data by hook.
  const loaderData = useLoaderData<typeof aboutUsFaqLoader>();
  return <MarketingSections page={loaderData.page} locale={loaderData.locale} blocks={BLOCKS} />;
}

import { useLoaderData } from 'react-router';
import {
  MarketingSections,
  type SectionBlocks,
} from '../../components/marketing/MarketingSections';
import { StatsBlock } from '../../components/marketing/StatsBlock';
import { type MarketingMetaArgs, marketingMeta } from '../../lib/marketing/marketingMeta';
import type { aboutUsOurCompanyLoader } from './loaders.server';

// The page's stats sections need a block beyond the common ones: only pages that have such
// sections load its code.
const BLOCKS: SectionBlocks = { stats: StatsBlock };

export function meta(args: MarketingMetaArgs) {
  return marketingMeta(args);
}

export default function Page() {
  // Re-exported route components get no props from the framework: read the data by hook.
  const loaderData = useLoaderData<typeof aboutUsOurCompanyLoader>();
  return <MarketingSections page={loaderData.page} locale={loaderData.locale} blocks={BLOCKS} />;
}

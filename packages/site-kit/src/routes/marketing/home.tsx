import { useLoaderData } from 'react-router';
import { FeatureCardsBlock } from '../../components/marketing/FeatureCardsBlock';
import {
  MarketingSections,
  type SectionBlocks,
} from '../../components/marketing/MarketingSections';
import { StatsBlock } from '../../components/marketing/StatsBlock';
import { type MarketingMetaArgs, marketingMeta } from '../../lib/marketing/marketingMeta';
import type { homeLoader } from './loaders.server';

// The page's figures and its grid of industry pages need blocks beyond the common ones: only
// pages that have such sections load their code.
const BLOCKS: SectionBlocks = { featureGrid: FeatureCardsBlock, stats: StatsBlock };

export function meta(args: MarketingMetaArgs) {
  return marketingMeta(args);
}

export default function Page() {
  // Re-exported route components get no props from the framework: read the data by hook.
  const loaderData = useLoaderData<typeof homeLoader>();
  return <MarketingSections page={loaderData.page} locale={loaderData.locale} blocks={BLOCKS} />;
}

import { useLoaderData } from 'react-router';
import { CodeBlock } from '../../components/marketing/CodeBlock';
import {
  MarketingSections,
  type SectionBlocks,
} from '../../components/marketing/MarketingSections';
import { type MarketingMetaArgs, marketingMeta } from '../../lib/marketing/marketingMeta';
import type { productsApiLoader } from './loaders.server';

// The page's code sections need a block beyond the common ones: only pages that have such
// sections load its code.
const BLOCKS: SectionBlocks = { code: CodeBlock };

export function meta(args: MarketingMetaArgs) {
  return marketingMeta(args);
}

export default function Page() {
  // Re-exported route components get no props from the framework: read the data by hook.
  const loaderData = useLoaderData<typeof productsApiLoader>();
  return <MarketingSections page={loaderData.page} locale={loaderData.locale} blocks={BLOCKS} />;
}

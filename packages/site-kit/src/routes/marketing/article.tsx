import { useLoaderData } from 'react-router';
import { ArticlePage } from '../../components/marketing/ArticlePage';
import { type MarketingMetaArgs, marketingMeta } from '../../lib/marketing/marketingMeta';
import type { articleLoader } from './loaders.server';

export function meta(args: MarketingMetaArgs) {
  return marketingMeta(args);
}

/** An insight article with its dates and related reading. */
export default function Page() {
  // Re-exported route components get no props from the framework: read the data by hook.
  const loaderData = useLoaderData<typeof articleLoader>();
  const { page, locale, labels, dates, related, text } = loaderData;
  return (
    <ArticlePage
      article={page}
      locale={locale}
      labels={labels}
      dates={dates}
      related={related}
      text={text}
    />
  );
}

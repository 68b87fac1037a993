export { STATIC_FOR_VISITORS as handle } from '@kyc/site-kit/lib/staticPage.ts';

import { ArticlePage } from '@kyc/site-kit/components/marketing/ArticlePage.tsx';
import { loadArticle } from '@kyc/site-kit/lib/marketing/loadArticle.server.ts';
import { marketingMeta } from '@kyc/site-kit/lib/marketing/marketingMeta.ts';
import type { Route } from './+types/insights-shell-company-scanning';

export function loader({ request }: Route.LoaderArgs) {
  return loadArticle(request, '/insights-shell-company-scanning');
}

export function meta(args: Route.MetaArgs) {
  return marketingMeta(args);
}

export default function Page({ loaderData }: Route.ComponentProps) {
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

import { ArticlePage } from '../../components/marketing/ArticlePage';
import { loadArticle } from '../../lib/marketing/loadArticle.server';
import { marketingMeta } from '../../lib/marketing/marketingMeta';
import type { Route } from './+types/insights-ubo-for-chinese-companies';

export function loader({ request }: Route.LoaderArgs) {
  return loadArticle(request, '/insights-ubo-for-chinese-companies');
}

export function meta(args: Route.MetaArgs) {
  return marketingMeta(args);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { page, locale, labels, dates, related } = loaderData;
  return (
    <ArticlePage article={page} locale={locale} labels={labels} dates={dates} related={related} />
  );
}

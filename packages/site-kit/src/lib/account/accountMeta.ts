import type { PageMeta } from '@kyc/content';
import type { MetaDescriptor } from 'react-router';
import { pageMeta } from '../meta';
import { rootDataOf } from '../rootData';

export interface AccountMetaArgs {
  loaderData: { meta: PageMeta; page: { description: string } } | undefined;
  matches: readonly unknown[];
  location: { pathname: string };
}

/**
 * The head of an account or utility page: its title and description, kept out of search results
 * unless `indexable` (a page that introduces a product, such as live search).
 *
 * @example export const meta = (args: Route.MetaArgs) => accountMeta(args);
 */
export function accountMeta(
  { loaderData, matches, location }: AccountMetaArgs,
  { indexable = false }: { indexable?: boolean } = {},
): MetaDescriptor[] {
  const root = rootDataOf(matches);
  if (!loaderData)
    return [
      {
        title: root.chrome.siteName
          ? `${root.chrome.errorHeading} | ${root.chrome.siteName}`
          : root.chrome.errorHeading,
      },
      { name: 'robots', content: 'noindex' },
    ];
  return pageMeta({
    meta: loaderData.meta,
    locale: root.locale,
    origin: root.origin,
    siteName: root.chrome.siteName,
    pathname: location.pathname,
    description: loaderData.page.description,
    noindex: !indexable,
  });
}

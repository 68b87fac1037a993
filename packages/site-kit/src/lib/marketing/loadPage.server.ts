import type { CommonLabels, Locale, PageByPath, PublicRoutePath } from '@kyc/content';
import type { MetaDescriptor } from 'react-router';
import { getContent } from '../content.server';
import { resolveLocale } from '../locale';
import { marketingHead } from './marketingHead.server';

/**
 * What every marketing route's loader returns: the page's metadata, the page, its language,
 * the shared labels and the document head built from them.
 */
export interface PublicPageData<P extends PublicRoutePath> {
  meta: PageByPath[P]['meta'];
  page: PageByPath[P];
  locale: Locale;
  labels: CommonLabels;
  /** The page's `<head>` entries (`marketingHead`), which the route's `meta` returns. */
  head: MetaDescriptor[];
}

/**
 * The content of a public page in the request's language, read on the server so that no
 * content file reaches a client bundle, with its head. The canonical address is `path`, also
 * when another URL shows the page (/enterprise-details shows /lei).
 *
 * @example loadPage(request, '/products-api') // { meta, page, locale, labels, head }
 */
export function loadPage<P extends PublicRoutePath>(request: Request, path: P): PublicPageData<P> {
  const { locale } = resolveLocale(request);
  const content = getContent(locale);
  const page = content.pages[path];
  return {
    meta: page.meta,
    page,
    locale,
    labels: content.common,
    head: marketingHead({ request, locale, pathname: path, meta: page.meta, page }),
  };
}

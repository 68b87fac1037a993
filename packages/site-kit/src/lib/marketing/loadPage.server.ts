import type { CommonLabels, Locale, PageByPath, PublicRoutePath } from '@kyc/content';
import { getContent } from '../content.server';
import { resolveLocale } from '../locale';

/** What every marketing route's loader returns: the page's metadata, the page, its language and the shared labels. */
export interface PublicPageData<P extends PublicRoutePath> {
  meta: PageByPath[P]['meta'];
  page: PageByPath[P];
  locale: Locale;
  labels: CommonLabels;
}

/**
 * The content of a public page in the request's language, read on the server so that no
 * content file reaches a client bundle.
 *
 * @example loadPage(request, '/products-api') // { meta, page, locale, labels }
 */
export function loadPage<P extends PublicRoutePath>(request: Request, path: P): PublicPageData<P> {
  const { locale } = resolveLocale(request);
  const content = getContent(locale);
  const page = content.pages[path];
  return { meta: page.meta, page, locale, labels: content.common };
}

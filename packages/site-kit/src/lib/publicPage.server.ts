import { SITEMAP_PATHS } from './resources/sitemap.server';

/**
 * The `Cache-Control` of a page any visitor may be given as it is (see `isPublicPageRequest`):
 * browsers revalidate every time (ETag, 304 from the site server's page cache), a CDN may keep it
 * a minute and serve it a minute longer while it fetches the next. The site server's page cache
 * stores exactly the responses that carry `public`.
 */
export const PUBLIC_PAGE_CACHE_CONTROL =
  'public, max-age=0, s-maxage=60, stale-while-revalidate=60';

/**
 * A signed-in page: no shared cache may keep it, and the browser asks the server again before
 * reusing it. Not `no-store`, which keeps every page out of the back/forward cache; the
 * document's session guard (SiteDocument) hides and reloads such a page when it is shown again
 * after its session ended.
 */
export const SIGNED_IN_CACHE_CONTROL = 'private, no-cache';

const LANGUAGES = new Set(['en', 'zh-CN', 'zh']);

/**
 * Whether a document request asks for a page that is the same for every visitor who sends it:
 * a GET of a marketing page (the sitemap's paths) with no query but the language and no session
 * cookie. Its answer still depends on the variant and the language, which the site server's
 * cache key and `Vary` carry.
 *
 * @example isPublicPageRequest(new Request('https://kyc.example/products-api?lang=en')) // true
 */
export function isPublicPageRequest(request: Request): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (/(?:^|;\s*)kyc_session=/.test(request.headers.get('cookie') ?? '')) return false;
  const url = new URL(request.url);
  if (!SITEMAP_PATHS.includes(url.pathname)) return false;
  for (const [name, value] of url.searchParams) {
    if (name !== 'lang' || !LANGUAGES.has(value)) return false;
  }
  return true;
}

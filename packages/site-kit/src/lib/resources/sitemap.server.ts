import { ROUTES } from '@kyc/content';
import { localizedUrl } from '../meta';
import { siteOrigin } from '../siteOrigin.server';

/** The public pages search engines should index: marketing pages, insights, about, LEI, terms. */
export const SITEMAP_PATHS: readonly string[] = ROUTES.map((route) => route.path).filter(
  (path) =>
    path === '/' ||
    /^\/(products|industries|insights|about-us)-/.test(path) ||
    path === '/lei' ||
    path === '/terms-conditions',
);

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * sitemap.xml with both languages of every page as `xhtml:link` alternates; the same for both
 * apps, which share their URLs.
 *
 * @example export const loader = ({ request }) => sitemapResponse(request);
 */
export function sitemapResponse(request: Request): Response {
  const origin = siteOrigin(request);
  const alternates = (path: string) =>
    [
      ['zh-CN', localizedUrl(origin, path, 'zh-CN')],
      ['en', localizedUrl(origin, path, 'en')],
      ['x-default', localizedUrl(origin, path, 'zh-CN')],
    ]
      .map(
        ([lang, href]) =>
          `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(href ?? '')}"/>`,
      )
      .join('');
  const urls = SITEMAP_PATHS.flatMap((path) =>
    (['zh-CN', 'en'] as const).map(
      (locale) =>
        `<url><loc>${escapeXml(localizedUrl(origin, path, locale))}</loc>${alternates(path)}</url>`,
    ),
  );
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
  return new Response(body, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}

import { siteOrigin } from '../siteOrigin.server';
/**
 * robots.txt: everything public may be crawled; account pages are marked noindex on the page.
 *
 * @example export const loader = ({ request }) => robotsResponse(request);
 */
export function robotsResponse(request: Request): Response {
  const origin = siteOrigin(request);
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /webapi/',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}

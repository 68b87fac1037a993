/**
 * robots.txt: everything public may be crawled; account pages are marked noindex on the page.
 *
 * @example export const loader = ({ request }) => robotsResponse(request);
 */
export function robotsResponse(request: Request): Response {
  const origin = process.env.SITE_ORIGIN ?? new URL(request.url).origin;
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

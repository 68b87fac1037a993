import type { Route } from './+types/robots';

/** robots.txt: everything public may be crawled; account pages are marked noindex on the page. */
export function loader({ request }: Route.LoaderArgs) {
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

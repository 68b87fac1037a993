/**
 * The site's public origin, for canonical and alternate URLs, the sitemap and robots.txt:
 * `SITE_ORIGIN` when deployed behind a proxy, else the request's own.
 *
 * @example siteOrigin(new Request('http://localhost:3000/lei')) // 'http://localhost:3000'
 */
export function siteOrigin(request: Request): string {
  return process.env.SITE_ORIGIN ?? new URL(request.url).origin;
}

/**
 * The site's public origin: `SITE_ORIGIN` (such as `https://www.kyc.example`), else
 * `http://localhost:${PORT}` (PORT 3000 by default) for a local run. Never a request's Host or
 * X-Forwarded-Host: a client chooses those. One rule for the server (HSTS, own redirects) and
 * the apps' loaders (canonical links, sitemap, robots.txt: src/lib/siteOrigin.server.ts).
 *
 * @param {Record<string, string | undefined>} [env]
 * @returns {string}
 * @example configuredSiteOrigin({ PORT: '4300' }) // 'http://localhost:4300'
 */
export function configuredSiteOrigin(env = process.env) {
  const configured = env.SITE_ORIGIN?.trim();
  if (configured) return new URL(configured).origin;
  return `http://localhost:${env.PORT?.trim() || 3000}`;
}

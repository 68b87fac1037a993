import { configuredSiteOrigin } from '../../server/site-origin.mjs';

/**
 * The site's public origin, for canonical and alternate URLs, the sitemap and robots.txt:
 * `SITE_ORIGIN` (such as `https://www.kyc.example`), else `http://localhost:${PORT}` (PORT
 * 3000 by default) for a local run. Never the request's Host or X-Forwarded-Host: a client
 * chooses those, and a cached sitemap or canonical link must not name a host it sent.
 *
 * @param _request kept so that loaders pass what they have; it does not change the answer
 * @example siteOrigin() // 'http://localhost:3000' without SITE_ORIGIN and PORT
 */
export function siteOrigin(_request?: Request): string {
  return configuredSiteOrigin();
}

import { readFileSync } from 'node:fs';
import { setHubOrigins } from './_lib/setHubOrigins';
import { hubHtmlPath } from './hubHtmlPath';

/** What `hubHtml` takes. */
export interface HubHtmlOptions {
  /**
   * Origins the hub answers: exact origins (`https://www.example.com`) or subdomain patterns
   * (`https://*.example.com`). Malformed entries are dropped. Empty or absent: the hub answers
   * whichever http(s) origin loads it, still only to that origin.
   */
  allowedOrigins?: readonly string[];
}

/**
 * The hub page's HTML with its origin allow-list filled in, ready to serve at
 * `/sdk/index.html` on the analytics host. Node only; reads `dist/hub.html`.
 *
 * @param options - `allowedOrigins`: exact origins or `https://*.example.com` patterns.
 * @returns The HTML of the hub page.
 * @throws Error when the package has not been built (`dist/hub.html` is missing).
 * @example
 * const page = hubHtml({ allowedOrigins: ['https://www.example.com', 'https://*.example.org'] });
 * fastify.get('/sdk/index.html', (_, reply) => reply.type('text/html').send(page));
 */
export function hubHtml(options: HubHtmlOptions = {}): string {
  let html: string;
  try {
    html = readFileSync(hubHtmlPath, 'utf8');
  } catch (error) {
    throw new Error(`@kyc/analytics-sdk: ${hubHtmlPath} is missing; build the package first`, {
      cause: error,
    });
  }
  return setHubOrigins(html, options?.allowedOrigins);
}

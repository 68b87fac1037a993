import type { TrackerOptions } from '@kyc/analytics-sdk';

/** What the server tells the enhancer of a static page (see lib/staticPage.ts). */
export interface StaticPageConfig {
  /** The tracker's options, or null when the site has no analytics host. */
  tracking: TrackerOptions | null;
  /** The page view to count: the same `route` and route `name` the app's tracking sends. */
  page: { route: string; name: string };
}

/** Id of the JSON block that carries the config in a static page. */
export const STATIC_PAGE_CONFIG_ID = 'kyc-static-page';

/**
 * A value as JSON safe inside a `<script type="application/json">` element: `<` is escaped,
 * so no value can close it.
 *
 * @example scriptJson({ a: '</script>' }) // '{"a":"\\u003c/script>"}'
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The config as JSON safe inside a `<script>` element: `<` is escaped, so no value can close it.
 *
 * @example serializeStaticPageConfig(config) // '{"tracking":null,"page":{"route":"/","name":"home"}}'
 */
export function serializeStaticPageConfig(config: StaticPageConfig): string {
  return scriptJson(config);
}

/**
 * The config of the page the enhancer runs in, or null when it is missing or unreadable.
 *
 * @example const config = readStaticPageConfig(document);
 */
export function readStaticPageConfig(doc: Document): StaticPageConfig | null {
  try {
    const config = JSON.parse(doc.getElementById(STATIC_PAGE_CONFIG_ID)?.textContent ?? '');
    return config && typeof config === 'object' && config.page ? config : null;
  } catch {
    return null;
  }
}

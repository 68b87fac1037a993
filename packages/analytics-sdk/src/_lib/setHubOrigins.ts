import { HUB_ORIGINS_META } from './hubOriginsMeta';
import { isOrigin } from './isOrigin';

const ORIGIN_PATTERN = /^https?:\/\/\*\.[a-z\d-]+(\.[a-z\d-]+)*(:\d+)?$/i;
const ORIGINS_META = new RegExp(`(<meta name="${HUB_ORIGINS_META}" content=")[^"]*(")`);

/** Keeps only well-formed origins and `scheme://*.domain` patterns: nothing else can reach the HTML. */
export function validHubOrigins(origins: unknown): string[] {
  return Array.isArray(origins)
    ? origins.filter((entry) => isOrigin(entry) || ORIGIN_PATTERN.test(`${entry}`))
    : [];
}

/** Writes the allow-list into the hub page's `<meta name="kyc-hub-origins">`. */
export function setHubOrigins(html: string, origins: unknown): string {
  return html.replace(ORIGINS_META, `$1${validHubOrigins(origins).join(' ')}$2`);
}

import { isOrigin } from './isOrigin';

/**
 * True when `origin` (a browser-given `event.origin` or the hub's `?origin=`) matches an entry of
 * the allow-list: an exact origin (`https://www.example.com`), or a subdomain pattern
 * (`https://*.example.com` matches `https://a.example.com` and `https://a.b.example.com`, not
 * `https://example.com` or `https://evilexample.com`). `'null'`, non-http(s) and malformed
 * origins never match.
 */
export function isAllowedOrigin(origin: unknown, allowList: readonly string[]): boolean {
  if (!isOrigin(origin)) return false;
  return allowList.some((entry) => {
    const [scheme, domain] = entry.split('*.');
    return (
      entry === origin ||
      (domain !== undefined &&
        /^https?:\/\/$/.test(scheme as string) &&
        origin.startsWith(scheme as string) &&
        origin.endsWith(`.${domain}`))
    );
  });
}

import { randomBytes } from 'node:crypto';
import { STATUS_CODES } from 'node:http';

/** A fresh CSP nonce per response: 128 random bits, base64. */
export function createNonce() {
  return randomBytes(16).toString('base64');
}

/** HSTS: two years, subdomains too. Sent only over HTTPS (see `responseHeaders`). */
export const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * The headers every response carries (pages, assets, proxied API answers, redirects, 404s):
 * no content sniffing, and HSTS when the response reaches the browser over HTTPS (RFC 6797
 * forbids HSTS over plain HTTP, and browsers ignore it there). What is not a page (an asset,
 * an API answer, a redirect) runs nothing and is never framed: a CSP of `default-src 'none'`
 * (it binds a file only when opened as a document, such as an SVG); pages replace it with
 * `securityHeaders`, and an API answer with its own CSP keeps that.
 *
 * @param {{ https: boolean }} options
 * @returns {Record<string, string>}
 */
export function responseHeaders({ https }) {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...(https ? { 'Strict-Transport-Security': HSTS } : {}),
  };
}

/**
 * A `clientError` listener for the site's HTTP server: what Node's parser refuses before the
 * app sees a request (headers over the limit, a malformed request line or header) gets a short
 * answer with the headers of `responseHeaders`, instead of Node's bare status line.
 *
 * @param {{ https: boolean }} options
 * @returns {(error: Error & { code?: string }, socket: import('node:stream').Duplex) => void}
 * @example server.on('clientError', clientErrorAnswer({ https: false }));
 */
export function clientErrorAnswer({ https }) {
  const headers = Object.entries({ ...responseHeaders({ https }), 'Cache-Control': 'no-store' })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return (error, socket) => {
    if (!socket.writable) return void socket.destroy();
    const status =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? 431
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? 408
          : 400;
    const body = STATUS_CODES[status] ?? '';
    socket.end(
      `HTTP/1.1 ${status} ${body}\r\nContent-Type: text/plain; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n${headers}Connection: close\r\n\r\n${body}`,
    );
  };
}

/** Static files (hashed assets, favicon): only this site's own pages may load them. */
export const STATIC_HEADERS = { 'Cross-Origin-Resource-Policy': 'same-origin' };

/**
 * The security headers every HTML response carries besides `responseHeaders`. Scripts run only with the request's
 * nonce (no 'unsafe-inline' for scripts); `analyticsOrigin` may be framed (the device-id hub)
 * and receive beacons. Inline style attributes stay allowed: React's `style` props need them
 * and they cannot run code.
 *
 * @param {{ nonce: string, analyticsOrigin?: string }} options
 * @returns {Record<string, string>}
 */
export function securityHeaders({ nonce, analyticsOrigin }) {
  const analytics = analyticsOrigin ? ` ${analyticsOrigin}` : '';
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${analytics}`,
    "font-src 'self'",
    `connect-src 'self'${analytics}`,
    `frame-src 'self'${analytics}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
}

import { randomBytes } from 'node:crypto';

/** A fresh CSP nonce per response: 128 random bits, base64. */
export function createNonce() {
  return randomBytes(16).toString('base64');
}

/**
 * The security headers every HTML response carries. Scripts run only with the request's
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
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
}

declare module 'react-router' {
  interface AppLoadContext {
    /** The CSP nonce of this response (see server/security-headers.mjs). */
    nonce: string;
    /** Where apps/api answers, for server-side loader calls. */
    apiOrigin: string;
    /** The analytics host as the browser reaches it (beacons, device-id hub); '' turns tracking off. */
    analyticsOrigin: string;
    /** The version the visitor's device gets by default (server/variant.mjs), whatever was chosen. */
    deviceVariant?: 'desktop' | 'mobile';
    /**
     * The visitor's address (Express's `req.ip`, loopback proxies trusted): loaders and actions
     * pass it to apps/api as `X-Forwarded-For`, so that its limits per address (login attempts,
     * leads) count the visitor, not the site server.
     */
    clientAddress?: string;
  }
}

export {};

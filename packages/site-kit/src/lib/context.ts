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
  }
}

export {};

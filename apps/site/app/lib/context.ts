declare module 'react-router' {
  interface AppLoadContext {
    /** The CSP nonce of this response (see server/security-headers.mjs). */
    nonce: string;
    /** Where apps/api answers, for server-side loader calls. */
    apiOrigin: string;
  }
}

export {};

// Every storage access sits in try/catch: sandboxed frames, disabled cookies and private modes
// throw on access, and a failed storage must never reach the host page.

/** A cookie's value, or undefined when it is absent or cookies cannot be read. */
export function readCookie(name: string): string | undefined {
  try {
    return document.cookie.match(new RegExp(`(?:^|; )${name}=([^;]*)`))?.[1];
  } catch {}
}

/**
 * Sets (or, with `days` 0, deletes) a host-only cookie on path /. Over https it is
 * `SameSite=None; Secure`, so that the hub page can read it inside a cross-site frame when the
 * browser allows third-party cookies; over plain http browsers refuse that pair, and the hub
 * falls back to the popup.
 */
export function writeCookie(name: string, value: string, days: number): void {
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and Safari
    document.cookie = `${name}=${value};path=/;max-age=${Math.round(days * 86400)}${
      location.protocol === 'https:' ? ';SameSite=None;Secure' : ''
    }`;
  } catch {}
}

/** A localStorage value, or undefined when absent or storage is unavailable. */
export function readLocal(key: string): string | undefined {
  try {
    return localStorage.getItem(key) ?? undefined;
  } catch {}
}

/** Stores a localStorage value; without a value it removes the key. */
export function writeLocal(key: string, value?: string): void {
  try {
    if (value) localStorage.setItem(key, value);
    else localStorage.removeItem(key);
  } catch {}
}

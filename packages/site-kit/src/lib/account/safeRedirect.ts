/**
 * Where to go after logging in: the `redirect` query when it is a path of this site (one leading
 * slash, no scheme, no protocol-relative or backslash tricks, not the login page itself), else
 * `fallback`.
 *
 * @example safeRedirect('/live-search?q=acme', '/live-search') // '/live-search?q=acme'
 * @example safeRedirect('//evil.example', '/live-search') // '/live-search'
 */
export function safeRedirect(target: unknown, fallback: string): string {
  if (typeof target !== 'string' || target.length > 2000) return fallback;
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return fallback;
  }
  // Control characters and backslashes can turn a path into another origin in some browsers.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: that is what is being refused
  if (/[\u0000-\u001f\\]/.test(target)) return fallback;
  let url: URL;
  try {
    url = new URL(target, 'http://site.invalid');
  } catch {
    return fallback;
  }
  if (url.origin !== 'http://site.invalid') return fallback;
  if (url.pathname === '/login' || url.pathname === '/kyc') return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

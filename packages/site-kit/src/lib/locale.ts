/** The site's two languages; Chinese is the default. */
export type Locale = 'zh-CN' | 'en';

export const LOCALE_COOKIE = 'kyc_lang';

function readLocale(value: string | null | undefined): Locale | undefined {
  if (value === 'en') return 'en';
  if (value === 'zh-CN' || value === 'zh') return 'zh-CN';
  return undefined;
}

/**
 * The page's language: `?lang=` first (crawlable URLs), then the visitor's remembered choice
 * in the `kyc_lang` cookie, else Chinese. `remember` is set when the URL chose a language the
 * cookie does not hold yet: a page that sets no cookie may be served from a cache.
 *
 * @example resolveLocale(new Request('https://kyc.example/?lang=en')) // { locale: 'en', remember: true }
 */
export function resolveLocale(request: Request): { locale: Locale; remember: boolean } {
  const cookie = request.headers.get('cookie') ?? '';
  const remembered = /(?:^|;\s*)kyc_lang=([^;]+)/.exec(cookie)?.[1];
  const fromQuery = readLocale(new URL(request.url).searchParams.get('lang'));
  if (fromQuery) return { locale: fromQuery, remember: remembered !== fromQuery };
  return { locale: readLocale(remembered) ?? 'zh-CN', remember: false };
}

/** The Set-Cookie header that remembers a chosen language for a year. */
export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax; Secure`;
}

/** The same path in the other language, keeping the rest of the query. */
export function switchLocaleHref(url: URL, locale: Locale): string {
  const next = new URLSearchParams(url.search);
  next.set('lang', locale);
  return `${url.pathname}?${next.toString()}`;
}

import type { Locale, MarketingMeta, PageMeta } from '@kyc/content';
import type { MetaDescriptor } from 'react-router';

/** What every route loader returns beside its own data: the page's metadata (SPEC §2). */
export interface RouteMetaData {
  meta: PageMeta | MarketingMeta;
}

export interface PageMetaInput {
  meta: PageMeta | MarketingMeta;
  locale: Locale;
  /** The site's public origin, e.g. `https://kyc.example.com` (root loader data). */
  origin: string;
  /** The brand name for `og:site_name` (root loader data: `chrome.siteName`). */
  siteName: string;
  pathname: string;
  /** Marketing pages: their description; account pages may pass their short description. */
  description?: string;
  /** Structured data, rendered as `<script type="application/ld+json">`. */
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
  /** Pages that must stay out of search results (account pages, the 404). */
  noindex?: boolean;
  /** Open Graph type: `article` for insights, else `website`. */
  ogType?: 'website' | 'article';
}

const OG_LOCALE: Record<Locale, string> = { 'zh-CN': 'zh_CN', en: 'en_US' };

const isMarketing = (meta: PageMeta | MarketingMeta): meta is MarketingMeta =>
  'searchTitle' in meta;

/**
 * The `<title>` of a page: a marketing page's search title (it names the product already), else
 * the page's title followed by the product's name, as marketing titles end: "登录 | KYC 全球企业尽调".
 */
export function documentTitle(meta: PageMeta | MarketingMeta, siteName: string): string {
  if (isMarketing(meta)) return meta.searchTitle;
  return siteName && !meta.title.includes(siteName) ? `${meta.title} | ${siteName}` : meta.title;
}

/** The page's URL in a locale: Chinese has no query, English carries `?lang=en` (crawlable). */
export function localizedUrl(origin: string, pathname: string, locale: Locale): string {
  return `${origin}${pathname}${locale === 'en' ? '?lang=en' : ''}`;
}

/**
 * The head of a page: `<title>`, description, canonical, `hreflang` alternates with
 * `x-default`, Open Graph and optional JSON-LD, from the page's content metadata.
 *
 * @example pageMeta({ meta: page.meta, locale: 'en', origin, pathname: '/products-api' })
 */
export function pageMeta({
  meta,
  locale,
  origin,
  siteName,
  pathname,
  description,
  jsonLd,
  noindex,
  ogType = 'website',
}: PageMetaInput): MetaDescriptor[] {
  const title = documentTitle(meta, siteName);
  const summary = isMarketing(meta) ? meta.description : description;
  const canonical = localizedUrl(origin, pathname, locale);
  const descriptors: MetaDescriptor[] = [
    { title },
    ...(summary ? [{ name: 'description', content: summary }] : []),
    ...(noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    { tagName: 'link', rel: 'canonical', href: canonical },
    {
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'zh-CN',
      href: localizedUrl(origin, pathname, 'zh-CN'),
    },
    {
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'en',
      href: localizedUrl(origin, pathname, 'en'),
    },
    {
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: localizedUrl(origin, pathname, 'zh-CN'),
    },
    { property: 'og:title', content: title },
    ...(summary ? [{ property: 'og:description', content: summary }] : []),
    { property: 'og:type', content: ogType },
    { property: 'og:url', content: canonical },
    { property: 'og:locale', content: OG_LOCALE[locale] },
    { property: 'og:site_name', content: siteName },
    { name: 'twitter:card', content: 'summary' },
  ];
  for (const data of Array.isArray(jsonLd) ? jsonLd : jsonLd ? [jsonLd] : []) {
    descriptors.push({ 'script:ld+json': data });
  }
  return descriptors;
}

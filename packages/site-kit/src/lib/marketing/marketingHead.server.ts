import type { Article, LegalDocument, Locale, MarketingMeta, MarketingPage } from '@kyc/content';
import type { MetaDescriptor } from 'react-router';
import { getContent } from '../content.server';
import { localizedUrl, pageMeta } from '../meta';
import { siteOrigin } from '../siteOrigin.server';
import { articleJsonLd, faqPageJsonLd, type JsonLd, organizationJsonLd } from './jsonLd';

export interface MarketingHeadInput {
  request: Request;
  locale: Locale;
  /** The page's own address (its content path), whichever URL showed it: the canonical one. */
  pathname: string;
  meta: MarketingMeta;
  page: MarketingPage | Article | LegalDocument;
}

/**
 * The head of a marketing page, built by its loader (`pageMeta`: title, description, canonical,
 * hreflang, Open Graph) with its structured data: Organization on the home page, Article (and
 * `og:type` article) on insights, FAQPage wherever the page has FAQ sections. Built on the
 * server so the browser carries none of this code: the route's `meta` returns it as it is.
 *
 * @example marketingHead({ request, locale: 'en', pathname: '/lei', meta: page.meta, page })
 */
export function marketingHead({
  request,
  locale,
  pathname,
  meta,
  page,
}: MarketingHeadInput): MetaDescriptor[] {
  // As the root loader has it: SITE_ORIGIN behind a proxy, else the request's own.
  const origin = siteOrigin(request);
  const siteName = getContent(locale).brand.name;
  const url = localizedUrl(origin, pathname, locale);
  const jsonLd: JsonLd[] = [];
  if (page.kind === 'article') {
    jsonLd.push(articleJsonLd(page, { url, locale, publisher: siteName, origin }));
  } else if (page.kind === 'marketing') {
    if (meta.name === 'home') {
      jsonLd.push(
        organizationJsonLd({ name: siteName, url: `${origin}/`, description: meta.description }),
      );
    }
    const faq = faqPageJsonLd(page);
    if (faq) jsonLd.push(faq);
  }
  return pageMeta({
    meta,
    locale,
    origin,
    siteName,
    pathname,
    ...(jsonLd.length > 0 ? { jsonLd } : {}),
    ogType: page.kind === 'article' ? 'article' : 'website',
  });
}

import type { Article, LegalDocument, MarketingMeta, MarketingPage } from '@kyc/content';
import type { MetaDescriptor } from 'react-router';
import { localizedUrl, pageMeta } from '../meta';
import { rootDataOf } from '../rootData';
import { articleJsonLd, faqPageJsonLd, type JsonLd, organizationJsonLd } from './jsonLd';

/** The part of a marketing route's loader data the head needs. */
export interface MarketingMetaData {
  meta: MarketingMeta;
  page: MarketingPage | Article | LegalDocument;
}

export interface MarketingMetaArgs {
  loaderData: MarketingMetaData | undefined;
  matches: readonly unknown[];
  location: { pathname: string };
}

/**
 * The head of every marketing page (`pageMeta`: title, description, canonical, hreflang, Open
 * Graph) with its structured data: Organization on the home page, Article (and `og:type`
 * article) on insights, FAQPage wherever the page has FAQ sections. `pathname` overrides the
 * URL's, for a page shown under a second path (its canonical address).
 *
 * @example export const meta = (args: Route.MetaArgs) => marketingMeta(args);
 */
export function marketingMeta(
  { loaderData, matches, location }: MarketingMetaArgs,
  { pathname = location.pathname }: { pathname?: string } = {},
): MetaDescriptor[] {
  if (!loaderData) return [];
  const root = rootDataOf(matches);
  const { meta, page } = loaderData;
  const url = localizedUrl(root.origin, pathname, root.locale);
  const jsonLd: JsonLd[] = [];
  if (page.kind === 'article') {
    jsonLd.push(
      articleJsonLd(page, {
        url,
        locale: root.locale,
        publisher: root.chrome.siteName,
        origin: root.origin,
      }),
    );
  } else if (page.kind === 'marketing') {
    if (meta.name === 'home') {
      jsonLd.push(
        organizationJsonLd({
          name: root.chrome.siteName,
          url: `${root.origin}/`,
          description: meta.description,
        }),
      );
    }
    const faq = faqPageJsonLd(page);
    if (faq) jsonLd.push(faq);
  }
  return pageMeta({
    meta,
    locale: root.locale,
    origin: root.origin,
    siteName: root.chrome.siteName,
    pathname,
    ...(jsonLd.length > 0 ? { jsonLd } : {}),
    ogType: page.kind === 'article' ? 'article' : 'website',
  });
}

import type { Article, Locale, MarketingPage } from '@kyc/content';

/** A schema.org object, as `pageMeta` renders it into `<script type="application/ld+json">`. */
export type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

/**
 * The home page's Organization: name, site address and what it offers.
 *
 * @example organizationJsonLd({ name: 'KYC Global', url: 'https://kyc.example/', description })
 */
export function organizationJsonLd({
  name,
  url,
  description,
}: {
  name: string;
  url: string;
  description: string;
}): JsonLd {
  return { '@context': CONTEXT, '@type': 'Organization', name, url, description };
}

/**
 * An insight's Article: headline, dates, author, publisher, language and the page it is the
 * main entity of.
 *
 * @example articleJsonLd(article, { url, locale: 'en', publisher: 'KYC Global', origin })
 */
export function articleJsonLd(
  article: Article,
  {
    url,
    locale,
    publisher,
    origin,
  }: { url: string; locale: Locale; publisher: string; origin: string },
): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    headline: article.title,
    description: article.meta.description,
    datePublished: article.publishedAt,
    dateModified: article.updatedAt,
    author: { '@type': 'Organization', name: article.author },
    publisher: { '@type': 'Organization', name: publisher, url: `${origin}/` },
    inLanguage: locale,
    keywords: article.tags.join(', '),
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
  };
}

/**
 * A FAQPage of every question in the page's FAQ sections, or `undefined` when it has none.
 *
 * @example faqPageJsonLd(page)?.mainEntity
 */
export function faqPageJsonLd(page: MarketingPage): JsonLd | undefined {
  const questions = page.sections.flatMap((section) =>
    section.kind === 'faq' ? section.items : [],
  );
  if (questions.length === 0) return undefined;
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: questions.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

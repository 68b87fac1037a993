import type { Locale, PublicRoutePath } from '@kyc/content';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getContent } from '../content.server';
import { loadPage } from './loadPage.server';
import { marketingHead } from './marketingHead.server';
import { marketingMeta } from './marketingMeta';

const ORIGIN = 'https://kyc.example';

/** The head a marketing loader builds for `path` in `locale`, as the route's `meta` returns it. */
function headOf(locale: Locale, path: PublicRoutePath, { at = path }: { at?: string } = {}) {
  const data = loadPage(new Request(`${ORIGIN}${at}${locale === 'en' ? '?lang=en' : ''}`), path);
  return marketingMeta({ loaderData: data }) as Record<string, unknown>[];
}

const jsonLdOf = (head: Record<string, unknown>[]) =>
  head.flatMap((descriptor) =>
    'script:ld+json' in descriptor ? [descriptor['script:ld+json'] as Record<string, unknown>] : [],
  );

const ARTICLES = [
  '/insights-ubo-for-chinese-companies',
  '/insights-guidelines-in-asia',
  '/insights-onboarding-regulations-in-china',
  '/insights-shell-company-scanning',
] as const;

describe('marketingHead (built by the loader, returned by meta)', () => {
  // The public origin is configured (SITE_ORIGIN), never the request's host.
  beforeEach(() => vi.stubEnv('SITE_ORIGIN', ORIGIN));
  afterEach(() => vi.unstubAllEnvs());

  it.each(['zh-CN', 'en'] as const)(
    'gives title, description, canonical and hreflang alternates (%s)',
    (locale) => {
      const head = headOf(locale, '/products-api');
      const meta = getContent(locale).pages['/products-api'].meta;
      const suffix = locale === 'en' ? '?lang=en' : '';
      expect(head).toContainEqual({ title: meta.searchTitle });
      expect(head).toContainEqual({ name: 'description', content: meta.description });
      expect(head).toContainEqual({
        tagName: 'link',
        rel: 'canonical',
        href: `${ORIGIN}/products-api${suffix}`,
      });
      const alternates = head.filter((d) => d.rel === 'alternate').map((d) => [d.hrefLang, d.href]);
      expect(alternates).toEqual([
        ['zh-CN', `${ORIGIN}/products-api`],
        ['en', `${ORIGIN}/products-api?lang=en`],
        ['x-default', `${ORIGIN}/products-api`],
      ]);
      expect(head).toContainEqual({ property: 'og:type', content: 'website' });
      expect(jsonLdOf(head)).toEqual([]);
    },
  );

  it.each(['zh-CN', 'en'] as const)('marks the home page as the Organization (%s)', (locale) => {
    const [organization, ...rest] = jsonLdOf(headOf(locale, '/'));
    expect(rest).toEqual([]);
    expect(organization).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: getContent(locale).brand.name,
      url: `${ORIGIN}/`,
      description: getContent(locale).pages['/'].meta.description,
    });
  });

  it.each(['zh-CN', 'en'] as const)(
    'gives the FAQ page a FAQPage of every question (%s)',
    (locale) => {
      const page = getContent(locale).pages['/about-us-faq'];
      const [faq] = jsonLdOf(headOf(locale, '/about-us-faq'));
      const questions = page.sections.flatMap((s) => (s.kind === 'faq' ? s.items : []));
      expect(questions.length).toBeGreaterThan(5);
      expect(faq?.['@type']).toBe('FAQPage');
      expect(faq?.mainEntity).toEqual(
        questions.map((q) => ({
          '@type': 'Question',
          name: q.question,
          acceptedAnswer: { '@type': 'Answer', text: q.answer },
        })),
      );
    },
  );

  it.each(
    ARTICLES.flatMap((path) => (['zh-CN', 'en'] as const).map((locale) => ({ path, locale }))),
  )('describes $path ($locale) as an Article with og:type article', ({ path, locale }) => {
    const article = getContent(locale).pages[path];
    const head = headOf(locale, path);
    const url = `${ORIGIN}${path}${locale === 'en' ? '?lang=en' : ''}`;
    expect(head).toContainEqual({ property: 'og:type', content: 'article' });
    expect(jsonLdOf(head)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: article.title,
        description: article.meta.description,
        datePublished: article.publishedAt,
        dateModified: article.updatedAt,
        author: { '@type': 'Organization', name: article.author },
        publisher: {
          '@type': 'Organization',
          name: getContent(locale).brand.name,
          url: `${ORIGIN}/`,
        },
        inLanguage: locale,
        keywords: article.tags.join(', '),
        mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      },
    ]);
  });

  it('gives /enterprise-details the LEI page’s canonical address', () => {
    const head = headOf('en', '/lei', { at: '/enterprise-details' });
    expect(head).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: `${ORIGIN}/lei?lang=en`,
    });
    expect(head.some((d) => String(d.href ?? '').includes('enterprise-details'))).toBe(false);
  });

  it('gives the terms a plain head without structured data', () => {
    const head = headOf('zh-CN', '/terms-conditions');
    expect(head).toContainEqual({
      title: getContent('zh-CN').pages['/terms-conditions'].meta.searchTitle,
    });
    expect(jsonLdOf(head)).toEqual([]);
  });

  it('takes the public origin from SITE_ORIGIN when the site runs behind a proxy', () => {
    vi.stubEnv('SITE_ORIGIN', 'https://www.kyc.example');
    const page = getContent('zh-CN').pages['/products-api'];
    const head = marketingHead({
      request: new Request('http://127.0.0.1:3000/products-api'),
      locale: 'zh-CN',
      pathname: '/products-api',
      meta: page.meta,
      page,
    });
    expect(head).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://www.kyc.example/products-api',
    });
  });

  it('gives nothing when the loader failed (the error boundary sets the head)', () => {
    expect(marketingMeta({ loaderData: undefined })).toEqual([]);
  });
});

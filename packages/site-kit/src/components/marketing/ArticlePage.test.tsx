import { describe, expect, it } from 'vitest';
import { ARTICLE_PATHS, loadArticle } from '../../lib/marketing/loadArticle.server';
import { elements, renderOnServer, textOf } from '../../lib/marketing/testing';
import { ArticlePage } from './ArticlePage';

const MATRIX = ARTICLE_PATHS.flatMap((path) =>
  (['', '?lang=en'] as const).map((query) => ({ path, query })),
);

describe('ArticlePage', () => {
  it.each(MATRIX)(
    'draws $path$query with contents, author, dates, sources and disclaimer',
    ({ path, query }) => {
      const data = loadArticle(new Request(`https://kyc.example${path}${query}`), path);
      const { page: article, labels, locale } = data;
      const html = renderOnServer(
        <ArticlePage
          article={article}
          locale={locale}
          labels={labels}
          dates={data.dates}
          related={data.related}
          text={data.text}
        />,
        { url: `${path}${query}` },
      );
      expect(elements(html, 'h1').map((h) => h.text)).toEqual([article.title]);
      const text = textOf(html);
      expect(text).toContain(`${labels.author}${data.text.colon}${article.author}`);
      expect(html).toContain(
        `<time dateTime="${article.publishedAt}">${data.dates.published}</time>`,
      );
      expect(html).toContain(`<time dateTime="${article.updatedAt}">${data.dates.updated}</time>`);
      // The table of contents links every section, in order, to its anchor.
      const sectionIds = ['summary', ...article.sections.map((s) => s.id), 'sources'];
      const tocLinks = [...html.matchAll(/<li><a href="#([^"]+)">/g)].map((m) => m[1]);
      expect(tocLinks).toEqual(sectionIds);
      for (const id of sectionIds) expect(html).toContain(`<section id="${id}"`);
      // h2s: the contents title, every section, then the related insights.
      expect(elements(html, 'h2').map((h) => h.text)).toEqual([
        expect.any(String),
        data.text.summary,
        ...article.sections.map((s) => s.heading),
        labels.sources,
        labels.relatedArticles,
      ]);
      expect(text).toContain(article.summary);
      for (const source of article.sources) expect(text).toContain(source.name);
      expect(text).toContain(article.disclaimer);
      for (const item of data.related) {
        expect(elements(html, 'a').find((a) => a.text === item.title)?.html).toContain(
          `href="${item.href}${query}"`,
        );
      }
    },
  );
});

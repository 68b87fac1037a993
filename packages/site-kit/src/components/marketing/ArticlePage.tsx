import './marketing.css';
import type { Article, CommonLabels, Locale } from '@kyc/content';
import { ArticleLayout, InsightCard } from '@kyc/ui';
import { routerLinkRenderer } from '../../lib/links';
import type { PageText, RelatedArticle } from '../../lib/marketing/types';
import { Prose } from './Prose';

export interface ArticlePageProps {
  article: Article;
  locale: Locale;
  labels: CommonLabels;
  /** Dates formatted by the loader. */
  dates: { published: string; updated: string };
  related: RelatedArticle[];
  /** The page's own few words (loader data). */
  text: PageText;
}

/**
 * An insight article: `ArticleLayout` with author and dates under the title, a table of
 * contents over the summary, the sections and the sources with the disclaimer, followed by
 * cards for the other insights.
 *
 * @example <ArticlePage article={loaderData.page} locale="en" labels={labels} dates={dates} related={related} text={text} />
 */
export function ArticlePage({ article, locale, labels, dates, related, text }: ArticlePageProps) {
  const renderLink = routerLinkRenderer(locale);
  return (
    <div className="mk-page">
      <ArticleLayout
        title={article.title}
        locale={locale}
        className="mk-article"
        meta={
          <>
            <span>
              {labels.author}
              {text.colon}
              {article.author}
            </span>
            {text.separator}
            <span>
              {labels.publishedOn}
              {text.colon}
              <time dateTime={article.publishedAt}>{dates.published}</time>
            </span>
            {text.separator}
            <span>
              {labels.updatedOn}
              {text.colon}
              <time dateTime={article.updatedAt}>{dates.updated}</time>
            </span>
          </>
        }
        sections={[
          {
            id: 'summary',
            title: text.summary,
            content: <p className="mk-lead">{article.summary}</p>,
          },
          ...article.sections.map((section) => ({
            id: section.id,
            title: section.heading,
            content: <Prose paragraphs={section.paragraphs} bullets={section.bullets} />,
          })),
          {
            id: 'sources',
            title: labels.sources,
            content: (
              <>
                <ol className="mk-sources">
                  {article.sources.map((source) => (
                    <li key={source.name}>
                      <cite>{source.name}</cite>
                      {source.issuer && (
                        <>
                          {text.separator}
                          {source.issuer}
                        </>
                      )}
                      {text.separator}
                      {source.date}
                    </li>
                  ))}
                </ol>
                <p className="mk-disclaimer">
                  <strong>
                    {text.disclaimerLabel}
                    {text.colon}
                  </strong>
                  {article.disclaimer}
                </p>
              </>
            ),
          },
        ]}
      />
      <section className="kyc-section mk-section" aria-labelledby="related-title">
        <h2 id="related-title" className="kyc-section__title">
          {labels.relatedArticles}
        </h2>
        <ul className="mk-cards mk-cards--3">
          {related.map((item) => (
            <li key={item.href}>
              <InsightCard
                href={item.href}
                title={item.title}
                summary={item.summary}
                meta={<time>{item.published}</time>}
                renderLink={renderLink}
                locale={locale}
              />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

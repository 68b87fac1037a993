import type { ReactNode } from 'react';
import { cx } from './_lib/cx';
import { type Locale, useResolvedLocale } from './_lib/locale';

/** A section of an article: its id is the anchor the table of contents links to. */
export interface ArticleSection {
  id: string;
  title: string;
  content: ReactNode;
}

export interface ArticleLayoutProps {
  title: string;
  /** Line under the title: category, date, reading time. */
  meta?: ReactNode;
  sections: ArticleSection[];
  locale?: Locale;
  className?: string;
}

const TOC = { 'zh-CN': '目录', en: 'Contents' };

/**
 * An insight article: h1 and meta, a table of contents linking to each section, and the
 * sections as h2 blocks. The contents column sticks beside the text on wide screens.
 *
 * @param props - {@link ArticleLayoutProps}.
 * @example
 * ```tsx
 * <ArticleLayout title="中国企业的最终受益人" sections={[{ id: 'law', title: '法规', content: <p>…</p> }]} />
 * ```
 */
export function ArticleLayout({ title, meta, sections, locale, className }: ArticleLayoutProps) {
  const language = useResolvedLocale(locale);
  return (
    <article className={cx('kyc-article', className)}>
      <header className="kyc-article__header">
        <h1 className="kyc-article__title">{title}</h1>
        {meta && <p className="kyc-article__meta">{meta}</p>}
      </header>
      <div className="kyc-article__columns">
        <nav className="kyc-article__toc" aria-label={TOC[language]}>
          <h2 className="kyc-article__toc-title">{TOC[language]}</h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="kyc-article__body">
          {sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
              <h2 id={`${section.id}-title`}>{section.title}</h2>
              {section.content}
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}

import './marketing.css';
import type { CommonLabels, LegalDocument } from '@kyc/content';
import type { PageText } from '../../lib/marketing/types';

export interface LegalPageProps {
  document: LegalDocument;
  labels: CommonLabels;
  /** Effective date formatted by the loader. */
  effective: string;
  /** The page's own few words (loader data). */
  text: PageText;
}

/**
 * The terms and conditions: title, version and effective date, the introduction, a table of
 * contents, and every clause numbered under its own anchor with a link to itself.
 *
 * @example <LegalPage document={loaderData.page} labels={labels} effective="2025年1月1日" text={loaderData.text} />
 */
export function LegalPage({ document, labels, effective, text }: LegalPageProps) {
  return (
    <div className="mk-page">
      <article className="kyc-article mk-legal">
        <header className="kyc-article__header">
          <h1 className="kyc-article__title">{document.title}</h1>
          <p className="kyc-article__meta">
            {text.version} {document.version}
            {text.separator}
            {text.effective}
            {text.colon}
            <time dateTime={document.effectiveDate}>{effective}</time>
          </p>
        </header>
        <div className="kyc-article__columns">
          <nav className="kyc-article__toc mk-legal__toc" aria-label={labels.tableOfContents}>
            <h2 className="kyc-article__toc-title">{labels.tableOfContents}</h2>
            <ol>
              {document.clauses.map((clause) => (
                <li key={clause.id}>
                  <a href={`#${clause.id}`}>
                    {clause.number}. {clause.heading}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <div className="kyc-article__body">
            <div className="mk-prose">
              {document.intro.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            {document.clauses.map((clause) => (
              <section key={clause.id} id={clause.id} aria-labelledby={`${clause.id}-title`}>
                <h2 id={`${clause.id}-title`} className="mk-legal__clause">
                  <span className="mk-legal__number">{clause.number}.</span> {clause.heading}{' '}
                  <a
                    href={`#${clause.id}`}
                    className="mk-legal__anchor"
                    aria-label={`${text.clauseLink}${clause.number}. ${clause.heading}`}
                  >
                    #
                  </a>
                </h2>
                <div className="mk-prose">
                  {clause.paragraphs.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                </div>
              </section>
            ))}
          </div>
        </div>
      </article>
    </div>
  );
}

import {
  type ApiOperationsText,
  type ApiReferenceText,
  apiOperations,
  apiReference,
} from '@kyc/content/interface';
import type { ReactNode } from 'react';
import { useLoaderData } from 'react-router';
import { ApiTryIt, tryItProps } from '../../components/marketing/ApiTryIt';
import { CodeBlock } from '../../components/marketing/CodeBlock';
import {
  MarketingSections,
  type SectionBlocks,
} from '../../components/marketing/MarketingSections';
import { SectionFrame } from '../../components/marketing/SectionFrame';
import { operationName } from '../../lib/account/apiKeys';
import type { Locale } from '../../lib/locale';
import type { ReferenceOperation, ReferenceWords } from '../../lib/marketing/apiReference';
import { type MarketingMetaArgs, marketingMeta } from '../../lib/marketing/marketingMeta';
import { useStaticPage } from '../../lib/staticPage';
import { TRY_IT_ATTRIBUTE } from '../../static/attributes';
import { scriptJson } from '../../static/config';
import type { apiReferenceLoader } from './loaders.server';
import './products-api-reference.css';

export function meta(args: MarketingMetaArgs) {
  return marketingMeta(args);
}

/**
 * A table that scrolls sideways inside itself on a narrow screen: a named region keyboard
 * users can focus to scroll it (as @kyc/ui's DataTable does).
 */
function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard (axe scrollable-region-focusable)
    <section className="mk-ref__table-wrap" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}

/** The content's code sections (the webhook delivery and its verification). */
const BLOCKS: SectionBlocks = { code: CodeBlock };

/**
 * English on a Chinese page (identifiers, the register's English words, an English name): marked
 * `lang="en"`, so it is set in a Latin font (its quotes and apostrophes are not full-width) and
 * read as English.
 */
const english = (locale: Locale) => (locale === 'en' ? undefined : 'en');

/** Latin letters, digits and punctuation only: an English name or word. */
const LATIN = /^[\p{Script=Latin}\p{N}\p{P}\p{S}\s]+$/u;

/** `lang="en"` for a text of the register (a name, a status) that is English on a Chinese page. */
const englishText = (text: string, locale: Locale) =>
  locale !== 'en' && LATIN.test(text) ? 'en' : undefined;

/**
 * A text of the document with each `code` span (between backticks) as code, and, in a response's
 * description, every problem kind it names as a link to that kind's section (`not-found: …`,
 * `forbidden-scope, forbidden-address or plan-expired`).
 */
function documentText(text: string, kinds: readonly string[] = []): ReactNode[] {
  const pattern =
    kinds.length === 0
      ? null
      : new RegExp(
          `(?<![\\w-])(${[...kinds].sort((a, b) => b.length - a.length).join('|')})(?![\\w-])`,
        );
  return text.split(/`([^`]+)`/).flatMap((part, index) => {
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order
    if (index % 2 === 1) return [<code key={`c${index}`}>{part}</code>];
    if (!pattern) return [part];
    return part.split(pattern).map((piece, inner) =>
      inner % 2 === 1 ? (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order
        <a key={`k${index}-${inner}`} href={`#problem-${piece}`}>
          <code>{piece}</code>
        </a>
      ) : (
        piece
      ),
    );
  });
}

/** A text of the document in its element, marked English when a Chinese page shows its English. */
function Words({
  words,
  kinds,
  as: Element = 'span',
  className,
}: {
  words: ReferenceWords;
  kinds?: readonly string[];
  as?: 'p' | 'span';
  className?: string;
}) {
  return (
    <Element lang={words.lang} className={className}>
      {documentText(words.text, kinds)}
    </Element>
  );
}

/** A sandbox company's status in the page's language (the register's word where it has none). */
function SandboxStatus({
  status,
  text,
  locale,
}: {
  status: string;
  text: ApiReferenceText;
  locale: Locale;
}) {
  const words = text.sandboxStatus[status];
  if (words) return <>{words}</>;
  return <span lang={englishText(status, locale)}>{status}</span>;
}

/** One operation: what it does, its parameters, its answers, curl and TypeScript. */
function Operation({
  operation,
  text,
  names,
  kinds,
  locale,
}: {
  operation: ReferenceOperation;
  text: ApiReferenceText;
  names: ApiOperationsText;
  kinds: readonly string[];
  locale: Locale;
}) {
  const id = `operation-${operation.id}`;
  return (
    <article id={id} className="mk-ref__operation" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="mk-ref__operation-title">
        {operationName(operation.id, names)}
      </h3>
      <p className="mk-ref__endpoint">
        <span
          lang={english(locale)}
          className={`mk-ref__method mk-ref__method--${operation.method.toLowerCase()}`}
        >
          {operation.method}
        </span>{' '}
        <code>{operation.path}</code>
      </p>
      <Words as="p" words={operation.summary} />
      {operation.description.text && (
        <Words as="p" words={operation.description} className="mk-ref__description" />
      )}
      {operation.parameters.length > 0 && (
        <TableScroll label={text.parameters}>
          <table className="mk-ref__table">
            <caption className="mk-ref__caption">{text.parameters}</caption>
            <thead>
              <tr>
                <th scope="col">{text.paramName}</th>
                <th scope="col">{text.paramIn}</th>
                <th scope="col">{text.paramRequired}</th>
                <th scope="col">{text.paramDescription}</th>
              </tr>
            </thead>
            <tbody>
              {operation.parameters.map((parameter) => (
                <tr key={`${parameter.in}-${parameter.name}`}>
                  <th scope="row">
                    <code>{parameter.name}</code>
                  </th>
                  <td lang={english(locale)} className="mk-ref__nowrap">
                    {parameter.in}
                  </td>
                  <td>{parameter.required ? text.yes : text.no}</td>
                  <td>
                    <code className="mk-ref__type">{parameter.type}</code>
                    {parameter.description.text && (
                      <>
                        {' '}
                        <Words words={parameter.description} />
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {operation.body !== null && (
        <figure className="mk-code__sample">
          <figcaption className="mk-code__label">{text.requestBody}</figcaption>
          <pre className="mk-code__pre">
            <code data-language="json">{operation.body}</code>
          </pre>
        </figure>
      )}
      <TableScroll label={text.responses}>
        <table className="mk-ref__table">
          <caption className="mk-ref__caption">{text.responses}</caption>
          <thead>
            <tr>
              <th scope="col">{text.status}</th>
              <th scope="col">{text.meaning}</th>
            </tr>
          </thead>
          <tbody>
            {operation.responses.map((response) => (
              <tr key={response.status}>
                <th scope="row">{response.status}</th>
                <td>
                  {response.description.text ? (
                    <Words words={response.description} kinds={kinds} />
                  ) : response.status.startsWith('2') ? (
                    text.success
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <div className="mk-code">
        <figure className="mk-code__sample">
          <figcaption className="mk-code__label">{text.curl}</figcaption>
          <pre className="mk-code__pre">
            <code data-language="bash">{operation.curl}</code>
          </pre>
        </figure>
        <figure className="mk-code__sample">
          <figcaption className="mk-code__label">{text.typescript}</figcaption>
          <pre className="mk-code__pre">
            <code data-language="ts">{operation.typescript}</code>
          </pre>
        </figure>
      </div>
      {operation.example !== null && (
        <details className="mk-ref__example">
          <summary>{text.example}</summary>
          <pre className="mk-code__pre">
            <code data-language="json">{operation.example}</code>
          </pre>
        </details>
      )}
    </article>
  );
}

/**
 * The API reference (/products-api/reference): the introduction of the content (authentication,
 * rate-limit headers, webhook signatures), then, from apps/api's /v1/openapi.json, the sandbox companies, a try-it
 * for a test key, every operation with its parameters, answers, curl and TypeScript samples,
 * and a section per problem kind at `#problem-<kind>` (the problems' `type` URIs point there).
 * Everything but the try-it works without JavaScript.
 */
export default function Page() {
  const { page, locale, reference } = useLoaderData<typeof apiReferenceLoader>();
  const text = apiReference[locale];
  const names = apiOperations[locale];
  const staticPage = useStaticPage();
  const kinds = reference?.problems.map((problem) => problem.kind) ?? [];

  const contents = (
    <nav className="kyc-section mk-section mk-ref__contents" aria-label={text.contents}>
      <p className="mk-ref__contents-title">{text.contents}</p>
      <ul>
        {page.sections
          .filter((section) => section.kind !== 'hero')
          .map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{'title' in section ? section.title : ''}</a>
            </li>
          ))}
        {reference && (
          <>
            <li>
              <a href="#sandbox">{text.sandboxHeading}</a>
            </li>
            <li>
              <a href="#try-it">{text.tryHeading}</a>
            </li>
            <li>
              <a href="#operations">{text.operationsHeading}</a>
              <ul>
                {reference.operations.map((operation) => (
                  <li key={operation.id}>
                    <a href={`#operation-${operation.id}`}>{operationName(operation.id, names)}</a>
                  </li>
                ))}
              </ul>
            </li>
            <li>
              <a href="#errors">{text.problemsHeading}</a>
            </li>
          </>
        )}
      </ul>
      <p>
        <a href="/v1/openapi.json">{text.documentLink}</a>
      </p>
    </nav>
  );

  const tryIt = tryItProps({
    operations: reference?.operations ?? [],
    text,
    operationNames: names,
    locale,
  });
  const body = reference ? (
    <>
      <SectionFrame id="sandbox" title={text.sandboxHeading} intro={text.sandboxIntro}>
        <TableScroll label={text.sandboxHeading}>
          <table className="mk-ref__table">
            <thead>
              <tr>
                <th scope="col">{text.sandboxCode}</th>
                <th scope="col">{text.sandboxName}</th>
                <th scope="col">{text.sandboxIds}</th>
                <th scope="col">{text.sandboxCase}</th>
              </tr>
            </thead>
            <tbody>
              {reference.sandbox.map((company) => (
                <tr key={company.keyNo}>
                  <th scope="row">
                    <code>{company.keyNo}</code>
                  </th>
                  <td className="mk-ref__name">
                    {locale === 'en' ? (
                      company.nameEn
                    ) : (
                      <span lang={englishText(company.name, locale)}>{company.name}</span>
                    )}
                    <span className="mk-ref__muted">
                      {' '}
                      ({company.jurisdiction},{' '}
                      <SandboxStatus status={company.status} text={text} locale={locale} />)
                    </span>
                  </td>
                  <td>
                    {[company.uscc, company.lei].filter(Boolean).map((code) => (
                      <code key={code} className="mk-ref__code-line">
                        {code}
                      </code>
                    ))}
                  </td>
                  <td>
                    <Words words={company.case} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </SectionFrame>
      <SectionFrame id="try-it" title={text.tryHeading} intro={text.tryIntro}>
        {staticPage ? (
          // A page without React: the note, and the props its own script renders it with.
          <div {...{ [TRY_IT_ATTRIBUTE]: '' }}>
            <ApiTryIt {...tryIt} />
            <script
              type="application/json"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with `<` escaped, never run
              dangerouslySetInnerHTML={{ __html: scriptJson(tryIt) }}
            />
          </div>
        ) : (
          <ApiTryIt {...tryIt} />
        )}
      </SectionFrame>
      <SectionFrame id="operations" title={text.operationsHeading}>
        {reference.operations.map((operation) => (
          <Operation
            key={operation.id}
            operation={operation}
            text={text}
            names={names}
            kinds={kinds}
            locale={locale}
          />
        ))}
      </SectionFrame>
      <SectionFrame id="errors" title={text.problemsHeading} intro={text.problemsIntro}>
        <dl className="mk-ref__problems">
          {reference.problems.map((problem) => (
            <div key={problem.kind} id={`problem-${problem.kind}`} className="mk-ref__problem">
              <dt>
                <code>{problem.kind}</code>{' '}
                <span className="mk-ref__muted">
                  {problem.status} · <Words words={problem.title} />
                </span>
              </dt>
              <dd>{text.problems[problem.kind] ?? ''}</dd>
            </div>
          ))}
        </dl>
      </SectionFrame>
    </>
  ) : (
    <div className="kyc-section mk-section">
      <p role="status">{text.unavailable}</p>
    </div>
  );

  // The document's part follows the content's last section, in the contents' order.
  const last = page.sections.at(-1)?.id ?? 'hero';
  return (
    <MarketingSections
      page={page}
      locale={locale}
      blocks={BLOCKS}
      after={
        last === 'hero'
          ? {
              hero: (
                <>
                  {contents}
                  {body}
                </>
              ),
            }
          : { hero: contents, [last]: body }
      }
    />
  );
}

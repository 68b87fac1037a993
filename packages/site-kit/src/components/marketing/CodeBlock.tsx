import type { CodeSection } from '@kyc/content';
import { SectionFrame } from './SectionFrame';

/**
 * A code section: each sample verbatim in a captioned figure (lines wrap, so nothing scrolls
 * sideways), then the caption that qualifies them. Only the API page has one: its route passes
 * this block to `MarketingSections`.
 *
 * @example <MarketingSections page={page} locale="en" blocks={{ code: CodeBlock }} />
 */
export function CodeBlock({ section }: { section: CodeSection }) {
  return (
    <SectionFrame id={section.id} title={section.title} intro={section.intro}>
      <div className="mk-code">
        {section.samples.map((sample) => (
          <figure key={sample.label} className="mk-code__sample">
            <figcaption className="mk-code__label">{sample.label}</figcaption>
            <pre className="mk-code__pre">
              <code data-language={sample.language}>{sample.code}</code>
            </pre>
          </figure>
        ))}
      </div>
      {section.caption && <p className="mk-footnote">{section.caption}</p>}
    </SectionFrame>
  );
}

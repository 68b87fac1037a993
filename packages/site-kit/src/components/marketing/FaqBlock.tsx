import type { FaqSection } from '@kyc/content';
import { FaqAccordion } from '@kyc/ui';
import type { PageContext } from './pageContext';

/**
 * A FAQ section: `FaqAccordion` titled by the section, anchored by its id. Only the FAQ page has
 * one: its route passes this block to `MarketingSections`.
 *
 * @example <MarketingSections page={page} locale="en" blocks={{ faq: FaqBlock }} />
 */
export function FaqBlock({ section, context }: { section: FaqSection; context: PageContext }) {
  return (
    <div id={section.id} className="mk-faq">
      <FaqAccordion
        title={section.title}
        locale={context.locale}
        entries={section.items.map((item) => ({ question: item.question, answer: item.answer }))}
      />
    </div>
  );
}

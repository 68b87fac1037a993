import type { FaqSection, Locale } from '@kyc/content';
import { FaqAccordion } from '@kyc/ui';

/**
 * A FAQ section: `FaqAccordion` titled by the section, anchored by its id.
 *
 * @example <FaqBlock section={section} locale="en" />
 */
export function FaqBlock({ section, locale }: { section: FaqSection; locale: Locale }) {
  return (
    <div id={section.id} className="mk-faq">
      <FaqAccordion
        title={section.title}
        locale={locale}
        entries={section.items.map((item) => ({ question: item.question, answer: item.answer }))}
      />
    </div>
  );
}

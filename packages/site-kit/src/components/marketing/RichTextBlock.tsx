import type { RichTextSection } from '@kyc/content';
import { Prose } from './Prose';
import { SectionFrame } from './SectionFrame';

/**
 * A rich-text section: title, paragraphs and an optional bullet list.
 *
 * @example <RichTextBlock section={section} />
 */
export function RichTextBlock({ section }: { section: RichTextSection }) {
  return (
    <SectionFrame id={section.id} title={section.title}>
      <Prose paragraphs={section.paragraphs} bullets={section.bullets} />
    </SectionFrame>
  );
}

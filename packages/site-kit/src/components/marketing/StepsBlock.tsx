import type { StepsSection } from '@kyc/content';
import { SectionFrame } from './SectionFrame';

/**
 * A steps section: an ordered list, each step with its number, title and description.
 *
 * @example <StepsBlock section={section} />
 */
export function StepsBlock({ section }: { section: StepsSection }) {
  return (
    <SectionFrame id={section.id} title={section.title} intro={section.intro}>
      <ol className="mk-steps">
        {section.steps.map((step) => (
          <li key={step.title} className="mk-steps__item">
            <h3 className="mk-steps__title">{step.title}</h3>
            <p>{step.description}</p>
          </li>
        ))}
      </ol>
    </SectionFrame>
  );
}

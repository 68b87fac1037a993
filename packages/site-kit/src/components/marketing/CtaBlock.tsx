import type { CtaSection } from '@kyc/content';
import { CtaBand } from '@kyc/ui';
import { CtaLink } from './CtaLink';
import type { PageContext } from './pageContext';

/**
 * A call-to-action section: the dark `CtaBand` with its two tracked links.
 *
 * @example <CtaBlock section={section} context={{ locale: 'en', trackingLabel: 'products_api' }} />
 */
export function CtaBlock({ section, context }: { section: CtaSection; context: PageContext }) {
  const cta = { locale: context.locale, trackingLabel: context.trackingLabel, section: section.id };
  return (
    <div id={section.id} className="mk-cta">
      <CtaBand
        title={section.title}
        description={section.body}
        actions={
          <>
            <CtaLink {...cta} link={section.primary} variant="inverse" />
            {section.secondary && <CtaLink {...cta} link={section.secondary} variant="outline" />}
          </>
        }
      />
    </div>
  );
}

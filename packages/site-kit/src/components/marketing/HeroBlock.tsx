import type { HeroSection } from '@kyc/content';
import { Hero } from '@kyc/ui';
import { CtaLink } from './CtaLink';
import type { PageContext } from './pageContext';

/**
 * A hero section: the page's h1 with eyebrow, subtitle, its calls to action and the bullet
 * points beside the text.
 *
 * @example <HeroBlock section={page.sections[0]} context={{ locale: 'en', trackingLabel: 'home' }} />
 */
export function HeroBlock({ section, context }: { section: HeroSection; context: PageContext }) {
  const cta = { locale: context.locale, trackingLabel: context.trackingLabel, section: section.id };
  return (
    <div id={section.id} className="mk-hero">
      <Hero
        eyebrow={section.eyebrow}
        title={section.title}
        subtitle={section.subtitle}
        actions={
          <>
            <CtaLink {...cta} link={section.primaryCta} />
            {section.secondaryCta && (
              <CtaLink {...cta} link={section.secondaryCta} variant="secondary" />
            )}
          </>
        }
        media={
          section.bullets && section.bullets.length > 0 ? (
            <ul className="mk-hero__points">
              {section.bullets.map((bullet) => (
                <li key={bullet}>{bullet}</li>
              ))}
            </ul>
          ) : undefined
        }
      />
    </div>
  );
}

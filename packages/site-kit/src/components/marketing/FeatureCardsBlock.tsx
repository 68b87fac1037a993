import type { FeatureGridSection, FeatureItem } from '@kyc/content';
import { IndustryCard, InsightCard } from '@kyc/ui';
import { routerLinkRenderer } from '../../lib/links';
import { columnsFor, FeaturesBlock } from './FeaturesBlock';
import type { PageContext } from './pageContext';
import { SectionFrame } from './SectionFrame';

/** Every item leads to a page of one family: draw them as that family's cards. */
function cardFamily(items: FeatureItem[]): 'industry' | 'insight' | undefined {
  const hrefs = items.map((item) => item.link?.href ?? '');
  if (hrefs.every((href) => href.startsWith('/industries-'))) return 'industry';
  if (hrefs.every((href) => href.startsWith('/insights-'))) return 'insight';
  return undefined;
}

/**
 * A feature-grid section drawn as industry or insight cards when every item leads to such a
 * page, otherwise as `FeaturesBlock`. Only the home page has such grids: its route passes this
 * block for 'featureGrid', so no other page loads the cards.
 *
 * @example <MarketingSections page={page} locale="en" blocks={{ featureGrid: FeatureCardsBlock }} />
 */
export function FeatureCardsBlock({
  section,
  context,
}: {
  section: FeatureGridSection;
  context: PageContext;
}) {
  const family = cardFamily(section.items);
  if (!family) return <FeaturesBlock section={section} context={context} />;
  const { locale } = context;
  const renderLink = routerLinkRenderer(locale);
  return (
    <SectionFrame id={section.id} title={section.title} intro={section.intro}>
      <ul className={`mk-cards mk-cards--${columnsFor(section.items.length)}`}>
        {section.items.map((item) => (
          <li key={item.title}>
            {family === 'industry' ? (
              <IndustryCard
                href={item.link?.href ?? '/'}
                title={item.title}
                description={item.description}
                renderLink={renderLink}
                locale={locale}
              />
            ) : (
              <InsightCard
                href={item.link?.href ?? '/'}
                title={item.title}
                summary={item.description}
                renderLink={renderLink}
                locale={locale}
              />
            )}
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}

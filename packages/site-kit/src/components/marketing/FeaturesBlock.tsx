import type { FeatureGridSection } from '@kyc/content';
import { FeatureGrid } from '@kyc/ui';
import { Link } from 'react-router';
import { localizedPath } from '../../lib/links';
import type { PageContext } from './pageContext';
import { SectionFrame } from './SectionFrame';

/** Columns for a number of items: four in a row, two side by side, else rows of three. */
export function columnsFor(count: number): 2 | 3 | 4 {
  if (count === 4) return 4;
  return count === 2 ? 2 : 3;
}

/**
 * A feature-grid section: `FeatureGrid` with each item's link under its description. (The home
 * page's grids of industry pages are cards: `FeatureCardsBlock`.)
 *
 * @example <FeaturesBlock section={section} context={{ locale: 'zh-CN', trackingLabel: 'home' }} />
 */
export function FeaturesBlock({
  section,
  context,
}: {
  section: FeatureGridSection;
  context: PageContext;
}) {
  return (
    <SectionFrame id={section.id} title={section.title} intro={section.intro}>
      <FeatureGrid
        className="mk-flush"
        columns={columnsFor(section.items.length)}
        features={section.items.map((item) => ({
          title: item.title,
          description: (
            <>
              <p>{item.description}</p>
              {item.link && (
                <p>
                  <Link
                    to={localizedPath(item.link.href, context.locale)}
                    prefetch="intent"
                    className="mk-more"
                  >
                    {item.link.label}
                  </Link>
                </p>
              )}
            </>
          ),
        }))}
      />
    </SectionFrame>
  );
}

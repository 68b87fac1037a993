import type { FeatureGridSection, FeatureItem } from '@kyc/content';
import { FeatureGrid, IndustryCard, InsightCard } from '@kyc/ui';
import { Link } from 'react-router';
import { localizedPath, routerLinkRenderer } from '../../lib/links';
import type { PageContext } from './pageContext';
import { SectionFrame } from './SectionFrame';

type Columns = 2 | 3 | 4;

function columnsFor(count: number): Columns {
  if (count === 4) return 4;
  return count === 2 ? 2 : 3;
}

/** Every item leads to a page of one family: draw them as that family's cards. */
function cardFamily(items: FeatureItem[]): 'industry' | 'insight' | undefined {
  const hrefs = items.map((item) => item.link?.href ?? '');
  if (hrefs.every((href) => href.startsWith('/industries-'))) return 'industry';
  if (hrefs.every((href) => href.startsWith('/insights-'))) return 'insight';
  return undefined;
}

/**
 * A feature-grid section: industry or insight cards when every item leads to such a page,
 * otherwise `FeatureGrid` with each item's link under its description.
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
  const { locale } = context;
  const family = cardFamily(section.items);
  const columns = columnsFor(section.items.length);
  const renderLink = routerLinkRenderer(locale);
  return (
    <SectionFrame id={section.id} title={section.title} intro={section.intro}>
      {family ? (
        <ul className={`mk-cards mk-cards--${columns}`}>
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
      ) : (
        <FeatureGrid
          className="mk-flush"
          columns={columns}
          features={section.items.map((item) => ({
            title: item.title,
            description: (
              <>
                <p>{item.description}</p>
                {item.link && (
                  <p>
                    <Link
                      to={localizedPath(item.link.href, locale)}
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
      )}
    </SectionFrame>
  );
}

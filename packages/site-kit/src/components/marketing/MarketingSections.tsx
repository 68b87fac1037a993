import './marketing.css';
import type { Locale, MarketingPage, SearchSection, Section } from '@kyc/content';
import { Fragment, type ReactNode } from 'react';
import { CodeBlock } from './CodeBlock';
import { CtaBlock } from './CtaBlock';
import { FaqBlock } from './FaqBlock';
import { FeaturesBlock } from './FeaturesBlock';
import { HeroBlock } from './HeroBlock';
import type { PageContext } from './pageContext';
import { RichTextBlock } from './RichTextBlock';
import { StatsBlock } from './StatsBlock';
import { StepsBlock } from './StepsBlock';

export interface MarketingSectionsProps {
  page: MarketingPage;
  locale: Locale;
  /**
   * Draws a 'search' section: the route passes its look-up (the LEI page's `LeiLookup`), so
   * that the form's code and validators load only on the page that has one.
   */
  renderSearch?: (section: SearchSection, context: PageContext) => ReactNode;
  /** Blocks of the route's own placed after the section with that id (the Workspace's live map). */
  after?: Record<string, ReactNode>;
}

function SectionBlock({
  section,
  context,
  renderSearch,
}: {
  section: Section;
  context: PageContext;
  renderSearch: MarketingSectionsProps['renderSearch'];
}) {
  switch (section.kind) {
    case 'hero':
      return <HeroBlock section={section} context={context} />;
    case 'featureGrid':
      return <FeaturesBlock section={section} context={context} />;
    case 'stats':
      return <StatsBlock section={section} />;
    case 'steps':
      return <StepsBlock section={section} />;
    case 'cta':
      return <CtaBlock section={section} context={context} />;
    case 'richText':
      return <RichTextBlock section={section} />;
    case 'code':
      return <CodeBlock section={section} />;
    case 'faq':
      return <FaqBlock section={section} locale={context.locale} />;
    case 'search':
      return renderSearch?.(section, context) ?? null;
    default:
      return null;
  }
}

/**
 * Draws a marketing page from its content: every section kind (hero, featureGrid, stats, steps,
 * cta, richText, code, faq, search) with `@kyc/ui` blocks, in content order, each anchored by
 * its id. One renderer serves every marketing route.
 *
 * @example <MarketingSections page={loaderData.page} locale={loaderData.locale} />
 */
export function MarketingSections({ page, locale, renderSearch, after }: MarketingSectionsProps) {
  const context: PageContext = { locale, trackingLabel: page.meta.trackingLabel };
  return (
    <div className="mk-page">
      {page.sections.map((section) => (
        <Fragment key={section.id}>
          <SectionBlock section={section} context={context} renderSearch={renderSearch} />
          {after?.[section.id]}
        </Fragment>
      ))}
    </div>
  );
}

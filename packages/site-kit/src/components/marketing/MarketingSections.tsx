import './marketing.css';
import type { Locale, MarketingPage, Section, SectionKind } from '@kyc/content';
import { type ComponentType, Fragment, type ReactNode } from 'react';
import { CtaBlock } from './CtaBlock';
import { FeaturesBlock } from './FeaturesBlock';
import { HeroBlock } from './HeroBlock';
import type { PageContext } from './pageContext';
import { RichTextBlock } from './RichTextBlock';
import { StepsBlock } from './StepsBlock';

/** What the block of a section gets: the section and the page's language and tracking label. */
export interface SectionBlockProps<K extends SectionKind = SectionKind> {
  section: Extract<Section, { kind: K }>;
  context: PageContext;
}

/** The block that draws each kind of section. */
export type SectionBlocks = { [K in SectionKind]?: ComponentType<SectionBlockProps<K>> };

// The kinds nearly every marketing page has. The others (stats, code, faq, search) are on one
// or two pages each: those routes pass their blocks, so no other page loads that code.
const COMMON_BLOCKS: SectionBlocks = {
  hero: HeroBlock,
  featureGrid: FeaturesBlock,
  steps: StepsBlock,
  richText: RichTextBlock,
  cta: CtaBlock,
};

export interface MarketingSectionsProps {
  page: MarketingPage;
  locale: Locale;
  /**
   * Blocks for the section kinds beyond hero, featureGrid, steps, richText and cta that the
   * page has: `StatsBlock`, `CodeBlock`, `FaqBlock`, the LEI page's look-up for 'search'. A
   * section without a block draws nothing.
   */
  blocks?: SectionBlocks;
  /** Blocks of the route's own placed after the section with that id (the Workspace's live map). */
  after?: Record<string, ReactNode>;
}

/**
 * Draws a marketing page from its content, in content order, each section anchored by its id:
 * hero, featureGrid, steps, richText and cta with `@kyc/ui` blocks, and the kinds the route
 * gives blocks for. One renderer serves every marketing route.
 *
 * @example <MarketingSections page={loaderData.page} locale={loaderData.locale} blocks={{ faq: FaqBlock }} />
 */
export function MarketingSections({ page, locale, blocks, after }: MarketingSectionsProps) {
  const context: PageContext = { locale, trackingLabel: page.meta.trackingLabel };
  return (
    <div className="mk-page">
      {page.sections.map((section) => {
        const Block = (blocks?.[section.kind] ?? COMMON_BLOCKS[section.kind]) as
          | ComponentType<SectionBlockProps>
          | undefined;
        return (
          <Fragment key={section.id}>
            {Block && <Block section={section} context={context} />}
            {after?.[section.id]}
          </Fragment>
        );
      })}
    </div>
  );
}

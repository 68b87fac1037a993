import type { StatsSection } from '@kyc/content';
import { Statistics } from '@kyc/ui';
import { SectionFrame } from './SectionFrame';

/**
 * A stats section: the figures as `Statistics` (a description list) and the footnote that says
 * what they mean. Few pages have one: their routes pass this block to `MarketingSections`.
 *
 * @example <MarketingSections page={page} locale="en" blocks={{ stats: StatsBlock }} />
 */
export function StatsBlock({ section }: { section: StatsSection }) {
  return (
    <SectionFrame id={section.id} title={section.title} intro={section.intro}>
      <Statistics
        className="mk-flush"
        items={section.items.map((item) => ({
          value: item.value,
          label: item.note ? `${item.label} (${item.note})` : item.label,
        }))}
      />
      {section.footnote && <p className="mk-footnote">{section.footnote}</p>}
    </SectionFrame>
  );
}

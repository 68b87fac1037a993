import { type ReactNode, useId, useState } from 'react';
import { moveAccordionFocus } from './_lib/accordionKeys';
import { cx } from './_lib/cx';

/** One section of an `Accordion`. */
export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: AccordionItem[];
  /** Ids open at first. */
  defaultOpen?: string[];
  /**
   * Let several sections be open at once.
   *
   * @default true
   */
  multiple?: boolean;
  /**
   * Heading level of the section titles.
   *
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * The WAI-ARIA accordion: each title is a button in a heading that shows or hides its panel;
 * ArrowDown/ArrowUp move between titles, Home and End go to the first and last.
 *
 * @param props - {@link AccordionProps}.
 * @example
 * ```tsx
 * <Accordion items={[{ id: 'q1', title: '什么是 UBO？', content: '…' }]} />
 * ```
 */
export function Accordion({
  items,
  defaultOpen = [],
  multiple = true,
  headingLevel = 3,
  className,
}: AccordionProps) {
  const [open, setOpen] = useState<string[]>(defaultOpen);
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;

  const toggle = (id: string) =>
    setOpen((current) =>
      current.includes(id)
        ? current.filter((value) => value !== id)
        : multiple
          ? [...current, id]
          : [id],
    );

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys move between the buttons inside
    <div
      className={cx('kyc-accordion', className)}
      // Tells `enhanceAccordions` (pages without React) whether opening one closes the others.
      data-multiple={String(multiple)}
      onKeyDown={(event) => moveAccordionFocus(event.currentTarget, event)}
    >
      {items.map((item) => {
        const expanded = open.includes(item.id);
        const buttonId = `${baseId}-${item.id}-button`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div
            key={item.id}
            className={cx('kyc-accordion__item', expanded && 'kyc-accordion__item--open')}
          >
            <Heading className="kyc-accordion__heading">
              <button
                id={buttonId}
                type="button"
                className="kyc-accordion__button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
              >
                {item.title}
                <span className="kyc-accordion__icon" aria-hidden="true" />
              </button>
            </Heading>
            <section
              id={panelId}
              aria-labelledby={buttonId}
              className="kyc-accordion__panel"
              hidden={!expanded}
            >
              {item.content}
            </section>
          </div>
        );
      })}
    </div>
  );
}

/** The title buttons of one accordion, not those of accordions nested in its panels. */
export const ACCORDION_BUTTONS = ':scope > * > .kyc-accordion__heading > button';

/**
 * ArrowDown/ArrowUp (wrapping), Home and End between an accordion's titles: shared by the React
 * `Accordion` and `enhanceAccordions`, so both move focus the same way.
 */
export function moveAccordionFocus(
  accordion: Element,
  event: { key: string; preventDefault(): void },
): void {
  const buttons = [...accordion.querySelectorAll<HTMLElement>(ACCORDION_BUTTONS)];
  const index = buttons.indexOf(accordion.ownerDocument.activeElement as HTMLElement);
  if (index < 0) return;
  const targets: Record<string, number> = {
    ArrowDown: (index + 1) % buttons.length,
    ArrowUp: (index - 1 + buttons.length) % buttons.length,
    Home: 0,
    End: buttons.length - 1,
  };
  const target = targets[event.key];
  if (target === undefined) return;
  event.preventDefault();
  buttons[target]?.focus();
}

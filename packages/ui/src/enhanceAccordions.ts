import { ACCORDION_BUTTONS, moveAccordionFocus } from './_lib/accordionKeys';
import { queryAll } from './_lib/queryAll';

const enhanced = /* @__PURE__ */ new WeakSet<Element>();

function setExpanded(button: Element, expanded: boolean): void {
  button.setAttribute('aria-expanded', String(expanded));
  button.closest('.kyc-accordion__item')?.classList.toggle('kyc-accordion__item--open', expanded);
  const panel = button.ownerDocument.getElementById(button.getAttribute('aria-controls') ?? '');
  if (panel) panel.hidden = !expanded;
}

/**
 * Gives server-rendered `Accordion` and `FaqAccordion` markup its behaviour on pages served
 * without React: a title button shows or hides its panel (`aria-expanded`, `hidden`), opening
 * one closes the others when the accordion was rendered with `multiple={false}`, and
 * ArrowDown/ArrowUp, Home and End move between the titles. Accordions already enhanced are
 * skipped. Returns a function that removes every listener it added. Do not use it on markup
 * React has hydrated: React already handles that.
 *
 * @param root - Where to look for `.kyc-accordion` elements.
 * @returns A function removing every listener it added.
 * @example
 * const stop = enhanceAccordions(document); // after the server-rendered HTML is parsed
 */
export function enhanceAccordions(root: ParentNode = document): () => void {
  const cleanups = queryAll(root, '.kyc-accordion')
    .filter((accordion) => !enhanced.has(accordion))
    .map((accordion) => {
      enhanced.add(accordion);
      const onClick = (event: Event) => {
        const button = (event.target as Element).closest('.kyc-accordion__button');
        // A title of an accordion nested in a panel belongs to that one.
        if (!button || button.closest('.kyc-accordion') !== accordion) return;
        const expand = button.getAttribute('aria-expanded') !== 'true';
        if (expand && accordion.getAttribute('data-multiple') === 'false') {
          for (const other of accordion.querySelectorAll(ACCORDION_BUTTONS))
            setExpanded(other, false);
        }
        setExpanded(button, expand);
      };
      const onKeyDown = (event: Event) => moveAccordionFocus(accordion, event as KeyboardEvent);
      accordion.addEventListener('click', onClick);
      accordion.addEventListener('keydown', onKeyDown);
      return () => {
        enhanced.delete(accordion);
        accordion.removeEventListener('click', onClick);
        accordion.removeEventListener('keydown', onKeyDown);
      };
    });
  return () => {
    for (const cleanup of cleanups) cleanup();
  };
}

import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Accordion } from './Accordion';
import { enhanceAccordions } from './enhanceAccordions';
import { FaqAccordion } from './FaqAccordion';

const items = [
  { id: 'a', title: 'First', content: 'one' },
  { id: 'b', title: 'Second', content: 'two' },
  { id: 'c', title: 'Third', content: 'three' },
];

/** Server HTML in the document, as a page without React has it. */
function serve(html: string) {
  document.body.innerHTML = html;
  const buttons = [...document.querySelectorAll<HTMLButtonElement>('.kyc-accordion__button')];
  const panelOf = (button: HTMLButtonElement) =>
    document.getElementById(button.getAttribute('aria-controls') as string) as HTMLElement;
  const expanded = () => buttons.map((button) => button.getAttribute('aria-expanded') === 'true');
  const shown = () => buttons.map((button) => !panelOf(button).hidden);
  return { buttons, panelOf, expanded, shown };
}

const press = (key: string) =>
  document.activeElement?.dispatchEvent(
    new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }),
  );

describe('enhanceAccordions', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    stop = () => {};
    document.body.innerHTML = '';
  });

  it('marks the accordion root with its mode', () => {
    for (const multiple of [true, false]) {
      const { buttons } = serve(renderToString(<Accordion items={items} multiple={multiple} />));
      expect(buttons[0]?.closest('.kyc-accordion')).toHaveAttribute(
        'data-multiple',
        String(multiple),
      );
    }
  });

  it('toggles a panel with its button, keeping several open when multiple', () => {
    const page = serve(renderToString(<Accordion items={items} defaultOpen={['b']} />));
    stop = enhanceAccordions();
    expect(page.shown()).toEqual([false, true, false]);
    page.buttons[0]?.click();
    expect(page.expanded()).toEqual([true, true, false]);
    expect(page.shown()).toEqual([true, true, false]);
    expect(page.buttons[0]?.closest('.kyc-accordion__item')).toHaveClass(
      'kyc-accordion__item--open',
    );
    page.buttons[1]?.click();
    expect(page.expanded()).toEqual([true, false, false]);
    expect(page.shown()).toEqual([true, false, false]);
    expect(page.buttons[1]?.closest('.kyc-accordion__item')).not.toHaveClass(
      'kyc-accordion__item--open',
    );
  });

  it('keeps one answer open at a time in FaqAccordion', () => {
    const entries = items.map((item) => ({ question: item.title, answer: item.content }));
    const page = serve(renderToString(<FaqAccordion entries={entries} />));
    stop = enhanceAccordions();
    page.buttons[0]?.click();
    page.buttons[2]?.click();
    expect(page.expanded()).toEqual([false, false, true]);
    expect(page.shown()).toEqual([false, false, true]);
    page.buttons[2]?.click();
    expect(page.shown()).toEqual([false, false, false]);
  });

  it('toggles when a click lands inside the button (its icon)', () => {
    const page = serve(renderToString(<Accordion items={items} />));
    stop = enhanceAccordions();
    (document.querySelectorAll('.kyc-accordion__icon')[1] as HTMLElement).click();
    expect(page.expanded()).toEqual([false, true, false]);
  });

  it.each([
    ['ArrowDown', 0, 1],
    ['ArrowDown', 2, 0],
    ['ArrowUp', 0, 2],
    ['ArrowUp', 1, 0],
    ['Home', 2, 0],
    ['End', 0, 2],
  ])('%s from title %i focuses title %i', (key, from, to) => {
    const page = serve(renderToString(<Accordion items={items} />));
    stop = enhanceAccordions();
    page.buttons[from]?.focus();
    press(key);
    expect(page.buttons[to]).toHaveFocus();
  });

  it('leaves other keys and clicks outside the titles alone', () => {
    const page = serve(renderToString(<Accordion items={items} defaultOpen={['a']} />));
    stop = enhanceAccordions();
    page.buttons[1]?.focus();
    press('ArrowRight');
    expect(page.buttons[1]).toHaveFocus();
    page.panelOf(page.buttons[0] as HTMLButtonElement).click();
    expect(page.expanded()).toEqual([true, false, false]);
  });

  it('binds once however often it is called, and cleanup removes the listeners', () => {
    const page = serve(renderToString(<Accordion items={items} />));
    const first = enhanceAccordions();
    const second = enhanceAccordions(document);
    page.buttons[0]?.click();
    // Bound twice, the click would have opened and closed again.
    expect(page.expanded()).toEqual([true, false, false]);
    second();
    page.buttons[0]?.click();
    expect(page.expanded()).toEqual([false, false, false]);
    first();
    page.buttons[0]?.click();
    page.buttons[0]?.focus();
    press('End');
    expect(page.expanded()).toEqual([false, false, false]);
    expect(page.buttons[0]).toHaveFocus();
    stop = enhanceAccordions();
    page.buttons[0]?.click();
    expect(page.expanded()).toEqual([true, false, false]);
  });

  it('takes the accordion element itself as root, and handles nested accordions apart', () => {
    const inner = [{ id: 'x', title: 'Inner', content: 'deep' }];
    const outer = [{ id: 'o', title: 'Outer', content: <Accordion items={inner} /> }, ...items];
    const page = serve(
      renderToString(<Accordion items={outer} multiple={false} defaultOpen={['o']} />),
    );
    const root = document.querySelector('.kyc-accordion') as HTMLElement;
    stop = enhanceAccordions(root);
    const [outerButton, innerButton] = page.buttons;
    innerButton?.click();
    // Opening the inner section does not close the outer one.
    expect(outerButton).toHaveAttribute('aria-expanded', 'true');
    expect(innerButton).toHaveAttribute('aria-expanded', 'true');
    innerButton?.focus();
    press('End');
    expect(innerButton).toHaveFocus();
  });
});

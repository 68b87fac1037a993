import { lockBodyScroll } from './lockBodyScroll';

const enhanced = /* @__PURE__ */ new WeakSet<Element>();

/**
 * Opens and closes the menus `MobileHeader` renders with `staticMenu` on pages served without
 * React. For each `[data-kyc-menu-button]` whose `aria-controls` names a
 * `dialog[data-kyc-static-menu]`, a click opens the dialog as a modal (`showModal()`, or the
 * `open` attribute where the browser lacks it), sets `aria-expanded="true"`, locks body
 * scrolling (`lockBodyScroll`, shared with the React overlays) and focuses the menu's first
 * link. The close button (`[data-kyc-close]`), Escape, a click on the backdrop and following a
 * link inside close it again: scrolling unlocked, `aria-expanded="false"`, focus back on the
 * button. (Where `showModal` is missing, Escape does nothing: those browsers send no `cancel`.)
 * Buttons already enhanced are skipped. Returns a function that removes every listener it added.
 *
 * @param root - Where to look for static menu buttons.
 * @returns A function removing every listener it added.
 * @example
 * import { enhanceStaticMenus } from '@kyc/ui/enhance';
 * const stop = enhanceStaticMenus(); // once the server-rendered HTML is parsed
 */
export function enhanceStaticMenus(root: ParentNode = document): () => void {
  const listeners: Array<[EventTarget, string, (event: Event) => void]> = [];
  for (const button of root.querySelectorAll<HTMLElement>('[data-kyc-menu-button]')) {
    const menu = document.getElementById(
      button.getAttribute('aria-controls') as string,
    ) as HTMLDialogElement | null;
    if (enhanced.has(button) || !menu?.matches('dialog[data-kyc-static-menu]')) continue;
    enhanced.add(button);
    let unlock: (() => void) | undefined;

    const setOpen = (open: boolean) => {
      if (open === !!unlock) return;
      if (!menu.showModal) menu.toggleAttribute('open', open);
      else if (open) menu.showModal();
      else menu.close();
      unlock?.();
      unlock = open ? lockBodyScroll() : undefined;
      button.setAttribute('aria-expanded', `${open}`);
      (open ? menu.querySelector<HTMLElement>('a[href]') : button)?.focus();
    };
    const close = () => setOpen(false);
    listeners.push(
      [button, 'click', () => setOpen(true)],
      [
        menu,
        'click',
        (event) => {
          const target = event.target as Element;
          // The dialog fills the screen around the panel: a click on the dialog itself is on
          // the backdrop. A link inside is followed as usual.
          if (target === menu || target.closest('[data-kyc-close],a[href]')) close();
        },
      ],
      [
        menu,
        'cancel',
        (event) => {
          // Escape or Android's back gesture: closed here, so that unlocking runs once.
          event.preventDefault();
          close();
        },
      ],
      // Any other way the browser closes it.
      [menu, 'close', close],
    );
  }
  for (const [target, type, listener] of listeners) target.addEventListener(type, listener);
  return () => {
    for (const [target, type, listener] of listeners) {
      target.removeEventListener(type, listener);
      enhanced.delete(target as Element);
    }
  };
}

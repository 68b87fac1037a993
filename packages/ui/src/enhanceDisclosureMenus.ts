import { focusMenuLink, MENU_KEYS } from './_lib/menuFocus';

const enhanced = /* @__PURE__ */ new WeakSet<Element>();

/**
 * Opens and closes the product menus `DesktopHeader` renders with `staticMenu` on pages served
 * without React, as the React header does. In each `nav[data-kyc-static-nav]`, a
 * `button[aria-controls]` shows or hides the list it names (`hidden`, `aria-expanded`); one
 * menu is open at a time. Enter, Space or ArrowDown on a button opens its menu (ArrowDown and
 * ArrowUp also move into it, to the first or last link); inside, ArrowDown/ArrowUp (wrapping),
 * Home and End move between links and Escape closes it, back on its button. Tabbing out of a
 * group, a press outside the navigation and following a link close it. Navigations already
 * enhanced are skipped. Returns a function that removes every listener it added.
 *
 * @param root - Where to look for static navigations.
 * @returns A function removing every listener it added.
 * @example
 * import { enhanceDisclosureMenus } from '@kyc/ui/enhance';
 * const stop = enhanceDisclosureMenus(); // once the server-rendered HTML is parsed
 */
export function enhanceDisclosureMenus(root: ParentNode = document): () => void {
  const cleanups: Array<() => void> = [];
  for (const nav of root.querySelectorAll<HTMLElement>('nav[data-kyc-static-nav]')) {
    if (enhanced.has(nav)) continue;
    enhanced.add(nav);
    const doc = nav.ownerDocument;
    const menuOf = (button: Element) =>
      doc.getElementById(button.getAttribute('aria-controls') ?? '');
    const buttons = [...nav.querySelectorAll<HTMLButtonElement>('button[aria-controls]')].filter(
      (button) => menuOf(button),
    );
    const setOpen = (button: HTMLButtonElement, open: boolean) => {
      const menu = menuOf(button);
      if (menu) menu.hidden = !open;
      button.setAttribute('aria-expanded', String(open));
    };
    const openMenu = (button: HTMLButtonElement, focus?: 'first' | 'last') => {
      for (const other of buttons) if (other !== button) setOpen(other, false);
      setOpen(button, true);
      if (focus) focusMenuLink(menuOf(button), focus);
    };
    const isOpen = (button: Element) => button.getAttribute('aria-expanded') === 'true';
    const closeTo = (button: HTMLButtonElement) => {
      setOpen(button, false);
      button.focus();
    };

    const onClick = (event: Event) => {
      const target = event.target as Element;
      const button = target.closest?.('button[aria-controls]') as HTMLButtonElement | null;
      if (button && buttons.includes(button)) {
        if (isOpen(button)) setOpen(button, false);
        else openMenu(button);
        return;
      }
      // A link followed from an open menu closes it (the page may stay: an anchor, a new tab).
      const link = target.closest?.('a');
      const owner = buttons.find((item) => menuOf(item)?.contains(link));
      if (link && owner) setOpen(owner, false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement;
      const button = buttons.find((item) => item === target);
      if (button) {
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault();
          openMenu(button, event.key === 'ArrowDown' ? 'first' : 'last');
        } else if (event.key === 'Escape' && isOpen(button)) {
          closeTo(button);
        }
        return;
      }
      const owner = buttons.find((item) => menuOf(item)?.contains(target));
      if (!owner) return;
      const move = MENU_KEYS[event.key];
      if (move !== undefined) {
        event.preventDefault();
        focusMenuLink(menuOf(owner), move);
      } else if (event.key === 'Escape') {
        event.preventDefault();
        closeTo(owner);
      }
    };
    const onFocusOut = (event: FocusEvent) => {
      // Tabbing out of a group (the button's list item) closes its menu.
      for (const button of buttons) {
        const group = button.parentElement;
        if (!group?.contains(event.target as Node)) continue;
        if (!group.contains(event.relatedTarget as Node | null)) setOpen(button, false);
      }
    };
    const onPointerDown = (event: Event) => {
      if (nav.contains(event.target as Node)) return;
      for (const button of buttons) if (isOpen(button)) setOpen(button, false);
    };
    nav.addEventListener('click', onClick);
    nav.addEventListener('keydown', onKeyDown);
    nav.addEventListener('focusout', onFocusOut);
    doc.addEventListener('pointerdown', onPointerDown);
    cleanups.push(() => {
      enhanced.delete(nav);
      nav.removeEventListener('click', onClick);
      nav.removeEventListener('keydown', onKeyDown);
      nav.removeEventListener('focusout', onFocusOut);
      doc.removeEventListener('pointerdown', onPointerDown);
    });
  }
  return () => {
    for (const cleanup of cleanups) cleanup();
  };
}

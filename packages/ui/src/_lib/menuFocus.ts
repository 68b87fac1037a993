/** Where focus goes in a disclosure menu: its first or last link, or the next or previous one (wrapping). */
export type MenuFocusMove = 'first' | 'last' | 1 | -1;

/** The keys that move focus inside an open menu, and where. */
export const MENU_KEYS: Readonly<Record<string, MenuFocusMove>> = {
  ArrowDown: 1,
  ArrowUp: -1,
  Home: 'first',
  End: 'last',
};

/**
 * Moves focus among a menu's links: shared by the React `DesktopHeader` and
 * `enhanceDisclosureMenus`, so both move the same way.
 *
 * @example focusMenuLink(menu, MENU_KEYS.ArrowDown ?? 1);
 */
export function focusMenuLink(list: Element | null, which: MenuFocusMove): void {
  const links = [...(list?.querySelectorAll<HTMLElement>('a') ?? [])];
  if (links.length === 0) return;
  const index = links.indexOf(list?.ownerDocument.activeElement as HTMLElement);
  const target =
    which === 'first'
      ? 0
      : which === 'last'
        ? links.length - 1
        : (index + which + links.length) % links.length;
  links[target]?.focus();
}

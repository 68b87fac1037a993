import { type RefObject, type SyntheticEvent, useEffect, useRef, useState } from 'react';

/** What {@link useDisclosureMenus} gives the menus' container and each `<details>`. */
export interface DisclosureMenus {
  /** The element holding the menus (each a `<details data-group="…">`). */
  ref: RefObject<HTMLElement | null>;
  /** Each `<details>`'s `onToggle`. */
  onToggle: (event: SyntheticEvent<HTMLDetailsElement>) => void;
  /**
   * A `<summary>`'s `aria-expanded`: undefined until the page runs (the browser's own state of
   * `<details>` speaks before that), then whether its menu is open.
   */
  expanded: (group: string) => boolean | undefined;
}

function openMenus(root: HTMLElement | null): HTMLDetailsElement[] {
  return root ? [...root.querySelectorAll<HTMLDetailsElement>('details[open]')] : [];
}

/**
 * Disclosure menus made of `<details>` elements (they open and close without JavaScript), made
 * to behave as menus do once the page runs: one open at a time, Escape closes the open one and
 * returns focus to its button (when focus was inside it), a click or focus elsewhere closes it,
 * and so does a new location (`locationKey` changes).
 *
 * @param locationKey - Changes when the page does (path and query).
 * @returns The container's ref, the `<details>`' toggle handler and each button's expanded state.
 * @example
 * const menus = useDisclosureMenus(location.pathname + location.search);
 * <nav ref={menus.ref}><details data-group="a" onToggle={menus.onToggle}>
 *   <summary aria-expanded={menus.expanded('a')}>A</summary>…</details></nav>
 */
export function useDisclosureMenus(locationKey: string): DisclosureMenus {
  const ref = useRef<HTMLElement | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  useEffect(() => setRunning(true), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes them at every new location
  useEffect(() => {
    for (const details of openMenus(ref.current)) details.open = false;
  }, [locationKey]);

  useEffect(() => {
    if (open === null) return;
    const current = () => openMenus(ref.current)[0];
    const outside = (target: EventTarget | null) => {
      const details = current();
      return details && target instanceof Node && !details.contains(target) ? details : null;
    };
    const onPointerDown = (event: Event) => {
      const details = outside(event.target);
      if (details) details.open = false;
    };
    const onFocusIn = (event: FocusEvent) => {
      const details = outside(event.target);
      if (details) details.open = false;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const details = current();
      if (!details) return;
      const hadFocus = details.contains(document.activeElement);
      details.open = false;
      if (hadFocus) details.querySelector('summary')?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    const details = event.currentTarget;
    const group = details.dataset.group ?? '';
    if (details.open) {
      for (const other of openMenus(ref.current)) if (other !== details) other.open = false;
      setOpen(group);
    } else {
      setOpen((was) => (was === group ? null : was));
    }
  };

  return {
    ref,
    onToggle,
    expanded: (group) => (running ? open === group : undefined),
  };
}

import { scrollLockState as state } from './_lib/scrollLockState';

/**
 * Locks body scrolling until the returned function is called. Locks nest: the body scrolls
 * again only after the last holder releases, and gets back its own earlier inline styles.
 * Releasing twice is harmless; without a DOM (server rendering) it does nothing.
 *
 * @returns The release function (calling it twice releases once).
 * @example const unlock = lockBodyScroll(); … unlock();
 */
export function lockBodyScroll(): () => void {
  if (typeof document === 'undefined') return () => {};
  const { style } = document.body;
  // The first lock saves the body's own styles; the last release puts them back.
  if (state.count++ === 0) {
    state.overflow = style.overflow;
    state.paddingRight = style.paddingRight;
    // Keep the layout from shifting when the scroll bar disappears.
    const scrollBar = innerWidth - document.documentElement.clientWidth;
    if (scrollBar > 0) style.paddingRight = `${scrollBar}px`;
    style.overflow = 'hidden';
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--state.count === 0) {
      style.overflow = state.overflow;
      style.paddingRight = state.paddingRight;
    }
  };
}

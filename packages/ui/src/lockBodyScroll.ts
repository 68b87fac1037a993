import { scrollLockState as state } from './_lib/scrollLockState';

/**
 * Locks body scrolling until the returned function is called. Locks nest: the body scrolls
 * again only after the last holder releases, and gets back its own earlier inline styles.
 * Releasing twice is harmless; without a DOM (server rendering) it does nothing.
 *
 * @example const unlock = lockBodyScroll(); … unlock();
 */
export function lockBodyScroll(): () => void {
  if (typeof document === 'undefined') return () => {};
  const { body, documentElement } = document;
  if (state.count === 0) {
    state.overflow = body.style.overflow;
    state.paddingRight = body.style.paddingRight;
    // Keep the layout from shifting when the scroll bar disappears.
    const scrollBar = window.innerWidth - documentElement.clientWidth;
    if (scrollBar > 0) body.style.paddingRight = `${scrollBar}px`;
    body.style.overflow = 'hidden';
  }
  state.count += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    state.count -= 1;
    if (state.count === 0) {
      body.style.overflow = state.overflow;
      body.style.paddingRight = state.paddingRight;
    }
  };
}

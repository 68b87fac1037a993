import { useEffect, useRef, useState } from 'react';

export interface MinimumVisibilityOptions {
  /**
   * Shortest time, in ms, something stays visible once shown.
   *
   * @default 600
   */
  minimumMs?: number;
  /** A forced hide: when `active` turns false, hide at once instead of waiting. */
  force?: boolean;
}

/**
 * Visibility that, once on, stays on at least `minimumMs` so a fast load does not flash.
 * Turning `active` back on before the time is up keeps it shown without a blink.
 *
 * @param active - Whether the thing should show.
 * @param options - `minimumMs` and `force`.
 * @returns Whether to show it now.
 * @example const visible = useMinimumVisibility(isLoading); // stays true ≥ 600 ms
 */
export function useMinimumVisibility(
  active: boolean,
  { minimumMs = 600, force = false }: MinimumVisibilityOptions = {},
): boolean {
  const [visible, setVisible] = useState(active);
  const shownAt = useRef<number | null>(active ? Date.now() : null);

  useEffect(() => {
    if (active) {
      shownAt.current ??= Date.now();
      setVisible(true);
      return;
    }
    if (shownAt.current === null) return;
    const hide = () => {
      shownAt.current = null;
      setVisible(false);
    };
    const remaining = force ? 0 : minimumMs - (Date.now() - shownAt.current);
    if (remaining <= 0) {
      hide();
      return;
    }
    const timer = setTimeout(hide, remaining);
    return () => clearTimeout(timer);
  }, [active, force, minimumMs]);

  return visible;
}

import { useEffect, useRef, useState } from 'react';
import { createMinimumVisibility, type MinimumVisibilityGate } from './_lib/minimumVisibility';

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
  // The same gate pages without React use (createLoadingIndicator), so both keep one rule.
  const gate = useRef<MinimumVisibilityGate | null>(null);
  gate.current ??= createMinimumVisibility(setVisible, active);

  useEffect(() => {
    gate.current?.set(active, { minimumMs, force });
  }, [active, force, minimumMs]);
  useEffect(() => () => gate.current?.dispose(), []);

  return visible;
}

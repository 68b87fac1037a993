/** Options of one change of a minimum-visibility gate. */
export interface MinimumVisibilityChange {
  /** Shortest time, in ms, something stays visible once shown (default 600). */
  minimumMs?: number;
  /** A forced hide: hide at once instead of waiting out the minimum. */
  force?: boolean;
}

/** The state behind SPEC §2's 600 ms rule, with no framework: see `createMinimumVisibility`. */
export interface MinimumVisibilityGate {
  /** Work started (`true`) or ended (`false`). */
  set(active: boolean, change?: MinimumVisibilityChange): void;
  /** Cancels a pending hide (the owner goes away). */
  dispose(): void;
}

/**
 * The 600 ms rule once, for the React hook (`useMinimumVisibility`) and the indicator of pages
 * without React (`createLoadingIndicator`): once shown, something stays at least `minimumMs`
 * before `onChange(false)`; work that starts again during the minimum keeps it shown without a
 * blink; a forced hide is immediate.
 *
 * @example const gate = createMinimumVisibility((visible) => render(visible)); gate.set(true);
 */
export function createMinimumVisibility(
  onChange: (visible: boolean) => void,
  visibleAtFirst = false,
): MinimumVisibilityGate {
  let shownAt: number | null = visibleAtFirst ? Date.now() : null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return {
    set(active, { minimumMs = 600, force = false } = {}) {
      cancel();
      if (active) {
        shownAt ??= Date.now();
        onChange(true);
        return;
      }
      if (shownAt === null) return;
      const hide = () => {
        timer = undefined;
        shownAt = null;
        onChange(false);
      };
      const remaining = force ? 0 : minimumMs - (Date.now() - shownAt);
      if (remaining <= 0) hide();
      else timer = setTimeout(hide, remaining);
    },
    dispose: cancel,
  };
}

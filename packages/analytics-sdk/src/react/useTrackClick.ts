import { useCallback, useContext } from 'react';
import { TrackerContext } from '../_lib/TrackerContext';

/**
 * A stable function that tracks `page_button_click` with `{ button, ...data }`.
 *
 * @returns A stable `(button, data?) => void` that tracks `page_button_click`.
 * @example
 * const trackClick = useTrackClick();
 * <button onClick={() => trackClick('apply_trial', { plan: 'api' })}>Apply</button>
 */
export function useTrackClick(): (button: string, data?: Record<string, unknown>) => void {
  const tracker = useContext(TrackerContext);
  return useCallback(
    (button: string, data?: Record<string, unknown>) =>
      tracker.track('page_button_click', { button, ...data }),
    [tracker],
  );
}

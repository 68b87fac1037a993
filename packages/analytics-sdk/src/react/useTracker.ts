import { useContext } from 'react';
import { TrackerContext } from '../_lib/TrackerContext';
import type { Tracker } from '../createTracker';

/**
 * The tracker of the nearest `AnalyticsProvider`, or the package's default `tracker`.
 *
 * @returns The tracker.
 * @example const tracker = useTracker(); tracker.track('search', { words });
 */
export function useTracker(): Tracker {
  return useContext(TrackerContext);
}

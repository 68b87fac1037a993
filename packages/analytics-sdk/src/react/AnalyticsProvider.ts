import { createElement, type ReactNode, useEffect, useLayoutEffect } from 'react';
import { TrackerContext } from '../_lib/TrackerContext';
import type { Tracker, TrackerOptions } from '../createTracker';
import { tracker as defaultTracker } from '../tracker';

/** What `AnalyticsProvider` takes. */
export interface AnalyticsProviderProps {
  /**
   * The tracker its children use.
   *
   * @default the package's `tracker`
   */
  tracker?: Tracker;
  /** When given, passed to `tracker.config` on mount and whenever it changes (keep it stable with `useMemo`). */
  options?: TrackerOptions;
  children?: ReactNode;
}

// A layout effect runs before any child's passive effect, so the tracker is configured before
// `usePageView` tracks. On the server neither runs; the plain effect just avoids React 18's warning.
const useConfigEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Gives its children a tracker and configures it.
 *
 * @param props - {@link AnalyticsProviderProps}.
 * @example
 * <AnalyticsProvider options={{ host: 'https://t.example.com', env: 'prod', uid }}>
 *   <App />
 * </AnalyticsProvider>
 */
export function AnalyticsProvider({
  tracker = defaultTracker,
  options,
  children,
}: AnalyticsProviderProps): ReactNode {
  useConfigEffect(() => {
    if (options) tracker.config(options);
  }, [tracker, options]);
  return createElement(TrackerContext.Provider, { value: tracker }, children);
}

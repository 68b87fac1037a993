import { useContext, useEffect } from 'react';
import { TrackerContext } from '../_lib/TrackerContext';

/**
 * Tracks `page_view` with `{ route, ...data }` when the component mounts and every time `route`
 * changes (pass the router's pathname or route name). A change of `data` alone is not a new page.
 *
 * @param route - The route (pathname or name); a change is a new page view.
 * @param data - More fields for the event; a change alone is not a new page.
 * @example
 * const { pathname } = useLocation();
 * usePageView(pathname, { title: 'KYC API' });
 */
export function usePageView(route: string, data?: Record<string, unknown>): void {
  const tracker = useContext(TrackerContext);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new route is a new page view
  useEffect(() => {
    tracker.track('page_view', { route, ...data });
  }, [tracker, route]);
}

import { useTrackClick, useTracker } from '@kyc/analytics-sdk/react';
import { useCallback } from 'react';

/**
 * `page_button_click` for calls to action, with the page's tracking label. The tracker is only
 * configured in production with an analytics host and throws before that (SPEC §8), so a click
 * in development, in tests or without a host is simply not counted: the link still works.
 *
 * @example const trackCta = useCtaTracking('products_api'); trackCta('Request a demo', { href })
 */
export function useCtaTracking(
  trackingLabel: string,
): (button: string, data?: Record<string, unknown>) => void {
  const trackClick = useTrackClick();
  return useCallback(
    (button, data) => {
      try {
        trackClick(button, { trackingLabel, ...data });
      } catch {
        // Tracker not configured: nothing to count.
      }
    },
    [trackClick, trackingLabel],
  );
}

/**
 * The `search` event of a look-up, counted the same forgiving way as clicks.
 *
 * @example const trackSearch = useSearchTracking('lei'); trackSearch('5493001KJTIIGC8Y1R12')
 */
export function useSearchTracking(trackingLabel: string): (words: string) => void {
  const tracker = useTracker();
  return useCallback(
    (words) => {
      try {
        tracker.track('search', { words, trackingLabel });
      } catch {
        // Tracker not configured: nothing to count.
      }
    },
    [tracker, trackingLabel],
  );
}

import type { Tracker } from '@kyc/analytics-sdk';

type EventName = Parameters<Tracker['track']>[0];

/**
 * Tracks an event when tracking is configured: the tracker throws before `config` (no analytics
 * host, tests), and an account action must never fail because of tracking.
 *
 * @example safeTrack(tracker, 'search', { words: 'acme' });
 */
export function safeTrack(tracker: Tracker | null | undefined, event: EventName, data?: unknown) {
  try {
    tracker?.track(event, data);
  } catch {
    // Not configured: nothing to send.
  }
}

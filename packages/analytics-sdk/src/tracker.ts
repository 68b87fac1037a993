import { createTracker, type Tracker } from './createTracker';

/**
 * A ready tracker for the common case of one per page; the React bindings use it unless given
 * another.
 *
 * @example
 * tracker.config({ host: 'https://t.example.com', env: 'prod' });
 * tracker.track('page_view');
 */
export const tracker: Tracker = /* @__PURE__ */ createTracker();

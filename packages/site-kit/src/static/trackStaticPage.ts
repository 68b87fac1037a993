import { tracker as defaultTracker, type Tracker } from '@kyc/analytics-sdk';
import { normalizeLei } from '../lib/marketing/normalizeLei';
import type { StaticPageConfig } from './config';

/** On a call to action: the `page_button_click` data, as JSON (see CtaLink). */
export const TRACK_CLICK_ATTRIBUTE = 'data-track-click';
/** On the LEI look-up form: the page's tracking label for its `search` event (see LeiLookup). */
export const TRACK_SEARCH_ATTRIBUTE = 'data-track-search';

function safely(track: () => void) {
  try {
    track();
  } catch {
    // Tracker not configured (development, no analytics host): nothing to count.
  }
}

/**
 * Tracking on a page served without React, with the same events and data the app sends:
 * `page_view` for the page, `page_load`/`page_unload` from the tracker itself,
 * `page_button_click` for every element carrying `data-track-click` and `search` for a form
 * carrying `data-track-search` (the LEI look-up; its `lei` field is the search words). Returns
 * a cleanup function.
 *
 * @example trackStaticPage(readStaticPageConfig(document), document);
 */
export function trackStaticPage(
  config: StaticPageConfig,
  doc: Document,
  tracker: Tracker = defaultTracker,
): () => void {
  if (!config.tracking) return () => undefined;
  tracker.config(config.tracking);
  safely(() => tracker.track('page_view', { route: config.page.route, name: config.page.name }));

  const onClick = (event: Event) => {
    const target = (event.target as Element | null)?.closest?.(`[${TRACK_CLICK_ATTRIBUTE}]`);
    const data = target?.getAttribute(TRACK_CLICK_ATTRIBUTE);
    if (data) safely(() => tracker.track('page_button_click', JSON.parse(data)));
  };
  const onSubmit = (event: Event) => {
    const form = event.target as HTMLFormElement;
    const trackingLabel = form.getAttribute?.(TRACK_SEARCH_ATTRIBUTE);
    const field = form.elements?.namedItem('lei');
    if (trackingLabel === null || !(field && 'value' in field)) return;
    const words = normalizeLei(String(field.value));
    safely(() => tracker.track('search', { words, trackingLabel }));
  };
  doc.addEventListener('click', onClick);
  doc.addEventListener('submit', onSubmit);
  return () => {
    doc.removeEventListener('click', onClick);
    doc.removeEventListener('submit', onSubmit);
  };
}

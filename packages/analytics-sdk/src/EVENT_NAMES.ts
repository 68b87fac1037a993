/**
 * The ten tracking events of the product spec (frozen); `track` throws for any other name.
 *
 * @example EVENT_NAMES.includes('page_view') // true
 */
export const EVENT_NAMES = /* @__PURE__ */ Object.freeze([
  'page_view',
  'page_load',
  'page_unload',
  'page_exposure',
  'page_button_click',
  'search_words_click',
  'login_success',
  'search',
  'clientMsg',
  'customize',
] as const);

/** One of {@link EVENT_NAMES}. */
export type EventName = (typeof EVENT_NAMES)[number];

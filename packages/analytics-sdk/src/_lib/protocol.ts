/**
 * The hub page's answer, posted to the asking page's origin (never to `'*'`):
 * - `syncDeviceId`: always `true`; marks the message as this protocol's.
 * - `deviceId`: the analytics host's first-party device id, or `''` when it could not be read.
 * - `interceptThird`: `true` when the hub runs in a frame whose cookies the browser blocks
 *   (third-party cookies intercepted); the page then asks again through a popup.
 * - `opener`: `true` when the answer comes from the popup (first-party, most trustworthy).
 */
export interface SyncAnswer {
  syncDeviceId: true;
  deviceId: string;
  interceptThird: boolean;
  opener: boolean;
}

/** A page asking an already loaded hub frame to answer again. */
export interface SyncAsk {
  syncDeviceId: true;
}

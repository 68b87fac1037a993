/**
 * The tracker: page and click beacons, a device id synced across domains through the hub page,
 * consent (opt-out), and the two programmer errors it may throw.
 *
 * @packageDocumentation
 * @module @kyc/analytics-sdk
 */
export type { SyncAnswer, SyncAsk } from './_lib/protocol';
export { CONFIG_REQUIRED_MESSAGE } from './CONFIG_REQUIRED_MESSAGE';
export { createTracker, type Tracker, type TrackerOptions } from './createTracker';
export { DEFAULT_APP_NAME } from './DEFAULT_APP_NAME';
export { deriveUid } from './deriveUid';
export { EVENT_NAMES, type EventName } from './EVENT_NAMES';
export { tracker } from './tracker';
export { UNKNOWN_EVENT_MESSAGE } from './UNKNOWN_EVENT_MESSAGE';

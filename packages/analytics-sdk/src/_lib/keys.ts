/** Cookie and localStorage key of the device id (shared by the SDK and the hub page). */
export const DEVICE_ID_KEY = 'kyc_did';
/** Cookie holding, on a foreign domain, the id the hub answered with. */
export const THIRD_PARTY_ID_KEY = 'kyc_tdid';
/** localStorage flag: this browser blocks popups opened without a click. */
export const PREVENT_NEW_WINDOW_KEY = 'kyc_pnw';
/** localStorage flag: the visitor opted out of tracking. */
export const OPT_OUT_KEY = 'kyc_optout';
/** Path of the hub page on the analytics host. */
export const HUB_PATH = '/sdk/index.html';

const DEVICE_ID = /^[\w-]{8,64}$/;

/**
 * True for a value that may be used as a device id: 8–64 letters, digits, `_` or `-`.
 * Anything read back from cookies, storage or window messages passes this first, so a
 * tampered value can never break a cookie or a beacon URL.
 */
export function isDeviceId(value: unknown): value is string {
  return typeof value === 'string' && DEVICE_ID.test(value);
}

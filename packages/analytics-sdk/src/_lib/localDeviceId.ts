import { isDeviceId } from './isDeviceId';
import { DEVICE_ID_KEY } from './keys';
import { readCookie, readLocal, writeCookie, writeLocal } from './storage';
import { uuid } from './uuid';

let memoryId: string | undefined;

/**
 * The device id of this origin: from the cookie, else localStorage, else memory (SSR, Node,
 * storage blocked), else a new UUID; then copied back to both so that either one restores
 * the other. The cookie lasts 10 000 days.
 */
export function localDeviceId(): string {
  const id =
    [readCookie(DEVICE_ID_KEY), readLocal(DEVICE_ID_KEY), memoryId].find(isDeviceId) ?? uuid();
  memoryId = id;
  writeCookie(DEVICE_ID_KEY, id, 10000);
  writeLocal(DEVICE_ID_KEY, id);
  return id;
}

/** Removes the device id from cookie, storage and memory (opt-out). */
export function forgetLocalDeviceId(): void {
  memoryId = undefined;
  writeCookie(DEVICE_ID_KEY, '', 0);
  writeLocal(DEVICE_ID_KEY);
}

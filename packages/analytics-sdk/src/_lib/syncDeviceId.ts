import { isDeviceId } from './isDeviceId';
import { PREVENT_NEW_WINDOW_KEY } from './keys';
import type { SyncAnswer } from './protocol';
import { readLocal, writeLocal } from './storage';

/** How long the hidden frame may stay silent before it counts as blocked. */
export const FRAME_TIMEOUT_MS = 3000;

/**
 * Asks the hub page for the analytics host's device id: first in a hidden frame; through a
 * popup when the frame is blocked or reports its cookies intercepted. A popup opened outside
 * a click is usually blocked: then the prevent-new-window flag is remembered and the popup is
 * opened at the next click instead (where the browser tells, through `navigator.userActivation`,
 * that there is no gesture, the popup is not even tried). Only messages from the hub's origin are read.
 * Returns a function that stops everything (opt-out).
 */
export function syncDeviceId(
  hubPage: URL,
  done: (id: string, fromOpener: boolean) => void,
): () => void {
  const page = `${hubPage.href}?origin=${encodeURIComponent(location.origin)}`;
  const frame = document.createElement('iframe');
  const openPopup = () => {
    // Outside a user gesture the browser's popup blocker refuses the window, and a page that
    // had a popup blocked is kept out of the back/forward cache: count it as blocked unasked.
    if (navigator.userActivation?.isActive === false) return;
    try {
      return open(page, 'kyc_did_sync', 'width=100,height=100');
    } catch {}
  };
  const onClick = () => {
    if (openPopup()) removeEventListener('click', onClick, true);
  };
  const popup = () => {
    if (readLocal(PREVENT_NEW_WINDOW_KEY) || !openPopup()) {
      writeLocal(PREVENT_NEW_WINDOW_KEY, '1');
      addEventListener('click', onClick, true);
    }
  };
  const timer = setTimeout(popup, FRAME_TIMEOUT_MS);
  const onMessage = ({ origin, data }: MessageEvent<Partial<SyncAnswer> | null>) => {
    if (origin !== hubPage.origin || !data?.syncDeviceId) return;
    clearTimeout(timer);
    frame.remove();
    if (data.interceptThird) popup();
    else if (isDeviceId(data.deviceId)) done(data.deviceId, data.opener === true);
  };
  addEventListener('message', onMessage);
  frame.hidden = true;
  frame.tabIndex = -1;
  frame.setAttribute('aria-hidden', 'true');
  frame.src = page;
  document.documentElement.appendChild(frame);
  return () => {
    clearTimeout(timer);
    frame.remove();
    removeEventListener('message', onMessage);
    removeEventListener('click', onClick, true);
  };
}

import { isDeviceId } from './isDeviceId';
import { PREVENT_NEW_WINDOW_KEY } from './keys';
import type { SyncAnswer } from './protocol';
import { writeLocal } from './storage';

/** How long the hidden frame may stay silent before it counts as blocked. */
export const FRAME_TIMEOUT_MS = 3000;

/** A click into a form field: the visitor is about to type there. */
const isFieldClick = (target: EventTarget | null) =>
  target instanceof Element &&
  target.closest('label, input, textarea, select, [contenteditable]') !== null;

/**
 * Asks the hub page for the analytics host's device id: first in a hidden frame; through a
 * popup when the frame is blocked or reports its cookies intercepted. The popup is opened only by
 * a click, and not by a click into a form field: a browser also lets a page open a window for a
 * few seconds after a key press, and a window opening then takes the keys the visitor goes on
 * typing (a login name lost its letters that way). Until that click the prevent-new-window flag
 * is remembered. Only messages from the hub's origin are read.
 * Returns a function that stops everything (opt-out).
 *
 * @example const stop = syncDeviceId(new URL('https://hub.example/sdk/index.html'), (id) => save(id));
 */
export function syncDeviceId(
  hubPage: URL,
  done: (id: string, fromOpener: boolean) => void,
): () => void {
  const page = `${hubPage.href}?origin=${encodeURIComponent(location.origin)}`;
  const frame = document.createElement('iframe');
  const onClick = (event: MouseEvent) => {
    if (isFieldClick(event.target)) return;
    let opened: Window | null = null;
    try {
      opened = open(page, 'kyc_did_sync', 'width=100,height=100');
    } catch {}
    if (opened) removeEventListener('click', onClick, true);
  };
  const popup = () => {
    writeLocal(PREVENT_NEW_WINDOW_KEY, '1');
    addEventListener('click', onClick, true);
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

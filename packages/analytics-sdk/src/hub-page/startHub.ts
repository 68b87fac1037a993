import { HUB_ORIGINS_META } from '../_lib/hubOriginsMeta';
import { isAllowedOrigin } from '../_lib/isAllowedOrigin';
import { isDeviceId } from '../_lib/isDeviceId';
import { DEVICE_ID_KEY } from '../_lib/keys';
import { localDeviceId } from '../_lib/localDeviceId';
import type { SyncAnswer, SyncAsk } from '../_lib/protocol';
import { readCookie, writeCookie } from '../_lib/storage';
import { uuid } from '../_lib/uuid';

/**
 * Inside a cross-site frame, only the cookie is the analytics host's own storage (localStorage
 * is partitioned per top-level site). The id counts only when the cookie can be written and
 * read back; otherwise the browser intercepts third-party cookies and the page must use a popup.
 */
function framedDeviceId(): string | undefined {
  const cookie = readCookie(DEVICE_ID_KEY);
  const id = isDeviceId(cookie) ? cookie : uuid();
  writeCookie(DEVICE_ID_KEY, id, 10000);
  return readCookie(DEVICE_ID_KEY) === id ? id : undefined;
}

/**
 * Runs the hub page (`/sdk/index.html` on the analytics host). The page that loads it names
 * its own origin in `?origin=`; the hub answers only when that origin is allowed (the
 * `<meta name="kyc-hub-origins">` list, or any http(s) origin when the list is empty), and
 * only to that exact origin: a window of any other origin never receives the id. Later asks
 * (`{ syncDeviceId: true }`) are answered only when `event.origin` is that same origin.
 * In a popup it answers its opener, then closes itself.
 */
export function startHub(win: Window = window): void {
  const asked = new URLSearchParams(win.location.search).get('origin') ?? '';
  const list = win.document
    .querySelector(`meta[name="${HUB_ORIGINS_META}"]`)
    ?.getAttribute('content');
  const allowList = (list ?? '').split(/\s+/).filter(Boolean);
  const allowed = (origin: string) =>
    origin === asked && isAllowedOrigin(origin, allowList.length ? allowList : [origin]);
  const framed = win.parent !== win;
  const target = framed ? win.parent : win.opener;
  const answer = (): SyncAnswer => {
    const deviceId = framed ? framedDeviceId() : localDeviceId();
    return {
      syncDeviceId: true,
      deviceId: deviceId ?? '',
      interceptThird: !deviceId,
      opener: !framed,
    };
  };
  // Opened by nobody: still create or refresh the host's id, so a visit makes it exist.
  if (!target) {
    localDeviceId();
    return;
  }
  if (allowed(asked)) {
    try {
      target.postMessage(answer(), asked);
    } catch {}
  }
  if (!framed) {
    win.close();
    return;
  }
  win.addEventListener('message', (event: MessageEvent<Partial<SyncAsk & SyncAnswer> | null>) => {
    const data = event.data;
    if (!allowed(event.origin) || data?.syncDeviceId !== true || 'deviceId' in data) return;
    try {
      (event.source as Window).postMessage(answer(), event.origin);
    } catch {}
  });
}

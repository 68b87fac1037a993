import { isDeviceId } from './_lib/isDeviceId';
import { HUB_PATH, OPT_OUT_KEY, PREVENT_NEW_WINDOW_KEY, THIRD_PARTY_ID_KEY } from './_lib/keys';
import { forgetLocalDeviceId, localDeviceId } from './_lib/localDeviceId';
import { sendBeacon } from './_lib/sendBeacon';
import { readCookie, readLocal, writeCookie, writeLocal } from './_lib/storage';
import { syncDeviceId } from './_lib/syncDeviceId';
import { uuid } from './_lib/uuid';
import { CONFIG_REQUIRED_MESSAGE } from './CONFIG_REQUIRED_MESSAGE';
import { DEFAULT_APP_NAME } from './DEFAULT_APP_NAME';
import { EVENT_NAMES, type EventName } from './EVENT_NAMES';
import { UNKNOWN_EVENT_MESSAGE } from './UNKNOWN_EVENT_MESSAGE';

/** What `config` takes. Calling `config` again merges the new options into the old ones. */
export interface TrackerOptions {
  /**
   * Application name beacons carry.
   *
   * @default {@link DEFAULT_APP_NAME} (`'kyc_global_pc_web'`)
   */
  appName?: string;
  /**
   * Analytics host, e.g. `'https://t.example.com'`: beacons go to `{host}/s.gif`, the hub is
   * `{host}/sdk/index.html`. Without it nothing is sent.
   */
  host: string;
  /** Where a beacon goes, once, when the one to `host` fails. */
  backupHost?: string;
  /** Nothing is stored, synced or sent unless this is `'prod'`. */
  env: string;
  /** Tracking user id (see `deriveUid`); `''` when absent. */
  uid?: string;
  /**
   * The `us` beacon field, passed through as given (the spec names it without defining it).
   *
   * @default ''
   */
  us?: string;
  /**
   * The `platform` beacon field.
   *
   * @default 'pc'
   */
  platform?: string;
  /** Replaces the transport (tests, SSR, workers); a rejected promise or a throw means failure. */
  send?: (url: string) => unknown;
}

/** A tracker: configure once, then track the spec's events. */
export interface Tracker {
  /** Sets (or updates) the options and, in a browser, starts the page timing. */
  config(options: TrackerOptions): void;
  /**
   * Sends one event; throws only before `config` or for an event outside `EVENT_NAMES`, the
   * latter with {@link UNKNOWN_EVENT_MESSAGE} followed by the event: '非标准埋点事件，请检查: "click"'.
   *
   * @param event - One of {@link EVENT_NAMES}.
   * @param data - The event's fields, sent as JSON in `entity` (anything: cycles and BigInt give
   *   `{}`).
   * @throws Error with {@link CONFIG_REQUIRED_MESSAGE} before `config`.
   * @throws Error starting with {@link UNKNOWN_EVENT_MESSAGE} for an event outside {@link
   *   EVENT_NAMES}.
   */
  track(event: EventName, data?: unknown): void;
  /** Stops tracking, deletes the ids and remembers the choice (localStorage). */
  optOut(): void;
  /** Forgets the opt-out; tracking resumes. */
  optIn(): void;
  /** True while opted out. */
  isOptedOut(): boolean;
  /** The device id in use, or undefined while unknown (opted out, not configured, still syncing). */
  deviceId(): string | undefined;
}

type Fields = Record<string, string>;

const PAGE_LOAD_DELAY_MS = 600;
const DEVICE_ID_WAIT_MS = 500;

const trimSlash = (host: string) => `${host}`.replace(/\/+$/, '');

/**
 * The refused event as the error names it: a text quoted (so '' and stray spaces show), any
 * other primitive written out, an object only by its type, since reading it may throw and
 * this error must be the one that reaches the caller.
 */
function eventName(event: unknown): string {
  if (typeof event === 'string') return JSON.stringify(event);
  return (typeof event === 'object' && event !== null) || typeof event === 'function'
    ? `(${typeof event})`
    : String(event);
}

function entity(data: unknown): string {
  try {
    return JSON.stringify(data ?? {}) ?? '{}';
  } catch {
    return '{}';
  }
}

/**
 * Creates a tracker. Nothing happens until `config`; in a browser `config` schedules
 * `page_load` (600 ms) and `page_unload` (on pagehide or when the page is hidden) and
 * resolves the device id, syncing it from the analytics host's hub page on a foreign domain.
 * Network, storage and frame failures never reach the caller.
 *
 * @returns A tracker that does nothing until `config`.
 * @example
 * const tracker = createTracker();
 * tracker.config({ host: 'https://t.example.com', backupHost: 'https://t2.example.com', env: 'prod' });
 * tracker.track('search', { words: 'acme' });
 */
export function createTracker(): Tracker {
  const browser = typeof window === 'object' && typeof document === 'object';
  let options: TrackerOptions | undefined;
  let did: string | undefined;
  let tempDid: string | undefined;
  let optedOut: boolean | undefined;
  let started = false;
  let waited = false;
  let stopSync: (() => void) | undefined;
  let queue: Fields[] = [];
  let shownAt = 0;
  let hidden = false;
  let leaving = false;

  const isOptedOut = () => (optedOut ??= readLocal(OPT_OUT_KEY) === '1');
  const active = () => options?.env === 'prod' && !!options.host && !isOptedOut();

  const beacon = (fields: Fields) => {
    const { host, backupHost, send = sendBeacon } = options as TrackerOptions;
    const unloading = leaving;
    if (did) fields.did = did;
    else {
      tempDid ??= uuid();
      fields.tempDid = tempDid;
    }
    const query = new URLSearchParams(fields);
    const fire = (base: string) =>
      new Promise((resolve) => resolve(send(`${trimSlash(base)}/s.gif?${query}`, unloading)));
    fire(host)
      .catch(() => backupHost && fire(backupHost))
      .catch(() => {});
  };
  const flush = () => queue.splice(0).forEach(beacon);

  const start = () => {
    if (started || !active()) return;
    started = true;
    let hub: URL | undefined;
    try {
      if (browser)
        hub = new URL(trimSlash((options as TrackerOptions).host) + HUB_PATH, location.href);
    } catch {}
    if (!hub || hub.hostname === location.hostname) {
      did = localDeviceId();
      return;
    }
    const cached = readCookie(THIRD_PARTY_ID_KEY);
    if (isDeviceId(cached)) {
      did = cached;
      return;
    }
    stopSync = syncDeviceId(hub, (id, fromOpener) => {
      did = id;
      writeCookie(THIRD_PARTY_ID_KEY, id, fromOpener ? 2 : 0.25);
      flush();
    });
    setTimeout(() => {
      waited = true;
      flush();
    }, DEVICE_ID_WAIT_MS);
  };

  const watchPage = () => {
    shownAt = Date.now();
    setTimeout(() => tracker.track('page_load'), PAGE_LOAD_DELAY_MS);
    const onHide = () => {
      if (hidden) return;
      hidden = leaving = waited = true;
      flush();
      tracker.track('page_unload', { duration: Date.now() - shownAt });
      leaving = false;
    };
    addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') onHide();
      else if (hidden) {
        hidden = false;
        shownAt = Date.now();
      }
    });
  };

  const tracker: Tracker = {
    config(next) {
      const first = !options;
      options = { ...options, ...next } as TrackerOptions;
      if (first && browser) watchPage();
      start();
    },
    track(event, data) {
      if (!options) throw new Error(CONFIG_REQUIRED_MESSAGE);
      if (!EVENT_NAMES.includes(event)) {
        throw new Error(`${UNKNOWN_EVENT_MESSAGE}: ${eventName(event)}`);
      }
      if (!active()) return;
      const fields: Fields = {
        appName: options.appName || DEFAULT_APP_NAME,
        event,
        rs: typeof screen === 'object' ? `${screen.width}x${screen.height}` : '',
        entity: entity(data),
        uid: options.uid ?? '',
        us: options.us ?? '',
        platform: options.platform ?? 'pc',
        did: '',
        tempDid: '',
        ref: browser ? document.referrer : '',
        originUrl: browser ? location.href : '',
        t: `${Date.now()}`,
      };
      if (did || waited || !browser) beacon(fields);
      else queue.push(fields);
    },
    optOut() {
      optedOut = true;
      writeLocal(OPT_OUT_KEY, '1');
      stopSync?.();
      stopSync = did = tempDid = undefined;
      started = waited = false;
      queue = [];
      forgetLocalDeviceId();
      writeCookie(THIRD_PARTY_ID_KEY, '', 0);
      writeLocal(PREVENT_NEW_WINDOW_KEY);
    },
    optIn() {
      optedOut = false;
      writeLocal(OPT_OUT_KEY);
      start();
    },
    isOptedOut,
    deviceId: () => did,
  };
  return tracker;
}

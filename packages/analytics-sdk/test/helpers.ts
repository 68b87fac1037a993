import { afterEach, vi } from 'vitest';
import { forgetLocalDeviceId } from '../src/_lib/localDeviceId';
import { writeCookie } from '../src/_lib/storage';
import { createTracker, type Tracker, type TrackerOptions } from '../src/createTracker';

/** An analytics host on another domain than jsdom's `http://localhost:3000`. */
export const FOREIGN_HOST = 'https://t.example.com';
export const FOREIGN_ORIGIN = 'https://t.example.com';
/** An analytics host on jsdom's own domain. */
export const OWN_HOST = 'http://localhost:3000';
export const BACKUP_HOST = 'https://backup.example.com';

/** The spec's query fields, in order (SPEC §7). */
export const QUERY_FIELDS = [
  'appName',
  'event',
  'rs',
  'entity',
  'uid',
  'us',
  'platform',
  'did',
  'tempDid',
  'ref',
  'originUrl',
  't',
];

const created: Tracker[] = [];

/**
 * A configured tracker whose transport is a mock. Trackers are opted out after each test so
 * that their page listeners stay silent in later tests.
 */
export function setupTracker(options: Partial<TrackerOptions> = {}) {
  const send = vi.fn<(url: string) => unknown>();
  const tracker = createTracker();
  created.push(tracker);
  tracker.config({ host: OWN_HOST, env: 'prod', send, ...options });
  const beacons = () => send.mock.calls.map(([url]) => new URL(url));
  const events = () => beacons().map((url) => url.searchParams.get('event'));
  return { tracker, send, beacons, events };
}

/** Removes every cookie of the jsdom document. */
export function clearCookies(): void {
  for (const cookie of document.cookie.split('; ')) {
    const name = cookie.split('=')[0];
    if (name) writeCookie(name, '', 0);
  }
}

/** Lets pending promise callbacks (backup beacons) run under fake timers. */
export const settle = () => vi.advanceTimersByTimeAsync(0);

/** Delivers a window message as a frame or popup would. */
export function postToWindow(origin: string, data: unknown): void {
  window.dispatchEvent(new MessageEvent('message', { origin, data }));
}

const cookieAccessor = Object.getOwnPropertyDescriptor(
  Document.prototype,
  'cookie',
) as PropertyDescriptor;

/**
 * Replaces `document.cookie` on the jsdom document (an own property shadowing the prototype's
 * accessor) until the end of the test. Parts not given keep the real behaviour.
 */
export function stubCookie(stub: { get?: () => string; set?: (value: string) => void }): void {
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: stub.get ?? (() => cookieAccessor.get?.call(document)),
    set: stub.set ?? ((value: string) => cookieAccessor.set?.call(document, value)),
  });
}

/** Cookies as written: captures every `document.cookie = …` assignment, still applying it. */
export function spyCookieWrites(): string[] {
  const writes: string[] = [];
  stubCookie({
    set: (value) => {
      writes.push(value);
      cookieAccessor.set?.call(document, value);
    },
  });
  return writes;
}

/** A DOM error as a sandboxed or privacy-blocked storage throws it. */
export const blocked = () => {
  throw new DOMException('blocked', 'SecurityError');
};

afterEach(() => {
  Reflect.deleteProperty(document, 'cookie');
  for (const tracker of created.splice(0)) tracker.optOut();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
  clearCookies();
  forgetLocalDeviceId();
  for (const frame of document.querySelectorAll('iframe')) frame.remove();
});

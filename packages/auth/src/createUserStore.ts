import { attempt } from './_lib/attempt';
import { createMemoryStorage } from './_lib/createMemoryStorage';
import { isRecord } from './_lib/isRecord';
import { serializeCookie } from './_lib/serializeCookie';
import {
  ALIVE_COOKIE_NAME,
  CLEARED_STORAGE_KEYS,
  SESSION_COOKIE_NAME,
  USER_STORAGE_KEY,
} from './constants';
import { serializeSessionCookie } from './serializeSessionCookie';
import type { ClearableStorage, CookieWriter, KeyValueStorage, StoredUser } from './types';

/** Where the user store keeps its data; each part defaults to the browser's, or memory. */
export interface UserStoreOptions {
  /** Where the user record lives: `localStorage` in a browser. */
  storage?: KeyValueStorage;
  /** Emptied at logout: `sessionStorage` in a browser. */
  sessionStorage?: ClearableStorage;
  /** Receives the session and alive cookies: `document.cookie` in a browser. */
  cookies?: CookieWriter;
}

/** The stored user and its session cookie. No method throws: storage failures are swallowed. */
export interface UserStore {
  /**
   * Stores the record; when it has uuid, token and secret key, also sets the session cookie.
   * `false` when that failed: not a record, not serialisable, storage or cookies refused it.
   */
  save(user: StoredUser): boolean;
  /** The stored record (read afresh each time), or `null` when none or not a record. */
  get(): StoredUser | null;
  /**
   * Logs out: clears the session cookie, the alive cookie, session storage, the stored user,
   * the menu list, the plugin user record and the dictionary flag.
   */
  remove(): void;
}

/**
 * The stored user, in local storage and the session cookie. Every part is injectable; what is
 * not given is the browser's `localStorage`, `sessionStorage` and `document.cookie`, or, where
 * there is no browser (server rendering), memory storage and no cookies.
 *
 * @param options - Storage, session storage and cookie writer; each defaults to the browser's, or
 *   memory without one.
 * @returns The store: `save`, `get` and `remove`.
 * @example
 * const store = createUserStore();
 * store.save(loginResponse.user);
 * store.get()?.loginName;
 * store.remove();
 */
export function createUserStore(options?: UserStoreOptions): UserStore {
  // Looking for a browser at call time, never at import, keeps the module safe on the server;
  // reading `localStorage` itself throws where storage is disabled.
  const browser = typeof document === 'object';
  const storage =
    options?.storage ?? ((browser && attempt(() => localStorage)) || createMemoryStorage());
  const session =
    options?.sessionStorage ??
    ((browser && attempt(() => sessionStorage)) || createMemoryStorage());
  const cookies: CookieWriter = options?.cookies ?? {
    write(setCookie) {
      // The Cookie Store API is asynchronous and missing from Firefox and older Safari; the
      // string comes whole from serializeCookie.
      // biome-ignore lint/suspicious/noDocumentCookie: see above
      if (browser) document.cookie = setCookie;
    },
  };
  return {
    save(user) {
      return !!attempt(() => {
        const text = JSON.stringify(user);
        // Only a JSON object reads back as a user: not null, arrays, dates or boxed values.
        // (Nothing to stringify gives undefined, whose [0] throws: also refused.)
        if (text[0] !== '{') return false;
        storage.setItem(USER_STORAGE_KEY, text);
        const setCookie = serializeSessionCookie(user);
        if (setCookie) cookies.write(setCookie);
        return true;
      });
    },
    get() {
      // JSON.parse(null), for nothing stored, is null.
      const value: unknown = attempt(() => JSON.parse(storage.getItem(USER_STORAGE_KEY) as string));
      return isRecord(value) ? value : null;
    },
    remove() {
      for (const name of [SESSION_COOKIE_NAME, ALIVE_COOKIE_NAME]) {
        attempt(() => cookies.write(serializeCookie(name, '', 0)));
      }
      attempt(() => session.clear());
      for (const key of CLEARED_STORAGE_KEYS) attempt(() => storage.removeItem(key));
    },
  };
}

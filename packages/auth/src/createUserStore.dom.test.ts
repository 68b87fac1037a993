import { afterEach, describe, expect, it } from 'vitest';
import {
  ALIVE_COOKIE_NAME,
  CLEARED_STORAGE_KEYS,
  DICTIONARY_FLAG_STORAGE_KEY,
  MENU_LIST_STORAGE_KEY,
  PLUGIN_USER_STORAGE_KEY,
  SESSION_COOKIE_NAME,
  USER_STORAGE_KEY,
} from './constants';
import { createUserStore } from './createUserStore';
import type { StoredUser } from './types';

const USER: StoredUser = {
  uuid: 'b3c1e2d4-0000-4000-8000-000000000001',
  accessToken: 'tok-123',
  accessSecretKey: 'sec-456',
  loginName: 'ann@example.com',
  permissionList: ['report:view'],
  securityPolicy: 'ADV',
};

/** The cookies the page can see now, as name → value. */
function pageCookies(): Record<string, string> {
  return Object.fromEntries(
    document.cookie
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );
}

describe('createUserStore in the browser (jsdom)', () => {
  afterEach(() => {
    createUserStore().remove();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('runs on an https page with a DOM', () => {
    expect(location.protocol).toBe('https:');
    expect(typeof document.cookie).toBe('string');
  });

  it('saves into localStorage and sets the session cookie', () => {
    expect(createUserStore().save(USER)).toBe(true);
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? 'null')).toEqual(USER);
    expect(pageCookies()[SESSION_COOKIE_NAME]).toBe(
      'b3c1e2d4-0000-4000-8000-000000000001___tok-123___sec-456',
    );
  });

  it('reads the user back after a reload of the store', () => {
    createUserStore().save(USER);
    const afterReload = createUserStore();
    expect(afterReload.get()).toEqual(USER);
  });

  it('removes every trace: both cookies, session storage, user, menu list, plugin user, flag', () => {
    const store = createUserStore();
    store.save(USER);
    // biome-ignore lint/suspicious/noDocumentCookie: the alive cookie comes from elsewhere
    document.cookie = `${ALIVE_COOKIE_NAME}=1; Path=/; Secure; SameSite=Strict`;
    localStorage.setItem(MENU_LIST_STORAGE_KEY, '[{"path":"/kyc/search"}]');
    localStorage.setItem(PLUGIN_USER_STORAGE_KEY, '{"id":7}');
    localStorage.setItem(DICTIONARY_FLAG_STORAGE_KEY, 'true');
    localStorage.setItem('theme', 'dark');
    sessionStorage.setItem('search-draft', 'acme');
    sessionStorage.setItem('tab', '2');
    expect(Object.keys(pageCookies()).sort()).toEqual([ALIVE_COOKIE_NAME, SESSION_COOKIE_NAME]);

    store.remove();

    expect(pageCookies()).toEqual({});
    expect(sessionStorage.length).toBe(0);
    for (const key of CLEARED_STORAGE_KEYS) expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(store.get()).toBeNull();
    expect(createUserStore().get()).toBeNull();
  });

  it('a user without uuid, token and secret key is stored without a cookie', () => {
    createUserStore().save({ loginName: 'guest' });
    expect(pageCookies()[SESSION_COOKIE_NAME]).toBeUndefined();
    expect(createUserStore().get()).toEqual({ loginName: 'guest' });
  });

  it('injected parts win over the browser defaults', () => {
    const written: string[] = [];
    const items = new Map<string, string>();
    const store = createUserStore({
      storage: {
        getItem: (key) => items.get(key) ?? null,
        setItem: (key, value) => {
          items.set(key, value);
        },
        removeItem: (key) => {
          items.delete(key);
        },
      },
      cookies: { write: (cookie) => written.push(cookie) },
    });
    store.save(USER);
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(document.cookie).toBe('');
    expect(items.get(USER_STORAGE_KEY)).toBe(JSON.stringify(USER));
    expect(written).toHaveLength(1);
  });
});

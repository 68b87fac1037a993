import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from './_lib/createMemoryStorage';
import {
  CLEARED_STORAGE_KEYS,
  DICTIONARY_FLAG_STORAGE_KEY,
  MENU_LIST_STORAGE_KEY,
  PLUGIN_USER_STORAGE_KEY,
  USER_STORAGE_KEY,
} from './constants';
import { createUserStore } from './createUserStore';
import type { StoredUser } from './types';

const USER: StoredUser = {
  uuid: 'u1',
  accessToken: 't1',
  accessSecretKey: 's1',
  loginName: 'ann@example.com',
  type: 1,
  endDate: '2026-01-31',
  permissionList: ['report:view'],
};

const SESSION_COOKIE =
  'kyc_session=u1___t1___s1; Max-Age=31536000; Secure; Path=/; SameSite=Strict';
const CLEAR_SESSION = 'kyc_session=; Max-Age=0; Secure; Path=/; SameSite=Strict';
const CLEAR_ALIVE = 'kyc_alive=; Max-Age=0; Secure; Path=/; SameSite=Strict';

/** Everything a server request would inject: storage, session storage, a Set-Cookie sink. */
function serverParts() {
  const storage = createMemoryStorage();
  const sessionStorage = createMemoryStorage();
  const written: string[] = [];
  return { storage, sessionStorage, cookies: { write: (c: string) => written.push(c) }, written };
}

describe('createUserStore on the server (no DOM)', () => {
  it('runs where there is no window or document', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it('falls back to memory when nothing is injected', () => {
    const store = createUserStore();
    expect(store.get()).toBeNull();
    expect(store.save(USER)).toBe(true);
    expect(store.get()).toEqual(USER);
    store.remove();
    expect(store.get()).toBeNull();
  });

  it('keeps separate memory per store, so requests do not share users', () => {
    const a = createUserStore();
    const b = createUserStore();
    a.save(USER);
    expect(b.get()).toBeNull();
  });

  it('writes the exact session cookie when saving a user with uuid, token and secret key', () => {
    const parts = serverParts();
    createUserStore(parts).save(USER);
    expect(parts.written).toEqual([SESSION_COOKIE]);
  });

  it('writes no cookie for a user without all three', () => {
    const parts = serverParts();
    const store = createUserStore(parts);
    expect(store.save({ uuid: 'u1', loginName: 'x' })).toBe(true);
    expect(parts.written).toEqual([]);
    expect(store.get()).toEqual({ uuid: 'u1', loginName: 'x' });
  });

  it('reads the user back after a reload (a new store on the same storage)', () => {
    const parts = serverParts();
    createUserStore(parts).save(USER);
    expect(createUserStore({ storage: parts.storage }).get()).toEqual(USER);
    expect(parts.storage.getItem(USER_STORAGE_KEY)).toBe(JSON.stringify(USER));
  });

  it('removes every trace', () => {
    const parts = serverParts();
    const store = createUserStore(parts);
    store.save(USER);
    parts.storage.setItem(MENU_LIST_STORAGE_KEY, '[{"path":"/a"}]');
    parts.storage.setItem(PLUGIN_USER_STORAGE_KEY, '{"id":1}');
    parts.storage.setItem(DICTIONARY_FLAG_STORAGE_KEY, '1');
    parts.storage.setItem('unrelated', 'kept');
    parts.sessionStorage.setItem('draft', 'x');
    parts.written.length = 0;

    store.remove();

    expect(parts.written).toEqual([CLEAR_SESSION, CLEAR_ALIVE]);
    for (const key of CLEARED_STORAGE_KEYS) expect(parts.storage.getItem(key)).toBeNull();
    expect(parts.storage.getItem('unrelated')).toBe('kept');
    expect(parts.sessionStorage.getItem('draft')).toBeNull();
    expect(store.get()).toBeNull();
    expect(createUserStore({ storage: parts.storage }).get()).toBeNull();
  });

  it.each([
    ['null', null],
    ['a number', 42],
    ['a string', 'user'],
    ['an array', [USER]],
  ])('refuses to save %s', (_label, value) => {
    const parts = serverParts();
    const store = createUserStore(parts);
    expect(store.save(value as never)).toBe(false);
    expect(store.get()).toBeNull();
    expect(parts.written).toEqual([]);
  });

  it('refuses a record that cannot become JSON', () => {
    const cyclic: Record<string, unknown> = { uuid: 'u1' };
    cyclic.self = cyclic;
    const store = createUserStore(serverParts());
    expect(store.save(cyclic as StoredUser)).toBe(false);
    expect(store.save({ big: 1n } as never)).toBe(false);
  });

  it.each([
    ['nothing stored', null],
    ['broken JSON', '{"uuid":'],
    ['JSON that is not a record', '[1,2]'],
    ['a JSON string', '"u1"'],
    ['JSON null', 'null'],
  ])('gets null for %s', (_label, stored) => {
    const storage = createMemoryStorage();
    if (stored !== null) storage.setItem(USER_STORAGE_KEY, stored);
    expect(createUserStore({ storage }).get()).toBeNull();
  });

  it('never throws when storage, session storage and cookies all throw', () => {
    const fail = () => {
      throw new Error('denied');
    };
    const store = createUserStore({
      storage: { getItem: fail, setItem: fail, removeItem: fail },
      sessionStorage: { clear: fail },
      cookies: { write: fail },
    });
    expect(store.save(USER)).toBe(false);
    expect(store.get()).toBeNull();
    expect(() => store.remove()).not.toThrow();
  });

  it('reports false when the cookie cannot be written, but keeps the stored user', () => {
    const storage = createMemoryStorage();
    const store = createUserStore({
      storage,
      cookies: {
        write: () => {
          throw new Error('no cookies');
        },
      },
    });
    expect(store.save(USER)).toBe(false);
    expect(store.get()).toEqual(USER);
  });

  it('goes on clearing when one step fails', () => {
    const storage = createMemoryStorage();
    const removeItem = vi.fn((key: string) => {
      if (key === USER_STORAGE_KEY) throw new Error('locked');
      storage.removeItem(key);
    });
    const clear = vi.fn();
    const store = createUserStore({
      storage: { ...storage, removeItem },
      sessionStorage: { clear },
      cookies: { write: vi.fn() },
    });
    store.remove();
    expect(removeItem.mock.calls.map(([key]) => key)).toEqual(CLEARED_STORAGE_KEYS);
    expect(clear).toHaveBeenCalledTimes(1);
  });
});

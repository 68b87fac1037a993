import type { ClearableStorage, KeyValueStorage } from '../types';

/** A Web Storage look-alike kept in memory: the user store's fallback where there is no browser. */
export function createMemoryStorage(): KeyValueStorage & ClearableStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => items.set(key, value),
    removeItem: (key) => items.delete(key),
    clear: () => items.clear(),
  };
}

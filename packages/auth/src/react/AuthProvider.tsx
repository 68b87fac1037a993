import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { createUserStore, type UserStore } from '../createUserStore';
import type { StoredUser } from '../types';
import { AuthContext } from './_lib/AuthContext';

export interface AuthProviderProps {
  /**
   * The user to show when the app knows it, e.g. read from the session on the server: it wins
   * over the store. Pass the same value on the server and in the browser to hydrate logged in.
   */
  user?: StoredUser | null;
  /** Where the user is stored; the browser's (memory on the server) when not given. */
  store?: UserStore;
  children?: ReactNode;
}

/**
 * Gives the logged-in user to `useUser`, `usePermission` and `<Can>`, and a store
 * (`useUserStore`) whose `save` and `remove` update them. Server-safe: the first render, on the
 * server and at hydration, shows the `user` prop or nobody; the stored user is read after
 * mount, and again when another tab changes storage.
 *
 * @param props - {@link AuthProviderProps}.
 * @example
 * <AuthProvider store={createUserStore()}>
 *   <App />
 * </AuthProvider>
 */
export function AuthProvider({ user, store, children }: AuthProviderProps) {
  const [ownStore] = useState(() => store ?? createUserStore());
  const base = store ?? ownStore;
  const [stored, setStored] = useState<StoredUser | null>(null);

  useEffect(() => {
    const refresh = () => setStored(base.get());
    refresh();
    window.addEventListener('storage', refresh);
    return () => window.removeEventListener('storage', refresh);
  }, [base]);

  const tracked = useMemo<UserStore>(
    () => ({
      get: base.get,
      save(next) {
        const saved = base.save(next);
        setStored(base.get());
        return saved;
      },
      remove() {
        base.remove();
        setStored(null);
      },
    }),
    [base],
  );
  const current = user === undefined ? stored : user;
  const value = useMemo(() => ({ user: current, store: tracked }), [current, tracked]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

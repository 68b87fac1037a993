import { useContext } from 'react';
import type { UserStore } from '../createUserStore';
import { AuthContext } from './_lib/AuthContext';

/**
 * The nearest `AuthProvider`'s store: `save` at login and `remove` at logout through it, and
 * every `useUser` below updates. `null` without a provider.
 *
 * @returns The provider's store, or `undefined` outside one.
 * @example const store = useUserStore(); <button onClick={() => store?.remove()}>Log out</button>
 */
export function useUserStore(): UserStore | null {
  return useContext(AuthContext).store;
}

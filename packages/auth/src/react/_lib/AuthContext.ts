import { createContext } from 'react';
import type { UserStore } from '../../createUserStore';
import type { StoredUser } from '../../types';

export interface AuthContextValue {
  user: StoredUser | null;
  store: UserStore | null;
}

/** Without a provider: nobody is logged in and there is no store. */
export const AuthContext = /* @__PURE__ */ createContext<AuthContextValue>({
  user: null,
  store: null,
});

import { useContext } from 'react';
import type { StoredUser } from '../types';
import { AuthContext } from './_lib/AuthContext';

/**
 * The logged-in user from the nearest `AuthProvider`, or `null` (also without a provider).
 *
 * @returns The user, or `null` (also outside a provider and before mounting without a `user` prop).
 * @example const user = useUser(); return <span>{user?.loginName}</span>;
 */
export function useUser(): StoredUser | null {
  return useContext(AuthContext).user;
}

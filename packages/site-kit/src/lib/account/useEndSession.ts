import { useUserStore } from '@kyc/auth/react';
import { useCallback } from 'react';
import { useSiteStore } from '../../state/SiteStoreProvider';
import { localizedPath } from '../links';
import { useRootData } from '../rootData';
import type { ApiClient } from './apiClient';
import { settleOpLogs } from './useOpLog';

/** The two ways to end a session: this one, or every session of the user. */
export type SessionEnd = 'logout' | 'logout-all';

/**
 * Ends the session on the server and every trace of it in this browser, then goes to `to`
 * with its data reloaded. The page's last operations reach the operation log first (they
 * belong to the session that ends); whatever the server answers, this browser keeps nothing.
 *
 * @example const endSession = useEndSession(api); await endSession('logout-all', '/login');
 */
export function useEndSession(api: ApiClient) {
  const users = useUserStore();
  const site = useSiteStore();
  const { locale } = useRootData();
  return useCallback(
    async (how: SessionEnd, to: string) => {
      await settleOpLogs();
      await api.request(`/webapi/saas/user/${how}`, { method: 'POST' });
      users?.remove();
      site.setUser(null);
      site.navigate({ to: localizedPath(to, locale), refresh: true });
    },
    [api, users, site, locale],
  );
}

import { useUserStore } from '@kyc/auth/react';
import { useMemo, useRef } from 'react';
import { useLocation } from 'react-router';
import { useSiteStore } from '../../state/SiteStoreProvider';
import { localizedPath } from '../links';
import { useRootData } from '../rootData';
import { type ApiClient, createApiClient } from './apiClient';

/**
 * The account API client of a page, through the site's same-origin `/webapi` proxy. A 401 on an
 * account call means the session is gone: the stored user is removed, the client state forgets
 * the user and the visitor goes to the login page, which brings them back here afterwards.
 *
 * @example const api = useAccountApi(loaderData.common.networkError);
 */
export function useAccountApi(networkError: string): ApiClient {
  const users = useUserStore();
  const site = useSiteStore();
  const { locale } = useRootData();
  const location = useLocation();
  const here = useRef('');
  here.current = location.pathname + location.search;
  return useMemo(
    () =>
      createApiClient({
        getUser: () => users?.get(),
        locale,
        networkError,
        onSessionEnded() {
          users?.remove();
          site.setUser(null);
          const back = encodeURIComponent(here.current);
          site.navigate({
            to: localizedPath(`/login?redirect=${back}`, locale),
            mode: 'replace',
            refresh: true,
          });
        },
      }),
    [users, site, locale, networkError],
  );
}

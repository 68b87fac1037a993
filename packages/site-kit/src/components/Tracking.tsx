import { deriveUid, type TrackerOptions } from '@kyc/analytics-sdk';
import { AnalyticsProvider, usePageView } from '@kyc/analytics-sdk/react';
import { type ReactNode, useMemo } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useRootData } from '../lib/rootData';
import { TRACKING_IDENTITY } from '../lib/variant';

/**
 * A page is its path plus the company it shows (`?id=` on desktop live search, `?keyNo=` on
 * the mobile company page), the same rule as the scroll reset; other query changes (a search,
 * a page of results) are not a new page and are tracked as `search`.
 */
export function pageKey(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  const company = params.get('id') ?? params.get('keyNo');
  return company ? `${pathname}?company=${company}` : pathname;
}

function PageViews() {
  const { pathname, search } = useLocation();
  const matches = useMatches();
  usePageView(pageKey(pathname, search), { name: matches[matches.length - 1]?.id ?? '' });
  return null;
}

/**
 * Tracking through `@kyc/analytics-sdk` with apps/api as the analytics host: `page_view` on every
 * navigation here, `page_load` and `page_unload` (with duration) from the tracker itself; pages
 * add `page_button_click`, `search` and `login_success` with its hooks. Beacons only leave a
 * production build (SPEC §7: skipped in the dev environment).
 */
export function Tracking({ children }: { children: ReactNode }) {
  const { analyticsHost, user, variant } = useRootData();
  const options = useMemo<TrackerOptions | undefined>(
    () =>
      analyticsHost
        ? {
            host: analyticsHost,
            env: import.meta.env.PROD ? 'prod' : 'dev',
            ...TRACKING_IDENTITY[variant],
            uid: deriveUid(user?.loginId),
          }
        : undefined,
    [analyticsHost, user?.loginId, variant],
  );
  return (
    <AnalyticsProvider options={options}>
      {options && <PageViews />}
      {children}
    </AnalyticsProvider>
  );
}

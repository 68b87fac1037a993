import { deriveUid, type TrackerOptions } from '@kyc/analytics-sdk';
import { AnalyticsProvider, usePageView } from '@kyc/analytics-sdk/react';
import { type ReactNode, useMemo } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useRootData } from '../lib/rootData';
import { TRACKING_IDENTITY } from '../lib/variant';

function PageViews() {
  const { pathname } = useLocation();
  const matches = useMatches();
  usePageView(pathname, { name: matches[matches.length - 1]?.id ?? '' });
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

import { lazy, Suspense, useEffect, useRef } from 'react';
import { useRootData } from '../../lib/rootData';
import { useSiteState, useSiteStore } from '../../state/SiteStoreProvider';
// With the page's own stylesheet: the bar is server-rendered for a logged-in user, and styling
// it only when its code arrives would move the page under the visitor's eyes.
import './account-bar.css';

// Visitors never download the signed-in bar (expiry banner, alive check, API client): it is
// fetched only once someone is logged in, which keeps marketing pages within their JS budget.
const SignedInBar = lazy(() => import('./SignedInBar'));

/**
 * The logged-in user's bar above the header (see SignedInBar): the expiry warning (SPEC §9),
 * account links, log out and the ADV alive check. Nothing for visitors.
 */
export function AccountBar() {
  const { user: rootUser } = useRootData();
  const site = useSiteStore();
  const user = useSiteState((state) => state.app.user);

  // The server's view of the session (root loader) is the truth: follow it into the client state
  // whenever it changes (a login elsewhere, a session that ended, a refresh after logout).
  const rootUuid = rootUser?.uuid ?? '';
  const lastRootUuid = useRef(rootUuid);
  const latestRootUser = useRef(rootUser);
  latestRootUser.current = rootUser;
  useEffect(() => {
    if (lastRootUuid.current === rootUuid) return;
    lastRootUuid.current = rootUuid;
    site.setUser(latestRootUser.current);
  }, [rootUuid, site]);

  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <SignedInBar />
    </Suspense>
  );
}

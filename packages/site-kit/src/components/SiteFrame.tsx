import { AuthProvider } from '@kyc/auth/react';
import type { DesktopHeaderProps as SiteHeaderProps } from '@kyc/ui';
import { LocaleProvider, PageLayout } from '@kyc/ui';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { routerLinkRenderer } from '../lib/links';
import { switchLocaleHref } from '../lib/locale';
import { useRootData } from '../lib/rootData';
import { SiteStoreProvider, useSiteState, useSiteStore } from '../state/SiteStoreProvider';
import { EMPTY_ROUTE } from '../state/siteStore';
import { AccountBar } from './account/AccountBar';
import { RouteEffects } from './RouteEffects';
import { Tracking } from './Tracking';
import './site-frame.css';

const MessageToasts = lazy(() => import('./MessageToasts'));

/** The toasts, fetched when the first message arrives and kept from then on. */
function Messages() {
  const count = useSiteState((state) => state.app.msgList.length);
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (count > 0) setNeeded(true);
  }, [count]);
  if (!needed && count === 0) return null;
  return (
    <Suspense fallback={null}>
      <MessageToasts />
    </Suspense>
  );
}

/**
 * What either app's header needs from the client state: language and its switch (keeping the
 * path), login info, the current path, the apply button's target and router links.
 *
 * @example const props = useHeaderProps(); return <MobileHeader {...props} />;
 */
export function useHeaderProps(): SiteHeaderProps {
  const { locale } = useRootData();
  const location = useLocation();
  const store = useSiteStore();
  const loginInfo = useSiteState((state) => state.loginInfo);
  return {
    locale,
    loginInfo,
    currentPath: location.pathname,
    applyHref: loginInfo.isLogin ? '/live-search' : '/demo-request',
    renderLink: routerLinkRenderer(locale),
    onLocaleChange: (next) =>
      store.navigate({
        to: switchLocaleHref(new URL(location.pathname + location.search, 'http://x'), next),
      }),
  };
}

/**
 * Everything around a page in either app: the client state, language, logged-in user and
 * tracker providers, the page layout with the app's header and footer and the account bar,
 * and the route effects (SPEC §2 rules). Headers render inside the providers, so they can use
 * `useHeaderProps`.
 *
 * @example <SiteFrame header={<Header />} footer={<Footer />}><Outlet /></SiteFrame>
 */
export function SiteFrame({
  header,
  footer,
  accountBarScrolls = false,
  children,
}: {
  header: ReactNode;
  footer: ReactNode;
  /**
   * The account bar (expiry warning, account links) scrolls away with the page instead of staying
   * above the header: on a phone, fixed bars would take a fifth of the screen.
   */
  accountBarScrolls?: boolean;
  children: ReactNode;
}) {
  const { locale, user } = useRootData();
  const location = useLocation();
  return (
    <SiteStoreProvider
      initial={{
        locale,
        user,
        route: {
          ...EMPTY_ROUTE,
          path: location.pathname,
          fullPath: location.pathname + location.search,
        },
      }}
    >
      <LocaleProvider locale={locale}>
        <AuthProvider user={user ?? undefined}>
          <Tracking>
            <PageLayout
              locale={locale}
              header={header}
              banner={accountBarScrolls ? undefined : <AccountBar />}
              footer={footer}
            >
              {accountBarScrolls && <AccountBar />}
              {children}
            </PageLayout>
            <RouteEffects />
            <Messages />
          </Tracking>
        </AuthProvider>
      </LocaleProvider>
    </SiteStoreProvider>
  );
}

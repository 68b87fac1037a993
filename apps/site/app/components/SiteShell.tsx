import { AuthProvider } from '@kyc/auth/react';
import { AccountBar } from '@kyc/site-kit/components/account/AccountBar.tsx';
import { RouteEffects } from '@kyc/site-kit/components/RouteEffects.tsx';
import { Tracking } from '@kyc/site-kit/components/Tracking.tsx';
import { routerLinkRenderer } from '@kyc/site-kit/lib/links.tsx';
import { switchLocaleHref } from '@kyc/site-kit/lib/locale.ts';
import { useRootData } from '@kyc/site-kit/lib/rootData.ts';
import {
  SiteStoreProvider,
  useSiteState,
  useSiteStore,
} from '@kyc/site-kit/state/SiteStoreProvider.tsx';
import { EMPTY_ROUTE } from '@kyc/site-kit/state/siteStore.ts';
import { DesktopHeader, LocaleProvider, PageLayout, SiteFooter } from '@kyc/ui';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';

function SiteHeader() {
  const { locale } = useRootData();
  const location = useLocation();
  const store = useSiteStore();
  const loginInfo = useSiteState((state) => state.loginInfo);
  const renderLink = routerLinkRenderer(locale);
  return (
    <DesktopHeader
      locale={locale}
      loginInfo={loginInfo}
      currentPath={location.pathname}
      applyHref={loginInfo.isLogin ? '/live-search' : '/demo-request'}
      renderLink={renderLink}
      onLocaleChange={(next) =>
        store.navigate({
          to: switchLocaleHref(new URL(location.pathname + location.search, 'http://x'), next),
        })
      }
    />
  );
}

/**
 * Everything around a page: the client state, language, logged-in user and tracker providers,
 * the desktop header and footer, the account bar, and the route effects (SPEC §2 rules).
 */
export function SiteShell({ children }: { children: ReactNode }) {
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
              header={<SiteHeader />}
              banner={<AccountBar />}
              footer={<SiteFooter locale={locale} renderLink={routerLinkRenderer(locale)} />}
            >
              {children}
            </PageLayout>
            <RouteEffects />
          </Tracking>
        </AuthProvider>
      </LocaleProvider>
    </SiteStoreProvider>
  );
}

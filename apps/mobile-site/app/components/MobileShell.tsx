import { mobileActionBar } from '@kyc/content/interface';
import { SiteFrame, useHeaderProps } from '@kyc/site-kit/components/SiteFrame.tsx';
import { VersionSwitch } from '@kyc/site-kit/components/VersionSwitch.tsx';
import { localizedPath, routerLinkRenderer } from '@kyc/site-kit/lib/links.tsx';
import { switchLocaleHref } from '@kyc/site-kit/lib/locale.ts';
import { useRootData } from '@kyc/site-kit/lib/rootData.ts';
import { useStaticPage } from '@kyc/site-kit/lib/staticPage.ts';
import { useSiteState } from '@kyc/site-kit/state/SiteStoreProvider.tsx';
import { MobileHeader, SiteFooter } from '@kyc/ui';
import type { ReactNode } from 'react';
import { Link, useLocation, useMatches } from 'react-router';

/** Pages that are a task of their own (a form, a result list): no action bar over them. */
const TASK_ROUTES = new Set([
  'login',
  'register',
  'demoRequest',
  'userActive',
  'authorize',
  'authorizePrint',
  'bindMfa',
  'systemStatus',
  'liveSearch',
  'verifydoc',
  'serviceSelection',
  'enterpriseDetails',
  'apiKeys',
  'apiUsage',
  'kyc',
]);

/**
 * The bar of calls to action fixed at the bottom of marketing pages, where a thumb reaches:
 * request a demo and log in, or live search once logged in.
 */
function ActionBar() {
  const { locale } = useRootData();
  const loginInfo = useSiteState((state) => state.loginInfo);
  const matches = useMatches();
  const routeId = matches[matches.length - 1]?.id ?? '';
  if (TASK_ROUTES.has(routeId)) return null;
  const text = mobileActionBar[locale];
  return (
    <nav className="mobile-action-bar" aria-label={text.actions}>
      {loginInfo.isLogin ? (
        <Link className="mobile-action-bar__primary" to={localizedPath('/live-search', locale)}>
          {text.search}
        </Link>
      ) : (
        <>
          <Link className="mobile-action-bar__secondary" to={localizedPath('/login', locale)}>
            {text.login}
          </Link>
          <Link className="mobile-action-bar__primary" to={localizedPath('/demo-request', locale)}>
            {text.demo}
          </Link>
        </>
      )}
    </nav>
  );
}

function Header() {
  const props = useHeaderProps();
  const location = useLocation();
  // A page without React gets its menu in the HTML, opened by the enhancer, and language links.
  const staticPage = useStaticPage();
  const here = new URL(location.pathname + location.search, 'http://x');
  return (
    <MobileHeader
      {...props}
      staticMenu={staticPage}
      localeHref={staticPage ? (locale) => switchLocaleHref(here, locale) : undefined}
    />
  );
}

function Footer() {
  const { locale } = useRootData();
  return (
    <>
      <VersionSwitch to="desktop" />
      <SiteFooter locale={locale} renderLink={routerLinkRenderer(locale)} />
      <ActionBar />
    </>
  );
}

/**
 * The mobile app around a page: the shared frame with the drawer header, the footer with the
 * switch to the desktop version, and the bottom action bar.
 */
export function MobileShell({ children }: { children: ReactNode }) {
  return (
    <SiteFrame header={<Header />} footer={<Footer />} accountBarScrolls>
      {children}
    </SiteFrame>
  );
}

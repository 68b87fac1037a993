import { SiteFrame, useHeaderProps } from '@kyc/site-kit/components/SiteFrame.tsx';
import { VersionSwitch } from '@kyc/site-kit/components/VersionSwitch.tsx';
import { routerLinkRenderer } from '@kyc/site-kit/lib/links.tsx';
import { switchLocaleHref } from '@kyc/site-kit/lib/locale.ts';
import { useRootData } from '@kyc/site-kit/lib/rootData.ts';
import { useStaticPage } from '@kyc/site-kit/lib/staticPage.ts';
import { DesktopHeader, SiteFooter } from '@kyc/ui';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';

function SiteHeader() {
  const props = useHeaderProps();
  const location = useLocation();
  // A page without React gets menus the enhancer opens, and language links.
  const staticPage = useStaticPage();
  const here = new URL(location.pathname + location.search, 'http://x');
  return (
    <DesktopHeader
      {...props}
      staticMenu={staticPage}
      localeHref={staticPage ? (locale) => switchLocaleHref(here, locale) : undefined}
    />
  );
}

function Footer() {
  const { locale, deviceVariant } = useRootData();
  return (
    <>
      {/* A phone whose visitor chose the desktop version gets the way back. */}
      {deviceVariant === 'mobile' && <VersionSwitch to="mobile" />}
      <SiteFooter locale={locale} renderLink={routerLinkRenderer(locale)} />
    </>
  );
}

/** The desktop app around a page: the shared frame with the desktop header and footer. */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <SiteFrame header={<SiteHeader />} footer={<Footer />}>
      {children}
    </SiteFrame>
  );
}
